import { describe, expect, it } from 'vitest';
import type { Country } from '../../../core/country';
import {
  canUseStoreCredit,
  isPaymentMethod,
  PAYMENT_METHODS,
  payButtonState,
  paymentRoute,
  shouldValidateCardForm,
  storeCreditEffect,
  type StoreCredit,
} from './payment.logic';

function credit(amountToCharge: number, usable = 100): StoreCredit {
  return { credits: 150, usable, amount_to_charge_usable: amountToCharge, expiry: '2026-01-01' };
}

describe('payment methods (spec/checkout.md §4)', () => {
  it('lists the six methods and narrows untrusted values', () => {
    expect(PAYMENT_METHODS).toEqual(['credit', 'affirm', 'paybright', 'klarna', 'stripe', 'other']);
    expect(isPaymentMethod('klarna')).toBe(true);
    expect(isPaymentMethod('paypal')).toBe(false);
    expect(isPaymentMethod(1)).toBe(false);
  });

  it('routes each method', () => {
    expect(PAYMENT_METHODS.map(paymentRoute)).toEqual([
      'card-form',
      'redirect',
      'redirect',
      'klarna',
      'payment-element',
      'review',
    ]);
  });
});

describe('store credit (spec/checkout.md §4)', () => {
  it('is offered only with usable credit', () => {
    expect(canUseStoreCredit(null)).toBe(false);
    expect(canUseStoreCredit(credit(100, 0))).toBe(false);
    expect(canUseStoreCredit(credit(100, Number.NaN))).toBe(false);
    expect(canUseStoreCredit(credit(100, 1))).toBe(true);
  });

  it('changes nothing when off or unusable', () => {
    const none = {
      applied: false,
      showPaymentSection: true,
      validateCard: true,
      amountToCharge: null,
      message: null,
    };
    expect(storeCreditEffect(credit(0), false, 'US')).toEqual(none);
    expect(storeCreditEffect(null, true, 'US')).toEqual(none);
    expect(storeCreditEffect(credit(0, 0), true, 'US')).toEqual(none);
  });

  it('covering everything hides the payment section and skips card validation', () => {
    for (const rest of [0, -5]) {
      expect(storeCreditEffect(credit(rest), true, 'US')).toEqual({
        applied: true,
        showPaymentSection: false,
        validateCard: false,
        amountToCharge: 0,
        message: null,
      });
    }
    expect(shouldValidateCardForm('credit', storeCreditEffect(credit(0), true, 'US'))).toBe(false);
  });

  it.each<[Country, number, string]>([
    ['US', 899, 'Amount to be charged: $899'],
    ['US', 899.5, 'Amount to be charged: $899.50'],
    ['CA', 1200, 'Amount to be charged: C$1,200'],
    ['AU', 45, 'Amount to be charged: AU$45'],
    ['UK', 45.25, 'Amount to be charged: £45.25'],
    ['HK', 3000, 'Amount to be charged: HK$3,000'],
    ['KR', 150000, 'Amount to be charged: 150,000₩'],
  ])('%s partial cover of %s', (country, rest, message) => {
    expect(storeCreditEffect(credit(rest), true, country)).toEqual({
      applied: true,
      showPaymentSection: true,
      validateCard: true,
      amountToCharge: rest,
      message,
    });
  });

  it('validates the card form only for the card method', () => {
    const partial = storeCreditEffect(credit(10), true, 'US');
    expect(shouldValidateCardForm('credit', partial)).toBe(true);
    expect(shouldValidateCardForm('stripe', partial)).toBe(false);
    expect(shouldValidateCardForm('affirm', partial)).toBe(false);
  });
});

describe('payButtonState (spec/checkout.md §4)', () => {
  const processing = { disabled: true, label: 'Processing...' };
  const ready = { disabled: false, label: null };

  it.each<[boolean, string | null, boolean, typeof processing | typeof ready]>([
    [false, 'card', false, processing],
    [false, null, false, processing],
    [true, 'card', false, ready],
    [false, 'apple_pay', false, ready],
    [false, 'google_pay', false, ready],
    [false, 'klarna', false, ready],
    [false, 'affirm', false, ready],
    [false, 'us_bank_account', false, processing],
    [true, 'card', true, processing],
    [false, 'apple_pay', true, processing],
  ])('complete %s, type %s, running %s', (elementComplete, elementType, attemptRunning, state) => {
    expect(payButtonState({ elementComplete, elementType, attemptRunning })).toEqual(state);
  });
});
