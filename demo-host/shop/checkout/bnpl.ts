import type { Database } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import type { Country, Currency } from '../../lib/markets';

// Buy-now-pay-later sessions (spec/checkout.md §4 'Klarna flow', 'Affirm and paybright'), simulated: a
// session ties a provider's token to an order and its amount; the provider's (simulated) page
// authorises it, and the return URL completes the order once.

export type BnplProvider = 'affirm' | 'paybright' | 'klarna';
export type BnplStatus = 'open' | 'authorized' | 'cancelled' | 'completed';

export interface BnplSession {
  token: string;
  provider: BnplProvider;
  orderId: number;
  amount: number;
  currency: Currency;
  status: BnplStatus;
  authorizationToken: string | null;
}

/** Where each provider lends: Affirm in the US, paybright in Canada, Klarna in the US, UK and AU. */
export const BNPL_COUNTRIES: Readonly<Record<BnplProvider, readonly Country[]>> = {
  affirm: ['US'],
  paybright: ['CA'],
  klarna: ['US', 'UK', 'AU'],
};

interface SessionRow {
  token: string;
  provider: BnplProvider;
  order_id: number;
  amount: number;
  currency: Currency;
  status: BnplStatus;
  authorization_token: string | null;
}

function toSession(row: SessionRow): BnplSession {
  return {
    token: row.token,
    provider: row.provider,
    orderId: row.order_id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    authorizationToken: row.authorization_token,
  };
}

const newToken = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

export function findSession(db: Database, token: string): BnplSession | undefined {
  const row = db.prepare('SELECT * FROM bnpl_sessions WHERE token = ?').get(token) as
    SessionRow | undefined;
  return row && toSession(row);
}

/** The order's open session with the provider, its amount brought up to date, or a new one. */
export function openSession(
  db: Database,
  provider: BnplProvider,
  orderId: number,
  amount: number,
  currency: Currency,
): BnplSession {
  return db.transaction(() => {
    const row = db
      .prepare(
        "SELECT * FROM bnpl_sessions WHERE provider = ? AND order_id = ? AND status = 'open' ORDER BY created DESC LIMIT 1",
      )
      .get(provider, orderId) as SessionRow | undefined;
    if (row) {
      db.prepare('UPDATE bnpl_sessions SET amount = ?, currency = ? WHERE token = ?').run(
        amount,
        currency,
        row.token,
      );
      return { ...toSession(row), amount, currency };
    }
    const token = newToken(`sim_${provider}`);
    db.prepare(
      `INSERT INTO bnpl_sessions (token, provider, order_id, amount, currency, status, created)
       VALUES (?, ?, ?, ?, ?, 'open', ?)`,
    ).run(token, provider, orderId, amount, currency, new Date().toISOString());
    return findSession(db, token) as BnplSession;
  })();
}

/** The provider approved the session (its page, or Klarna's authorize): an open session only. */
export function authorizeSession(db: Database, token: string): BnplSession | undefined {
  const authorization = newToken('sim_auth');
  db.prepare(
    "UPDATE bnpl_sessions SET status = 'authorized', authorization_token = ? WHERE token = ? AND status = 'open'",
  ).run(authorization, token);
  const session = findSession(db, token);
  return session?.status === 'authorized' ? session : undefined;
}

export function cancelSession(db: Database, token: string): void {
  db.prepare(
    "UPDATE bnpl_sessions SET status = 'cancelled' WHERE token = ? AND status IN ('open', 'authorized')",
  ).run(token);
}

export function markSessionCompleted(db: Database, token: string): void {
  db.prepare("UPDATE bnpl_sessions SET status = 'completed' WHERE token = ?").run(token);
}
