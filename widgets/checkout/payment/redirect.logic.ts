import { isAllowedUrl, safeUrl } from '../../../core/sanitize/safe-url';

// Where payment flows may send the browser. Every URL a payment reply carries (completion,
// Affirm/paybright, Klarna) passes through here before `location.assign`.

/**
 * Provider hosts a payment redirect may go to over https: the card provider's authentication
 * pages, Affirm (also behind the paybright route) and Klarna. Same-origin URLs are always
 * allowed. The wildcard covers sandboxes and regional hosts; the bare name the apex.
 *
 * @example PAYMENT_REDIRECT_HOSTS.includes('*.klarna.com') // true
 */
export const PAYMENT_REDIRECT_HOSTS: readonly string[] = [
  'hooks.stripe.com',
  '*.stripe.com',
  'affirm.com',
  '*.affirm.com',
  'affirm.ca',
  '*.affirm.ca',
  'paybright.com',
  '*.paybright.com',
  'klarna.com',
  '*.klarna.com',
];

/**
 * Whether a payment reply's URL may be followed: the site's own origin, or an allow-listed
 * provider host over https (core/sanitize/safe-url rules: no javascript:, data:, credentials, plain-http
 * providers, protocol-relative tricks).
 *
 * @example isAllowedRedirect('/cart/checkout/complete', 'https://shop.example', []) // true
 * @example isAllowedRedirect('https://evil.example/x', 'https://shop.example', PAYMENT_REDIRECT_HOSTS) // false
 * @example isAllowedRedirect('https://sandbox.affirm.com/c/1', 'https://shop.example', PAYMENT_REDIRECT_HOSTS) // true
 */
export function isAllowedRedirect(
  url: string,
  origin: string,
  allowedHosts: readonly string[] = PAYMENT_REDIRECT_HOSTS,
): boolean {
  return isAllowedUrl(url, { origin, providerHosts: allowedHosts });
}

/**
 * The absolute URL to redirect to, or undefined when it is not allowed.
 *
 * @example redirectTarget('/cart/checkout/complete', 'https://shop.example') // 'https://shop.example/cart/checkout/complete'
 */
export function redirectTarget(
  url: string,
  origin: string,
  allowedHosts: readonly string[] = PAYMENT_REDIRECT_HOSTS,
): string | undefined {
  return safeUrl(url, { origin, providerHosts: allowedHosts });
}
