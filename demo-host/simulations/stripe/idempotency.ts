import type { Database } from 'better-sqlite3';
import { createHash } from 'node:crypto';

// Stripe's idempotency rule (docs/vendors/stripe.md "Idempotency"), kept by the simulated Stripe
// account for the demo host's card payment calls (routes/payments-stripe.ts): the first request
// with a key saves its status and body once its endpoint has begun executing, and every retry
// with that key gets them back; the same key on another endpoint or with other parameters is an
// `idempotency_error`; a key whose first request is still running is a 409. Requests that fail
// validation save nothing. Keys are kept 24 hours (Stripe prunes them after at least that).

export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
const KEEP_MS = 24 * 60 * 60 * 1000;

/** A request as the rule compares it: its endpoint (method and path) and its parameters. */
export interface IdempotentRequest {
  key: string;
  endpoint: string;
  params: unknown;
}

/** What the key allows. */
export type IdempotencyCheck =
  /** A new key: run the request, then {@link saveIdempotent} (or {@link dropIdempotent}). */
  | { kind: 'new' }
  /** The same request again: its first answer. */
  | { kind: 'replay'; status: number; body: string }
  /** The key belongs to another request (endpoint or parameters). */
  | { kind: 'mismatch'; message: string }
  /** The key's first request has not finished. */
  | { kind: 'in-progress'; message: string };

interface Row {
  endpoint: string;
  fingerprint: string;
  status: number | null;
  body: string | null;
  created: number;
}

const ready = new WeakSet<Database>();

function table(db: Database): void {
  if (ready.has(db)) return;
  db.exec(`CREATE TABLE IF NOT EXISTS sim_stripe_idempotency (
    key         TEXT PRIMARY KEY,
    endpoint    TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    status      INTEGER,
    body        TEXT,
    created     INTEGER NOT NULL
  )`);
  ready.add(db);
}

/** Parameters in a canonical form: objects by sorted key, so that order does not matter. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

function fingerprint(params: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(params)) ?? '')
    .digest('hex');
}

/**
 * Looks the key up, and claims it for this request when it is new.
 *
 * @example const check = beginIdempotent(db, { key, endpoint: 'POST /stripeAjax/42', params: fields });
 */
export function beginIdempotent(
  db: Database,
  request: IdempotentRequest,
  now: number = Date.now(),
): IdempotencyCheck {
  table(db);
  return db.transaction((): IdempotencyCheck => {
    db.prepare('DELETE FROM sim_stripe_idempotency WHERE created < ?').run(now - KEEP_MS);
    const row = db
      .prepare(
        'SELECT endpoint, fingerprint, status, body, created FROM sim_stripe_idempotency WHERE key = ?',
      )
      .get(request.key) as Row | undefined;
    const print = fingerprint(request.params);
    if (!row) {
      db.prepare(
        'INSERT INTO sim_stripe_idempotency (key, endpoint, fingerprint, created) VALUES (?, ?, ?, ?)',
      ).run(request.key, request.endpoint, print, now);
      return { kind: 'new' };
    }
    if (row.endpoint !== request.endpoint) {
      return {
        kind: 'mismatch',
        message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${row.endpoint}'). Try using a key other than '${request.key}' if you meant to execute a different request.`,
      };
    }
    if (row.fingerprint !== print) {
      return {
        kind: 'mismatch',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${request.key}' if you meant to execute a different request.`,
      };
    }
    if (row.status === null || row.body === null) {
      return {
        kind: 'in-progress',
        message: `There is currently another in-progress request using this Idempotency-Key ('${request.key}'). Please try again later.`,
      };
    }
    return { kind: 'replay', status: row.status, body: row.body };
  })();
}

/** Saves the answer of a request whose endpoint began executing. */
export function saveIdempotent(db: Database, key: string, status: number, body: string): void {
  table(db);
  db.prepare('UPDATE sim_stripe_idempotency SET status = ?, body = ? WHERE key = ?').run(
    status,
    body,
    key,
  );
}

/** Forgets a claimed key: the request failed validation, nothing was executed. */
export function dropIdempotent(db: Database, key: string): void {
  table(db);
  db.prepare('DELETE FROM sim_stripe_idempotency WHERE key = ? AND status IS NULL').run(key);
}
