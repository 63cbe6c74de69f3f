/**
 * Demo links that change shared server state: `/demo/checkout-cart?as=customer|member` rebuilds
 * the cart and open order of the demo accounts (Casey, Morgan) whose store credit and login the
 * payment e2e tests use at the same time in another worker. Suites that sweep every /demo page
 * (axe, strict CSP) leave them out; the checkout steps are covered there as a guest.
 *
 * @example touchesSharedAccounts('/demo/checkout-cart?as=member') // true
 */
export function touchesSharedAccounts(href: string): boolean {
  return /^\/demo\/(checkout-)?cart\?(.*&)?as=(customer|member)\b/.test(href);
}
