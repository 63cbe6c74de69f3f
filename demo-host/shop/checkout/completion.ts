import {
  clearCart,
  findOrder,
  findPayment,
  placeOrder,
  recordPayment,
  type OrderRecord,
} from '../../db/checkout';
import { orderState, type CheckoutDeps } from './order-state';
import { debitCredit } from './store-credit';

// Placing an order once its payment is in: record the payment (and the store credit it used),
// freeze the order's lines and totals, empty the cart. Idempotent on the payment's reference:
// the same payment intent / BNPL token completes once; a replay answers as the first call did
// and records nothing (spec/checkout.md: a shopper must never be charged twice).

export const COMPLETE_URL = '/cart/checkout/complete';

export interface CompletionInput {
  method: string;
  reference: string;
  /** What the provider took, in whole units of the order's currency. */
  amount: number;
  /** Store credit used next to the provider's payment (0 when none). */
  credit: number;
  formType: string;
  details: Readonly<Record<string, string>>;
  /** 'pending' for payments that settle later ('other', bank debits still processing). */
  status?: 'paid' | 'pending';
}

export type CompletionResult =
  { ok: true; replay: boolean } | { ok: false; status: 409; error: string };

export function completeOrder(
  deps: CheckoutDeps,
  orderId: number,
  input: CompletionInput,
): CompletionResult {
  const { db } = deps;
  return db.transaction((): CompletionResult => {
    const earlier = findPayment(db, input.method, input.reference);
    if (earlier) {
      return earlier.orderId === orderId
        ? { ok: true, replay: true }
        : { ok: false, status: 409, error: 'This payment belongs to another order.' };
    }
    const order = findOrder(db, orderId) as OrderRecord;
    if (order.status === 'paid' || order.status === 'pending') {
      return { ok: false, status: 409, error: 'This order has already been placed.' };
    }
    const state = orderState(deps, order);
    if (input.credit > 0) {
      if (order.uid === null || !debitCredit(db, order.uid, order.currency, input.credit)) {
        return {
          ok: false,
          status: 409,
          error: 'There is not enough store credit for this order.',
        };
      }
      recordPayment(db, {
        orderId,
        method: 'store_credit',
        reference: `order:${orderId}`,
        amount: input.credit,
        currency: order.currency,
        formType: input.formType,
        details: {},
      });
    }
    if (input.amount > 0 || input.credit === 0) {
      recordPayment(db, {
        orderId,
        method: input.method,
        reference: input.reference,
        amount: input.amount,
        currency: order.currency,
        formType: input.formType,
        details: input.details,
      });
    }
    placeOrder(db, orderId, {
      status: input.status ?? 'paid',
      method: input.method,
      lines: state.lines,
      totals: state.totals,
    });
    clearCart(db, order.visitor);
    return { ok: true, replay: false };
  })();
}
