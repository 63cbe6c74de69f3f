import {
  COUNTRIES,
  countryOfLocale,
  DEFAULT_LOCALE,
  isCountry,
  type Country,
} from '../../core/country';
import { currencySymbol, type Currency } from '../../core/money';
import { currencyForCountry } from '../../core/currency';

/** Country cookie lifetimes (spec/shell.md §9). */
export const COOKIE_DAYS_INITIAL = 365;
export const COOKIE_DAYS_CHOSEN = 14;

/** Regional-indicator flags: text, so no image requests and they scale with the font. */
const FLAGS: Readonly<Record<Country, string>> = {
  US: '🇺🇸',
  CA: '🇨🇦',
  AU: '🇦🇺',
  KR: '🇰🇷',
  UK: '🇬🇧',
  HK: '🇭🇰',
};

export interface CountryOption {
  country: Country;
  /** Empty where the device cannot draw it. */
  flag: string;
  currency: Currency;
  /** '$', 'C$', '₩' … */
  symbol: string;
}

/**
 * The six countries with flag, currency and symbol; `withFlags` false leaves every flag empty
 * (a device that draws flags as letters: see flag-emoji.ts).
 *
 * @example countryOptions()[4] // { country: 'UK', flag: '🇬🇧', currency: 'GBP', symbol: '£' }
 * @example countryOptions(false)[4].flag // ''
 */
export function countryOptions(withFlags = true): CountryOption[] {
  return COUNTRIES.map((country) => {
    const currency = currencyForCountry(country);
    const flag = withFlags ? FLAGS[country] : '';
    return { country, flag, currency, symbol: currencySymbol(currency) };
  });
}

/**
 * The address to load after the shopper chose `country`: the same path and query with
 * `?locale=` set to the country's default locale; the hash is dropped (a new page).
 *
 * @example localeUrl('https://shop.test/category/sofas?page=2#top', 'UK') // 'https://shop.test/category/sofas?page=2&locale=en_UK'
 */
export function localeUrl(current: string, country: Country): string {
  const url = new URL(current);
  url.searchParams.set('locale', DEFAULT_LOCALE[country]);
  url.hash = '';
  return url.href;
}

/**
 * The cookie to write on load: on a first visit (no valid warehouse cookie) the country of the
 * initial locale, for 365 days; otherwise nothing (the shopper's own choice stands).
 *
 * @example initialCookie(undefined, 'en_UK') // { country: 'UK', days: 365 }
 * @example initialCookie('US', 'en_UK') // undefined
 */
export function initialCookie(
  cookie: string | undefined,
  locale: string,
): { country: Country; days: number } | undefined {
  if (isCountry(cookie)) return undefined;
  const country = countryOfLocale(locale);
  return country ? { country, days: COOKIE_DAYS_INITIAL } : undefined;
}

/**
 * How far (px) to move the open list sideways so it stays `margin` inside a viewport `width`
 * wide: it hangs leftwards from the button, so on a phone with the button near the middle
 * it would start off-screen. Positive moves right; the left edge wins when both stick out.
 *
 * @example shiftIntoViewport({ left: -17, right: 228 }, 390) // 25
 * @example shiftIntoViewport({ left: 100, right: 300 }, 390) // 0
 */
export function shiftIntoViewport(
  box: { readonly left: number; readonly right: number },
  width: number,
  margin = 8,
): number {
  if (box.left < margin) return margin - box.left;
  if (box.right > width - margin) return Math.max(width - margin - box.right, margin - box.left);
  return 0;
}
