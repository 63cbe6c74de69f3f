import Cookies from 'js-cookie';

export interface CookieOptions {
  /** Lifetime in days; omitted → a session cookie. */
  days?: number;
  secure?: boolean;
}

/**
 * Reads a cookie; `undefined` when missing or when the browser throws (blocked storage).
 *
 * @example readCookie('rove_warehouse') // 'UK'
 */
export function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined;
  }
}

/**
 * Writes a site-wide cookie (path /, SameSite=Lax); returns false when the browser refused it.
 *
 * @example writeCookie('rove_grid', '6', { days: 14 })
 */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  try {
    Cookies.set(name, value, {
      path: '/',
      sameSite: 'Lax',
      ...(options.days === undefined ? {} : { expires: options.days }),
      ...(options.secure ? { secure: true } : {}),
    });
    return Cookies.get(name) === value;
  } catch {
    return false;
  }
}

/** @example removeCookie('rove_grid') */
export function removeCookie(name: string): void {
  try {
    Cookies.remove(name, { path: '/' });
  } catch {
    // Blocked cookies: nothing to remove.
  }
}
