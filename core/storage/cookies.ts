/**
 * Cookies through `document.cookie`, never throwing (blocked storage, sandboxed frames).
 * A dozen lines instead of js-cookie: cookies are read on every page, inside the budget.
 */
export interface CookieOptions {
  /** Lifetime in days; omitted → a session cookie. */
  days?: number;
  secure?: boolean;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a cookie some other script wrote without encoding
  }
}

/**
 * Reads a cookie; `undefined` when missing or when the browser throws (blocked storage).
 *
 * @example readCookie('rove_warehouse') // 'UK'
 */
export function readCookie(name: string): string | undefined {
  try {
    for (const pair of document.cookie.split('; ')) {
      const at = pair.indexOf('=');
      if (at > 0 && decode(pair.slice(0, at)) === name) return decode(pair.slice(at + 1));
    }
  } catch {
    // Cookies blocked: nothing to read.
  }
  return undefined;
}

/**
 * Writes a site-wide cookie (path /, SameSite=Lax); returns false when the browser refused it.
 *
 * @example writeCookie('rove_grid', '6', { days: 14 })
 */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  try {
    let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
    if (options.days !== undefined)
      cookie += `; expires=${new Date(Date.now() + options.days * 864e5).toUTCString()}`;
    if (options.secure) cookie += '; Secure';
    document.cookie = cookie;
    return readCookie(name) === value;
  } catch {
    return false;
  }
}

/** @example removeCookie('rove_grid') */
export function removeCookie(name: string): void {
  writeCookie(name, '', { days: -1 });
}
