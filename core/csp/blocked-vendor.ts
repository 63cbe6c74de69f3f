import type { VendorName } from '../problem';
import { VENDOR_SOURCES, type Directive } from './vendor-sources';

/**
 * The vendor behind a URL the page's policy blocked, for the one `[rove]` error that names
 * it and the source to add (docs/csp.md). Fetched only when a violation happens.
 */

export interface BlockedVendor {
  vendor: VendorName;
  label: string;
  contract: string;
  /** The directive that refused it, without `-elem`/`-attr` (`script-src`). */
  directive: string;
  /** The source to add: the vendor's own wildcard where it documents one, else the origin. */
  source: string;
}

/** True when `host` matches a CSP host source (`https://*.klarna.com`, `https://js.stripe.com`). */
function matches(source: string, url: URL): boolean {
  const match = /^([a-z]+):\/\/(\*\.)?([^/]+)$/.exec(source);
  if (!match) return false;
  const [, scheme, wildcard, host] = match;
  const schemeOk = `${scheme}:` === url.protocol;
  if (!schemeOk || !host) return false;
  return wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
}

/**
 * @example blockedVendor('https://js.klarna.com/web-sdk/v1/klarna.js', 'script-src-elem')
 * // { vendor: 'klarna', label: 'Klarna', directive: 'script-src', source: 'https://js.klarna.com', … }
 */
export function blockedVendor(
  blockedUri: string,
  effectiveDirective: string,
): BlockedVendor | null {
  let url: URL;
  try {
    url = new URL(blockedUri);
  } catch {
    return null; // 'inline', 'eval', 'self'…: not a vendor's address
  }
  const directive = effectiveDirective.replace(/-(elem|attr)$/, '');
  for (const [vendor, entry] of Object.entries(VENDOR_SOURCES) as [
    VendorName,
    (typeof VENDOR_SOURCES)[VendorName],
  ][]) {
    const all = Object.entries(entry.sources) as [Directive, readonly string[]][];
    const own = entry.sources[directive as Directive] ?? [];
    const known = own.find((source) => matches(source, url));
    if (!known && !all.some(([, sources]) => sources.some((source) => matches(source, url))))
      continue;
    return {
      vendor,
      label: entry.label,
      contract: entry.contract,
      directive,
      source: known ?? url.origin,
    };
  }
  return null;
}
