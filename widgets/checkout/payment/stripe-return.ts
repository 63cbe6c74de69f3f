import { logVendorProblem } from '../../../core/log';
import { check, object, string } from '../../../core/schema';
import { getSettings } from '../../../core/settings/settings';
import { readCheckoutConfig } from '../checkout-config';
import { loadForm } from '../form-store';
import { STEP, type StepIndex } from '../steps.logic';
import { createPayAttemptGuard } from './pay-attempt.logic';
import {
  parseStripeReturn,
  readStripeReturnParams,
  returnNext,
  withoutStripeReturn,
  type StripeReturnParams,
} from './stripe-return.logic';
import type { ConfirmResult } from './stripe.logic';
import {
  completeCard,
  declineCard,
  stripeCallFailed,
  stripeOutcomeUnknown,
  unknownCardError,
  type CardContext,
  type KeyFor,
} from './card-completion';
import type { PaymentStepProps } from './props';
import { readyStripe } from './stripe-ready';
import { readPendingCard } from './stripe-pending';
import { handOverReturn, type ReturnResolution } from './stripe-return-handoff';

export type { ReturnResolution } from './stripe-return-handoff';

// The way back from a redirect-based method (docs/vendors/stripe.md "Return"), settled as soon as
// the page has loaded (useStripeReturn.ts) — a paid order must not wait for the shopper to walk
// through the steps again. The parameters are taken off the address first (history.replaceState):
// a reload or Back must not bring the same return twice. Stripe.js retrieves the intent for the
// returned client secret (retrievePaymentIntent) and its status decides: paid or processing, the
// completion post as after a confirmation and the browser goes on; anything else is handed to
// the payment step (usePayment) as the card form's error, with what its next press must do.

/** What settling a return needs: the card's context and Stripe.js's. */
export type ReturnContext = CardContext &
  Pick<PaymentStepProps, 'total' | 'loadStripe'> & { readonly publishableKey: string | null };

/** Keys for a return settled before the payment step exists (its own attempt). */
function freshKeys(): KeyFor {
  const attempt = createPayAttemptGuard(() => crypto.randomUUID()).begin();
  return (signature) => attempt?.keyFor(signature) ?? crypto.randomUUID();
}

/**
 * Settles a return from Stripe: retrieve, then complete, decline or hand back.
 *
 * @example const resolution = await settleStripeReturn(params, context);
 */
export async function settleStripeReturn(
  params: StripeReturnParams,
  context: ReturnContext,
  keyFor: KeyFor = freshKeys(),
): Promise<ReturnResolution> {
  const parsed = parseStripeReturn(params);
  if (parsed.kind === 'malformed') {
    logVendorProblem({
      area: 'checkout',
      vendor: 'stripe',
      kind: 'call-failed',
      message: "Stripe's return to the checkout had malformed parameters",
    });
    return { kind: 'refused', error: unknownCardError() };
  }
  const unread: ReturnResolution = { kind: 'unread', error: unknownCardError(), params };
  if (!context.publishableKey) return unread;
  // Logged there when Stripe.js fails.
  const stripe = await readyStripe(context.loadStripe, context.publishableKey);
  if (!stripe) return unread;
  let result: ConfirmResult | null = null;
  try {
    result = await stripe.retrievePaymentIntent(parsed.clientSecret);
  } catch {
    // Stripe documents {error} results; a rejection is as unknown.
  }
  if (!result?.paymentIntent) {
    stripeCallFailed('retrievePaymentIntent', result?.error);
    return unread;
  }
  const next = returnNext(result.paymentIntent, parsed.paymentIntentId, location.origin);
  if (next.kind === 'unknown') {
    stripeOutcomeUnknown('retrievePaymentIntent', next.status);
    return { kind: 'refused', error: { text: next.message, displayMs: null } };
  }
  if (next.kind === 'declined') {
    await declineCard(context, next.error ?? next.message, keyFor);
    return { kind: 'refused', error: { text: next.message, displayMs: null } };
  }
  const pending = readPendingCard(context.orderId);
  const inputs = {
    amount: next.amount ?? pending?.amount ?? context.total,
    confirmed: next,
    customerId: pending?.customerId ?? '',
    adjustAmount: pending?.adjustAmount ?? 0,
  };
  const done = await completeCard(context, inputs, keyFor);
  if (!done.ok) return { kind: 'unposted', error: done.error, inputs };
  return done.verification
    ? { kind: 'verifying', verification: done.verification }
    : { kind: 'paid' };
}

/**
 * The checkout page's own context, from its settings (as the shell reads them) and the form
 * kept for the order: the return is settled before the payment step exists.
 */
function pageContext(): ReturnContext {
  const settings = getSettings();
  const read = readCheckoutConfig(settings.extra['checkout'], settings.country, settings.currency);
  const stripe = check(object({ publishableKey: string() }), settings.extra['stripe']);
  const orderId = read.ok ? read.config.orderId : 0;
  return {
    orderId: String(orderId),
    basePath: settings.basePath,
    publishableKey: stripe.ok ? stripe.value.publishableKey : null,
    total: read.ok ? read.config.totals.total : 0,
    referral: loadForm(orderId)?.referral ?? {},
  };
}

/**
 * On a page Stripe.js returned to, takes its parameters off the address and settles the return;
 * unless the order is paid, the payment step is opened (`selectStep`), and picks the outcome up
 * (consumeStripeReturn). Nothing happens on any other page.
 *
 * @example startStripeReturn(checkout.selectStep);
 */
export function startStripeReturn(
  selectStep: (step: StepIndex) => void,
  win: Window = window,
  context?: ReturnContext,
): void {
  const params = readStripeReturnParams(win.location.search);
  if (!params) return;
  win.history.replaceState(win.history.state, '', withoutStripeReturn(win.location.href));
  const settling = settleStripeReturn(params, context ?? pageContext()).catch(
    (): ReturnResolution => ({ kind: 'unread', error: unknownCardError(), params }),
  );
  handOverReturn(settling);
  // Unless the browser is leaving, the payment step shows what happened (a bank account to
  // verify included).
  void settling.then((resolution) => {
    if (resolution.kind !== 'paid') selectStep(STEP.payment);
  });
}
