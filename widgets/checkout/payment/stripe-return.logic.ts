import {
  confirmNext,
  fromMinorUnits,
  unknownStripeError,
  type ConfirmNext,
  type ProviderError,
  type ProviderPaymentIntent,
} from './stripe.logic';

// The return from a redirect-based payment method (docs/vendors/stripe.md "Return"): what the
// three parameters Stripe.js appended to return_url say, and what the retrieved PaymentIntent
// means. The intent's status decides, not redirect_status: the address can be edited, the intent
// comes from Stripe (retrievePaymentIntent).

/** The parameters Stripe.js appends to confirmPayment's return_url. */
export const STRIPE_RETURN_PARAMS = [
  'payment_intent',
  'payment_intent_client_secret',
  'redirect_status',
] as const;

/** Stripe's return parameters as the address carried them (unchecked). */
export type StripeReturnParams = Partial<Record<(typeof STRIPE_RETURN_PARAMS)[number], string>>;

/**
 * Stripe's return parameters in a query string, or null when it has none.
 *
 * @example readStripeReturnParams('?payment_intent=pi_1&x=2') // { payment_intent: 'pi_1' }
 * @example readStripeReturnParams('?x=2') // null
 */
export function readStripeReturnParams(search: string): StripeReturnParams | null {
  const query = new URLSearchParams(search);
  const found: StripeReturnParams = {};
  for (const name of STRIPE_RETURN_PARAMS) {
    const value = query.get(name);
    if (value !== null) found[name] = value;
  }
  return Object.keys(found).length > 0 ? found : null;
}

/**
 * An address without Stripe's return parameters (the rest, fragment included, kept).
 *
 * @example withoutStripeReturn('https://shop.example/cart/checkout?redirect_status=failed&a=1') // 'https://shop.example/cart/checkout?a=1'
 */
export function withoutStripeReturn(href: string): string {
  const url = new URL(href);
  for (const name of STRIPE_RETURN_PARAMS) url.searchParams.delete(name);
  return url.href;
}

/** The return, checked; 'malformed' when a parameter is missing or not of Stripe's shape. */
export type StripeReturn =
  | {
      readonly kind: 'return';
      readonly paymentIntentId: string;
      readonly clientSecret: string;
      readonly redirectStatus: string | null;
    }
  | { readonly kind: 'malformed' };

const INTENT_ID = /^pi_[A-Za-z0-9_]{1,250}$/;
const SECRET = /^[A-Za-z0-9_]{1,500}$/;
const STATUS = /^[a-z_]{1,60}$/;

/**
 * Checks Stripe's return parameters: an intent id (`pi_…`), its client secret, and optionally
 * redirect_status, each of the characters Stripe uses.
 *
 * @example parseStripeReturn({ payment_intent: 'pi_1', payment_intent_client_secret: 'pi_1_secret_x', redirect_status: 'succeeded' }).kind // 'return'
 * @example parseStripeReturn({ redirect_status: 'succeeded' }).kind // 'malformed'
 */
export function parseStripeReturn(params: StripeReturnParams): StripeReturn {
  const id = params.payment_intent ?? '';
  const secret = params.payment_intent_client_secret ?? '';
  const status = params.redirect_status;
  if (!INTENT_ID.test(id) || !SECRET.test(secret)) return { kind: 'malformed' };
  if (status !== undefined && !STATUS.test(status)) return { kind: 'malformed' };
  return {
    kind: 'return',
    paymentIntentId: id,
    clientSecret: secret,
    redirectStatus: status ?? null,
  };
}

/** What the retrieved intent asks for. */
export type ReturnNext =
  /**
   * Paid, being paid or waiting for the bank's verification: post completion as after a
   * confirmation (amount: whole units, if known).
   */
  | (Extract<ConfirmNext, { kind: 'complete' }> & { readonly amount: number | null })
  /** The method failed or was cancelled: the card form's error, the shopper pays again. */
  | { readonly kind: 'declined'; readonly message: string; readonly error: ProviderError | null }
  /** Anything else (another intent, a status that needs more): the unknown-error text. */
  | { readonly kind: 'unknown'; readonly message: string; readonly status: string };

/**
 * The outcome of a return, from the intent Stripe gave back for the returned client secret: the
 * same as after a confirmation (confirmNext), for the intent the address named only.
 *
 * @example returnNext({ id: 'pi_1', status: 'succeeded', amount: 129900, currency: 'usd' }, 'pi_1', location.origin) // { kind: 'complete', amount: 1299, … }
 * @example returnNext({ id: 'pi_1', status: 'requires_payment_method', last_payment_error: { message: 'Declined.' } }, 'pi_1', location.origin).kind // 'declined'
 */
export function returnNext(
  intent: ProviderPaymentIntent | undefined,
  expectedId: string,
  origin: string,
): ReturnNext {
  if (!intent || intent.id !== expectedId)
    return { kind: 'unknown', message: unknownStripeError(), status: 'another intent' };
  const next = confirmNext({ paymentIntent: intent }, origin);
  if (next.kind === 'complete') {
    const { amount, currency } = intent;
    const known =
      typeof amount === 'number' && Number.isFinite(amount) && typeof currency === 'string';
    return { ...next, amount: known ? fromMinorUnits(amount, currency) : null };
  }
  if (next.kind === 'declined')
    return { kind: 'declined', message: next.message, error: next.error };
  return next;
}

/**
 * confirmPayment's return_url: the page the shopper pays on, without a previous return's
 * parameters or a fragment (Stripe appends its parameters to it).
 *
 * @example stripeReturnUrl('https://shop.example/cart/checkout?redirect_status=failed#pay') // 'https://shop.example/cart/checkout'
 */
export function stripeReturnUrl(href: string): string {
  const url = new URL(withoutStripeReturn(href));
  url.hash = '';
  return url.href;
}
