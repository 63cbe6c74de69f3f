import type { VendorName } from '../problem';
import { pageVendors } from './page-vendors';
import { VENDOR_SOURCES, type Directive, type PolicyVendor, type Sources } from './vendor-sources';

/**
 * `rove-widgets/csp`: the Content-Security-Policy sources a page needs for the vendors its
 * settings configure (docs/csp.md), and a host's policy with them added. Pure: it runs in a
 * Node server, an edge function or a build script alike.
 */

export interface VendorPolicyOptions {
  /**
   * The page's origin (`https://shop.example`). A script the settings name on it needs no
   * source ('self' covers it); without it, relative script URLs count as the page's own.
   */
  origin?: string;
  /** Vendors to leave out even where the settings configure them. */
  except?: readonly VendorName[];
  /**
   * `false` leaves out the `style-src 'unsafe-inline'` that Klarna, Kakao and LiveChat ask for
   * (docs/csp.md says what then breaks). A `style-src` with a nonce or hash ignores it anyway.
   */
  inlineStyles?: boolean;
}

export type VendorDirectives = Partial<Record<Directive, string[]>>;

export interface PageSources {
  /** The configured vendors, in a stable order. */
  vendors: VendorName[];
  /** The sources to allow, per directive, each listed once. */
  directives: VendorDirectives;
}

/** A URL's origin as a CSP source, or null when 'self' covers it (or it is not a URL). */
function sourceOrigin(url: string, origin: string | undefined): string | null {
  try {
    const resolved = new URL(url, origin ?? 'https://page.invalid');
    if (origin === undefined ? resolved.host === 'page.invalid' : resolved.origin === origin)
      return null;
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.origin : null;
  } catch {
    return null;
  }
}

/**
 * @example vendorSources({ stripe: { publishableKey: 'pk_live_…' } }).directives['frame-src']
 * // ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']
 */
export function vendorSources(settings: unknown, options: VendorPolicyOptions = {}): PageSources {
  const { vendors: found, scripts, connections, country } = pageVendors(settings);
  const except = new Set<PolicyVendor>(options.except ?? []);
  const configured = (Object.keys(VENDOR_SOURCES) as PolicyVendor[]).filter(
    (vendor) => found.includes(vendor) && !except.has(vendor),
  );
  const directives: VendorDirectives = {};
  const add = (directive: Directive, source: string) => {
    const list = (directives[directive] ??= []);
    if (!list.includes(source)) list.push(source);
  };
  const addAll = (sources: Sources | undefined) => {
    for (const [directive, list] of Object.entries(sources ?? {}) as [Directive, string[]][])
      for (const source of list) add(directive, source);
  };
  for (const vendor of configured) {
    const entry = VENDOR_SOURCES[vendor];
    addAll(entry.sources);
    if (country) addAll(entry.byCountry?.[country]);
    if (entry.inlineStyles && options.inlineStyles !== false) add('style-src', "'unsafe-inline'");
  }
  const named = [
    ...scripts.map((script) => ({ ...script, directive: 'script-src' as const })),
    ...connections.map((call) => ({ ...call, directive: 'connect-src' as const })),
  ];
  for (const { vendor, url, directive } of named) {
    if (vendor && except.has(vendor)) continue;
    const source = sourceOrigin(url, options.origin);
    if (source) add(directive, source);
  }
  const vendors = configured.filter((vendor): vendor is VendorName => vendor !== 'algolia');
  return { vendors, directives };
}

/**
 * Where a directive's sources come from when the policy does not name it (CSP Level 3's
 * fallback lists): adding the directive must start from them, or it would narrow what the
 * policy allowed before.
 */
const FALLBACKS: Readonly<Partial<Record<Directive, readonly string[]>>> = {
  'script-src': ['default-src'],
  'connect-src': ['default-src'],
  'img-src': ['default-src'],
  'style-src': ['default-src'],
  'font-src': ['default-src'],
  'media-src': ['default-src'],
  'frame-src': ['child-src', 'default-src'],
  'worker-src': ['child-src', 'script-src', 'default-src'],
};

/**
 * A host's policy with the vendors' sources added: to the directives it has, or as new
 * directives that start from their fallback (a policy with no fallback either does not
 * restrict that kind, so nothing is added). `'none'` gives way to the vendor's sources.
 * Trusted Types names are added only where the policy enforces Trusted Types.
 *
 * @example withVendorSources("default-src 'self'; script-src 'self'", settings, { origin })
 */
export function withVendorSources(
  policy: string,
  settings: unknown,
  options: VendorPolicyOptions = {},
): string {
  const parsed = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words): words is [string, ...string[]] => words[0] !== undefined && words[0] !== '');
  const byName = new Map(parsed.map((words) => [words[0].toLowerCase(), words] as const));
  const { directives } = vendorSources(settings, options);
  for (const [directive, sources] of Object.entries(directives) as [Directive, string[]][]) {
    let words = byName.get(directive);
    if (!words) {
      if (directive === 'trusted-types') continue;
      const fallback = (FALLBACKS[directive] ?? []).map((name) => byName.get(name)).find(Boolean);
      if (!fallback) continue;
      words = [directive, ...fallback.slice(1)];
      byName.set(directive, words);
      parsed.push(words);
    }
    if (words.length === 2 && words[1] === "'none'") words.pop();
    for (const source of sources) if (!words.includes(source)) words.push(source);
  }
  return parsed.map((words) => words.join(' ')).join('; ');
}
