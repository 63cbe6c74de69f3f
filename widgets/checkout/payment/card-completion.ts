import { logOnce, logVendorProblem } from '../../../core/log';
import {
  CHECKOUT_COMPLETE_PATH,
  completionNext,
  completionPayload,
  unknownStripeError,
  type CompletionInputs,
  type ConfirmResult,
  type DeclinedResponse,
} from './stripe.logic';
import { postCompletion, postDeclined } from './payment-api';
import type { CardError } from './payment.machine';
import type { PaymentStepProps } from './props';
import { clearPendingCard } from './stripe-pending';

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
 * Posts the completion for a paid (or processing) intent and sends the browser to the URL the
 * server answers; a failed post leaves the shopper here with the unknown-error text.
 *
 * @example const done = await completeCard(context, inputs, attempt.keyFor); if (!done.ok) fail(done.error);
 */
export async function completeCard(
  context: CardContext,
  inputs: Omit<CompletionInputs, 'referral'>,
  keyFor: KeyFor,
): Promise<{ ok: true } | { ok: false; error: CardError }> {
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
  (context.navigate ?? ((target) => location.assign(target)))(next.url);
  return { ok: true };
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
