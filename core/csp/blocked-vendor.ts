import {
  VENDOR_SOURCES,
  type Directive,
  type PolicyVendor,
  type VendorSources,
} from './vendor-sources';

/**
 * The vendor behind a URL the page's policy blocked, for the one `[rove]` error that names
 * it and the source to add (docs/csp.md). Fetched only when a violation happens.
 */

export interface BlockedVendor {
  vendor: PolicyVendor;
  label: string;
  contract: string;
  /** The directive that refused it, without `-elem`/`-attr` (`script-src`). */
  directive: string;
  /** The source to add: the vendor's own wildcard where it documents one, else the origin. */
  source: string;
}

/**
 * How specifically a CSP host source (`https://*.klarna.com`, `https://js.stripe.com`) names a
 * URL: 0 when it does not match; more for an exact host than for any wildcard, and for a
 * longer wildcard suffix than a shorter one.
 */
function specificity(source: string, url: URL): number {
  const match = /^([a-z]+):\/\/(\*\.)?([^/]+)$/.exec(source);
  if (!match) return 0;
  const [, scheme, wildcard, host] = match;
  if (`${scheme}:` !== url.protocol || !host) return 0;
  if (!wildcard) return url.hostname === host ? 1000 + host.length : 0;
  return url.hostname.endsWith(`.${host}`) ? host.length : 0;
}

/** Every source a vendor lists, its per-country ones included, by directive. */
function sourcesOf(entry: VendorSources): [Directive, readonly string[]][] {
  const countries = Object.values(entry.byCountry ?? {});
  return [entry.sources, ...countries].flatMap(
    (sources) => Object.entries(sources) as [Directive, readonly string[]][],
  );
}

/**
 * The vendor whose sources name the URL most specifically: a Google Ads ping to www.google.com
 * is Google Ads' (its exact host), not Google Maps' (`*.google.com`).
 *
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
  let best: { score: number; found: BlockedVendor } | null = null;
  for (const [vendor, entry] of Object.entries(VENDOR_SOURCES) as [PolicyVendor, VendorSources][]) {
    const all = sourcesOf(entry);
    const score = Math.max(
      0,
      ...all.flatMap(([, sources]) => sources.map((source) => specificity(source, url))),
    );
    if (score === 0 || (best && best.score >= score)) continue;
    const own = all.filter(([name]) => name === directive).flatMap(([, sources]) => sources);
    const known = own.find((source) => specificity(source, url) > 0);
    best = {
      score,
      found: {
        vendor,
        label: entry.label,
        contract: entry.contract,
        directive,
        source: known ?? url.origin,
      },
    };
  }
  return best?.found ?? null;
}
