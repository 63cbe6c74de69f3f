import type { Database } from 'better-sqlite3';

// Cart lines: one row per visitor, product and model; the visitor key is the same as for loves
// ('uid:{uid}' or 'anon:{visitor cookie}'), so switching ?as= switches carts too.

/** A line never holds more than this many units (the add form offers 1 to 10). */
export const MAX_LINE_QTY = 10;

/** The protection plan bought with a line, as offered when it was added. */
export interface CartLineProtection {
  id: string;
  title: string;
  cost: number;
}

export interface CartLine {
  nid: number;
  model: string;
  qty: number;
  protection: CartLineProtection | null;
}

export type NewCartLine = Omit<CartLine, 'protection'> & {
  protection?: CartLineProtection | null;
  /** A made-to-order line (demo carts only: the product page sells standard lines). */
  custom?: boolean;
};

/** A stored line with its made-to-order flag (the cart page needs it; /cart/add does not). */
export interface StoredCartLine extends CartLine {
  custom: boolean;
}

function readProtection(raw: string | null): CartLineProtection | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CartLineProtection>;
    return typeof value.id === 'string' &&
      typeof value.title === 'string' &&
      typeof value.cost === 'number'
      ? { id: value.id, title: value.title, cost: value.cost }
      : null;
  } catch {
    return null;
  }
}

/**
 * Adds units to a line (creating it) and answers the line as stored. Adding past the cap keeps
 * the line at the cap rather than failing: the shopper still has the product in the cart. A
 * protection plan chosen with the add replaces the line's plan; an add without one keeps it
 * (adding a second unit must not silently drop the plan bought with the first).
 */
export function addToCart(db: Database, visitor: string, line: NewCartLine): CartLine {
  const protection = line.protection ? JSON.stringify(line.protection) : null;
  db.prepare(
    `INSERT INTO cart_lines (visitor, nid, model, qty, created, protection, custom)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (visitor, nid, model) DO UPDATE SET qty = MIN(cart_lines.qty + excluded.qty, ?),
       protection = COALESCE(excluded.protection, cart_lines.protection),
       custom = MAX(cart_lines.custom, excluded.custom)`,
  ).run(
    visitor,
    line.nid,
    line.model,
    line.qty,
    new Date().toISOString(),
    protection,
    line.custom ? 1 : 0,
    MAX_LINE_QTY,
  );
  const row = db
    .prepare('SELECT qty, protection FROM cart_lines WHERE visitor = ? AND nid = ? AND model = ?')
    .get(visitor, line.nid, line.model) as { qty: number; protection: string | null };
  return {
    nid: line.nid,
    model: line.model,
    qty: row.qty,
    protection: readProtection(row.protection),
  };
}

/** Takes every line out of the visitor's cart (a demo scenario sets the cart, it does not add to it). */
export function emptyCart(db: Database, visitor: string): void {
  db.prepare('DELETE FROM cart_lines WHERE visitor = ?').run(visitor);
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
  return storedCartLines(db, visitor).map(({ custom: _custom, ...line }) => line);
}

/** The visitor's lines with their made-to-order flag, oldest first. */
export function storedCartLines(db: Database, visitor: string): StoredCartLine[] {
  const rows = db
    .prepare(
      `SELECT nid, model, qty, protection, custom FROM cart_lines WHERE visitor = ?
       ORDER BY created, rowid`,
    )
    .all(visitor) as (Omit<StoredCartLine, 'protection' | 'custom'> & {
    protection: string | null;
    custom: number;
  })[];
  return rows.map((row) => ({
    ...row,
    protection: readProtection(row.protection),
    custom: row.custom === 1,
  }));
}

/** A quantity to set: 0 removes the line. */
export interface QuantityChange {
  nid: number;
  model: string;
  qty: number;
}

/**
 * Sets the quantities of existing lines in one transaction (all or nothing). Answers the keys
 * ('nid:model') of changes whose line is not in the cart; nothing is written then.
 */
export function setQuantities(
  db: Database,
  visitor: string,
  changes: readonly QuantityChange[],
): string[] {
  const exists = db.prepare('SELECT 1 FROM cart_lines WHERE visitor = ? AND nid = ? AND model = ?');
  const update = db.prepare(
    'UPDATE cart_lines SET qty = ? WHERE visitor = ? AND nid = ? AND model = ?',
  );
  const remove = db.prepare('DELETE FROM cart_lines WHERE visitor = ? AND nid = ? AND model = ?');
  return db.transaction(() => {
    const missing = changes
      .filter((change) => !exists.get(visitor, change.nid, change.model))
      .map((change) => `${change.nid}:${change.model}`);
    if (missing.length > 0) return missing;
    for (const change of changes) {
      if (change.qty === 0) remove.run(visitor, change.nid, change.model);
      else update.run(Math.min(change.qty, MAX_LINE_QTY), visitor, change.nid, change.model);
    }
    return [];
  })();
}

/** The visitor's coupon and custom-order terms agreement. */
export interface CartState {
  coupon: string | null;
  /** When the custom-order terms were agreed to (ISO time), or null. */
  termsAgreed: string | null;
}

export function cartState(db: Database, visitor: string): CartState {
  const row = db
    .prepare('SELECT coupon, terms_agreed AS termsAgreed FROM cart_state WHERE visitor = ?')
    .get(visitor) as CartState | undefined;
  return row ?? { coupon: null, termsAgreed: null };
}

/** Applies (a code) or removes (null) the visitor's coupon. */
export function setCoupon(db: Database, visitor: string, coupon: string | null): void {
  db.prepare(
    `INSERT INTO cart_state (visitor, coupon) VALUES (?, ?)
     ON CONFLICT (visitor) DO UPDATE SET coupon = excluded.coupon`,
  ).run(visitor, coupon);
}

/** Records (or, with false, withdraws) the visitor's agreement to the custom-order terms. */
export function setTermsAgreed(db: Database, visitor: string, agreed: boolean): void {
  db.prepare(
    `INSERT INTO cart_state (visitor, terms_agreed) VALUES (?, ?)
     ON CONFLICT (visitor) DO UPDATE SET terms_agreed = excluded.terms_agreed`,
  ).run(visitor, agreed ? new Date().toISOString() : null);
}
