import { logOnce } from '../../../core/log';
import type { PayAttemptOutcome } from './pay-attempt.logic';
import { stripeReturnUrl, type StripeReturnParams } from './stripe-return.logic';
import {
  confirmNext,
  interpretStripeReply,
  type CompletionInputs,
  type ConfirmResult,
} from './stripe.logic';
import {
  completeCard,
  declineCard,
  stripeCallFailed,
  stripeOutcomeUnknown,
  unknownCardError as unknownError,
  type KeyFor,
} from './card-completion';
import type { PayFlowDeps, PayRequest } from './pay-flow-types';
import { requestIntent } from './payment-api';
import type { MountedCard } from './payment.machine';
import { savePendingCard } from './stripe-pending';
import { resolutionOutcome, type ReturnResolution } from './stripe-return-handoff';

// The card's flow (spec/checkout.md §4): the order's intent, Stripe's confirmation in the mounted
// Payment Element, the completion post; and a return from a redirect-based method taken over.

/** The intent reply's card action that asks for a confirmation. */
type CardIntent = Extract<ReturnType<typeof interpretStripeReply>, { kind: 'confirm' }>;

/** What the completion of a payment needs (its referral is the props'). */
type Completion = Omit<CompletionInputs, 'referral'>;

export interface CardFlow {
  pay(request: PayRequest): Promise<PayAttemptOutcome>;
  adopt(resolution: ReturnResolution): PayAttemptOutcome;
  /** A return whose intent could not be read, to read again before paying anew. */
  awaitingReturn(): StripeReturnParams | null;
  rereadReturn(params: StripeReturnParams, keyFor: KeyFor): Promise<PayAttemptOutcome>;
}

/** @example const card = createCardFlow(deps); await card.pay({ method: 'stripe', … }) */
export function createCardFlow(deps: PayFlowDeps): CardFlow {
  // A payment confirmed whose completion post failed: a retry posts completion again
  // (idempotent on the server) instead of confirming a paid intent twice.
  let confirmed: Completion | null = null;
  // A return whose intent could not be read (Stripe.js or the call failed): the next press reads
  // it again rather than paying anew, since the shopper may have paid already.
  let awaitingReturn: StripeReturnParams | null = null;

  /**
   * Posts completion and follows its URL, or shows where to verify the bank account; either way
   * the order is placed and no other payment starts. A failure keeps the inputs for the next press.
   */
  async function complete(inputs: Completion, keyFor: KeyFor): Promise<PayAttemptOutcome> {
    confirmed = inputs;
    const done = await completeCard(deps.props(), inputs, keyFor);
    if (!done.ok) {
      deps.fail(done.error);
      return 'unknown';
    }
    if (done.verification) deps.awaitVerification(done.verification);
    else if (inputs.confirmed?.status === 'processing') deps.announceProcessing();
    return 'paid';
  }

  function adopt(resolution: ReturnResolution): PayAttemptOutcome {
    if (resolution.kind === 'verifying') deps.awaitVerification(resolution.verification);
    else if (resolution.kind !== 'paid') deps.fail(resolution.error);
    if (resolution.kind === 'unposted') confirmed = resolution.inputs;
    awaitingReturn = resolution.kind === 'unread' ? resolution.params : null;
    return resolutionOutcome(resolution);
  }

  async function pay({ creditActive, amount, keyFor }: PayRequest): Promise<PayAttemptOutcome> {
    const p = deps.props();
    if (confirmed) return complete(confirmed, keyFor);
    const reply = await requestIntent(
      p.orderId,
      { creditActive, amount },
      { basePath: p.basePath, keyFor },
    );
    if (!reply.ok) {
      logOnce('error', 'checkout:intent', 'Erroneous request.', reply.error);
      deps.fail(unknownError());
      return reply.error.kind === 'http' ? 'failed' : 'unknown';
    }
    const action = interpretStripeReply(reply.data);
    if (action.kind === 'missing-billing-address') {
      deps.missingAddress(action.message);
      return 'failed';
    }
    if (action.kind === 'error') {
      deps.fail({ text: action.message, displayMs: null });
      return 'failed';
    }
    const { customerId, adjustAmount } = action;
    if (action.kind === 'paid-by-store-credit')
      return complete({ amount: 0, confirmed: null, customerId, adjustAmount }, keyFor);
    const card = deps.card();
    const element = card.mounted;
    if (!element || element.clientSecret !== action.clientSecret) {
      // The server made a new intent (the old one cannot be used any more): mount again.
      deps.fail(unknownError());
      card.reload();
      return 'failed';
    }
    // A redirect-based method leaves for its page and comes back to this one (return_url) with
    // Stripe's parameters: what the completion needs then is kept for the way back.
    savePendingCard(p.orderId, { amount, customerId, adjustAmount });
    return confirmAndComplete(element, action, { amount, customerId, adjustAmount }, keyFor);
  }

  /** Stripe confirms the payment in the element; a confirmed one is completed. */
  async function confirmAndComplete(
    element: MountedCard,
    action: CardIntent,
    inputs: Omit<Completion, 'confirmed'>,
    keyFor: KeyFor,
  ): Promise<PayAttemptOutcome> {
    const result = await confirmPayment(element, action);
    if (!result) {
      deps.fail(unknownError());
      return 'unknown';
    }
    const next = confirmNext(result, location.origin);
    if (next.kind === 'unknown') {
      stripeOutcomeUnknown('confirmPayment', next.status);
      deps.fail({ text: next.message, displayMs: null });
      return 'unknown';
    }
    if (next.kind === 'declined') {
      if (result.error) stripeCallFailed('confirmPayment', result.error);
      deps.fail({ text: next.message, displayMs: next.displayMs });
      await declineCard(deps.props(), next.error ?? next.message, keyFor);
      return 'failed';
    }
    return complete({ ...inputs, confirmed: next }, keyFor);
  }

  /** Reads an unread return again (the shopper may have paid): settled, then adopted. */
  async function rereadReturn(params: StripeReturnParams, keyFor: KeyFor) {
    const { settleStripeReturn } = await import('./stripe-return');
    return adopt(await settleStripeReturn(params, deps.props(), keyFor));
  }

  return { pay, adopt, awaitingReturn: () => awaitingReturn, rereadReturn };
}

/** Stripe.js's confirmPayment, or null when it threw (logged; the outcome is unknown). */
async function confirmPayment(
  element: MountedCard,
  action: CardIntent,
): Promise<ConfirmResult | null> {
  try {
    return await element.stripe.confirmPayment({
      elements: element.elements,
      redirect: 'if_required',
      confirmParams: {
        return_url: stripeReturnUrl(location.href),
        payment_method_data: { billing_details: action.billingDetails },
      },
    });
  } catch {
    // Stripe documents {error} results, not rejections: the outcome is unknown.
    stripeCallFailed('confirmPayment', null);
    return null;
  }
}
