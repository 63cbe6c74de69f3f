import { logOnce } from '../../../core/log';
import { klarnaNext } from '../bnpl.logic';
import { bnplPath } from '../bnpl-routes.logic';
import type { PayAttemptOutcome } from '../pay-attempt.logic';
import type { PaymentMethod } from '../payment.logic';
import { redirectTarget } from '../redirect.logic';
import { stripeReturnUrl, type StripeReturnParams } from '../stripe-return.logic';
import {
  confirmNext,
  interpretStripeReply,
  type CompletionInputs,
  type ConfirmResult,
} from '../stripe.logic';
import {
  completeCard,
  declineCard,
  stripeCallFailed,
  unknownCardError as unknownError,
  type KeyFor,
} from './card-completion';
import { pageBnplRoutes } from './bnpl-routes';
import { authorizeKlarna, type KlarnaPaymentsLike } from './klarna-client';
import { requestFinancingUrl, requestIntent, requestKlarnaRedirect } from './payment-api';
import type { CardError } from './payment.machine';
import type { PaymentStepProps } from './props';
import { savePendingCard } from './stripe-pending';
import { resolutionOutcome, type ReturnResolution } from './stripe-return-handoff';
import type { MountedCard } from './payment.machine';

// How each method pays, as plain async functions: the provider's calls in the specification's order, each
// outcome told to the machine through `fail` / `missingAddress`, and the attempt's outcome
// ('paid' | 'failed' | 'unknown') returned for the attempt guard (pay-attempt.logic).

export interface PayFlowDeps {
  /** The step's props as they are now. */
  props(): PaymentStepProps;
  fail(error: CardError): void;
  missingAddress(message: string): void;
  /** False once the step has left the page. */
  stillHere(): boolean;
  /** The card's mounted Payment Element, and a way to mount it again. */
  card(): { mounted: MountedCard | null; reload(): void };
  /** Klarna's client once its widget is shown (useKlarnaPayments.ts), else null. */
  klarnaClient(): KlarnaPaymentsLike | null;
  /** Klarna answered `show_form: false`: it is no longer offered. */
  withdrawKlarna(): void;
  klarnaCategory(): string;
}

/** What one press pays with. */
export interface PayRequest {
  readonly method: PaymentMethod | null;
  /** False when the store credit covers the order: the card posts a zero intent. */
  readonly showPaymentSection: boolean;
  readonly creditActive: boolean;
  readonly amount: number;
  /** The attempt's idempotency key of a request, by its signature (PayAttempt.keyFor). */
  readonly keyFor: KeyFor;
}

/**
 * The flows over their dependencies; one set per payment step.
 *
 * @example const flows = createPayFlows(deps); const outcome = await flows.pay({ method: 'stripe', … });
 */
export function createPayFlows(deps: PayFlowDeps): {
  pay(request: PayRequest): Promise<PayAttemptOutcome>;
  /** Takes over a return from a redirect-based method (stripe-return.ts): its error, its retry. */
  adopt(resolution: ReturnResolution): PayAttemptOutcome;
} {
  // A payment confirmed whose completion post failed: a retry posts completion again
  // (idempotent on the server) instead of confirming a paid intent twice.
  let confirmed: Omit<CompletionInputs, 'referral'> | null = null;
  // A return whose intent could not be read (Stripe.js or the call failed): the next press reads
  // it again rather than paying anew, since the shopper may have paid already.
  let awaitingReturn: StripeReturnParams | null = null;
  const routes = pageBnplRoutes();

  const go = (url: string) => (deps.props().navigate ?? ((target) => location.assign(target)))(url);

  /** Posts completion and follows its URL; a failure keeps the inputs for the next press. */
  async function complete(
    inputs: Omit<CompletionInputs, 'referral'>,
    keyFor: KeyFor,
  ): Promise<PayAttemptOutcome> {
    confirmed = inputs;
    const done = await completeCard(deps.props(), inputs, keyFor);
    if (done.ok) return 'paid';
    deps.fail(done.error);
    return 'unknown';
  }

  function adopt(resolution: ReturnResolution): PayAttemptOutcome {
    if (resolution.kind !== 'paid') deps.fail(resolution.error);
    if (resolution.kind === 'unposted') confirmed = resolution.inputs;
    awaitingReturn = resolution.kind === 'unread' ? resolution.params : null;
    return resolutionOutcome(resolution);
  }

  async function byCard({ creditActive, amount, keyFor }: PayRequest): Promise<PayAttemptOutcome> {
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
    let result: ConfirmResult;
    try {
      result = await element.stripe.confirmPayment({
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
      deps.fail(unknownError());
      return 'unknown';
    }
    const next = confirmNext(result);
    if (next.kind === 'unknown') {
      deps.fail({ text: next.message, displayMs: null });
      return 'unknown';
    }
    if (next.kind === 'declined') {
      stripeCallFailed('confirmPayment', result.error);
      deps.fail({ text: next.message, displayMs: next.displayMs });
      await declineCard(p, result.error ?? next.message, keyFor);
      return 'failed';
    }
    return complete({ amount, confirmed: next, customerId, adjustAmount }, keyFor);
  }

  /**
   * Follows a provider's redirect URL, unless the step has left the page: a URL that arrives for
   * a checkout no longer there must not take the shopper away (found by the endpoint × fault
   * matrix). The card's completion does not ask: once paid, the order must be recorded.
   */
  function leaveFor(target: string | undefined, log?: string): PayAttemptOutcome {
    if (!deps.stillHere()) return 'failed';
    if (!target) {
      if (log) logOnce('error', log, 'Erroneous request.');
      deps.fail(unknownError());
      return 'failed';
    }
    go(target);
    return 'paid';
  }

  async function byFinancing(provider: 'affirm' | 'paybright'): Promise<PayAttemptOutcome> {
    const p = deps.props();
    const reply = await requestFinancingUrl(bnplPath(routes[`${provider}Redirect`], p.orderId), {
      basePath: p.basePath,
    });
    const target = reply.ok ? redirectTarget(reply.data.url, location.origin) : undefined;
    return leaveFor(target, `checkout:${provider}`);
  }

  async function byKlarna(): Promise<PayAttemptOutcome> {
    const p = deps.props();
    const client = deps.klarnaClient();
    if (!client || !p.klarna) {
      deps.fail(unknownError());
      return 'failed';
    }
    // Called in the press's own task: a delay lets the browser block Klarna's pop-up.
    const next = klarnaNext(await authorizeKlarna(client, deps.klarnaCategory()));
    // Not approved: the button is simply restored (spec/checkout.md §4); `show_form: false` also
    // withdraws Klarna, so the shopper pays another way (docs/vendors/klarna.md "Results").
    if (next.kind === 'withdraw-klarna') deps.withdrawKlarna();
    if (next.kind !== 'fetch-redirect') return 'failed';
    const reply = await requestKlarnaRedirect(
      bnplPath(routes.klarnaRedirect, p.orderId),
      p.klarna.client_token,
      next.authorizationToken,
      { basePath: p.basePath },
    );
    return leaveFor(
      reply.ok ? redirectTarget(reply.data.redirect_url, location.origin) : undefined,
    );
  }

  const guarded = async (run: () => Promise<PayAttemptOutcome>): Promise<PayAttemptOutcome> => {
    try {
      return await run();
    } catch (failure) {
      logOnce('error', 'checkout:pay', 'payment failed', failure);
      deps.fail(unknownError());
      return 'unknown';
    }
  };

  /** Reads an unread return again (the shopper may have paid): settled, then adopted. */
  async function rereadReturn(params: StripeReturnParams, keyFor: KeyFor) {
    const { settleStripeReturn } = await import('./stripe-return');
    return adopt(await settleStripeReturn(params, deps.props(), keyFor));
  }

  return {
    adopt,
    async pay(request) {
      const { method } = request;
      const returned = awaitingReturn;
      if (returned) return guarded(() => rereadReturn(returned, request.keyFor));
      try {
        if (!request.showPaymentSection || method === 'stripe') return await byCard(request);
        if (method === 'affirm' || method === 'paybright') return await byFinancing(method);
        if (method === 'klarna') return await byKlarna();
        if (method === 'other') deps.props().onReviewOrder?.();
        return 'failed';
      } catch (failure) {
        logOnce('error', 'checkout:pay', 'payment failed', failure);
        deps.fail(unknownError());
        return 'unknown';
      }
    },
  };
}
