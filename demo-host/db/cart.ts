import type { Database } from 'better-sqlite3';

// Cart lines: one row per visitor, product and model; the visitor key is the same as for loves
// ('uid:{uid}' or 'anon:{visitor cookie}'), so switching ?as= switches carts too.

/** A line never holds more than this many units (the add form offers 1 to 10). */
export const MAX_LINE_QTY = 10;

export interface CartLine {
  nid: number;
  model: string;
  qty: number;
}

/**
 * Adds units to a line (creating it) and answers the line as stored. Adding past the cap keeps
 * the line at the cap rather than failing: the shopper still has the product in the cart.
 */
export function addToCart(db: Database, visitor: string, line: CartLine): CartLine {
  db.prepare(
    `INSERT INTO cart_lines (visitor, nid, model, qty, created) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (visitor, nid, model) DO UPDATE SET qty = MIN(cart_lines.qty + excluded.qty, ?)`,
  ).run(visitor, line.nid, line.model, line.qty, new Date().toISOString(), MAX_LINE_QTY);
  const row = db
    .prepare('SELECT qty FROM cart_lines WHERE visitor = ? AND nid = ? AND model = ?')
    .get(visitor, line.nid, line.model) as { qty: number };
  return { nid: line.nid, model: line.model, qty: row.qty };
}

/** Units in the cart (the header counter counts units, not lines). */
export function countCart(db: Database, visitor: string): number {
  const row = db
    .prepare('SELECT COALESCE(SUM(qty), 0) AS n FROM cart_lines WHERE visitor = ?')
    .get(visitor) as { n: number };
  return row.n;
}

/** The visitor's lines, oldest first (the order they were added). */
export function cartLines(db: Database, visitor: string): CartLine[] {
  return db
    .prepare('SELECT nid, model, qty FROM cart_lines WHERE visitor = ? ORDER BY created, rowid')
    .all(visitor) as CartLine[];
}
