import type { KeyValueStore } from '../storage/key-value';

/** Local key of the last order whose purchase event was sent. */
export const PURCHASE_SENT_KEY = 'rove_purchase_sent';

/**
 * Records that the purchase of `transactionId` is being sent; false when it was the last one
 * sent (the complete page, which shows the latest order, was reloaded or reopened), so GA
 * counts an order once.
 *
 * @example markPurchaseSent(localStore(), '1001') // true, then false for '1001' again
 */
export function markPurchaseSent(local: KeyValueStore, transactionId: string): boolean {
  if (local.get(PURCHASE_SENT_KEY) === transactionId) return false;
  local.set(PURCHASE_SENT_KEY, transactionId);
  return true;
}
