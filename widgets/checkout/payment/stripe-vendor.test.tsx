// @vitest-environment happy-dom
/**
 * The payment step against Stripe.js as docs/vendors/stripe.md describes it: the contract
 * tests' stand-in (tests/vendors/stand-ins/stripe/v3.js), reached through the real loader
 * (`@stripe/stripe-js/pure`, stripe-loader.ts) — no injected fake. Stripe's API
 * (https://api.stripe.com/v1/…) and our endpoints are a stubbed fetch. Then each way Stripe.js
 * fails: a 404, a script that throws, one that never becomes ready, a confirmation that answers
 * `{error}` — the shopper keeps the card form's message and the other methods, the console one
 * `[rove]` line naming Stripe.
 */
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../../core/bus';
import { resetLogOnce } from '../../../core/log';
import type { RoveProblem } from '../../../core/problem';
import { resetSettings } from '../../../core/settings/settings';
import { jsonReply, serveFetch } from '../../../tests/helpers/serve-fetch';
import type { PaymentStepProps } from './PaymentStep';
import { mountPaymentStep, paymentStepProps } from './test-payment-step';
import { startStripeReturn } from './stripe-return';

// @stripe/stripe-js keeps its one load per page in module state, and a package is not reloaded
// by vi.resetModules: each test gets its own copy of the real loader (a new page, as it were).
let page = 0;
function freshLoader() {
  page += 1;
  const copy = `../../../node_modules/@stripe/stripe-js/dist/pure.mjs?page=${page}`;
  vi.doMock('@stripe/stripe-js/pure', () => import(/* @vite-ignore */ copy));
}

interface Call {
  method: string;
  url: URL;
  body: string;
  key: string | null;
}

const SECRET = 'pi_3Rove_secret_abc';
const INTENT = {
  clientSecret: SECRET,
  address: { postalCode: '10001', country: 'US' },
  name: 'Pat Guest',
  customerId: 'cus_1',
  adjustAmount: 0,
};
const intent = (status: string, extra: object = {}) => ({
  id: 'pi_3Rove',
  object: 'payment_intent',
  status,
  amount: 129900,
  currency: 'usd',
  client_secret: SECRET,
  payment_method: 'pm_1',
  last_payment_error: null,
  ...extra,
});

/** Stripe's API and our endpoints; `stripeApi` answers api.stripe.com. */
function serve(stripeApi: (call: Call) => unknown = () => intent('succeeded')) {
  return serveFetch(
    async (request): Promise<Call> => ({
      method: request.method,
      url: new URL(request.url),
      body: await request.text(),
      key: request.headers.get('idempotency-key'),
    }),
    (call) => {
      const path = call.url.pathname;
      if (call.url.host === 'api.stripe.com') return stripeApi(call);
      if (path.startsWith('/stripeAjax/')) return INTENT;
      if (path.startsWith('/uc_stripe/payment/complete/'))
        return { success: true, url: '/cart/checkout/complete' };
      if (path.startsWith('/uc_stripe/payment/declined/')) return { success: true };
      if (path.startsWith('/ajax/uc_affirm/affirm/')) return { url: '/affirm/checkout/tok' };
      return new Response('{}', { status: 404 });
    },
  );
}

const at = (calls: Call[], prefix: string) =>
  calls.filter((c) => c.url.pathname.startsWith(prefix));

/** How the browser answers the Stripe.js tags the loader adds (happy-dom runs no script). */
type ScriptOutcome = 'stand-in' | '404' | 'throws' | 'never';
let scriptOutcome: ScriptOutcome = 'stand-in';
const scripts: HTMLScriptElement[] = [];

function answerScripts() {
  const answer = (node: Node) => {
    if (!(node instanceof HTMLScriptElement) || !node.src.startsWith('https://js.stripe.com/'))
      return false;
    scripts.push(node);
    setTimeout(async () => {
      if (scriptOutcome === 'never') return;
      if (scriptOutcome === '404') node.dispatchEvent(new Event('error'));
      else {
        if (scriptOutcome === 'stand-in') await loadStandIn();
        node.dispatchEvent(new Event('load'));
      }
    }, 0);
    return true;
  };
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (!answer(node as Node)) append(node);
  });
  const appendChild = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T =>
    answer(node) ? node : appendChild(node),
  );
}

async function loadStandIn() {
  await import('../../../tests/vendors/stand-ins/stripe/v3.js');
}

const standIn = () =>
  (window as unknown as { __stripeStandIn: { complete(type?: string): void; calls: unknown[] } })
    .__stripeStandIn;

let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
let problems: RoveProblem[];
let stop: () => void;
const roots: Root[] = [];
let errors: ReturnType<typeof vi.spyOn>;
let warns: ReturnType<typeof vi.spyOn>;
const roveLines = () =>
  [...errors.mock.calls, ...warns.mock.calls]
    .map(([line]) => String(line))
    .filter((line) => line.startsWith('[rove]'));

function renderStep(patch: Partial<PaymentStepProps> = {}) {
  const { container, root } = mountPaymentStep(
    paymentStepProps({
      methods: ['stripe', 'affirm'],
      publishableKey: 'pk_test_rove',
      navigate,
      ...patch,
    }),
  );
  roots.push(root);
  return container;
}

const payButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /place order|processing/i });
const cardError = () => document.querySelector('.rove-payment__card-error')?.textContent ?? '';

beforeEach(() => {
  vi.resetModules();
  freshLoader();
  scriptOutcome = 'stand-in';
  scripts.length = 0;
  answerScripts();
  navigate = vi.fn<(url: string) => void>();
  history.replaceState(null, '', '/cart/checkout');
  sessionStorage.clear();
  resetSettings();
  resetLogOnce();
  problems = [];
  stop = on('problem', (problem) => problems.push(problem));
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  warns = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  stop();
  for (const root of roots.splice(0)) root.unmount();
  document.body.textContent = '';
  delete (window as { Stripe?: unknown }).Stripe;
  delete (window as { __stripeStandIn?: unknown }).__stripeStandIn;
  vi.useRealTimers();
});

describe('with Stripe.js (the stand-in)', () => {
  it('mounts the Payment Element, confirms with if_required and the page as return_url, and completes', async () => {
    const calls = serve();
    const container = renderStep();
    await waitFor(() => expect(container.querySelector('.StripeElementStandIn')).not.toBeNull());
    expect(scripts[0]?.src).toBe('https://js.stripe.com/endive/stripe.js');
    standIn().complete('card');
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`${location.origin}/cart/checkout/complete`),
    );
    expect(standIn().calls).toContainEqual({
      method: 'confirmPayment',
      redirect: 'if_required',
      return_url: `${location.origin}/cart/checkout`,
    });
    const confirm = at(calls, '/v1/payment_intents/pi_3Rove/confirm')[0];
    expect(Object.fromEntries(new URLSearchParams(confirm?.body))).toMatchObject({
      key: 'pk_test_rove',
      client_secret: SECRET,
    });
    const completion = at(calls, '/uc_stripe/payment/complete/100001')[0];
    expect(JSON.parse(completion?.body ?? '{}')).toMatchObject({
      amount: 1299,
      paymentIntentId: 'pi_3Rove',
      status: 'succeeded',
    });
    // One key per request (docs/vendors/stripe.md "Idempotency").
    expect(completion?.key).not.toBe(at(calls, '/stripeAjax/').at(-1)?.key);
    expect(roveLines()).toEqual([]);
  });

  it('shows Stripe’s message for a confirmation answered {error}, posts the declined notice, logs one line', async () => {
    const declined = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    };
    const calls = serve((call) =>
      call.method === 'POST'
        ? jsonReply({ error: declined }, 402)
        : intent('requires_payment_method'),
    );
    const container = renderStep();
    await waitFor(() => expect(container.querySelector('.StripeElementStandIn')).not.toBeNull());
    standIn().complete();
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() => expect(cardError()).toBe('Your card was declined.'));
    await waitFor(() => expect(at(calls, '/uc_stripe/payment/declined/100001')).toHaveLength(1));
    expect(JSON.parse(at(calls, '/uc_stripe/payment/declined/')[0]?.body ?? '{}')).toEqual({
      response: declined,
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(roveLines()).toEqual([
      "[rove] Stripe's confirmPayment returned an error (card_error, card_declined)",
    ]);
    expect(problems).toMatchObject([{ vendor: 'stripe', kind: 'call-failed', level: 'warn' }]);
    await waitFor(() => expect(payButton().disabled).toBe(false));
  });
});

describe('when Stripe.js fails', () => {
  it.each([
    ['404', 'script-failed', '[rove] Stripe.js could not be loaded from js.stripe.com'],
    ['throws', 'not-ready', '[rove] Stripe.js did not become ready'],
  ] as const)(
    '%s: the card form says so, Affirm still pays, one [rove] line',
    async (outcome, kind, line) => {
      scriptOutcome = outcome;
      serve();
      renderStep();
      await waitFor(() => expect(cardError()).toBe('Unknown error has occurred with Stripe'));
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(roveLines()).toEqual([line]);
      expect(problems).toMatchObject([{ vendor: 'stripe', kind, area: 'checkout' }]);
      // The loader's own retry asked once more; still one line.
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      fireEvent.click(screen.getByRole('radio', { name: 'Affirm' }));
      await waitFor(() => expect(payButton().disabled).toBe(false));
      fireEvent.click(payButton());
      await waitFor(() =>
        expect(navigate).toHaveBeenCalledWith(`${location.origin}/affirm/checkout/tok`),
      );
      expect(roveLines()).toHaveLength(1);
    },
  );

  it('never ready: after 20 s the card form says so, one [rove] line', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    scriptOutcome = 'never';
    serve();
    renderStep();
    await waitFor(() => expect(scripts.length).toBeGreaterThan(0));
    expect(cardError()).toBe('');
    await vi.advanceTimersByTimeAsync(20_000);
    await waitFor(() => expect(cardError()).toBe('Unknown error has occurred with Stripe'));
    expect(roveLines()).toEqual(['[rove] Stripe.js did not become ready']);
    expect(problems).toMatchObject([{ vendor: 'stripe', kind: 'not-ready' }]);
  });

  it('a Payment Element that reports loaderror: the card form says so, one [rove] line', async () => {
    (window as unknown as { __stripeStandIn: object }).__stripeStandIn = {
      loadError: { type: 'invalid_request_error', code: 'resource_missing' },
    };
    serve();
    renderStep();
    await waitFor(() => expect(cardError()).toBe('Unknown error has occurred with Stripe'));
    expect(roveLines()).toEqual(["[rove] Stripe's Payment Element could not load"]);
    expect(document.querySelector('.StripeElementStandIn')).toBeNull();
  });
});

describe('the way back from a redirect-based method', () => {
  const returnTo = (status: string) =>
    history.replaceState(
      null,
      '',
      `/cart/checkout?payment_intent=pi_3Rove&payment_intent_client_secret=${SECRET}&redirect_status=${status}`,
    );
  const context = { orderId: '100001', basePath: '/', total: 1299, publishableKey: 'pk_test_rove' };

  it('completes a succeeded intent at once, from the address, and cleans the address', async () => {
    await loadStandIn();
    returnTo('succeeded');
    sessionStorage.setItem(
      'rove-stripe-pending:100001',
      JSON.stringify({ amount: 1299, customerId: 'cus_1', adjustAmount: 150 }),
    );
    const calls = serve((call) => intent(call.method === 'GET' ? 'succeeded' : 'x'));
    const open = vi.fn();
    startStripeReturn(open, window, { ...context, navigate });
    // Off the address at once: a reload cannot settle it twice.
    expect(location.search).toBe('');
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`${location.origin}/cart/checkout/complete`),
    );
    const retrieve = at(calls, '/v1/payment_intents/pi_3Rove')[0];
    expect(retrieve?.method).toBe('GET');
    expect(Object.fromEntries(retrieve?.url.searchParams ?? [])).toEqual({
      key: 'pk_test_rove',
      client_secret: SECRET,
    });
    expect(JSON.parse(at(calls, '/uc_stripe/payment/complete/')[0]?.body ?? '{}')).toMatchObject({
      amount: 1299,
      paymentIntentId: 'pi_3Rove',
      status: 'succeeded',
      customerId: 'cus_1',
      adjustAmount: 150,
    });
    expect(open).not.toHaveBeenCalled();
    expect(at(calls, '/uc_stripe/payment/complete/')).toHaveLength(1);
  });

  it('a bank account still to verify: the completion posted in that state, the step shows where to verify', async () => {
    await loadStandIn();
    returnTo('succeeded');
    const verifyUrl = 'https://payments.stripe.com/microdeposit/pacs_test_3Rove';
    const calls = serve(() =>
      intent('requires_action', {
        next_action: {
          type: 'verify_with_microdeposits',
          verify_with_microdeposits: {
            arrival_date: 1_796_000_000,
            hosted_verification_url: verifyUrl,
            microdeposit_type: 'amounts',
          },
        },
      }),
    );
    const open = vi.fn();
    startStripeReturn(open, window, { ...context, navigate });
    await waitFor(() => expect(open).toHaveBeenCalledWith(4));
    expect(JSON.parse(at(calls, '/uc_stripe/payment/complete/')[0]?.body ?? '{}')).toMatchObject({
      paymentIntentId: 'pi_3Rove',
      status: 'requires_action',
    });
    renderStep();
    const link = await screen.findByRole('link', { name: 'Verify my bank account' });
    expect(link.getAttribute('href')).toBe(verifyUrl);
    expect(screen.queryByRole('button', { name: /place order|processing/i })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(at(calls, '/uc_stripe/payment/complete/')).toHaveLength(1);
    expect(at(calls, '/stripeAjax/')).toHaveLength(0);
  });

  it('a failed method: the card form shows Stripe’s message and the shopper pays again', async () => {
    await loadStandIn();
    returnTo('failed');
    const failure = {
      type: 'card_error',
      code: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method.',
    };
    let paid = false;
    const calls = serve((call) =>
      call.method === 'GET'
        ? intent('requires_payment_method', { last_payment_error: failure })
        : ((paid = true), intent('succeeded')),
    );
    const open = vi.fn();
    startStripeReturn(open, window, { ...context, navigate });
    await waitFor(() => expect(open).toHaveBeenCalledWith(4));
    const container = renderStep();
    await waitFor(() => expect(cardError()).toBe(failure.message));
    expect(at(calls, '/uc_stripe/payment/declined/100001')).toHaveLength(1);
    expect(at(calls, '/uc_stripe/payment/complete/')).toHaveLength(0);
    await waitFor(() => expect(container.querySelector('.StripeElementStandIn')).not.toBeNull());
    standIn().complete();
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(paid).toBe(true);
  });

  it('malformed parameters: the card form’s message, one [rove] line naming Stripe', async () => {
    history.replaceState(null, '', '/cart/checkout?redirect_status=succeeded&payment_intent=oops');
    const calls = serve();
    const open = vi.fn();
    startStripeReturn(open, window, { ...context, navigate });
    expect(location.search).toBe('');
    await waitFor(() => expect(open).toHaveBeenCalled());
    renderStep();
    await waitFor(() => expect(cardError()).toBe('Unknown error has occurred with Stripe'));
    expect(roveLines()).toEqual([
      "[rove] Stripe's return to the checkout had malformed parameters",
    ]);
    expect(at(calls, '/v1/')).toHaveLength(0);
  });

  it('an intent Stripe could not give back: the next press reads it again instead of paying anew', async () => {
    await loadStandIn();
    returnTo('succeeded');
    let answers = 0;
    const calls = serve(() =>
      answers++ === 0
        ? jsonReply({ error: { type: 'api_error', message: 'Try again.' } }, 500)
        : intent('succeeded'),
    );
    const open = vi.fn();
    startStripeReturn(open, window, { ...context, navigate });
    await waitFor(() => expect(open).toHaveBeenCalled());
    renderStep();
    await waitFor(() => expect(cardError()).toBe('Unknown error has occurred with Stripe'));
    expect(roveLines()).toEqual([
      "[rove] Stripe's retrievePaymentIntent returned an error (api_error)",
    ]);
    await waitFor(() => expect(payButton().disabled).toBe(true)); // the card is not complete yet
    standIn().complete();
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(at(calls, '/v1/payment_intents/pi_3Rove/confirm')).toHaveLength(0);
    expect(at(calls, '/uc_stripe/payment/complete/')).toHaveLength(1);
  });
});
