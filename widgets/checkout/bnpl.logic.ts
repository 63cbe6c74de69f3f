// The pay-over-time providers (seed 002 §3, §4, §7, §9): Klarna's authorize-then-redirect,
// and the GET-then-redirect of Affirm's paybright route. Redirect URLs from their replies go
// through redirect.logic.ts before the browser follows them.

function orderSegment(orderId: string | number): string {
  return encodeURIComponent(String(orderId));
}

/**
 * Klarna's default payment category (seed 002 §9).
 *
 * @example Klarna.Payments.load({ payment_method_category: KLARNA_DEFAULT_CATEGORY })
 */
export const KLARNA_DEFAULT_CATEGORY = 'pay_over_time';

/**
 * The parts of Klarna's authorize callback this flow reads (docs/vendors/klarna.md "Results").
 */
export interface KlarnaAuthorizeResult {
  readonly approved?: boolean;
  readonly authorization_token?: string;
  /** False: Klarna cannot be offered for this purchase any more. */
  readonly show_form?: boolean;
  /** Only for errors the shopper can fix (`invalid_fields`). */
  readonly error?: unknown;
  /** Approved, but `finalize()` is needed first (multi-step checkouts only). */
  readonly finalize_required?: boolean;
}

/** What to do after Klarna's authorize. */
export type KlarnaNext =
  /** Ask the server for the redirect URL with this token, then go there. */
  | { readonly kind: 'fetch-redirect'; readonly authorizationToken: string }
  /** Give the shopper the pay button back; Klarna stays on offer. */
  | { readonly kind: 'restore-button' }
  /** Give the button back and stop offering Klarna (`show_form: false`). */
  | { readonly kind: 'withdraw-klarna' };

/**
 * Klarna's authorize outcome (seed 002 §4; docs/vendors/klarna.md): approved with a token →
 * fetch the redirect URL; `show_form: false` → Klarna cannot be offered; otherwise (declined,
 * a fixable error, the shopper left Klarna's flow, a finalize this checkout does not do) the
 * button is restored.
 *
 * @example klarnaNext({ approved: true, authorization_token: 'tok' }) // { kind: 'fetch-redirect', authorizationToken: 'tok' }
 * @example klarnaNext({ approved: false, show_form: true }) // { kind: 'restore-button' }
 * @example klarnaNext({ approved: false, show_form: false }) // { kind: 'withdraw-klarna' }
 */
export function klarnaNext(result: KlarnaAuthorizeResult | null | undefined): KlarnaNext {
  const token = result?.authorization_token?.trim() ?? '';
  if (result?.approved === true && token !== '')
    return { kind: 'fetch-redirect', authorizationToken: token };
  return result?.show_form === false ? { kind: 'withdraw-klarna' } : { kind: 'restore-button' };
}

/**
 * The redirect URL request (seed 002 §7: GET /ajax/klarna/{order_id} with client_token and res).
 * The seed names `res` without defining it; the authorize result's token is what the server
 * needs to place the order, so that is what it carries.
 *
 * @example klarnaRedirectPath(42, 'ct', 'tok') // '/ajax/klarna/42?client_token=ct&res=tok'
 */
export function klarnaRedirectPath(
  orderId: string | number,
  clientToken: string,
  authorizationToken: string,
): string {
  const query = new URLSearchParams({ client_token: clientToken, res: authorizationToken });
  return `/ajax/klarna/${orderSegment(orderId)}?${query.toString()}`;
}

/**
 * The URL request of Affirm or the paybright route; its reply's `url` is redirected to
 * (seed 002 §4 "A GET returns a url"). The seed lists only the paybright path
 * (/ajax/uc_affirm/paybright/{order_id}); Affirm's sibling /ajax/uc_affirm/affirm/{order_id}
 * is the demo host's, following the same module's naming.
 *
 * @example financingUrlPath('paybright', 42) // '/ajax/uc_affirm/paybright/42'
 * @example financingUrlPath('affirm', 42) // '/ajax/uc_affirm/affirm/42'
 */
export function financingUrlPath(
  provider: 'affirm' | 'paybright',
  orderId: string | number,
): string {
  return `/ajax/uc_affirm/${provider}/${orderSegment(orderId)}`;
}

/**
 * Where the providers return the shopper (seed 002 §7).
 *
 * @example bnplReturnPath('klarna', 42) // '/uc_klarna/payment/complete/42'
 */
export function bnplReturnPath(provider: 'affirm' | 'klarna', orderId: string | number): string {
  const base =
    provider === 'klarna' ? '/uc_klarna/payment/complete/' : '/uc_affirm/payment/complete/';
  return `${base}${orderSegment(orderId)}`;
}
