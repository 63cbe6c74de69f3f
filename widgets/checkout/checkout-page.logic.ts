// Page-level rules of the checkout (spec/checkout.md §2): where it runs and when it is mobile.

/**
 * Whether the checkout's behaviour runs on a page: it is skipped on any URL containing
 * 'complete' (the order complete page must not restart a checkout).
 *
 * @example isCheckoutActive('/cart/checkout') // true
 * @example isCheckoutActive('/cart/checkout/complete') // false
 */
export function isCheckoutActive(url: string): boolean {
  return !String(url ?? '').includes('complete');
}

/**
 * The widest viewport on which the checkout uses its mobile layout (spec/checkout.md §2), e.g. the
 * order summary collapses.
 *
 * @example window.innerWidth <= MOBILE_CHECKOUT_MAX_WIDTH
 */
export const MOBILE_CHECKOUT_MAX_WIDTH = 426;

/**
 * Whether a viewport width gets the mobile checkout.
 *
 * @example isMobileCheckout(375) // true
 * @example isMobileCheckout(1024) // false
 */
export function isMobileCheckout(viewportWidth: number): boolean {
  return viewportWidth <= MOBILE_CHECKOUT_MAX_WIDTH;
}
