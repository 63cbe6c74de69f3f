import { writeCookie, type CookieOptions } from '../storage/cookies';
import { getSettings } from './settings';

/**
 * Writes one of the site's cookies (core/storage/cookie-names) for the domain the CMS uses
 * (settings.cookieDomain), so the SDK and the CMS share one cookie instead of each keeping
 * its own; false when the browser refused it.
 *
 * @example writeSiteCookie(COOKIE.grid, '6', { days: 14 })
 */
export function writeSiteCookie(
  name: string,
  value: string,
  options: Omit<CookieOptions, 'domain'> = {},
): boolean {
  return writeCookie(name, value, { ...options, domain: getSettings().cookieDomain });
}
