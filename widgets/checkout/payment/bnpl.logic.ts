// The pay-over-time providers (spec/checkout.md §3, §4, §7, §9): Klarna's authorize-then-redirect,
// and the GET-then-redirect of Affirm's paybright route. The routes asked are settings
// (bnpl-routes.logic.ts); redirect URLs from their replies go through redirect.logic.ts before
// the browser follows them.

/**
 * Klarna's default payment category (spec/checkout.md §9).
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
 * Klarna's authorize outcome (spec/checkout.md §4; docs/vendors/klarna.md): approved with a token →
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
