// The six countries the retailer sells in, with their currency and locales (spec/shell.md §3).
// The SDK's own tables (core/country, core/country-codes, core/currency), so the demo host and the SDK never disagree.

import {
  COUNTRIES,
  DEFAULT_LOCALE,
  isCountry,
  isLocale,
  LOCALE_COUNTRY,
  type Country,
  type Locale,
} from '../../core/country';
import { countryName } from '../../core/country-codes';
import { CURRENCIES, currencyForCountry, type Currency } from '../../core/currency';

export { COUNTRIES, CURRENCIES, DEFAULT_LOCALE, isCountry, isLocale, LOCALE_COUNTRY };
export type { Country, Currency, Locale };

export const LOCALES = Object.keys(LOCALE_COUNTRY) as Locale[];

export const COUNTRY_CURRENCY: Readonly<Record<Country, Currency>> = Object.fromEntries(
  COUNTRIES.map((country) => [country, currencyForCountry(country)]),
) as Record<Country, Currency>;

/** The countries' English names: the demo pages are in English. */
export const COUNTRY_NAMES: Readonly<Record<Country, string>> = Object.fromEntries(
  COUNTRIES.map((country) => [country, countryName(country, 'en')]),
) as Record<Country, string>;
