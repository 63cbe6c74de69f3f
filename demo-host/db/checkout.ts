import type { Database } from 'better-sqlite3';
import type { Country, Currency } from '../lib/markets';
import type { PricedLine } from '../shop/checkout/order-lines';
import type { OrderPanes } from '../shop/checkout/panes';
import type { OrderTotals } from '../shop/checkout/pricing';

// Orders and the payments recorded against them (tables in checkout-schema.ts). An open order
// (in_checkout or review) is unique per visitor, so its id stays the same for the visitor's cart
// until it is paid; the next checkout then starts a new order.

export type OrderStatus = 'in_checkout' | 'review' | 'paid' | 'pending';
export type MembershipMode = 'optional' | 'only' | 'lock';

export interface OrderRecord {
  orderId: number;
  visitor: string;
  uid: number | null;
  country: Country;
  currency: Currency;
  status: OrderStatus;
  membershipMode: MembershipMode;
  panes: OrderPanes;
  intentId: string | null;
  creditApplied: number;
  placedLines: PricedLine[] | null;
  placedTotals: OrderTotals | null;
  paymentMethod: string | null;
  created: string;
  placed: string | null;
}

interface OrderRow {
  order_id: number;
  visitor: string;
  uid: number | null;
  country: Country;
  currency: Currency;
  status: OrderStatus;
  membership_mode: MembershipMode;
  panes: string;
  intent_id: string | null;
  credit_applied: number;
  placed_lines: string | null;
  placed_totals: string | null;
  payment_method: string | null;
  created: string;
  placed: string | null;
}

/** Orders placed before coupons reached the checkout stored no discount: read them as none. */
function placedTotals(raw: string): OrderTotals {
  const stored = JSON.parse(raw) as Omit<OrderTotals, 'discount' | 'coupon'> &
    Partial<Pick<OrderTotals, 'discount' | 'coupon'>>;
  return { ...stored, discount: stored.discount ?? 0, coupon: stored.coupon ?? null };
}

function toOrder(row: OrderRow): OrderRecord {
  return {
    orderId: row.order_id,
    visitor: row.visitor,
    uid: row.uid,
    country: row.country,
    currency: row.currency,
    status: row.status,
    membershipMode: row.membership_mode,
    panes: JSON.parse(row.panes) as OrderPanes,
    intentId: row.intent_id,
    creditApplied: row.credit_applied,
    placedLines: row.placed_lines ? (JSON.parse(row.placed_lines) as PricedLine[]) : null,
    placedTotals: row.placed_totals ? placedTotals(row.placed_totals) : null,
    paymentMethod: row.payment_method,
    created: row.created,
    placed: row.placed,
  };
}

const now = () => new Date().toISOString();

export function findOrder(db: Database, orderId: number): OrderRecord | undefined {
  const row = db.prepare('SELECT * FROM orders WHERE order_id = ?').get(orderId) as
    OrderRow | undefined;
  return row && toOrder(row);
}

export function openOrderFor(db: Database, visitor: string): OrderRecord | undefined {
  const row = db
    .prepare("SELECT * FROM orders WHERE visitor = ? AND status IN ('in_checkout', 'review')")
    .get(visitor) as OrderRow | undefined;
  return row && toOrder(row);
}

/** The most recently placed (paid or pending) order of a visitor, for the complete page. */
export function latestPlacedOrder(db: Database, visitor: string): OrderRecord | undefined {
  const row = db
    .prepare(
      "SELECT * FROM orders WHERE visitor = ? AND status IN ('paid', 'pending') ORDER BY placed DESC, order_id DESC LIMIT 1",
    )
    .get(visitor) as OrderRow | undefined;
  return row && toOrder(row);
}

/**
 * The visitor's open order, created when there is none. A country switch moves the order to the
 * new country (and currency): its quote, priced in the old currency, no longer applies.
 */
export function ensureOpenOrder(
  db: Database,
  visitor: string,
  uid: number | null,
  country: Country,
  currency: Currency,
): OrderRecord {
  return db.transaction(() => {
    const open = openOrderFor(db, visitor);
    if (!open) {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO orders (visitor, uid, country, currency, status, created, updated)
           VALUES (?, ?, ?, ?, 'in_checkout', ?, ?)`,
        )
        .run(visitor, uid, country, currency, now(), now());
      return findOrder(db, Number(lastInsertRowid)) as OrderRecord;
    }
    if (open.country !== country) {
      const { quoteOption: _dropped, ...panes } = open.panes;
      db.prepare(
        'UPDATE orders SET country = ?, currency = ?, panes = ?, updated = ? WHERE order_id = ?',
      ).run(country, currency, JSON.stringify(panes), now(), open.orderId);
      return findOrder(db, open.orderId) as OrderRecord;
    }
    return open;
  })();
}

export function saveOrderPanes(db: Database, orderId: number, panes: OrderPanes): void {
  db.prepare('UPDATE orders SET panes = ?, updated = ? WHERE order_id = ?').run(
    JSON.stringify(panes),
    now(),
    orderId,
  );
}

export function setMembershipMode(db: Database, orderId: number, mode: MembershipMode): void {
  db.prepare('UPDATE orders SET membership_mode = ? WHERE order_id = ?').run(mode, orderId);
}

/** in_checkout ⇄ review: the review page shows an order whose panes passed validation. */
export function setOpenStatus(
  db: Database,
  orderId: number,
  status: 'in_checkout' | 'review',
): void {
  db.prepare(
    "UPDATE orders SET status = ?, updated = ? WHERE order_id = ? AND status IN ('in_checkout', 'review')",
  ).run(status, now(), orderId);
}

export function setOrderIntent(
  db: Database,
  orderId: number,
  intentId: string | null,
  creditApplied: number,
): void {
  db.prepare(
    'UPDATE orders SET intent_id = ?, credit_applied = ?, updated = ? WHERE order_id = ?',
  ).run(intentId, creditApplied, now(), orderId);
}

/**
 * Freezes the lines and totals and closes the order (paid, or pending for 'other' payment).
 * Answers false when the order was no longer open (another request placed it first).
 */
export function placeOrder(
  db: Database,
  orderId: number,
  placed: {
    status: 'paid' | 'pending';
    method: string;
    lines: readonly PricedLine[];
    totals: OrderTotals;
  },
): boolean {
  const result = db
    .prepare(
      `UPDATE orders SET status = ?, payment_method = ?, placed_lines = ?, placed_totals = ?,
         placed = ?, updated = ? WHERE order_id = ? AND status IN ('in_checkout', 'review')`,
    )
    .run(
      placed.status,
      placed.method,
      JSON.stringify(placed.lines),
      JSON.stringify(placed.totals),
      now(),
      now(),
      orderId,
    );
  return result.changes === 1;
}

/** Empties the visitor's cart once its order is placed (the cart_lines table of db/cart.ts). */
/** Empties the cart once its order is placed; the coupon was used by that order, so it goes too. */
export function clearCart(db: Database, visitor: string): void {
  db.prepare('DELETE FROM cart_lines WHERE visitor = ?').run(visitor);
  db.prepare('UPDATE cart_state SET coupon = NULL WHERE visitor = ?').run(visitor);
}

export interface OrderPayment {
  orderId: number;
  method: string;
  reference: string;
  amount: number;
  currency: Currency;
  formType: string;
  details: Readonly<Record<string, string>>;
}

/** Records a payment; false when (method, reference) was recorded before (nothing inserted). */
export function recordPayment(db: Database, payment: OrderPayment): boolean {
  const result = db
    .prepare(
      `INSERT INTO order_payments (order_id, method, reference, amount, currency, form_type, details, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (method, reference) DO NOTHING`,
    )
    .run(
      payment.orderId,
      payment.method,
      payment.reference,
      payment.amount,
      payment.currency,
      payment.formType,
      JSON.stringify(payment.details),
      now(),
    );
  return result.changes === 1;
}

export function findPayment(
  db: Database,
  method: string,
  reference: string,
): { orderId: number; amount: number } | undefined {
  const row = db
    .prepare('SELECT order_id, amount FROM order_payments WHERE method = ? AND reference = ?')
    .get(method, reference) as { order_id: number; amount: number } | undefined;
  return row && { orderId: row.order_id, amount: row.amount };
}

export function orderPayments(db: Database, orderId: number): OrderPayment[] {
  const rows = db
    .prepare(
      'SELECT order_id, method, reference, amount, currency, form_type, details FROM order_payments WHERE order_id = ? ORDER BY id',
    )
    .all(orderId) as {
    order_id: number;
    method: string;
    reference: string;
    amount: number;
    currency: Currency;
    form_type: string;
    details: string;
  }[];
  return rows.map((r) => ({
    orderId: r.order_id,
    method: r.method,
    reference: r.reference,
    amount: r.amount,
    currency: r.currency,
    formType: r.form_type,
    details: JSON.parse(r.details) as Record<string, string>,
  }));
}

export function recordDecline(db: Database, orderId: number, response: string): void {
  db.prepare('INSERT INTO payment_declines (order_id, response, created) VALUES (?, ?, ?)').run(
    orderId,
    response,
    now(),
  );
}

export function declineCount(db: Database, orderId: number): number {
  const row = db
    .prepare('SELECT COUNT(*) AS n FROM payment_declines WHERE order_id = ?')
    .get(orderId) as { n: number };
  return row.n;
}

/** Placed orders and their spend for an account (GET /ajax/rove_customer). */
export function accountOrderStats(db: Database, uid: number): { count: number; spent: number } {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS count, COALESCE(SUM(json_extract(placed_totals, '$.total')), 0) AS spent
       FROM orders WHERE uid = ? AND status IN ('paid', 'pending')`,
    )
    .get(uid) as { count: number; spent: number };
  return row;
}

/**
 * Signing in adopts the guest's open order (what they typed stays) unless the account already
 * has one; the guest's payment intent is dropped, as it was made out to the guest's customer.
 */
export function adoptOpenOrder(db: Database, from: string, to: string, uid: number): void {
  if (openOrderFor(db, to)) return;
  db.prepare(
    `UPDATE orders SET visitor = ?, uid = ?, intent_id = NULL, credit_applied = 0, updated = ?
     WHERE visitor = ? AND status IN ('in_checkout', 'review')`,
  ).run(to, uid, now(), from);
}
