import type { Database } from 'better-sqlite3';

// Rows of the swatch tables (db/swatch-schema.ts). Writes come from routes/swatch-request.ts.

export interface SwatchSelection {
  selected: number[];
  hasBeenSubmitted: boolean;
}

/** The visitor's kept selection; an empty, unsubmitted one when there is none. */
export function swatchSelection(db: Database, visitor: string): SwatchSelection {
  const row = db
    .prepare('SELECT selected, has_been_submitted FROM swatch_selections WHERE visitor = ?')
    .get(visitor) as { selected: string; has_been_submitted: number } | undefined;
  if (!row) return { selected: [], hasBeenSubmitted: false };
  return {
    selected: JSON.parse(row.selected) as number[],
    hasBeenSubmitted: row.has_been_submitted === 1,
  };
}

/** Replaces the visitor's selection; a changed selection is a new, unsubmitted request. */
export function saveSwatchSelection(
  db: Database,
  visitor: string,
  selected: readonly number[],
  hasBeenSubmitted = false,
): void {
  db.prepare(
    `INSERT INTO swatch_selections (visitor, selected, has_been_submitted, updated) VALUES (?, ?, ?, ?)
     ON CONFLICT (visitor) DO UPDATE SET selected = excluded.selected,
       has_been_submitted = excluded.has_been_submitted, updated = excluded.updated`,
  ).run(visitor, JSON.stringify(selected), hasBeenSubmitted ? 1 : 0, new Date().toISOString());
}

export interface SwatchRequestRow {
  selected: number[];
  name: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  postal_code: string;
  country: number;
  phone: string;
  source: 'sdk' | 'form';
}

/**
 * Stores a request and marks the visitor's selection has_been_submitted, in one transaction.
 * Returns the request's id.
 */
export function addSwatchRequest(db: Database, visitor: string, row: SwatchRequestRow): number {
  const store = db.transaction(() => {
    const result = db
      .prepare(
        `INSERT INTO swatch_requests (visitor, selected, name, email, address1, address2, city,
           province, postal_code, country, phone, source, created)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        visitor,
        JSON.stringify(row.selected),
        row.name,
        row.email,
        row.address1,
        row.address2,
        row.city,
        row.province,
        row.postal_code,
        row.country,
        row.phone,
        row.source,
        new Date().toISOString(),
      );
    saveSwatchSelection(db, visitor, row.selected, true);
    return Number(result.lastInsertRowid);
  });
  return store();
}

/** One visitor's requests, oldest first (tests, reviewers). */
export function swatchRequestsFor(db: Database, visitor: string): SwatchRequestRow[] {
  const rows = db
    .prepare(
      `SELECT selected, name, email, address1, address2, city, province, postal_code, country,
         phone, source FROM swatch_requests WHERE visitor = ? ORDER BY id`,
    )
    .all(visitor) as (Omit<SwatchRequestRow, 'selected'> & { selected: string })[];
  return rows.map((row) => ({ ...row, selected: JSON.parse(row.selected) as number[] }));
}
