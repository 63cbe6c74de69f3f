import type { Page } from '@playwright/test';

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

/**
 * Forgets the simulated visitor (`?as=` sets it in a cookie for 30 days), so a sweep that went
 * through a `?as=customer` link does not fill Casey's cart on the pages after it.
 */
export async function forgetDemoVisitor(page: Page): Promise<void> {
  await page.context().clearCookies({ name: 'rove_demo_as' });
}
