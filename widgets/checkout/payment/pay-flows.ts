import { logOnce } from '../../../core/log';
import { klarnaNext } from './bnpl.logic';
import { bnplPath } from './bnpl-routes.logic';
import type { PayAttemptOutcome } from './pay-attempt.logic';
import { redirectTarget } from './redirect.logic';
import { unknownCardError as unknownError } from './card-completion';
import { createCardFlow } from './card-flow';
import { pageBnplRoutes } from './bnpl-routes';
import { authorizeKlarna } from './klarna-client';
import { requestFinancingUrl, requestKlarnaRedirect } from './payment-api';
import type { PayFlowDeps, PayRequest } from './pay-flow-types';
import type { ReturnResolution } from './stripe-return-handoff';

// How each method pays, as plain async functions: the provider's calls in the specification's order, each
// outcome told to the machine through `fail` / `missingAddress`, and the attempt's outcome
// ('paid' | 'failed' | 'unknown') returned for the attempt guard (pay-attempt.logic).

export interface PayFlows {
  pay(request: PayRequest): Promise<PayAttemptOutcome>;
  /** Takes over a return from a redirect-based method (stripe-return.ts): its error, its retry. */
  adopt(resolution: ReturnResolution): PayAttemptOutcome;
}

/**
 * The flows over their dependencies; one set per payment step.
 *
 * @example const flows = createPayFlows(deps); const outcome = await flows.pay({ method: 'stripe', … });
 */
export function createPayFlows(deps: PayFlowDeps): PayFlows {
  const card = createCardFlow(deps);
  const leaving = createRedirectFlows(deps);
  return {
    adopt: card.adopt,
    async pay(request) {
      const { method } = request;
      try {
        const returned = card.awaitingReturn();
        if (returned) return await card.rereadReturn(returned, request.keyFor);
        if (!request.showPaymentSection || method === 'stripe') return await card.pay(request);
        if (method === 'affirm' || method === 'paybright') return await leaving.byFinancing(method);
        if (method === 'klarna') return await leaving.byKlarna();
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

/** The methods that pay on the provider's page: the step asks for its URL and leaves for it. */
function createRedirectFlows(deps: PayFlowDeps) {
  const routes = pageBnplRoutes();
  const go = (url: string) => (deps.props().navigate ?? ((target) => location.assign(target)))(url);

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

  return { byFinancing, byKlarna };
}
