// @vitest-environment happy-dom
/**
 * The payment step as a shopper and the server see it: the pay button, Stripe (a fake,
 * injected), the calls on the network (a stubbed fetch) and where the browser is sent.
 * Runs under React and again under preact/compat.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../../core/log';
import { resetSettings } from '../../../core/settings/settings';
import { storeCreditFor } from './test-store-credit';
import { createFakeStripe, type FakeStripe } from './fake-stripe';
import type { PaymentStepProps } from './PaymentStep';
import { mountPaymentStep, paymentStepProps } from './test-payment-step';
import type { PaymentAttempts } from '../payment-running';
import { serveFetch } from '../../../tests/helpers/serve-fetch';
import { resetVendorScripts } from '../../../core/vendor-script';
import { runAppendedScripts } from '../../../core/vendor-script.test-helpers';
import { resetKlarnaReady } from '../../shared/vendors/klarna/klarna-ready';
import { KLARNA_JWT } from './test-klarna';
// A Korean page's texts, in place as a Korean page has them before any element
// (core/i18n/page-texts.ts): the ko_KR tests below read them; other pages never do.
import '../../../core/i18n/ko';

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  key: string | null;
}

type Handler = (call: Call) => unknown;

const INTENT = {
  clientSecret: 'pi_1_secret_abc',
  address: { postalCode: '10001', country: 'US', state: 'NY', city: 'New York', line1: '1 Main' },
  name: 'Pat Guest',
  email: 'pat@example.com',
  orderId: 100001,
  customerId: 'cus_1',
  adjustAmount: 0,
};

/** The demo host's answers, overridable per path prefix. */
function serve(overrides: Record<string, Handler> = {}) {
  const routes: Record<string, Handler> = {
    '/stripeAjax/': () => INTENT,
    '/uc_stripe/payment/complete/': () => ({ success: true, url: '/cart/checkout/complete' }),
    '/uc_stripe/payment/declined/': () => ({ success: true }),
    '/ajax/uc_affirm/affirm/': () => ({ url: '/simulated/affirm/checkout/tok' }),
    '/ajax/klarna/': () => ({ redirect_url: '/uc_klarna/payment/complete/100001?x=1' }),
    ...overrides,
  };
  return serveFetch(
    async (request): Promise<Call> => {
      const url = new URL(request.url);
      const text = await request.text();
      return {
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? (JSON.parse(text) as unknown) : null,
        key: request.headers.get('idempotency-key'),
      };
    },
    (call) => {
      const route = Object.keys(routes).find((prefix) => call.path.startsWith(prefix));
      return route ? routes[route]?.(call) : new Response('{}', { status: 404 });
    },
  );
}

const posts = (calls: Call[], prefix: string) => calls.filter((c) => c.path.startsWith(prefix));

/** The one call made to `prefix` (there must be exactly one). */
function onlyPost(calls: Call[], prefix: string) {
  const made = posts(calls, prefix);
  expect(made).toHaveLength(1);
  return made[0];
}

let fake: FakeStripe;
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
let onMissingAddress: ReturnType<typeof vi.fn<(message: string) => void>>;
/** The step's store as the shell gets it (onAttempts): whether a payment runs. */
let attempts: PaymentAttempts | null;
const onAttempts = (store: PaymentAttempts | null) => {
  attempts = store;
};

function renderStep(
  patch: Partial<PaymentStepProps> = {},
  locale?: string,
  checkout?: Record<string, unknown>,
  others?: Record<string, unknown>,
) {
  const props = paymentStepProps({
    methods: ['stripe', 'affirm', 'klarna', 'other'],
    onMissingAddress,
    onAttempts,
    loadStripe: async () => fake.stripe,
    navigate,
    ...patch,
  });
  // The page's locale comes from its settings, as on a real page.
  document.getElementById('rove-settings')?.remove();
  if (locale || checkout || others) {
    const tag = document.createElement('script');
    tag.type = 'application/json';
    tag.id = 'rove-settings';
    // A locale counts only with its own country (en_US with US, ko_KR with KR).
    tag.textContent = JSON.stringify({
      ...(locale ? { country: locale.slice(3), locale } : {}),
      checkout,
      ...others,
    });
    // Not head.append: runAppendedScripts (the Klarna tests) takes the tags appended there.
    document.head.prepend(tag);
  }
  resetSettings();
  const { container, root } = mountPaymentStep(props);
  roots.push(root);
  return { container };
}

const roots: Root[] = [];

const payButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /place order|processing/i });

/** Waits for the element to mount, then types a complete card. */
async function completeCard() {
  await waitFor(() => expect(fake.mountedInto).toHaveLength(1));
  fake.change(true);
  await waitFor(() => expect(payButton().disabled).toBe(false));
}

beforeEach(() => {
  fake = createFakeStripe();
  navigate = vi.fn<(url: string) => void>();
  onMissingAddress = vi.fn<(message: string) => void>();
  attempts = null;
  history.replaceState(null, '', '/cart/checkout');
  resetLogOnce();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.getElementById('rove-settings')?.remove();
  resetSettings();
  document.body.textContent = '';
  vi.useRealTimers();
});

describe('card payment through the Payment Element', () => {
  it('mounts the element in light DOM with the specification’s options, and keeps the button disabled with Processing... until it is complete', async () => {
    const calls = serve();
    const { container } = renderStep();
    await waitFor(() => expect(fake.mountedInto).toHaveLength(1));
    expect(container.contains(fake.mountedInto[0] ?? null)).toBe(true);
    expect(fake.secrets).toEqual(['pi_1_secret_abc']);
    expect(fake.created).toEqual([
      { layout: 'accordion', paymentMethodOrder: ['card', 'us_bank_account', 'acss_debit'] },
    ]);
    expect(posts(calls, '/stripeAjax/100001')[0]?.body).toEqual({
      creditActive: false,
      amount: 1299,
    });
    expect(payButton().disabled).toBe(true);
    expect(payButton().textContent).toBe('Processing...');
    fake.change(false);
    expect(payButton().disabled).toBe(true);
    fake.change(true);
    await waitFor(() => expect(payButton().textContent).toBe('Place order'));
    expect(payButton().disabled).toBe(false);
    fake.change(false);
    await waitFor(() => expect(payButton().disabled).toBe(true));
    // No input of ours holds card data: the only fields are the method radios.
    expect(container.querySelectorAll('input:not([type="radio"])')).toHaveLength(0);
  });

  it('does not wait for completeness on wallet types', async () => {
    serve();
    renderStep();
    await waitFor(() => expect(fake.mountedInto).toHaveLength(1));
    fake.change(false, 'apple_pay');
    await waitFor(() => expect(payButton().disabled).toBe(false));
  });

  it('confirms once and posts completion once on a double click, each request with its own idempotency key, then redirects', async () => {
    const calls = serve();
    renderStep();
    await completeCard();
    // A double click, then Enter twice (a browser turns Enter on a button into a click),
    // all before React re-renders the button disabled.
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate).toHaveBeenCalledWith(`${location.origin}/cart/checkout/complete`);
    expect(fake.confirms).toHaveLength(1);
    expect(fake.confirms[0]).toMatchObject({
      redirect: 'if_required',
      confirmParams: {
        // The page itself: a redirect-based method comes back here (docs/vendors/stripe.md).
        return_url: `${location.origin}/cart/checkout`,
        payment_method_data: {
          billing_details: { name: 'Pat Guest', address: { country: 'US', postal_code: '10001' } },
        },
      },
    });
    const completion = onlyPost(calls, '/uc_stripe/payment/complete/100001');
    expect(completion?.body).toEqual({
      amount: 1299,
      paymentIntentId: 'pi_fake',
      paymentMethodId: 'pm_fake',
      status: 'succeeded',
      customerId: 'cus_1',
      adjustAmount: 0,
      referralSource: '',
      referralOther: '',
      referralAssociate: '',
    });
    const payIntent = posts(calls, '/stripeAjax/').at(-1);
    expect(payIntent?.key).toMatch(/^[0-9a-f-]{36}$/);
    // Stripe refuses a key reused with other parameters (docs/vendors/stripe.md "Idempotency").
    expect(completion?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(completion?.key).not.toBe(payIntent?.key);
    expect(attempts?.getState().running).toBe(true);
    expect(payButton().disabled).toBe(true);
  });

  it('posts completion to the form type’s endpoint', async () => {
    const calls = serve({
      '/user/membership/payment_complete/': () => ({ success: true, url: '/user' }),
    });
    renderStep({ formType: 'membership' });
    await completeCard();
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${location.origin}/user`));
    expect(posts(calls, '/user/membership/payment_complete/100001')).toHaveLength(1);
  });

  it('shows the provider’s decline message for 4 s, posts the declined notice and lets the shopper try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve();
    fake.confirmWith = async () => ({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    renderStep();
    await completeCard();
    fireEvent.click(payButton());
    const alert = await screen.findByText('Your card was declined.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.classList.contains('rove-payment__card-error')).toBe(true);
    await waitFor(() => expect(posts(calls, '/uc_stripe/payment/declined/100001')).toHaveLength(1));
    expect(posts(calls, '/uc_stripe/payment/declined/')[0]?.body).toEqual({
      response: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    const declinedKey = posts(calls, '/uc_stripe/payment/declined/')[0]?.key;
    expect(declinedKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(declinedKey).not.toBe(posts(calls, '/stripeAjax/').at(-1)?.key);
    expect(posts(calls, '/uc_stripe/payment/complete/')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(3700);
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(400);
    await waitFor(() => expect(screen.queryByText('Your card was declined.')).toBeNull());
    expect(navigate).not.toHaveBeenCalled();
    // A refusal ends the attempt: the next press is a new payment with a new key.
    fake.confirmWith = async () => ({
      paymentIntent: { id: 'pi_1', status: 'succeeded', payment_method: 'pm_2' },
    });
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    const keys = posts(calls, '/stripeAjax/')
      .map((c) => c.key)
      .filter(Boolean);
    expect(new Set(keys).size).toBe(2);
  });

  it.each([
    ['an intent that needs an action we do not handle', { status: 'requires_action' }],
    ['an intent left to confirm', { status: 'requires_confirmation' }],
  ])(
    'shows the unknown-error text for %s, with one [rove] line and a rove:problem',
    async (_name, intent) => {
      const errors = vi.mocked(console.error);
      const problems: string[] = [];
      const onProblem = (event: Event) =>
        problems.push((event as CustomEvent<{ message: string }>).detail.message);
      document.addEventListener('rove:problem', onProblem);
      const calls = serve();
      fake.confirmWith = async () => ({ paymentIntent: { id: 'pi_1', ...intent } });
      renderStep();
      await completeCard();
      fireEvent.click(payButton());
      expect(
        (await screen.findByText('Unknown error has occurred with Stripe')).getAttribute('role'),
      ).toBe('alert');
      document.removeEventListener('rove:problem', onProblem);
      const line = `[rove] Stripe's confirmPayment gave an outcome the checkout does not handle (${intent.status})`;
      expect(
        errors.mock.calls.map(([text]) => String(text)).filter((text) => text.startsWith('[rove]')),
      ).toEqual([line]);
      expect(problems).toHaveLength(1);
      expect(posts(calls, '/uc_stripe/payment/complete/')).toHaveLength(0);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('treats an intent that needs another payment method as declined: the notice posted, a new payment possible', async () => {
    const calls = serve();
    fake.confirmWith = async () => ({
      paymentIntent: { id: 'pi_1', status: 'requires_payment_method' },
    });
    renderStep();
    await completeCard();
    fireEvent.click(payButton());
    expect(await screen.findByText('Unknown error has occurred with Stripe')).toBeTruthy();
    await waitFor(() => expect(posts(calls, '/uc_stripe/payment/declined/100001')).toHaveLength(1));
    expect(posts(calls, '/uc_stripe/payment/complete/')).toHaveLength(0);
    await waitFor(() => expect(payButton().disabled).toBe(false));
  });

  it('a confirmPayment that rejects (Stripe documents {error} results): unknown outcome, one [rove] line, the keys kept', async () => {
    const errors = vi.mocked(console.error);
    const calls = serve();
    fake.confirmWith = () => Promise.reject(new Error('network'));
    renderStep();
    await completeCard();
    fireEvent.click(payButton());
    expect(await screen.findByText('Unknown error has occurred with Stripe')).toBeTruthy();
    await waitFor(() => expect(payButton().disabled).toBe(false));
    expect(
      errors.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('[rove]')),
    ).toEqual(["[rove] Stripe's confirmPayment failed"]);
    fake.confirmWith = async () => ({
      paymentIntent: { id: 'pi_1', status: 'succeeded', payment_method: 'pm_2' },
    });
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    // The outcome was unknown: the same intent request again, with the same key.
    const keys = posts(calls, '/stripeAjax/')
      .map((c) => c.key)
      .filter(Boolean);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it.each(['processing', 'requires_capture'])('completes a %s intent', async (status) => {
    const calls = serve();
    fake.confirmWith = async () => ({ paymentIntent: { id: 'pi_1', status } });
    renderStep();
    await completeCard();
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(posts(calls, '/uc_stripe/payment/complete/')[0]?.body).toMatchObject({ status });
  });

  it('tells the shopper a bank payment is processing as the order is placed', async () => {
    serve();
    fake.confirmWith = async () => ({ paymentIntent: { id: 'pi_1', status: 'processing' } });
    renderStep();
    await completeCard();
    fireEvent.click(payButton());
    const status = await screen.findByText(/Your bank payment is processing/);
    expect(status.getAttribute('role')).toBe('status');
  });

  it('retries a failed completion post without confirming the paid intent again', async () => {
    let failures = 1;
    const calls = serve({
      '/uc_stripe/payment/complete/': () =>
        failures-- > 0
          ? new Response('{}', { status: 502 })
          : { success: true, url: '/cart/checkout/complete' },
    });
    renderStep();
    await completeCard();
    fireEvent.click(payButton());
    await screen.findByText('Unknown error has occurred with Stripe');
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(fake.confirms).toHaveLength(1);
    const completions = posts(calls, '/uc_stripe/payment/complete/');
    expect(completions).toHaveLength(2);
    expect(completions[1]?.body).toEqual(completions[0]?.body);
    // The same request again: the same key, so the server can tell the repeat.
    expect(completions[1]?.key).toBe(completions[0]?.key);
  });

  it('says the shipping address is missing and asks the shell to reopen the address step', async () => {
    serve({ '/stripeAjax/': () => ({ clientSecret: 'missingBillingAddress' }) });
    renderStep();
    const message = 'Please complete your shipping address before processing your order.';
    expect((await screen.findByText(message)).getAttribute('role')).toBe('alert');
    expect(onMissingAddress).toHaveBeenCalledWith(message);
    expect(fake.mountedInto).toHaveLength(0);
  });
});

describe('a bank account verified by microdeposits (docs/vendors/stripe.md "Outcomes")', () => {
  const VERIFY_URL = 'https://payments.stripe.com/microdeposit/pacs_test_1';
  const verifying = async () => ({
    paymentIntent: {
      id: 'pi_1',
      status: 'requires_action',
      payment_method: 'pm_bank',
      next_action: {
        type: 'verify_with_microdeposits',
        verify_with_microdeposits: {
          arrival_date: Date.UTC(2026, 11, 2, 12) / 1000,
          hosted_verification_url: VERIFY_URL,
          microdeposit_type: 'descriptor_code',
        },
      },
    },
  });

  afterEach(() => sessionStorage.clear());

  it('posts the completion in that state and shows where to verify, never a second payment', async () => {
    const calls = serve();
    fake.confirmWith = verifying;
    renderStep();
    await completeCard();
    fireEvent.click(payButton());
    const heading = await screen.findByRole('heading', {
      name: 'Verify your bank account to finish paying',
    });
    expect(document.activeElement).toBe(heading);
    expect(onlyPost(calls, '/uc_stripe/payment/complete/100001')?.body).toMatchObject({
      status: 'requires_action',
      paymentIntentId: 'pi_1',
      paymentMethodId: 'pm_bank',
    });
    expect(screen.getByRole('link', { name: 'Verify my bank account' }).getAttribute('href')).toBe(
      VERIFY_URL,
    );
    expect(screen.getByText(/expected by December 2, 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /place order|processing/i })).toBeNull();
    expect(screen.queryByText('Unknown error has occurred with Stripe')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(posts(calls, '/uc_stripe/payment/declined/')).toHaveLength(0);
  });

  it('opens on the same notice after a reload: no intent asked for, no element, no pay button', async () => {
    const calls = serve();
    fake.confirmWith = verifying;
    renderStep();
    await completeCard();
    fireEvent.click(payButton());
    await screen.findByRole('link', { name: 'Verify my bank account' });
    for (const root of roots.splice(0)) root.unmount();
    document.body.textContent = '';
    const intentsBefore = posts(calls, '/stripeAjax/').length;

    renderStep();
    expect(
      (await screen.findByRole('link', { name: 'Verify my bank account' })).getAttribute('href'),
    ).toBe(VERIFY_URL);
    expect(screen.queryByRole('button', { name: /place order|processing/i })).toBeNull();
    // Nothing asks Stripe or the server for a new payment for this order.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posts(calls, '/stripeAjax/')).toHaveLength(intentsBefore);
    expect(fake.mountedInto).toHaveLength(1);
  });

  it('reads Korean on a Korean page, the date in Korean', async () => {
    serve();
    fake.confirmWith = verifying;
    renderStep({ country: 'KR' }, 'ko_KR');
    await waitFor(() => expect(fake.mountedInto).toHaveLength(1));
    fake.change(true);
    const placeOrder = await screen.findByRole<HTMLButtonElement>('button', { name: '주문하기' });
    await waitFor(() => expect(placeOrder.disabled).toBe(false));
    fireEvent.click(placeOrder);
    expect(
      await screen.findByRole('heading', { name: '결제를 완료하려면 은행 계좌를 인증해 주세요' }),
    ).toBeTruthy();
    expect(screen.getByText(/2026년 12월 2일까지/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '은행 계좌 인증하기' })).toBeTruthy();
  });
});

describe('redirects', () => {
  it('follows only same-origin or allow-listed provider URLs', async () => {
    const calls = serve({
      '/ajax/uc_affirm/affirm/': () => ({ url: 'https://evil.example/steal' }),
    });
    renderStep({ methods: ['affirm'] });
    fireEvent.click(payButton());
    expect(await screen.findByText('Unknown error has occurred with Stripe')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(posts(calls, '/ajax/uc_affirm/affirm/100001')).toHaveLength(1);
  });

  it('sends a paid order to the complete page when the completion URL is refused', async () => {
    serve({
      '/uc_stripe/payment/complete/': () => ({ success: true, url: 'javascript:alert(1)' }),
    });
    renderStep();
    await completeCard();
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`${location.origin}/cart/checkout/complete`),
    );
  });

  it.each([
    ['affirm', '/ajax/uc_affirm/affirm/100001', '/simulated/affirm/checkout/tok'],
    ['paybright', '/ajax/uc_affirm/paybright/100001', '/simulated/paybright/checkout/tok'],
  ] as const)('redirects to %s’s checkout URL', async (method, path, url) => {
    const calls = serve({ '/ajax/uc_affirm/paybright/': () => ({ url }) });
    renderStep({ methods: [method], country: method === 'paybright' ? 'CA' : 'US' });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(payButton().disabled).toBe(false);
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${location.origin}${url}`));
    expect(posts(calls, path)).toHaveLength(1);
  });
});

describe('Affirm’s terms at checkout (docs/spec/checkout.md §9)', () => {
  const TERMS = /^As low as/;

  it('shows 12 payments at the programme’s rate under the Affirm method, from 1000 up', async () => {
    serve();
    renderStep({ methods: ['affirm'], total: 2499 });
    expect((await screen.findByText(TERMS)).textContent).toBe(
      'As low as $220/mo over 12 months at 10% APR.',
    );
  });

  it('takes the programme from the page’s Affirm settings', async () => {
    serve();
    renderStep({ methods: ['affirm'], total: 1200 }, undefined, undefined, {
      affirm: { publicKey: 'ABCDEF123', programme: 'zero_percent' },
    });
    expect((await screen.findByText(TERMS)).textContent).toBe(
      'As low as $100/mo over 12 months at 0% APR.',
    );
  });

  it('shows no terms below 1000, nor under another method', async () => {
    serve();
    const small = renderStep({ methods: ['affirm'], total: 999 });
    const { container } = renderStep({ methods: ['stripe', 'affirm'], total: 2499 });
    expect(screen.queryByText(TERMS)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Affirm' }));
    expect((await within(container).findByText(TERMS)).textContent).toBe(
      'As low as $220/mo over 12 months at 10% APR.',
    );
    expect(within(small.container).queryByText(TERMS)).toBeNull();
  });
});

describe('pay-over-time routes (checkout.urls, widgets/checkout/README.md)', () => {
  it.each([
    ['affirm', 'affirmRedirect', 'US'],
    ['paybright', 'paybrightRedirect', 'CA'],
  ] as const)('asks %s’s route as the page names it', async (method, key, country) => {
    const url = `/simulated/${method}/checkout/tok`;
    const calls = serve({ '/shop/bnpl/': () => ({ url }) });
    renderStep({ methods: [method], country }, undefined, {
      urls: { [key]: '/shop/bnpl/{order_id}/start' },
    });
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${location.origin}${url}`));
    expect(calls.map((call) => call.path)).toEqual(['/shop/bnpl/100001/start']);
  });

  it('asks the default route when the page’s is another site’s, and names the key once', async () => {
    const calls = serve();
    const warn = vi.mocked(console.warn);
    renderStep({ methods: ['affirm'] }, undefined, {
      urls: { affirmRedirect: '//evil.example/{order_id}' },
    });
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`${location.origin}/simulated/affirm/checkout/tok`),
    );
    expect(calls.map((call) => call.path)).toEqual(['/ajax/uc_affirm/affirm/100001']);
    const named = warn.mock.calls.filter((call) =>
      String(call[0]).startsWith('[rove] settings checkout.urls.affirmRedirect '),
    );
    expect(named).toHaveLength(1);
    expect(String(named[0]?.[0])).toContain('/ajax/uc_affirm/affirm/{order_id} is used');
  });
});

describe('Klarna (its library: the contract tests’ stand-in, docs/vendors/klarna.md)', () => {
  type Scenario = { load?: object; authorize?: object };
  /** Klarna Payments as the browser runs it once our tag has loaded (or fails to load). */
  function installKlarna(scenario: Scenario = {}, outcome: 'load' | 'error' = 'load') {
    resetVendorScripts();
    resetKlarnaReady();
    Reflect.set(window, '__klarnaStandIn', { scenario });
    return runAppendedScripts(
      () => outcome === 'load' && import('../../../tests/vendors/stand-ins/klarna/payments.js'),
    );
  }
  afterEach(() => {
    Reflect.deleteProperty(window, 'Klarna');
    Reflect.deleteProperty(window, 'klarnaAsyncCallback');
    Reflect.deleteProperty(window, '__klarnaStandIn');
  });
  const klarna = {
    client_token: KLARNA_JWT,
    payment_method_categories: [{ identifier: 'pay_over_time' }],
  };
  const widget = () => document.querySelector<HTMLElement>('.rove-payment__klarna');
  const shown = () => waitFor(() => expect(widget()?.textContent).toContain('Klarna'));
  const radios = () => screen.queryAllByRole('radio').map((radio) => radio.getAttribute('value'));

  it('waits for Klarna, shows its widget, authorizes from the press and goes to the redirect URL', async () => {
    const { appended } = installKlarna();
    const calls = serve();
    renderStep({ methods: ['stripe', 'klarna'], klarna });
    fireEvent.click(screen.getByRole('radio', { name: 'Klarna' }));
    // Until Klarna has shown its widget there is nothing to authorize.
    expect(payButton().disabled).toBe(true);
    await shown();
    expect(appended.map((tag) => tag.src)).toEqual(['https://x.klarnacdn.net/kp/lib/v1/api.js']);
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `${location.origin}/uc_klarna/payment/complete/100001?x=1`,
      ),
    );
    expect(posts(calls, '/ajax/klarna/100001')[0]?.query).toEqual({
      client_token: KLARNA_JWT,
      res: 'b4bd3423-24e3-4b0e-9f5e-stand-in',
    });
  });

  it('asks Klarna’s route as the page names it, its own query kept', async () => {
    installKlarna();
    const calls = serve({
      '/klarna/': () => ({ redirect_url: '/uc_klarna/payment/complete/100001?x=1' }),
    });
    renderStep({ methods: ['klarna'], klarna }, undefined, {
      urls: { klarnaRedirect: '/klarna/{order_id}/redirect?via=rove' },
    });
    await shown();
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(posts(calls, '/ajax/klarna/')).toHaveLength(0);
    expect(posts(calls, '/klarna/100001/redirect')[0]?.query).toEqual({
      via: 'rove',
      client_token: KLARNA_JWT,
      res: 'b4bd3423-24e3-4b0e-9f5e-stand-in',
    });
  });

  it('gives the button back when the shopper leaves Klarna’s flow; Klarna stays', async () => {
    installKlarna({ authorize: { approved: false, show_form: true } });
    const calls = serve();
    renderStep({ methods: ['stripe', 'klarna'], klarna, initialMethod: 'klarna' });
    await shown();
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() => expect(payButton().disabled).toBe(false));
    expect(radios()).toEqual(['stripe', 'klarna']);
    expect(posts(calls, '/ajax/klarna/')).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each<[string, Scenario, 'load' | 'error']>([
    ['its library fails to load', {}, 'error'],
    ['it cannot be offered (load: show_form false)', { load: { show_form: false } }, 'load'],
  ])('withdraws Klarna when %s: the shopper pays another way', async (_, scenario, outcome) => {
    const error = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installKlarna(scenario, outcome);
    serve();
    renderStep({ methods: ['stripe', 'klarna'], klarna, initialMethod: 'klarna' });
    await waitFor(() => expect(radios()).toEqual([]));
    expect(widget()).toBeNull();
    expect(error.mock.calls.filter((args) => String(args[0]).startsWith('[rove]'))).toHaveLength(
      outcome === 'error' ? 1 : 0,
    );
  });

  it('withdraws Klarna when authorize answers show_form: false', async () => {
    installKlarna({ authorize: { approved: false, show_form: false } });
    serve();
    renderStep({ methods: ['stripe', 'klarna'], klarna, initialMethod: 'klarna' });
    await shown();
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() => expect(widget()).toBeNull());
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    [40000, '15px'],
    [39999, '40px'],
  ])(
    'sizes the widget from the order amount %i (spec/checkout.md §9): %s',
    async (amount, height) => {
      installKlarna();
      serve();
      renderStep({ methods: ['klarna'], klarna: { ...klarna, order: { order_amount: amount } } });
      await shown();
      // Set through element.style (CSSOM), which a strict CSP allows.
      expect(widget()?.style.minHeight).toBe(height);
    },
  );

  it.each([
    [400, '15px'],
    [399.99, '40px'],
  ])('without the session’s amount, sizes it from the total %s in cents: %s', (total, height) => {
    installKlarna();
    serve();
    renderStep({ methods: ['klarna'], klarna, total });
    expect(widget()?.style.minHeight).toBe(height);
  });

  it('is not offered without a Klarna session', () => {
    serve();
    renderStep({ methods: ['stripe', 'klarna', 'affirm'], klarna: null });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'stripe',
      'affirm',
    ]);
  });
});

describe('store credit', () => {
  // The order of paymentStepProps costs 1299.
  const covering = storeCreditFor(1299, 50000);
  const partial = storeCreditFor(1299, 150);

  it('hides the payment section when it covers everything and places the order without a card', async () => {
    const calls = serve({
      '/stripeAjax/': () => ({
        clientSecret: 'fullPaidByStoreCredit',
        customerId: 'cus_9',
        adjustAmount: 1299,
      }),
    });
    const { container } = renderStep({
      methods: ['stripe', 'credit', 'affirm'],
      storeCredit: covering,
    });
    fireEvent.click(
      screen.getByRole('checkbox', { name: /use my store credit \(\$50,000 available/i }),
    );
    expect(await screen.findByText('Your store credit covers this order.')).toBeTruthy();
    expect(container.querySelector('.rove-payment__section')?.hasAttribute('hidden')).toBe(true);
    // Card validation is skipped: the button does not wait for a card.
    expect(payButton().disabled).toBe(false);
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(fake.confirms).toHaveLength(0);
    expect(posts(calls, '/stripeAjax/').at(-1)?.body).toEqual({ creditActive: true, amount: 0 });
    expect(onlyPost(calls, '/uc_stripe/payment/complete/')?.body).toMatchObject({
      amount: 0,
      paymentIntentId: '',
      customerId: 'cus_9',
      adjustAmount: 1299,
    });
  });

  it('shows the amount to be charged for a partial cover and charges only that', async () => {
    const calls = serve();
    renderStep({ methods: ['stripe', 'credit'], storeCredit: partial });
    await waitFor(() => expect(fake.mountedInto).toHaveLength(1));
    fireEvent.click(screen.getByRole('checkbox', { name: /use my store credit/i }));
    expect(await screen.findByText('Amount to be charged: $1,149')).toBeTruthy();
    fake.change(true);
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(posts(calls, '/stripeAjax/').at(-1)?.body).toEqual({ creditActive: true, amount: 1149 });
    expect(posts(calls, '/uc_stripe/payment/complete/')[0]?.body).toMatchObject({ amount: 1149 });
  });

  it('is not offered when the settings do not enable it', () => {
    serve();
    renderStep({ methods: ['stripe'], storeCredit: partial });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('disables the pay button when no method can be used', () => {
    serve();
    renderStep({ methods: ['stripe', 'klarna'], publishableKey: null, klarna: null });
    expect(payButton().disabled).toBe(true);
  });
});

describe('language', () => {
  it('reads Korean on a Korean page and English elsewhere', () => {
    serve();
    const props = { methods: ['affirm', 'other'], onReviewOrder: vi.fn() };
    renderStep(props, 'ko_KR');
    expect(screen.getByRole('region', { name: '결제 방법' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^기타/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '주문하기' })).toBeTruthy();
    document.body.replaceChildren();
    renderStep(props, 'en_US');
    expect(screen.getByRole('region', { name: 'Payment method' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Other/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy();
  });

  it('asks Stripe’s element for the page’s language, not the browser’s', async () => {
    serve();
    renderStep({ country: 'KR' }, 'ko_KR');
    await waitFor(() => expect(fake.locales).toEqual(['ko']));
    for (const root of roots.splice(0)) root.unmount();
    renderStep({ country: 'UK' }, 'en_UK');
    await waitFor(() => expect(fake.locales).toEqual(['ko', 'en-GB']));
  });
});
