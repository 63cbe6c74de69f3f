import { resolveAllowedUrl } from '../../../core/sanitize/safe-url';

// Where the checkout gets Klarna Payments' library (docs/vendors/klarna.md "Script and
// readiness"). Pure: klarna-client.ts loads it.

/** Klarna Payments' library: one URL for playground and production (docs/vendors/klarna.md). */
export const KLARNA_PAYMENTS_SCRIPT = 'https://x.klarnacdn.net/kp/lib/v1/api.js';

/**
 * The library's URL for a checkout page: `checkout.klarna.scriptUrl` when the settings name a
 * copy on the site itself (the demo host's simulation) or on Klarna's CDN, else Klarna's; null
 * when the settings name another site's.
 *
 * @example klarnaPaymentsScript({ klarna: { client_token: 'ct' } }, 'https://shop.example') // 'https://x.klarnacdn.net/kp/lib/v1/api.js'
 */
export function klarnaPaymentsScript(checkout: unknown, origin: string): string | null {
  const klarna = (checkout as { klarna?: { scriptUrl?: unknown } } | null | undefined)?.klarna;
  const named = typeof klarna?.scriptUrl === 'string' ? klarna.scriptUrl.trim() : '';
  const src = resolveAllowedUrl(named || KLARNA_PAYMENTS_SCRIPT, {
    origin,
    providerHosts: ['x.klarnacdn.net'],
  });
  return src ? src.href : null;
}
