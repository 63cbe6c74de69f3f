import type { Country } from '../../../core/country';
import { checkoutMessages } from '../../../core/i18n/checkout';
import { translate } from '../../../core/i18n/translate';
import { formatMoney } from '../../../core/money';
import { currencyForCountry } from '../../../core/currency';

// The payment step's choices: the method, store credit and the pay button's state
// (spec/checkout.md §3, §4). The card provider's calls are in stripe.logic.ts, the pay-now-later
// providers' in bnpl.logic.ts, and the double-submit guard in pay-attempt.logic.ts.

/**
 * The payment methods (spec/checkout.md §4): the checkout's own card form ('credit'), Affirm, the
 * paybright route, Klarna, the card provider's payment element ('stripe'), or another method
 * placed through the review button.
 *
 * @example PAYMENT_METHODS.includes('klarna') // true
 */
export const PAYMENT_METHODS = [
  'credit',
  'affirm',
  'paybright',
  'klarna',
  'stripe',
  'other',
] as const;

/** One of {@link PAYMENT_METHODS}. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Narrows an untrusted value (a radio's value, a setting) to a method.
 *
 * @example isPaymentMethod('stripe') // true
 * @example isPaymentMethod('paypal') // false
 */
export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/**
 * How a method is paid with (spec/checkout.md §4): the own card form, the provider's element, a GET
 * that answers a URL to redirect to (Affirm, paybright), Klarna's authorize-then-redirect, or
 * the review button's plain form submit.
 */
export type PaymentRoute = 'card-form' | 'payment-element' | 'redirect' | 'klarna' | 'review';

/**
 * The route of a method.
 *
 * @example paymentRoute('paybright') // 'redirect'
 */
export function paymentRoute(method: PaymentMethod): PaymentRoute {
  switch (method) {
    case 'credit':
      return 'card-form';
    case 'stripe':
      return 'payment-element';
    case 'affirm':
    case 'paybright':
      return 'redirect';
    case 'klarna':
      return 'klarna';
    case 'other':
    default:
      return 'review';
  }
}

/** The store credit of the shopper (spec/checkout.md §3), as the server names it. */
export interface StoreCredit {
  /** The whole balance. */
  readonly credits: number;
  /** What can be spent on this order. */
  readonly usable: number;
  /** What is left to charge once the usable credit is spent. */
  readonly amount_to_charge_usable: number;
  /** When the credit expires, as the server writes it. */
  readonly expiry: string;
}

/**
 * Whether the store credit toggle is offered: there is credit usable on this order.
 *
 * @example canUseStoreCredit({ credits: 50, usable: 0, amount_to_charge_usable: 900, expiry: '' }) // false
 */
export function canUseStoreCredit(credit: StoreCredit | null): boolean {
  return credit !== null && Number.isFinite(credit.usable) && credit.usable > 0;
}

/** What the store credit toggle does to the payment step. */
export interface StoreCreditEffect {
  /** Whether credit is applied (offered and toggled on). */
  readonly applied: boolean;
  /** Show the payment section (card fields, methods). Hidden when credit covers everything. */
  readonly showPaymentSection: boolean;
  /** Validate the card form. Skipped when credit covers everything. */
  readonly validateCard: boolean;
  /** What remains to charge once credit is applied; null when credit is not applied. */
  readonly amountToCharge: number | null;
  /** 'Amount to be charged: $X' for a partial cover; null otherwise. */
  readonly message: string | null;
}

/**
 * What applying store credit means (spec/checkout.md §4): when it covers the whole order the payment
 * section is hidden and card validation skipped; when it covers part, 'Amount to be charged:
 * $X' shows the rest in the shop's currency. A charge is shown to the cent when it has cents
 * (a shopper must see exactly what the card pays), else in whole units like every price.
 *
 * @example storeCreditEffect({ credits: 1000, usable: 1000, amount_to_charge_usable: 0, expiry: '' }, true, 'US').showPaymentSection // false
 * @example storeCreditEffect({ credits: 100, usable: 100, amount_to_charge_usable: 899.5, expiry: '' }, true, 'US').message // 'Amount to be charged: $899.50'
 */
export function storeCreditEffect(
  credit: StoreCredit | null,
  toggledOn: boolean,
  country: Country,
): StoreCreditEffect {
  if (!toggledOn || credit === null || !canUseStoreCredit(credit)) {
    return {
      applied: false,
      showPaymentSection: true,
      validateCard: true,
      amountToCharge: null,
      message: null,
    };
  }
  const rest = Number.isFinite(credit.amount_to_charge_usable)
    ? Math.max(0, credit.amount_to_charge_usable)
    : 0;
  if (rest === 0) {
    return {
      applied: true,
      showPaymentSection: false,
      validateCard: false,
      amountToCharge: 0,
      message: null,
    };
  }
  const decimals = Number.isInteger(rest) ? 0 : 2;
  const amount = formatMoney(rest, currencyForCountry(country), { decimals });
  return {
    applied: true,
    showPaymentSection: true,
    validateCard: true,
    amountToCharge: rest,
    message: translate(checkoutMessages, 'amountToBeCharged', undefined, { amount }),
  };
}

/**
 * Whether the checkout's own card form must be validated before submit: only for the card
 * method, and not when store credit pays everything.
 *
 * @example shouldValidateCardForm('credit', { validateCard: false }) // false
 */
export function shouldValidateCardForm(
  method: PaymentMethod,
  credit: Pick<StoreCreditEffect, 'validateCard'>,
): boolean {
  return method === 'credit' && credit.validateCard;
}

/**
 * Payment element types that never report "complete" before confirming: wallets open their own
 * sheet and pay-over-time providers their own page, so the button must not wait for them
 * (spec/checkout.md §4).
 *
 * @example INSTANT_ELEMENT_TYPES.includes('apple_pay') // true
 */
export const INSTANT_ELEMENT_TYPES: readonly string[] = [
  'apple_pay',
  'google_pay',
  'link',
  'paypal',
  'cashapp',
  'amazon_pay',
  'affirm',
  'klarna',
  'afterpay_clearpay',
  'zip',
];

/** What the pay button shows. */
export interface PayButtonState {
  readonly disabled: boolean;
  /** 'Processing...' while waiting; null means the view's own label. */
  readonly label: string | null;
}

/** Inputs of {@link payButtonState}. */
export interface PayButtonInputs {
  /** The payment element reported complete (its `change` event's `complete`). */
  readonly elementComplete: boolean;
  /** The selected type in the element (its `change` event's `value.type`). */
  readonly elementType: string | null;
  /** A pay attempt is running (see pay-attempt.logic.ts). */
  readonly attemptRunning: boolean;
}

/**
 * The provider element's pay button (spec/checkout.md §4): disabled with 'Processing...' until the
 * element is complete (wallet and pay-over-time types are exempt) and while an attempt runs.
 *
 * @example payButtonState({ elementComplete: false, elementType: 'card', attemptRunning: false }) // { disabled: true, label: 'Processing...' }
 * @example payButtonState({ elementComplete: false, elementType: 'apple_pay', attemptRunning: false }) // { disabled: false, label: null }
 */
export function payButtonState(inputs: PayButtonInputs): PayButtonState {
  const exempt = inputs.elementType !== null && INSTANT_ELEMENT_TYPES.includes(inputs.elementType);
  const waiting = inputs.attemptRunning || (!inputs.elementComplete && !exempt);
  return waiting
    ? { disabled: true, label: translate(checkoutMessages, 'processing') }
    : { disabled: false, label: null };
}
