import { logOnce } from '../../../core/log';
import { klarnaNext } from '../bnpl.logic';
import type { PayAttemptOutcome } from '../pay-attempt.logic';
import type { PaymentMethod } from '../payment.logic';
import { redirectTarget } from '../redirect.logic';
import {
  CHECKOUT_COMPLETE_PATH,
  completionNext,
  completionPayload,
  confirmNext,
  interpretStripeReply,
  unknownStripeError,
  type CompletionInputs,
} from '../stripe.logic';
import { authorizeKlarna, klarnaPayments } from './klarna-client';
import {
  postCompletion,
  postDeclined,
  requestFinancingUrl,
  requestIntent,
  requestKlarnaRedirect,
} from './payment-api';
import type { CardError } from './payment.machine';
import type { PaymentStepProps } from './props';
import type { MountedCard } from './useCardElement';

// How each method pays, as plain async functions: the provider's calls in the seed's order, each
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
  klarnaCategory(): string;
}

/** What one press pays with. */
export interface PayRequest {
  readonly method: PaymentMethod | null;
  /** False when the store credit covers the order: the card posts a zero intent. */
  readonly showPaymentSection: boolean;
  readonly creditActive: boolean;
  readonly amount: number;
  /** The attempt's idempotency key. */
  readonly key: string;
}

const unknownError = (): CardError => ({ text: unknownStripeError(), displayMs: null });

/**
 * The flows over their dependencies; one set per payment step.
 *
 * @example const flows = createPayFlows(deps); const outcome = await flows.pay({ method: 'stripe', … });
 */
export function createPayFlows(deps: PayFlowDeps): {
  pay(request: PayRequest): Promise<PayAttemptOutcome>;
} {
  // A payment confirmed whose completion post failed: a retry posts completion again
  // (idempotent on the server) instead of confirming a paid intent twice.
  let confirmed: Omit<CompletionInputs, 'referral'> | null = null;

  const go = (url: string) => (deps.props().navigate ?? ((target) => location.assign(target)))(url);
  const completePath = (basePath: string) => `${basePath}${CHECKOUT_COMPLETE_PATH.slice(1)}`;

  /** Posts completion and follows its URL. */
  async function complete(
    inputs: Omit<CompletionInputs, 'referral'>,
    key: string,
  ): Promise<PayAttemptOutcome> {
    const p = deps.props();
    confirmed = inputs;
    const reply = await postCompletion(
      p.formType ?? 'checkout',
      p.orderId,
      completionPayload({ ...inputs, referral: p.referral }),
      { basePath: p.basePath, idempotencyKey: key },
    );
    if (!reply.ok) {
      logOnce('error', 'checkout:complete', 'Erroneous request.', reply.error);
      deps.fail(unknownError());
      return 'unknown';
    }
    const next = completionNext(reply.data, location.origin, {
      fallbackPath: completePath(p.basePath),
    });
    if (next.kind === 'failed') {
      deps.fail({ text: next.message, displayMs: null });
      return 'unknown';
    }
    go(next.url);
    return 'paid';
  }

  async function byCard({ creditActive, amount, key }: PayRequest): Promise<PayAttemptOutcome> {
    const p = deps.props();
    if (confirmed) return complete(confirmed, key);
    const reply = await requestIntent(
      p.orderId,
      { creditActive, amount },
      { basePath: p.basePath, idempotencyKey: key },
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
      return complete({ amount: 0, confirmed: null, customerId, adjustAmount }, key);
    const card = deps.card();
    const element = card.mounted;
    if (!element || element.clientSecret !== action.clientSecret) {
      // The server made a new intent (the old one cannot be used any more): mount again.
      deps.fail(unknownError());
      card.reload();
      return 'failed';
    }
    const result = await element.stripe.confirmPayment({
      elements: element.elements,
      redirect: 'if_required',
      confirmParams: {
        return_url: new URL(completePath(p.basePath), location.origin).href,
        payment_method_data: { billing_details: action.billingDetails },
      },
    });
    const next = confirmNext(result);
    if (next.kind === 'unknown') {
      deps.fail({ text: next.message, displayMs: null });
      return 'unknown';
    }
    if (next.kind === 'declined') {
      deps.fail({ text: next.message, displayMs: next.displayMs });
      const declined = await postDeclined(p.orderId, result.error ?? next.message, {
        basePath: p.basePath,
        idempotencyKey: key,
      });
      if (!declined.ok) logOnce('warn', 'checkout:declined', 'Erroneous request.');
      return 'failed';
    }
    return complete({ amount, confirmed: next, customerId, adjustAmount }, key);
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
    const reply = await requestFinancingUrl(provider, p.orderId, { basePath: p.basePath });
    const target = reply.ok ? redirectTarget(reply.data.url, location.origin) : undefined;
    return leaveFor(target, `checkout:${provider}`);
  }

  async function byKlarna(): Promise<PayAttemptOutcome> {
    const p = deps.props();
    const client = klarnaPayments();
    if (!client || !p.klarna) {
      deps.fail(unknownError());
      return 'failed';
    }
    const next = klarnaNext(await authorizeKlarna(client, deps.klarnaCategory()));
    // Not approved: the button is simply restored (seed 002 §4).
    if (next.kind === 'restore-button') return 'failed';
    const reply = await requestKlarnaRedirect(
      p.orderId,
      p.klarna.client_token,
      next.authorizationToken,
      { basePath: p.basePath },
    );
    return leaveFor(
      reply.ok ? redirectTarget(reply.data.redirect_url, location.origin) : undefined,
    );
  }

  return {
    async pay(request) {
      const { method } = request;
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
