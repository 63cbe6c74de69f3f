/**
 * A guard for URLs that come from untrusted places (settings, server JSON, query strings) before
 * they reach a link, a redirect or a script/frame source.
 *
 * Only two kinds of destination pass: the site's own origin, and https URLs on hosts the caller
 * names (payment and financing providers). Everything else is refused: javascript:, data:,
 * blob:, vbscript:, file:, protocol-relative URLs to other hosts, URLs carrying credentials,
 * plain-http providers. URLs are resolved with the WHATWG URL parser, exactly as the browser
 * will, so tricks such as "java\tscript:", "/\\evil.example" or "https:evil.example" are judged
 * by what they really point to. Paths that begin with '//' are refused as well (see below).
 *
 * No dependency: this module is safe for the loader and every widget chunk.
 */

/** Where URLs may point. */
export interface UrlPolicy {
  /** The site's origin, e.g. 'https://www.example.com' (location.origin). Relative URLs resolve against it. */
  readonly origin: string;
  /**
   * Other hosts allowed over https: exact host names ('js.stripe.com'), host:port, or a
   * wildcard for subdomains ('*.klarna.com', which does not match klarna.com itself).
   */
  readonly providerHosts?: readonly string[];
}

function parseOrigin(origin: string): URL | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function matchesProviderHost(url: URL, pattern: string): boolean {
  const wanted = pattern.trim().toLowerCase();
  if (wanted === '') return false;
  if (wanted.startsWith('*.')) {
    const suffix = wanted.slice(1); // ".klarna.com"
    return url.port === '' && url.hostname.endsWith(suffix) && url.hostname.length > suffix.length;
  }
  // url.host omits a default port, so 'js.stripe.com' matches https://js.stripe.com:443/ too.
  return url.host === wanted;
}

/**
 * The absolute URL a value points to, if the policy allows it.
 *
 * @example resolveAllowedUrl('/cart', { origin: 'https://shop.example' })?.href // 'https://shop.example/cart'
 */
export function resolveAllowedUrl(url: string, policy: UrlPolicy): URL | undefined {
  if (typeof url !== 'string') return undefined;
  const base = parseOrigin(policy.origin);
  if (!base) return undefined; // No trustworthy origin: refuse everything rather than guess.
  let target: URL;
  try {
    target = new URL(url.trim(), base.origin);
  } catch {
    return undefined;
  }
  // user:pass@ lets a link look like our site while pointing elsewhere, and never has a use here.
  if (target.username !== '' || target.password !== '') return undefined;
  // Callers reuse `pathname` (+ search) as a site-relative reference (fetch paths, filter-form
  // actions, next-page links). A path that starts with '//' ('/..//evil.example',
  // '/.//evil.example', 'https://shop.example//evil.example') would then be read again as a
  // protocol-relative URL to another host. No page of ours needs such a path, so refuse it.
  if (target.pathname.startsWith('//')) return undefined;
  // The protocol is compared too: a blob: URL reports its creator's origin as its own.
  if (target.protocol === base.protocol && target.origin === base.origin) return target;
  if (target.protocol !== 'https:') return undefined;
  const hosts = policy.providerHosts ?? [];
  return hosts.some((host) => matchesProviderHost(target, host)) ? target : undefined;
}

/**
 * Whether a URL points to the site itself or to a named provider over https.
 *
 * @example isAllowedUrl('/checkout', { origin: 'https://shop.example' }) // true
 * @example isAllowedUrl('javascript:alert(1)', { origin: 'https://shop.example' }) // false
 * @example isAllowedUrl('//evil.example/x', { origin: 'https://shop.example' }) // false
 * @example isAllowedUrl('https://js.stripe.com/v3', { origin: 'https://shop.example', providerHosts: ['js.stripe.com'] }) // true
 */
export function isAllowedUrl(url: string, policy: UrlPolicy): boolean {
  return resolveAllowedUrl(url, policy) !== undefined;
}

/**
 * The absolute href to use for a URL, or undefined when it is not allowed (so an `href` or a
 * redirect is simply left out rather than pointed somewhere unsafe).
 *
 * @example safeUrl('/i-love', { origin: 'https://shop.example' }) // 'https://shop.example/i-love'
 * @example safeUrl('data:text/html,hi', { origin: 'https://shop.example' }) // undefined
 */
export function safeUrl(url: string, policy: UrlPolicy): string | undefined {
  return resolveAllowedUrl(url, policy)?.href;
}
