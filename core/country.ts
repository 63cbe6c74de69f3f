/** The six countries the retailer ships to; also the warehouse cookie's values. */
export const COUNTRIES = ['US', 'CA', 'AU', 'KR', 'UK', 'HK'] as const;
export type Country = (typeof COUNTRIES)[number];

/** Locales of spec/shell.md §3, each tied to one country. */
export const LOCALE_COUNTRY = {
  en_US: 'US',
  en_CA: 'CA',
  fr_CA: 'CA',
  en_AU: 'AU',
  ko_KR: 'KR',
  en_UK: 'UK',
  ch_HK: 'HK',
} as const satisfies Record<string, Country>;
export type Locale = keyof typeof LOCALE_COUNTRY;

/** The locale a country uses when nothing else says (the first listed for it). */
export const DEFAULT_LOCALE: Record<Country, Locale> = {
  US: 'en_US',
  CA: 'en_CA',
  AU: 'en_AU',
  KR: 'ko_KR',
  UK: 'en_UK',
  HK: 'ch_HK',
};

/** @example isCountry('UK') // true;  isCountry('GB') // false */
export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

/** @example isLocale('en_UK') // true */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALE_COUNTRY, value);
}

/** @example countryOfLocale('en_UK') // 'UK';  countryOfLocale('xx') // undefined */
export function countryOfLocale(locale: unknown): Country | undefined {
  return isLocale(locale) ? LOCALE_COUNTRY[locale] : undefined;
}
