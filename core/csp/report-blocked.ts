import { logOnce, markPolicyBlocked } from '../log';
import { blockedVendor } from './blocked-vendor';

/**
 * One `[rove]` error per vendor and directive when the page's policy blocks a vendor, naming
 * the source to add and the vendor's contract page (docs/csp.md) — the only line for it: the
 * adapter's own "could not be loaded" is left out (`markPolicyBlocked`). Only the blocked address's
 * origin is printed: a beacon's path and query may carry what the shopper did.
 *
 * @example document.addEventListener('securitypolicyviolation', reportBlocked)
 */
export function reportBlocked(
  violation: Pick<SecurityPolicyViolationEvent, 'blockedURI' | 'effectiveDirective'>,
): void {
  const blockedUri = violation.blockedURI;
  const blocked = blockedVendor(blockedUri, violation.effectiveDirective);
  if (!blocked) return;
  const { vendor, label, contract, directive, source } = blocked;
  // The search service is no VendorName (core/csp/vendor-sources.ts): its label names it, and
  // its widgets' own error line stays.
  const named = vendor === 'algolia' ? undefined : vendor;
  if (named) markPolicyBlocked(named);
  logOnce(
    'error',
    `csp:${vendor}:${directive}`,
    `the page's Content-Security-Policy blocked ${label} (${new URL(blockedUri).origin}): add ${source} to ${directive} (${contract}, docs/csp.md)`,
    undefined,
    named ? { vendor: named, kind: 'blocked-by-csp' } : { kind: 'blocked-by-csp' },
  );
}
