/**
 * Cookies through `document.cookie`, never throwing (blocked storage, sandboxed frames).
 * A dozen lines instead of js-cookie: cookies are read on every page, inside the budget — with
 * what js-cookie gets right (a `domain`, RFC 6265's quoted values).
 */
export interface CookieOptions {
  /** Lifetime in days; omitted → a session cookie. */
  days?: number;
  secure?: boolean;
  /**
   * The domain the cookie is shared with (e.g. `.rove.shop`, the CMS's `settings.cookieDomain`);
   * omitted → this host only. A cookie the CMS wrote for its domain is only replaced, or
   * removed, by a write for that same domain: a host-only write would add a twin beside it.
   */
  domain?: string | null | undefined;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a cookie some other script wrote without encoding
  }
}

/** A value in double quotes is the value inside them (RFC 6265 §4.1.1's quoted cookie-value). */
const unquote = (value: string) =>
  value.length > 1 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;

/**
 * Reads a cookie; `undefined` when missing or when the browser throws (blocked storage).
 *
 * @example readCookie('rove_warehouse') // 'UK'
 */
export function readCookie(name: string): string | undefined {
  try {
    for (const pair of document.cookie.split('; ')) {
      const at = pair.indexOf('=');
      if (at > 0 && decode(pair.slice(0, at)) === name) return decode(unquote(pair.slice(at + 1)));
    }
  } catch {
    // Cookies blocked: nothing to read.
  }
  return undefined;
}

/**
 * Writes a site-wide cookie (path /, SameSite=Lax); returns false when the browser refused it.
 *
 * @example writeCookie('rove_grid', '6', { days: 14, domain: '.rove.shop' })
 */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  try {
    let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
    if (options.days !== undefined)
      cookie += `; expires=${new Date(Date.now() + options.days * 864e5).toUTCString()}`;
    if (options.domain) cookie += `; domain=${options.domain}`;
    if (options.secure) cookie += '; Secure';
    document.cookie = cookie;
    return readCookie(name) === value;
  } catch {
    return false;
  }
}

/** @example removeCookie('rove_grid', { domain: '.rove.shop' }) */
export function removeCookie(name: string, options: Pick<CookieOptions, 'domain'> = {}): void {
  writeCookie(name, '', { ...options, days: -1 });
}
