import { logOnce, logVendorProblem } from '../../../core/log';
import {
  CHECKOUT_COMPLETE_PATH,
  completionNext,
  completionPayload,
  unknownStripeError,
  type BankVerification,
  type CompletionInputs,
  type ConfirmResult,
  type DeclinedResponse,
} from './stripe.logic';
import { postCompletion, postDeclined } from './payment-api';
import type { CardError } from './payment.machine';
import type { PaymentStepProps } from './props';
import { clearPendingCard, saveVerification } from './stripe-pending';

// How a card payment ends on our side, after a confirmation or after the way back from a
// redirect-based method (stripe-return.ts): the completion post and the browser sent on, or the
// declined notice. Each request carries its own idempotency key (keyFor, pay-attempt.logic.ts).

/** What the card's ending needs of the step (or of the page, before the step has opened). */
export type CardContext = Pick<
  PaymentStepProps,
  'orderId' | 'basePath' | 'formType' | 'referral' | 'navigate'
>;

/** The idempotency key of a request, by its signature (PayAttempt.keyFor). */
export type KeyFor = (signature: string) => string;

/** @example fail(unknownCardError()) */
export const unknownCardError = (): CardError => ({ text: unknownStripeError(), displayMs: null });

const SAFE_WORD = /^[a-z_]{1,60}$/;

/**
 * A Stripe call that rejected or answered `{error}`: logged once, naming Stripe and the error's
 * type and code only (Stripe's message may repeat what the shopper typed). A card refused is
 * the shopper's matter (a warning); any other error is the integration's.
 *
 * @example stripeCallFailed('confirmPayment', result.error)
 */
export function stripeCallFailed(call: string, error?: ConfirmResult['error'] | null): void {
  const type = error?.type && SAFE_WORD.test(error.type) ? error.type : null;
  const code = error?.code && SAFE_WORD.test(error.code) ? error.code : null;
  const what = error
    ? `returned an error (${[type ?? 'unknown', code].filter(Boolean).join(', ')})`
    : 'failed';
  logVendorProblem({
    area: 'checkout',
    vendor: 'stripe',
    kind: 'call-failed',
    level: type === 'card_error' || type === 'validation_error' ? 'warn' : 'error',
    message: `Stripe's ${call} ${what}`,
  });
}

/**
 * An intent status the checkout does not handle (docs/vendors/stripe.md "Outcomes": anything
 * outside the table): logged once as the integration's error, naming the status only.
 *
 * @example stripeOutcomeUnknown('confirmPayment', 'requires_confirmation')
 */
export function stripeOutcomeUnknown(call: string, status: string): void {
  const named = status
    .split(', ')
    .filter((part) => SAFE_WORD.test(part))
    .join(', ');
  logVendorProblem({
    area: 'checkout',
    vendor: 'stripe',
    kind: 'call-failed',
    level: 'error',
    message: `Stripe's ${call} gave an outcome the checkout does not handle (${named || 'unknown'})`,
  });
}

/** How a completion post ended: the browser sent on, or the order waits for the bank's verification. */
export type Completed =
  | { readonly ok: true; readonly verification: BankVerification | null }
  | { readonly ok: false; readonly error: CardError };

/**
 * Posts the completion for a paid, processing or verifying intent. Paid or processing, the
 * browser goes to the URL the server answers; a bank account still to be verified keeps the
 * shopper here, to be shown where to verify it (kept for the order: a reload must not offer a
 * second payment). A failed post leaves the shopper here with the unknown-error text.
 *
 * @example const done = await completeCard(context, inputs, attempt.keyFor); if (!done.ok) fail(done.error);
 */
export async function completeCard(
  context: CardContext,
  inputs: Omit<CompletionInputs, 'referral'>,
  keyFor: KeyFor,
): Promise<Completed> {
  const reply = await postCompletion(
    context.formType ?? 'checkout',
    context.orderId,
    completionPayload({ ...inputs, referral: context.referral }),
    { basePath: context.basePath, keyFor },
  );
  if (!reply.ok) {
    logOnce('error', 'checkout:complete', 'Erroneous request.', reply.error);
    return { ok: false, error: unknownCardError() };
  }
  const next = completionNext(reply.data, location.origin, {
    fallbackPath: `${context.basePath}${CHECKOUT_COMPLETE_PATH.slice(1)}`,
  });
  if (next.kind === 'failed') return { ok: false, error: { text: next.message, displayMs: null } };
  clearPendingCard(context.orderId);
  const verification = inputs.confirmed?.verification ?? null;
  if (verification) {
    saveVerification(context.orderId, verification);
    return { ok: true, verification };
  }
  (context.navigate ?? ((target) => location.assign(target)))(next.url);
  return { ok: true, verification: null };
}

/**
 * Posts the declined notice with Stripe's error (spec/checkout.md §7); the shopper pays again.
 *
 * @example await declineCard(context, result.error, attempt.keyFor);
 */
export async function declineCard(
  context: CardContext,
  response: DeclinedResponse,
  keyFor: KeyFor,
): Promise<void> {
  clearPendingCard(context.orderId);
  const notice = await postDeclined(context.orderId, response, {
    basePath: context.basePath,
    keyFor,
  });
  if (!notice.ok) logOnce('warn', 'checkout:declined', 'Erroneous request.');
}
