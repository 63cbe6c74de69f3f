import type { KeyValueStore } from '../storage/key-value';

/** Local key of the orders whose purchase event was sent (the newest 20). */
export const PURCHASES_SENT_KEY = 'rove_purchases_sent';
const KEEP = 20;

/**
 * Records that the purchase of `transactionId` is being sent; false when it was sent before
 * (the complete page reloaded, or opened again from history), so GA counts an order once.
 *
 * @example markPurchaseSent(localStore(), '1001') // true, then false for '1001' again
 */
export function markPurchaseSent(local: KeyValueStore, transactionId: string): boolean {
  let sent: string[] = [];
  try {
    const parsed: unknown = JSON.parse(local.get(PURCHASES_SENT_KEY) ?? '[]');
    if (Array.isArray(parsed)) sent = parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    // A corrupt record: start again (at worst one order is counted twice).
  }
  if (sent.includes(transactionId)) return false;
  local.set(PURCHASES_SENT_KEY, JSON.stringify([...sent, transactionId].slice(-KEEP)));
  return true;
}
