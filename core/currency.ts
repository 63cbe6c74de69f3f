/**
 * The six storefront currencies and which country shops in which. Apart from money.ts (the
 * formatting) because every page needs the settings' currency and few pages format a price.
 */

import type { Country } from './country';

/** ISO 4217 codes of the six storefront currencies. */
export type Currency = 'USD' | 'CAD' | 'AUD' | 'KRW' | 'GBP' | 'HKD';

/**
 * Every supported currency.
 *
 * @example CURRENCIES.length // 6
 */
export const CURRENCIES: readonly Currency[] = ['USD', 'CAD', 'AUD', 'KRW', 'GBP', 'HKD'];

const CURRENCY_BY_COUNTRY: Readonly<Record<Country, Currency>> = {
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  KR: 'KRW',
  UK: 'GBP',
  HK: 'HKD',
};

/**
 * The currency a country shops in.
 *
 * @example currencyForCountry('UK') // 'GBP'
 */
export function currencyForCountry(country: Country): Currency {
  return CURRENCY_BY_COUNTRY[country];
}

/**
 * Narrows an untrusted value to a Currency.
 *
 * @example isCurrency('KRW') // true
 */
export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
