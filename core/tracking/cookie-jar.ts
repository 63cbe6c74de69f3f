import { readCookie, removeCookie, writeCookie, type CookieOptions } from '../storage/cookies';

/** The cookie operations tracking needs, injectable so tests need no document. */
export interface CookieJar {
  read(name: string): string | undefined;
  write(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}

/**
 * The page's cookies (core/storage/cookies: never throws), written and removed for the CMS's
 * cookie domain (settings.cookieDomain; null → this host only).
 *
 * @example documentCookies('.rove.shop').read('rove_ab_variant') // 'A' | 'B' | undefined
 */
export function documentCookies(domain: string | null = null): CookieJar {
  return {
    read: readCookie,
    write: (name, value, options) => void writeCookie(name, value, { ...options, domain }),
    remove: (name) => removeCookie(name, { domain }),
  };
}
