import type { Database } from 'better-sqlite3';

// Love (wishlist) records: one row per visitor and product. The visitor key is 'uid:{uid}' for
// logged-in visitors and 'anon:{id}' for anonymous ones, so switching ?as= switches wishlists.

export interface LoveInput {
  email: string | null;
  subscribe: boolean;
}

/** Adds (or refreshes) a love; an email or subscription given earlier is kept if none is given now. */
export function addLove(db: Database, visitor: string, nid: number, input: LoveInput): void {
  db.prepare(
    `INSERT INTO loves (visitor, nid, email, subscribe, created) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (visitor, nid) DO UPDATE SET
       email = COALESCE(excluded.email, loves.email),
       subscribe = MAX(excluded.subscribe, loves.subscribe)`,
  ).run(visitor, nid, input.email, input.subscribe ? 1 : 0, new Date().toISOString());
}

export function removeLove(db: Database, visitor: string, nid: number): void {
  db.prepare('DELETE FROM loves WHERE visitor = ? AND nid = ?').run(visitor, nid);
}

export function countLoves(db: Database, visitor: string): number {
  const row = db.prepare('SELECT COUNT(*) AS n FROM loves WHERE visitor = ?').get(visitor) as {
    n: number;
  };
  return row.n;
}

/** The visitor's loved nids, most recent first. */
export function lovedNids(db: Database, visitor: string): number[] {
  const rows = db
    .prepare('SELECT nid FROM loves WHERE visitor = ? ORDER BY created DESC, rowid DESC')
    .all(visitor) as { nid: number }[];
  return rows.map((row) => row.nid);
}

export interface LoveRecord {
  nid: number;
  email: string | null;
  subscribe: boolean;
}

export function findLove(db: Database, visitor: string, nid: number): LoveRecord | undefined {
  const row = db
    .prepare('SELECT nid, email, subscribe FROM loves WHERE visitor = ? AND nid = ?')
    .get(visitor, nid) as { nid: number; email: string | null; subscribe: number } | undefined;
  return row && { ...row, subscribe: row.subscribe === 1 };
}
