import type { Database } from 'better-sqlite3';
import type { Currency } from '../../lib/markets';

// Store credit (spec/checkout.md §3): the balance, how much of it this order can use, what is left to
// charge when it is used, and when it expires. Whole units of the order's currency.

export interface StoreCredit {
  credits: number;
  usable: number;
  amount_to_charge_usable: number;
  expiry: string;
}

export function creditBalance(
  db: Database,
  uid: number,
  currency: Currency,
): { credits: number; expiry: string } | undefined {
  return db
    .prepare('SELECT credits, expiry FROM store_credit WHERE uid = ? AND currency = ?')
    .get(uid, currency) as { credits: number; expiry: string } | undefined;
}

/** The credit a logged-in account can put towards an order total, or null without credit. */
export function storeCreditFor(
  db: Database,
  uid: number | null,
  currency: Currency,
  total: number,
): StoreCredit | null {
  if (uid === null) return null;
  const balance = creditBalance(db, uid, currency);
  if (!balance || balance.credits <= 0) return null;
  const usable = Math.min(balance.credits, Math.max(0, total));
  return {
    credits: balance.credits,
    usable,
    amount_to_charge_usable: Math.max(0, total - usable),
    expiry: balance.expiry,
  };
}

/** Takes credit off a balance; false (and nothing taken) when the balance is too small. */
export function debitCredit(
  db: Database,
  uid: number,
  currency: Currency,
  amount: number,
): boolean {
  const result = db
    .prepare(
      'UPDATE store_credit SET credits = credits - ? WHERE uid = ? AND currency = ? AND credits >= ?',
    )
    .run(amount, uid, currency, amount);
  return result.changes === 1;
}
