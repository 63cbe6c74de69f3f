import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { DemoHostEnv, Shop } from '../context';
import {
  COUNTRY_CURRENCY,
  DEFAULT_LOCALE,
  LOCALE_COUNTRY,
  isCountry,
  isLocale,
  type Country,
} from '../lib/markets';

export const WAREHOUSE_COOKIE = 'rove_warehouse';

/**
 * The page's country: the warehouse cookie first, then ?locale=, else US (docs/architecture.md §3). The
 * locale is the requested one when it belongs to that country (fr_CA), else the country default.
 * @example resolveShop(undefined, 'fr_CA') // {country: 'CA', locale: 'fr_CA', currency: 'CAD'}
 */
export function resolveShop(cookie: string | undefined, localeParam: string | undefined): Shop {
  const fromCookie = cookie?.trim().toUpperCase();
  let country: Country = 'US';
  if (isCountry(fromCookie)) country = fromCookie;
  else if (isLocale(localeParam)) country = LOCALE_COUNTRY[localeParam];
  const locale =
    isLocale(localeParam) && LOCALE_COUNTRY[localeParam] === country
      ? localeParam
      : DEFAULT_LOCALE[country];
  return { country, locale, currency: COUNTRY_CURRENCY[country] };
}

export function shopMiddleware(): MiddlewareHandler<DemoHostEnv> {
  return async (c, next) => {
    c.set('shop', resolveShop(getCookie(c, WAREHOUSE_COOKIE), c.req.query('locale')));
    await next();
  };
}
