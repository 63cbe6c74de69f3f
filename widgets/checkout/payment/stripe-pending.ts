import { sessionStore } from '../../../core/storage/key-value';
import type { BankVerification } from './stripe.logic';

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
  const record = readRecord(keyFor(orderId));
  if (!record) return null;
  const amount = money(record['amount']);
  const adjustAmount = money(record['adjustAmount']);
  const customerId = typeof record['customerId'] === 'string' ? record['customerId'] : '';
  if (amount === null || adjustAmount === null) return null;
  return { amount, customerId: customerId.slice(0, 200), adjustAmount };
}

/** A stored object, or null (none, or unreadable: stored data is untrusted like any input). */
function readRecord(key: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(sessionStore().get(key) ?? 'null');
  } catch {
    return null;
  }
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/** @example clearPendingCard('100001') */
export function clearPendingCard(orderId: string): void {
  sessionStore().remove(keyFor(orderId));
}

// An order whose bank account Stripe is verifying (microdeposits) has been placed: the checkout
// shows where to verify it, and never a second payment, for as long as the tab keeps the order.

const verificationKey = (orderId: string) => `rove-stripe-verifying:${orderId}`;

/** @example saveVerification('100001', { url: 'https://payments.stripe.com/microdeposit/pacs_1', arrivalDate: null }) */
export function saveVerification(orderId: string, verification: BankVerification): void {
  sessionStore().set(verificationKey(orderId), JSON.stringify(verification));
}

/**
 * The verification kept for the order, or null (none, or unreadable). The page is re-checked
 * as any input: an address kept is shown only if it is still one a payment may send to.
 *
 * @example readVerification('100001', isAllowed)?.url // 'https://payments.stripe.com/microdeposit/pacs_1'
 */
export function readVerification(
  orderId: string,
  allowedUrl: (url: string) => string | undefined,
): BankVerification | null {
  const record = readRecord(verificationKey(orderId));
  if (!record) return null;
  const url = typeof record['url'] === 'string' ? (allowedUrl(record['url']) ?? null) : null;
  const arrival = record['arrivalDate'];
  const arrivalDate =
    typeof arrival === 'number' && Number.isFinite(arrival) && arrival > 0 ? arrival : null;
  return { url, arrivalDate };
}
