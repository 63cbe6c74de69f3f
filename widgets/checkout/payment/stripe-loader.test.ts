// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The adapter between Stripe.js and the step: what it passes to the real API. Stripe.js
// itself is replaced at the module boundary ('@stripe/stripe-js/pure' is the only import).
const stripeApi = vi.hoisted(() => {
  const handlers: ((event: { complete: boolean; value: { type: string } }) => void)[] = [];
  const element = {
    mount: vi.fn(),
    destroy: vi.fn(),
    on: vi.fn((_name: string, handler: (typeof handlers)[number]) => handlers.push(handler)),
  };
  const elements = { create: vi.fn(() => element) };
  const stripe = {
    elements: vi.fn(() => elements),
    confirmPayment: vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })),
  };
  return { handlers, element, elements, stripe, loadStripe: vi.fn(async () => stripe) };
});

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeApi.loadStripe }));
// The Trusted Types-safe script tag (stripe-script.test.ts): kept out of happy-dom, which
// cannot load it.
const addStripeScript = vi.hoisted(() => vi.fn());
vi.mock('./stripe-script', () => ({ addStripeScript }));

const { loadStripeLike } = await import('./stripe-loader');

/** A host's theme, as appearanceFrom reads it. */
const DARK = {
  variables: {
    colorText: 'rgb(241, 239, 233)',
    colorBackground: '#1d1d1b',
    colorPrimary: '#f1efe9',
    colorDanger: '#ff8a80',
    fontFamily: 'system-ui',
  },
};

beforeEach(() => {
  stripeApi.handlers.length = 0;
  stripeApi.loadStripe.mockImplementation(async () => stripeApi.stripe);
});

describe('loadStripeLike', () => {
  it('passes the specification’s options and the host’s theme to Stripe and the element’s change events back', async () => {
    const stripe = await loadStripeLike('pk_test_1');
    expect(addStripeScript).toHaveBeenCalledWith(document); // no window.Stripe yet
    expect(stripeApi.loadStripe).toHaveBeenCalledWith('pk_test_1');
    const elements = stripe?.elements({
      clientSecret: 'pi_1_secret_x',
      appearance: DARK,
      locale: 'ko',
    });
    expect(stripeApi.stripe.elements).toHaveBeenCalledWith({
      clientSecret: 'pi_1_secret_x',
      appearance: DARK,
      locale: 'ko',
    });
    const element = elements?.create('payment', {
      layout: 'accordion',
      paymentMethodOrder: ['card', 'us_bank_account', 'acss_debit'],
    });
    expect(stripeApi.elements.create).toHaveBeenCalledWith('payment', {
      layout: 'accordion',
      paymentMethodOrder: ['card', 'us_bank_account', 'acss_debit'],
    });
    const seen: unknown[] = [];
    element?.on('change', (change) => seen.push(change));
    stripeApi.handlers[0]?.({ complete: true, value: { type: 'card' } });
    expect(seen).toEqual([{ complete: true, value: { type: 'card' } }]);
    const container = document.createElement('div');
    element?.mount(container);
    expect(stripeApi.element.mount).toHaveBeenCalledWith(container);
  });

  it('confirms with the real Elements object, redirecting only if required', async () => {
    const stripe = await loadStripeLike('pk_test_1');
    const elements = stripe?.elements({
      clientSecret: 'pi_1_secret_x',
      appearance: DARK,
      locale: 'ko',
    });
    if (!stripe || !elements) throw new Error('no stripe');
    const billing = { name: 'Pat', address: { country: 'US', postal_code: '10001' } };
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: {
        return_url: 'https://shop.example/cart/checkout/complete',
        payment_method_data: { billing_details: billing },
      },
    });
    expect(result).toEqual({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    expect(stripeApi.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripeApi.elements,
      redirect: 'if_required',
      confirmParams: {
        return_url: 'https://shop.example/cart/checkout/complete',
        payment_method_data: { billing_details: billing },
      },
    });
  });

  it('passes retrievePaymentIntent through, and a change without a value does not throw', async () => {
    const retrieve = vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } }));
    Object.assign(stripeApi.stripe, { retrievePaymentIntent: retrieve });
    const stripe = await loadStripeLike('pk_test_1');
    expect(await stripe?.retrievePaymentIntent('pi_1_secret_x')).toEqual({
      paymentIntent: { id: 'pi_1', status: 'succeeded' },
    });
    expect(retrieve).toHaveBeenCalledWith('pi_1_secret_x');
    const element = stripe
      ?.elements({ clientSecret: 'pi_1_secret_x', appearance: DARK, locale: 'ko' })
      .create('payment', { layout: 'accordion', paymentMethodOrder: ['card'] });
    const seen: unknown[] = [];
    element?.on('change', (change) => seen.push(change));
    (stripeApi.handlers[0] as (event: unknown) => void)({ complete: false });
    expect(seen).toEqual([{ complete: false, value: { type: undefined } }]);
  });

  // What /pure rejects with tells what went wrong (docs/vendors/stripe.md "Readiness").
  it.each([
    ['Failed to load Stripe.js', false, 'script-failed'],
    ['Stripe.js not available', false, 'not-ready'],
    ['Invalid API Key provided: pk_x', true, 'call-failed'],
  ])('rejects “%s” as %s', async (message, defined, kind) => {
    stripeApi.loadStripe.mockImplementation(async () => {
      if (defined) Object.assign(window, { Stripe: () => undefined });
      throw new Error(message);
    });
    await expect(loadStripeLike('pk_test_1')).rejects.toMatchObject({ kind });
    delete (window as { Stripe?: unknown }).Stripe;
  });
});
