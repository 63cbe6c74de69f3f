import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_COMPLETE_PATH,
  completionNext,
  completionPath,
  completionPayload,
  confirmNext,
  declinedRequest,
  interpretStripeReply,
  PAYMENT_ELEMENT_LAYOUT,
  PAYMENT_METHOD_ORDER,
  providerCountry,
  stripeAjaxRequest,
  type ConfirmResult,
  type PaymentFormType,
} from './stripe.logic';

const UNKNOWN = 'Unknown error has occurred with Stripe';
const ORIGIN = 'https://shop.example';

describe('intent request and reply (spec/checkout.md §3, §7)', () => {
  it('posts creditActive and amount to /stripeAjax/{order_id}', () => {
    expect(stripeAjaxRequest(42, { creditActive: false, amount: 899 })).toEqual({
      path: '/stripeAjax/42',
      body: { creditActive: false, amount: 899 },
    });
    expect(stripeAjaxRequest('../x', { creditActive: true, amount: 1 }).path).toBe(
      '/stripeAjax/..%2Fx',
    );
  });

  it('reads the markers', () => {
    expect(
      interpretStripeReply({
        clientSecret: 'fullPaidByStoreCredit',
        customerId: 'cus_1',
        adjustAmount: 900,
      }),
    ).toEqual({ kind: 'paid-by-store-credit', customerId: 'cus_1', adjustAmount: 900 });
    expect(interpretStripeReply({ clientSecret: 'missingBillingAddress' })).toEqual({
      kind: 'missing-billing-address',
      message: 'Please complete your shipping address before processing your order.',
    });
    expect(interpretStripeReply({ clientSecret: ' ' })).toEqual({
      kind: 'error',
      message: UNKNOWN,
    });
  });

  it('maps a client secret and the order address to the provider shape', () => {
    expect(
      interpretStripeReply({
        clientSecret: 'pi_1_secret_2',
        address: {
          postalCode: 'SW1A 1AA',
          country: 'UK',
          state: 'London',
          city: 'London',
          line1: '1 Mall',
          line2: '',
        },
        name: 'Ana Lee',
        email: 'ana@rove.shop',
        orderId: 42,
        customerId: 'cus_1',
        adjustAmount: 12,
      }),
    ).toEqual({
      kind: 'confirm',
      clientSecret: 'pi_1_secret_2',
      billingDetails: {
        name: 'Ana Lee',
        email: 'ana@rove.shop',
        address: {
          postal_code: 'SW1A 1AA',
          country: 'GB',
          state: 'London',
          city: 'London',
          line1: '1 Mall',
          line2: '',
        },
      },
      customerId: 'cus_1',
      adjustAmount: 12,
    });
    expect(interpretStripeReply({ clientSecret: 's', adjustAmount: Number.NaN })).toMatchObject({
      customerId: '',
      adjustAmount: 0,
    });
  });

  it.each<[string | undefined, string | undefined]>([
    ['UK', 'GB'],
    ['826', 'GB'],
    ['gb', 'GB'],
    ['124', 'CA'],
    ['us', 'US'],
    ['410', 'KR'],
    ['fr', 'FR'],
    ['France', undefined],
    [undefined, undefined],
  ])('provider country of %s', (value, expected) => {
    expect(providerCountry(value)).toBe(expected);
  });

  it('uses the specification’s element settings', () => {
    expect(PAYMENT_METHOD_ORDER).toEqual(['card', 'us_bank_account', 'acss_debit']);
    expect(PAYMENT_ELEMENT_LAYOUT).toBe('accordion');
  });
});

describe('confirmNext: every intent outcome (docs/vendors/stripe.md "Outcomes")', () => {
  const ORIGIN = 'https://shop.example';
  const VERIFY_URL = 'https://payments.stripe.com/microdeposit/pacs_test_1';

  it.each(['succeeded', 'processing', 'requires_capture'])('%s posts completion', (status) => {
    expect(
      confirmNext({ paymentIntent: { id: 'pi_1', status, payment_method: 'pm_1' } }, ORIGIN),
    ).toEqual({
      kind: 'complete',
      status,
      paymentIntentId: 'pi_1',
      paymentMethodId: 'pm_1',
    });
  });

  it('reads an expanded payment method or none', () => {
    expect(
      confirmNext(
        { paymentIntent: { id: 'pi_1', status: 'succeeded', payment_method: { id: 'pm_2' } } },
        ORIGIN,
      ),
    ).toMatchObject({ paymentMethodId: 'pm_2' });
    expect(
      confirmNext(
        { paymentIntent: { id: 'pi_1', status: 'succeeded', payment_method: null } },
        ORIGIN,
      ),
    ).toMatchObject({ paymentMethodId: '' });
  });

  it('a bank account verified by microdeposits posts completion in that state, with where to verify', () => {
    const intent = {
      id: 'pi_1',
      status: 'requires_action',
      payment_method: 'pm_bank',
      next_action: {
        type: 'verify_with_microdeposits',
        verify_with_microdeposits: {
          arrival_date: 1_796_000_000,
          hosted_verification_url: VERIFY_URL,
          microdeposit_type: 'descriptor_code',
        },
      },
    };
    expect(confirmNext({ paymentIntent: intent }, ORIGIN)).toEqual({
      kind: 'complete',
      status: 'requires_action',
      paymentIntentId: 'pi_1',
      paymentMethodId: 'pm_bank',
      verification: { url: VERIFY_URL, arrivalDate: 1_796_000_000_000 },
    });
  });

  it('keeps only a verification page a payment may send the shopper to, and a real date', () => {
    const verifying = (details: Record<string, unknown>) =>
      confirmNext(
        {
          paymentIntent: {
            id: 'pi_1',
            status: 'requires_action',
            next_action: { type: 'verify_with_microdeposits', verify_with_microdeposits: details },
          },
        },
        ORIGIN,
      );
    expect(
      verifying({ hosted_verification_url: 'https://evil.example/verify', arrival_date: -1 }),
    ).toMatchObject({ verification: { url: null, arrivalDate: null } });
    expect(verifying({ hosted_verification_url: 'javascript:alert(1)' })).toMatchObject({
      verification: { url: null, arrivalDate: null },
    });
    // The demo host's simulation serves its verification page from the site itself.
    expect(verifying({ hosted_verification_url: '/demo/stripe/verify/pi_1' })).toMatchObject({
      verification: { url: 'https://shop.example/demo/stripe/verify/pi_1' },
    });
  });

  it("an error shows the provider's message for 4 s and is posted as declined", () => {
    const error = { type: 'card_error', message: 'Your card was declined.' };
    expect(confirmNext({ error }, ORIGIN)).toEqual({
      kind: 'declined',
      message: 'Your card was declined.',
      displayMs: 4000,
      error,
    });
    expect(confirmNext({ error: {} }, ORIGIN)).toEqual({
      kind: 'declined',
      message: UNKNOWN,
      displayMs: 4000,
      error: {},
    });
  });

  it.each(['requires_payment_method', 'canceled'])(
    'a %s intent is declined: the card error’s message, else the unknown text',
    (status) => {
      const cardError = { type: 'card_error', message: 'Your card has insufficient funds.' };
      expect(
        confirmNext(
          { paymentIntent: { id: 'pi_1', status, last_payment_error: cardError } },
          ORIGIN,
        ),
      ).toEqual({
        kind: 'declined',
        message: 'Your card has insufficient funds.',
        displayMs: 4000,
        error: cardError,
      });
      expect(confirmNext({ paymentIntent: { id: 'pi_1', status } }, ORIGIN)).toEqual({
        kind: 'declined',
        message: UNKNOWN,
        displayMs: 4000,
        error: null,
      });
    },
  );

  it.each<[ConfirmResult, string]>([
    [{}, 'none'],
    [{ paymentIntent: { id: 'pi_1', status: 'requires_confirmation' } }, 'requires_confirmation'],
    [{ paymentIntent: { id: 'pi_1', status: 'requires_action' } }, 'requires_action'],
    [
      {
        paymentIntent: {
          id: 'pi_1',
          status: 'requires_action',
          next_action: { type: 'redirect_to_url' },
        },
      },
      'requires_action, redirect_to_url',
    ],
    [{ paymentIntent: { id: 'pi_1', status: 'something_new' } }, 'something_new'],
  ])('anything else is the unknown error, naming what it was: %j', (result, status) => {
    expect(confirmNext(result, ORIGIN)).toEqual({ kind: 'unknown', message: UNKNOWN, status });
  });
});

describe('completion (spec/checkout.md §3, §7)', () => {
  it.each<[PaymentFormType, string]>([
    ['checkout', '/uc_stripe/payment/complete/42'],
    ['membership', '/user/membership/payment_complete/42'],
    ['terminal', '/uc_stripe/terminal/complete/42'],
    ['swatch', '/user/swatch/payment_complete/42'],
    ['quote', '/user/quote/payment_complete/42'],
  ])('%s posts to %s', (formType, path) => {
    expect(completionPath(formType, 42)).toBe(path);
  });

  it('builds the payload with the specification’s field names', () => {
    const confirmed = {
      kind: 'complete',
      status: 'succeeded',
      paymentIntentId: 'pi_1',
      paymentMethodId: 'pm_1',
    } as const;
    expect(
      completionPayload({
        amount: 899,
        confirmed,
        customerId: 'cus_1',
        adjustAmount: 0,
        referral: { id: ' instagram ', other: '', associate: 'Sam' },
      }),
    ).toEqual({
      amount: 899,
      paymentIntentId: 'pi_1',
      paymentMethodId: 'pm_1',
      status: 'succeeded',
      customerId: 'cus_1',
      adjustAmount: 0,
      referralSource: 'instagram',
      referralOther: '',
      referralAssociate: 'Sam',
    });
    expect(
      completionPayload({ amount: 1, confirmed, customerId: '', adjustAmount: 0 }),
    ).toMatchObject({ referralSource: '', referralOther: '', referralAssociate: '' });
    // The 'Other' line goes only with 'Other' chosen.
    const otherLine = (id: string, other: string) =>
      completionPayload({
        amount: 899,
        confirmed: null,
        customerId: 'cus_1',
        adjustAmount: 0,
        referral: { id, other },
      }).referralOther;
    expect(otherLine('search', 'a blog')).toBe('');
    expect(otherLine('other', ' a blog ')).toBe('a blog');
  });

  it('completes without an intent when store credit paid everything', () => {
    expect(
      completionPayload({ amount: 12, confirmed: null, customerId: 'cus_1', adjustAmount: 900 }),
    ).toEqual({
      amount: 0,
      paymentIntentId: '',
      paymentMethodId: '',
      status: '',
      customerId: 'cus_1',
      adjustAmount: 900,
      referralSource: '',
      referralOther: '',
      referralAssociate: '',
    });
  });

  it('posts the declined notice with the provider error', () => {
    const error = { code: 'card_declined', message: 'Your card was declined.' };
    expect(declinedRequest(42, error)).toEqual({
      path: '/uc_stripe/payment/declined/42',
      body: { response: error },
    });
    expect(declinedRequest(42, 'Your card was declined.')).toEqual({
      path: '/uc_stripe/payment/declined/42',
      body: { response: 'Your card was declined.' },
    });
  });

  it('redirects only to allowed places, falling back to the complete page', () => {
    expect(completionNext({ success: true, url: '/cart/checkout/complete?o=42' }, ORIGIN)).toEqual({
      kind: 'redirect',
      url: 'https://shop.example/cart/checkout/complete?o=42',
    });
    for (const url of [
      'javascript:alert(1)',
      'https://evil.example/',
      '//evil.example',
      undefined,
    ]) {
      expect(completionNext({ success: true, url }, ORIGIN)).toEqual({
        kind: 'redirect',
        url: `https://shop.example${CHECKOUT_COMPLETE_PATH}`,
      });
    }
    expect(completionNext({ success: true }, ORIGIN, { fallbackPath: '/user/membership' })).toEqual(
      { kind: 'redirect', url: 'https://shop.example/user/membership' },
    );
    expect(completionNext({ success: false, url: '/x' }, ORIGIN)).toEqual({
      kind: 'failed',
      message: UNKNOWN,
    });
    expect(completionNext({ success: true, url: '/x' }, 'not an origin')).toEqual({
      kind: 'failed',
      message: UNKNOWN,
    });
  });
});
