import { describe, expect, it } from 'vitest';
import {
  parseStripeReturn,
  readStripeReturnParams,
  returnNext,
  stripeReturnUrl,
  withoutStripeReturn,
} from './stripe-return.logic';
import { fromMinorUnits } from './stripe.logic';

// docs/vendors/stripe.md "Return" and "Amounts".

describe('parseStripeReturn', () => {
  it('reads the three parameters Stripe.js appends to return_url', () => {
    expect(
      parseStripeReturn({
        payment_intent: 'pi_3Abc',
        payment_intent_client_secret: 'pi_3Abc_secret_XyZ',
        redirect_status: 'succeeded',
      }),
    ).toEqual({
      kind: 'return',
      paymentIntentId: 'pi_3Abc',
      clientSecret: 'pi_3Abc_secret_XyZ',
      redirectStatus: 'succeeded',
    });
  });

  it.each([
    ['no client secret', { payment_intent: 'pi_1', redirect_status: 'succeeded' }],
    ['no intent', { payment_intent_client_secret: 'pi_1_secret_x' }],
    ['an id that is not an intent', { payment_intent: 'ch_1', payment_intent_client_secret: 'x' }],
    [
      'markup in the secret',
      { payment_intent: 'pi_1', payment_intent_client_secret: 'pi_1_secret_<b>' },
    ],
    [
      'an odd status',
      { payment_intent: 'pi_1', payment_intent_client_secret: 's', redirect_status: 'OK!' },
    ],
  ])('calls a return with %s malformed', (_name, params) => {
    expect(parseStripeReturn(params).kind).toBe('malformed');
  });
});

describe('returnNext', () => {
  const ORIGIN = 'https://shop.example';

  it.each(['succeeded', 'processing'])('completes a %s intent, in whole units', (status) => {
    expect(
      returnNext(
        { id: 'pi_1', status, amount: 129950, currency: 'usd', payment_method: 'pm_1' },
        'pi_1',
        ORIGIN,
      ),
    ).toEqual({
      kind: 'complete',
      status,
      paymentIntentId: 'pi_1',
      paymentMethodId: 'pm_1',
      amount: 1299.5,
    });
  });

  it('keeps a zero-decimal amount (the won) as it is', () => {
    const next = returnNext(
      { id: 'pi_1', status: 'succeeded', amount: 50000, currency: 'krw' },
      'pi_1',
      ORIGIN,
    );
    expect(next).toMatchObject({ kind: 'complete', amount: 50000 });
  });

  it.each(['requires_payment_method', 'canceled'])(
    'gives Stripe’s message back for a %s intent',
    (status) => {
      const error = {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate.',
      };
      expect(returnNext({ id: 'pi_1', status, last_payment_error: error }, 'pi_1', ORIGIN)).toEqual(
        {
          kind: 'declined',
          message: 'We are unable to authenticate.',
          error,
        },
      );
    },
  );

  it('keeps Stripe’s message for the shopper to card errors', () => {
    const error = {
      type: 'invalid_request_error',
      code: 'payment_intent_payment_attempt_failed',
      message: 'The latest payment attempt of this PaymentIntent has failed or been canceled.',
    };
    expect(
      returnNext(
        { id: 'pi_1', status: 'requires_payment_method', last_payment_error: error },
        'pi_1',
        ORIGIN,
      ),
    ).toEqual({ kind: 'declined', message: 'Unknown error has occurred with Stripe', error });
  });

  it('says the unknown-error text for another intent, no intent, or one still needing action', () => {
    expect(returnNext({ id: 'pi_2', status: 'succeeded' }, 'pi_1', ORIGIN).kind).toBe('unknown');
    expect(returnNext(undefined, 'pi_1', ORIGIN).kind).toBe('unknown');
    expect(returnNext({ id: 'pi_1', status: 'requires_action' }, 'pi_1', ORIGIN)).toEqual({
      kind: 'unknown',
      message: 'Unknown error has occurred with Stripe',
      status: 'requires_action',
    });
  });

  it('completes a bank account waiting for microdeposits as after a confirmation', () => {
    const next = returnNext(
      {
        id: 'pi_1',
        status: 'requires_action',
        amount: 129900,
        currency: 'usd',
        next_action: {
          type: 'verify_with_microdeposits',
          verify_with_microdeposits: {
            hosted_verification_url: 'https://payments.stripe.com/microdeposit/pacs_test_1',
          },
        },
      },
      'pi_1',
      ORIGIN,
    );
    expect(next).toMatchObject({
      kind: 'complete',
      status: 'requires_action',
      amount: 1299,
      verification: {
        url: 'https://payments.stripe.com/microdeposit/pacs_test_1',
        arrivalDate: null,
      },
    });
  });
});

describe('readStripeReturnParams and withoutStripeReturn', () => {
  it('reads only Stripe’s three parameters, and null without any', () => {
    expect(
      readStripeReturnParams(
        '?a=1&payment_intent=pi_1&redirect_status=failed&payment_intent_client_secret=s',
      ),
    ).toEqual({
      payment_intent: 'pi_1',
      payment_intent_client_secret: 's',
      redirect_status: 'failed',
    });
    expect(readStripeReturnParams('?a=1')).toBeNull();
    expect(readStripeReturnParams('')).toBeNull();
  });

  it('removes them and keeps the rest of the address', () => {
    expect(
      withoutStripeReturn('https://shop.example/cart/checkout?a=1&payment_intent=pi_1#top'),
    ).toBe('https://shop.example/cart/checkout?a=1#top');
  });
});

describe('stripeReturnUrl', () => {
  it('is the page without an earlier return’s parameters or its fragment', () => {
    expect(
      stripeReturnUrl(
        'https://shop.example/cart/checkout?x=1&payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=failed#pay',
      ),
    ).toBe('https://shop.example/cart/checkout?x=1');
  });
});

describe('fromMinorUnits', () => {
  it('divides by 100 except for zero-decimal currencies', () => {
    expect(fromMinorUnits(14900, 'usd')).toBe(149);
    expect(fromMinorUnits(14900, 'CAD')).toBe(149);
    expect(fromMinorUnits(50000, 'krw')).toBe(50000);
    expect(fromMinorUnits(500, 'jpy')).toBe(500);
  });
});
