import type { PayAttemptOutcome } from './pay-attempt.logic';
import type { BankVerification, CompletionInputs } from './stripe.logic';
import type { StripeReturnParams } from './stripe-return.logic';
import type { CardError } from './payment.machine';

// What passes from the return's settling (stripe-return.ts, fetched only when the address
// carries Stripe's return parameters) to the payment step (usePayment, pay-flows): the outcome
// and its handover. Apart, so a checkout that is no return never loads the settling's code
// (docs/vendors/stripe.md "Return").

/** Where the return left the payment. */
export type ReturnResolution =
  /** The order is completed; the browser is leaving. */
  | { readonly kind: 'paid' }
  /** The order is placed and waits for the bank account's verification: shown where to verify. */
  | { readonly kind: 'verifying'; readonly verification: BankVerification }
  /** The method failed (or the return was unusable): a new payment. */
  | { readonly kind: 'refused'; readonly error: CardError }
  /** The intent could not be read: the next press reads it again, it may be paid. */
  | {
      readonly kind: 'unread';
      readonly error: CardError;
      readonly params: StripeReturnParams;
    }
  /** Paid, but the completion post failed: the next press posts it again. */
  | {
      readonly kind: 'unposted';
      readonly error: CardError;
      readonly inputs: Omit<CompletionInputs, 'referral'>;
    };

/** The attempt guard's outcome for a resolution. */
export function resolutionOutcome(resolution: ReturnResolution): PayAttemptOutcome {
  if (resolution.kind === 'paid' || resolution.kind === 'verifying') return 'paid';
  return resolution.kind === 'refused' ? 'failed' : 'unknown';
}

let settling: Promise<ReturnResolution> | null = null;

/** The return being settled, for the payment step to take over (once). */
export function handOverReturn(resolution: Promise<ReturnResolution>): void {
  settling = resolution;
}

/**
 * The settling return, handed over once to the payment step, which shows its outcome.
 *
 * @example const settling = consumeStripeReturn(); if (settling) flows.adopt(await settling);
 */
export function consumeStripeReturn(): Promise<ReturnResolution> | null {
  const value = settling;
  settling = null;
  return value;
}
