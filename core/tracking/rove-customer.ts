import { callJson } from '../http/json';
import { logOnce } from '../log';
import { boolean, map, nullable, number, object, optional, string, union } from '../schema';
import type { RoveSettings } from '../settings/settings';
import type { KeyValueStore } from '../storage/key-value';
import type { TrackedUser } from './customer-type';

/**
 * The logged-in shopper's customer record (spec/checkout.md §7 `GET /ajax/rove_customer`), asked once
 * per tracking session for the customer type (spec/marketing.md §4). Loaded only on a logged-in page.
 * Of the reply only the id, the account's
 * creation time and the order count are read: its names, email, phone and address are never
 * kept, so they cannot reach the data layer.
 */

/** Local key of the session's record: `{session, id, created, orders}`. */
export const CUSTOMER_KEY = 'rove_customer';

/** A slow record must not hold the page view for long: after this the type is guessed without it. */
export const CUSTOMER_WAIT_MS = 3000;

const id = union(number({ integer: true, min: 1 }), map(string(/^\d+$/), Number));
const count = union(number({ integer: true, min: 0 }), map(string(/^\d+$/), Number));

/**
 * The record's three facts (`created` in Unix seconds, as Drupal keeps it). A record without a
 * creation time is not taken for an old account.
 */
const replySchema = object({
  success: boolean(),
  id: optional(id, 0),
  created: optional(nullable(count), null),
  order_count: optional(count, 0),
});

interface StoredCustomer extends TrackedUser {
  session: number;
  id: number;
}

function stored(local: KeyValueStore): StoredCustomer | null {
  try {
    const value = JSON.parse(local.get(CUSTOMER_KEY) ?? 'null') as StoredCustomer | null;
    return value && [value.session, value.id, value.created, value.orders].every(Number.isFinite)
      ? value
      : null;
  } catch {
    return null;
  }
}

/**
 * The customer for this session: the record kept for this session (and this user, when the
 * page's `uc_love.user` names one), else one `GET ajax/rove_customer`. A failed or refused call → null (the
 * type falls back to the session count), reported once; the next session asks again.
 *
 * @example await sessionCustomer(localStore(), 3, getSettings(), Date.now()) // { created: 1700000000, orders: 2 }
 */
export async function sessionCustomer(
  local: KeyValueStore,
  /** The tracking session's number (session.ts `count`). */
  session: number,
  settings: Pick<RoveSettings, 'basePath' | 'uc_love'>,
  now: number,
): Promise<TrackedUser | null> {
  const uid = settings.uc_love.user?.uid;
  const kept = stored(local);
  if (kept && kept.session === session && (!uid || kept.id === uid))
    return { created: kept.created, orders: kept.orders };
  const reply = await callJson('ajax/rove_customer', replySchema, {
    basePath: settings.basePath,
    timeoutMs: CUSTOMER_WAIT_MS,
  });
  if (!reply.ok || !reply.data.success) {
    logOnce(
      'warn',
      'rove-customer',
      'customer record unavailable; the customer type counts sessions only',
      reply.ok ? 'success: false' : reply.error.message,
    );
    return null;
  }
  const { created, order_count: orders } = reply.data;
  const user = { created: created ?? Math.floor(now / 1000), orders };
  local.set(CUSTOMER_KEY, JSON.stringify({ session, id: reply.data.id, ...user }));
  return user;
}
