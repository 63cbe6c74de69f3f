import type { Database } from 'better-sqlite3';

// Rows of the marketing tables (db/marketing-schema.ts). Writes come from routes/marketing.ts and
// routes/membership.ts; the readers exist for tests and for the membership page.

export type SubscriptionSource = 'klaviyo' | 'email-marketing';

export interface NewsletterSubscription {
  email: string;
  list: string;
  list2: string | null;
  source: SubscriptionSource;
}

export function addSubscription(db: Database, row: NewsletterSubscription): void {
  db.prepare(
    'INSERT INTO newsletter_subscriptions (email, list, list2, source, created) VALUES (?, ?, ?, ?, ?)',
  ).run(row.email, row.list, row.list2, row.source, new Date().toISOString());
}

/** Every subscription of one address, oldest first. */
export function subscriptionsFor(db: Database, email: string): NewsletterSubscription[] {
  return db
    .prepare(
      'SELECT email, list, list2, source FROM newsletter_subscriptions WHERE email = ? ORDER BY id',
    )
    .all(email) as NewsletterSubscription[];
}

export interface EmailCartSend {
  emails: string[];
  body: string;
  subscribe: boolean;
  /** cart_id, products and whatever else the SDK sent about the cart. */
  cart: Record<string, unknown>;
}

export function addEmailCartSend(db: Database, send: EmailCartSend): void {
  db.prepare(
    'INSERT INTO email_cart_sends (emails, body, subscribe, cart, created) VALUES (?, ?, ?, ?, ?)',
  ).run(
    JSON.stringify(send.emails),
    send.body,
    send.subscribe ? 1 : 0,
    JSON.stringify(send.cart),
    new Date().toISOString(),
  );
}

/** The latest `limit` sends, newest first. */
export function latestEmailCartSends(db: Database, limit = 10): EmailCartSend[] {
  const rows = db
    .prepare('SELECT emails, body, subscribe, cart FROM email_cart_sends ORDER BY id DESC LIMIT ?')
    .all(limit) as { emails: string; body: string; subscribe: number; cart: string }[];
  return rows.map((row) => ({
    emails: JSON.parse(row.emails) as string[],
    body: row.body,
    subscribe: row.subscribe === 1,
    cart: JSON.parse(row.cart) as Record<string, unknown>,
  }));
}

export type RenewalSource = 'overlay' | 'form';

export function addRenewal(db: Database, uid: number, source: RenewalSource): void {
  db.prepare('INSERT INTO membership_renewals (uid, source, created) VALUES (?, ?, ?)').run(
    uid,
    source,
    new Date().toISOString(),
  );
}

export interface Renewal {
  source: RenewalSource;
  created: string;
}

/** One account's renewals, oldest first. */
export function renewalsFor(db: Database, uid: number): Renewal[] {
  return db
    .prepare('SELECT source, created FROM membership_renewals WHERE uid = ? ORDER BY id')
    .all(uid) as Renewal[];
}
