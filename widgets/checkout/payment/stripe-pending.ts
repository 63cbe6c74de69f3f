import { sessionStore } from '../../../core/storage/key-value';

// What the completion post needs besides the intent, kept for the way back from a redirect-based
// method (docs/decisions/0054-stripe-keys-per-request-and-return.md): the intent reply's
// customer id and store credit, saved per order just before confirmPayment. Never the client
// secret (Stripe: not to be stored) nor anything the shopper typed; the amount comes from the
// retrieved intent, this one is its fallback.

/** The completion inputs that only the intent reply knew. */
export interface PendingCard {
  readonly amount: number;
  readonly customerId: string;
  readonly adjustAmount: number;
}

const keyFor = (orderId: string) => `rove-stripe-pending:${orderId}`;

const money = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** @example savePendingCard('100001', { amount: 1299, customerId: 'cus_1', adjustAmount: 0 }) */
export function savePendingCard(orderId: string, pending: PendingCard): void {
  sessionStore().set(keyFor(orderId), JSON.stringify(pending));
}

/**
 * The saved inputs, or null (none, or unreadable: stored data is untrusted like any input).
 *
 * @example readPendingCard('100001')?.adjustAmount // 0
 */
export function readPendingCard(orderId: string): PendingCard | null {
  let value: unknown;
  try {
    value = JSON.parse(sessionStore().get(keyFor(orderId)) ?? 'null');
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const amount = money(record['amount']);
  const adjustAmount = money(record['adjustAmount']);
  const customerId = typeof record['customerId'] === 'string' ? record['customerId'] : '';
  if (amount === null || adjustAmount === null) return null;
  return { amount, customerId: customerId.slice(0, 200), adjustAmount };
}

/** @example clearPendingCard('100001') */
export function clearPendingCard(orderId: string): void {
  sessionStore().remove(keyFor(orderId));
}
