import { checkoutMessages } from '../../../core/i18n/checkout';
import { translate } from '../../../core/i18n/translate';
import { countryFromCode } from '../../../core/country-codes';
import { redirectTarget } from './redirect.logic';
import { PAYMENT_ERROR_DISPLAY_MS } from '../timings';
import type { Referral } from '../referral';

// The card provider's flow (spec/checkout.md §3, §4, §7): POST /stripeAjax/{order_id} → confirm →
// completion post by form type → redirect; declined notice on error. The replies are validated
// by the api layer; this module says what each means and builds what is sent.

/** Order ids travel in paths; encoded so that an odd id cannot change the path. */
function orderSegment(orderId: string | number): string {
  return encodeURIComponent(String(orderId));
}

/**
 * The card provider's payment method order and element layout (spec/checkout.md §9).
 *
 * @example elements.create('payment', { layout: PAYMENT_ELEMENT_LAYOUT, paymentMethodOrder: PAYMENT_METHOD_ORDER })
 */
export const PAYMENT_METHOD_ORDER: readonly string[] = ['card', 'us_bank_account', 'acss_debit'];

/** @example elements.create('payment', { layout: PAYMENT_ELEMENT_LAYOUT }) */
export const PAYMENT_ELEMENT_LAYOUT = 'accordion';

/**
 * The path and body of the intent request (spec/checkout.md §7).
 *
 * @example stripeAjaxRequest(42, { creditActive: true, amount: 899 }) // { path: '/stripeAjax/42', body: { creditActive: true, amount: 899 } }
 */
export function stripeAjaxRequest(
  orderId: string | number,
  body: { readonly creditActive: boolean; readonly amount: number },
): { path: string; body: { creditActive: boolean; amount: number } } {
  return {
    path: `/stripeAjax/${orderSegment(orderId)}`,
    body: { creditActive: body.creditActive, amount: body.amount },
  };
}

/** The address the server holds for the order (spec/checkout.md §3). */
export interface StripeReplyAddress {
  readonly postalCode?: string;
  readonly country?: string;
  readonly state?: string;
  readonly city?: string;
  readonly line1?: string;
  readonly line2?: string;
}

/** The reply of POST /stripeAjax/{order_id} (spec/checkout.md §3). */
export interface StripeAjaxReply {
  /** The intent's client secret, or a marker: 'fullPaidByStoreCredit', 'missingBillingAddress'. */
  readonly clientSecret: string;
  readonly address?: StripeReplyAddress;
  readonly name?: string;
  readonly email?: string;
  readonly orderId?: string | number;
  readonly customerId?: string;
  /** Card level-3 data the server wants echoed; opaque here. */
  readonly level3?: unknown;
  readonly adjustAmount?: number;
}

/** Billing details in the card provider's shape (confirmPayment's payment_method_data). */
export interface ProviderBillingDetails {
  readonly name?: string;
  readonly email?: string;
  readonly address: {
    readonly postal_code?: string;
    /** ISO 3166 alpha-2: the storefront's 'UK' is 'GB' to the provider. */
    readonly country?: string;
    readonly state?: string;
    readonly city?: string;
    readonly line1?: string;
    readonly line2?: string;
  };
}

/** What the intent reply asks for next. */
export type StripeReplyAction =
  | {
      readonly kind: 'confirm';
      readonly clientSecret: string;
      readonly billingDetails: ProviderBillingDetails;
      readonly customerId: string;
      readonly adjustAmount: number;
    }
  /**
   * Store credit pays everything: post completion without an intent (amount 0, adjustAmount
   * the credit used, see {@link completionPayload}), no card is confirmed.
   */
  | {
      readonly kind: 'paid-by-store-credit';
      readonly customerId: string;
      readonly adjustAmount: number;
    }
  /** Show the message and reopen the address step. */
  | { readonly kind: 'missing-billing-address'; readonly message: string }
  /** No usable secret: show the unknown-error message. */
  | { readonly kind: 'error'; readonly message: string };

/** The markers the server puts in `clientSecret` (spec/checkout.md §3). */
export const FULL_PAID_BY_STORE_CREDIT = 'fullPaidByStoreCredit';
export const MISSING_BILLING_ADDRESS = 'missingBillingAddress';

/**
 * The provider's country code for a country value from the server ('UK', 'GB', '826', 'ca').
 * Unknown values are passed upper-cased when they look like an alpha-2 code, else dropped
 * (the provider rejects a malformed country, which would fail the whole payment).
 *
 * @example providerCountry('UK') // 'GB'
 * @example providerCountry('124') // 'CA'
 * @example providerCountry('fr') // 'FR'
 */
export function providerCountry(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const country = countryFromCode(value);
  if (country === 'UK') return 'GB';
  if (country) return country;
  const text = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(text) ? text : undefined;
}

/**
 * What the intent reply means (spec/checkout.md §4, §8).
 *
 * @example interpretStripeReply({ clientSecret: 'missingBillingAddress' }) // { kind: 'missing-billing-address', message: 'Please complete your shipping address before processing your order.' }
 * @example interpretStripeReply({ clientSecret: 'fullPaidByStoreCredit', adjustAmount: 900 }) // { kind: 'paid-by-store-credit', customerId: '', adjustAmount: 900 }
 */
export function interpretStripeReply(reply: StripeAjaxReply): StripeReplyAction {
  const secret = typeof reply.clientSecret === 'string' ? reply.clientSecret.trim() : '';
  const customerId = reply.customerId ?? '';
  const adjustAmount =
    typeof reply.adjustAmount === 'number' && Number.isFinite(reply.adjustAmount)
      ? reply.adjustAmount
      : 0;
  if (secret === FULL_PAID_BY_STORE_CREDIT) {
    return { kind: 'paid-by-store-credit', customerId, adjustAmount };
  }
  if (secret === MISSING_BILLING_ADDRESS) {
    return {
      kind: 'missing-billing-address',
      message: translate(checkoutMessages, 'completeShippingAddress'),
    };
  }
  if (secret === '') return { kind: 'error', message: unknownStripeError() };
  const address = reply.address ?? {};
  return {
    kind: 'confirm',
    clientSecret: secret,
    billingDetails: {
      name: reply.name,
      email: reply.email,
      address: {
        postal_code: address.postalCode,
        country: providerCountry(address.country),
        state: address.state,
        city: address.city,
        line1: address.line1,
        line2: address.line2,
      },
    },
    customerId,
    adjustAmount,
  };
}

/**
 * 'Unknown error has occurred with Stripe' (spec/checkout.md §8).
 *
 * @example unknownStripeError() // 'Unknown error has occurred with Stripe'
 */
export function unknownStripeError(): string {
  return translate(checkoutMessages, 'unknownStripeError');
}

/**
 * Stripe's error object as confirmPayment and retrievePaymentIntent resolve it (`{error}`, never a
 * rejection; docs/vendors/stripe.md "Errors"): the parts this flow reads.
 */
export interface ProviderError {
  readonly message?: string;
  readonly type?: string;
  readonly code?: string;
  readonly decline_code?: string;
}

/**
 * What a `requires_action` intent asks for next (docs/vendors/stripe.md "Outcomes"): the one
 * type Stripe.js hands back to us is `verify_with_microdeposits`, a bank account (ACH) that
 * Stripe verifies with small deposits over the following days.
 */
export interface ProviderNextAction {
  readonly type: string;
  readonly verify_with_microdeposits?: {
    /** Unix seconds: when the deposits should arrive. */
    readonly arrival_date?: number;
    /** Stripe's page where the shopper enters the deposits or the code. */
    readonly hosted_verification_url?: string;
    /** 'descriptor_code' (a code in the deposit's description) or 'amounts' (two amounts). */
    readonly microdeposit_type?: string | null;
  } | null;
}

/** The parts of a PaymentIntent this flow reads (amount in the currency's minor unit). */
export interface ProviderPaymentIntent {
  readonly id: string;
  readonly status: string;
  readonly amount?: number;
  readonly currency?: string;
  readonly payment_method?: string | { readonly id: string } | null;
  readonly last_payment_error?: ProviderError | null;
  readonly next_action?: ProviderNextAction | null;
}

/** The parts of the provider's confirmPayment (and retrievePaymentIntent) result this flow reads. */
export interface ConfirmResult {
  readonly error?: ProviderError;
  readonly paymentIntent?: ProviderPaymentIntent;
}

/**
 * How long Stripe.js may take to become ready (loadStripe's promise) before the card form says
 * it could not load: a script that never answers must not leave 'Loading…' for ever.
 *
 * @example setTimeout(giveUp, STRIPE_READY_TIMEOUT_MS)
 */
export const STRIPE_READY_TIMEOUT_MS = 20_000;

/** Stripe's zero-decimal currencies (docs/vendors/stripe.md "Amounts"): amounts are whole units. */
const ZERO_DECIMAL = 'bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf';

/**
 * A Stripe amount (the currency's smallest unit) in whole units of the order, as the completion
 * post carries it: cents / 100, a zero-decimal currency (the won) as it is.
 *
 * @example fromMinorUnits(129900, 'usd') // 1299
 * @example fromMinorUnits(50000, 'krw') // 50000
 */
export function fromMinorUnits(amount: number, currency: string): number {
  return ZERO_DECIMAL.split(' ').includes(currency.toLowerCase()) ? amount : amount / 100;
}

/** Intent statuses after which the order is paid or will be (spec/checkout.md §4). */
export const COMPLETED_INTENT_STATUSES: readonly string[] = [
  'succeeded',
  'processing',
  'requires_capture',
];

/** Intent statuses after which the shopper has to give a payment method again. */
const RETRY_STATUSES: readonly string[] = ['requires_payment_method', 'canceled'];

/**
 * A bank account Stripe verifies with microdeposits: where the shopper verifies it (Stripe's
 * hosted page; null when the intent named none we may send the shopper to) and when the
 * deposits should arrive (epoch ms, or null).
 */
export interface BankVerification {
  readonly url: string | null;
  readonly arrivalDate: number | null;
}

/** What to do after confirming. */
export type ConfirmNext =
  /**
   * Post the completion payload, then redirect to the returned URL; with a `verification`, the
   * order waits for the bank account and the shopper is shown where to verify it instead.
   */
  | {
      readonly kind: 'complete';
      readonly status: string;
      readonly paymentIntentId: string;
      readonly paymentMethodId: string;
      readonly verification?: BankVerification;
    }
  /**
   * Show the message (the provider's, for `displayMs`) and post the declined notice with the
   * provider's error.
   */
  | {
      readonly kind: 'declined';
      readonly message: string;
      readonly displayMs: number;
      readonly error: ProviderError | null;
    }
  /** Show 'Unknown error has occurred with Stripe'; `status` names what was not understood. */
  | { readonly kind: 'unknown'; readonly message: string; readonly status: string };

/**
 * The microdeposit verification an intent asks for, or null when it asks for something else.
 * The hosted page is kept only where a payment may send the shopper (the site or Stripe).
 *
 * @example microdepositVerification(intent, 'https://shop.example')?.url // 'https://payments.stripe.com/microdeposit/pacs_1'
 */
export function microdepositVerification(
  intent: ProviderPaymentIntent,
  origin: string,
): BankVerification | null {
  const action = intent.next_action;
  if (intent.status !== 'requires_action' || action?.type !== 'verify_with_microdeposits')
    return null;
  const details = action.verify_with_microdeposits ?? {};
  const url =
    typeof details.hosted_verification_url === 'string'
      ? redirectTarget(details.hosted_verification_url, origin)
      : undefined;
  const seconds = details.arrival_date;
  return {
    url: url ?? null,
    arrivalDate:
      typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
        ? seconds * 1000
        : null,
  };
}

const paymentMethodIdOf = (intent: ProviderPaymentIntent): string => {
  const method = intent.payment_method;
  return typeof method === 'string' ? method : (method?.id ?? '');
};

/**
 * The next step after confirmPayment, or after the way back from a redirect (spec/checkout.md
 * §4; every status in docs/vendors/stripe.md "Outcomes"):
 * - an error → the provider's message for 4 s and a declined notice;
 * - succeeded, processing or requires_capture → post completion;
 * - requires_action with microdeposits → post completion in that state, then show where to verify;
 * - requires_payment_method or canceled → declined: the card error's message, else the unknown text;
 * - anything else → 'Unknown error has occurred with Stripe'.
 *
 * An error without a message shows the unknown-error text rather than an empty card-error area.
 *
 * @example confirmNext({ paymentIntent: { id: 'pi_1', status: 'succeeded', payment_method: 'pm_1' } }, location.origin).kind // 'complete'
 * @example confirmNext({ error: { message: 'Your card was declined.' } }, location.origin).message // 'Your card was declined.'
 */
export function confirmNext(result: ConfirmResult, origin: string): ConfirmNext {
  if (result.error) {
    const message = result.error.message?.trim();
    return {
      kind: 'declined',
      message: message ? message : unknownStripeError(),
      displayMs: PAYMENT_ERROR_DISPLAY_MS,
      error: result.error,
    };
  }
  const intent = result.paymentIntent;
  if (!intent) return { kind: 'unknown', message: unknownStripeError(), status: 'none' };
  const confirmed = {
    kind: 'complete',
    status: intent.status,
    paymentIntentId: intent.id,
    paymentMethodId: paymentMethodIdOf(intent),
  } as const;
  if (COMPLETED_INTENT_STATUSES.includes(intent.status)) return confirmed;
  const verification = microdepositVerification(intent, origin);
  if (verification) return { ...confirmed, verification };
  if (RETRY_STATUSES.includes(intent.status)) {
    const error = intent.last_payment_error ?? null;
    // Stripe's message is for the shopper only on a card error (docs/vendors/stripe.md "Errors").
    const message = error?.type === 'card_error' ? error.message?.trim() : undefined;
    return {
      kind: 'declined',
      message: message ? message : unknownStripeError(),
      displayMs: PAYMENT_ERROR_DISPLAY_MS,
      error,
    };
  }
  const action = intent.next_action?.type;
  return {
    kind: 'unknown',
    message: unknownStripeError(),
    status: action ? `${intent.status}, ${action}` : intent.status,
  };
}

/** The pages that take a card payment; each has its own completion endpoint (spec/checkout.md §7). */
export type PaymentFormType = 'checkout' | 'membership' | 'terminal' | 'swatch' | 'quote';

const COMPLETION_PATH: Readonly<Record<PaymentFormType, string>> = {
  checkout: '/uc_stripe/payment/complete/',
  membership: '/user/membership/payment_complete/',
  terminal: '/uc_stripe/terminal/complete/',
  swatch: '/user/swatch/payment_complete/',
  quote: '/user/quote/payment_complete/',
};

/**
 * The completion endpoint of a form type (spec/checkout.md §7).
 *
 * @example completionPath('checkout', 42) // '/uc_stripe/payment/complete/42'
 * @example completionPath('quote', 42) // '/user/quote/payment_complete/42'
 */
export function completionPath(formType: PaymentFormType, orderId: string | number): string {
  return `${COMPLETION_PATH[formType]}${orderSegment(orderId)}`;
}

/** The completion payload (spec/checkout.md §3), field names as the server reads them. */
export interface CompletionPayload {
  readonly amount: number;
  readonly paymentIntentId: string;
  readonly paymentMethodId: string;
  readonly status: string;
  readonly customerId: string;
  readonly adjustAmount: number;
  readonly referralSource: string;
  readonly referralOther: string;
  readonly referralAssociate: string;
}

/** Inputs of {@link completionPayload}. */
export interface CompletionInputs {
  /** What the card was charged (0 when store credit paid everything). */
  readonly amount: number;
  /** The confirmed intent; null when store credit paid everything and no card was confirmed. */
  readonly confirmed: Extract<ConfirmNext, { kind: 'complete' }> | null;
  readonly customerId: string;
  readonly adjustAmount: number;
  readonly referral?: Referral;
}

/**
 * Builds the completion payload from the confirmed intent (or none, when store credit paid
 * everything) and the intent reply's customerId and adjustAmount.
 *
 * @example completionPayload({ amount: 899, confirmed, customerId: 'cus_1', adjustAmount: 0 }).referralSource // ''
 * @example completionPayload({ amount: 0, confirmed: null, customerId: 'cus_1', adjustAmount: 900 }).paymentIntentId // ''
 */
export function completionPayload(inputs: CompletionInputs): CompletionPayload {
  const referral = inputs.referral ?? {};
  return {
    amount: inputs.confirmed ? inputs.amount : 0,
    paymentIntentId: inputs.confirmed?.paymentIntentId ?? '',
    paymentMethodId: inputs.confirmed?.paymentMethodId ?? '',
    status: inputs.confirmed?.status ?? '',
    customerId: inputs.customerId,
    adjustAmount: inputs.adjustAmount,
    referralSource: referral.id?.trim() ?? '',
    // The 'Other' line only with 'Other' chosen: one typed before another choice is not sent.
    referralOther: referral.id?.trim() === 'other' ? (referral.other?.trim() ?? '') : '',
    referralAssociate: referral.associate?.trim() ?? '',
  };
}

/** The provider's error as the declined notice carries it: the error object, or its message. */
export type DeclinedResponse = string | NonNullable<ConfirmResult['error']>;

/**
 * The declined notice's path and body (spec/checkout.md §7: {response: error}).
 *
 * @example declinedRequest(42, { code: 'card_declined', message: 'Your card was declined.' }).path // '/uc_stripe/payment/declined/42'
 */
export function declinedRequest(
  orderId: string | number,
  error: DeclinedResponse,
): { path: string; body: { response: DeclinedResponse } } {
  return {
    path: `/uc_stripe/payment/declined/${orderSegment(orderId)}`,
    body: { response: error },
  };
}

/**
 * The checkout's complete page, the fallback destination of a paid order.
 *
 * @example location.assign(CHECKOUT_COMPLETE_PATH)
 */
export const CHECKOUT_COMPLETE_PATH = '/cart/checkout/complete';

/** The reply of a completion post (spec/checkout.md §7). */
export interface CompletionReply {
  readonly success: boolean;
  readonly url?: string;
}

/** Where the browser goes after the completion post. */
export type CompletionNext =
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'failed'; readonly message: string };

/** Options of {@link completionNext}. */
export interface CompletionNextOptions {
  /** Provider hosts a redirect may go to (default: redirect.logic's list). */
  readonly allowedHosts?: readonly string[];
  /** Where a paid order goes when the reply's URL is missing or refused. */
  readonly fallbackPath?: string;
}

/**
 * Where to go once completion is posted. The payment is taken by then, so a missing or
 * disallowed URL still leads to the complete page (the fallback) rather than stranding the
 * shopper on a paid checkout; an unsuccessful reply shows the unknown-error text.
 *
 * @example completionNext({ success: true, url: '/cart/checkout/complete' }, 'https://shop.example').kind // 'redirect'
 * @example completionNext({ success: true, url: 'javascript:alert(1)' }, 'https://shop.example') // { kind: 'redirect', url: 'https://shop.example/cart/checkout/complete' }
 */
export function completionNext(
  reply: CompletionReply,
  origin: string,
  options: CompletionNextOptions = {},
): CompletionNext {
  if (!reply.success) return { kind: 'failed', message: unknownStripeError() };
  const { allowedHosts, fallbackPath = CHECKOUT_COMPLETE_PATH } = options;
  const target =
    (reply.url ? redirectTarget(reply.url, origin, allowedHosts) : undefined) ??
    redirectTarget(fallbackPath, origin, allowedHosts);
  return target
    ? { kind: 'redirect', url: target }
    : { kind: 'failed', message: unknownStripeError() };
}
