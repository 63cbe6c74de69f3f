import { COUNTRIES, isCountry, type Country } from './country';
import { translate, type Language } from './i18n/translate';

// The countries' numeric codes and names, apart from core/country (which every page loads): only
// the address forms that post and show them (checkout, the swatch request) load this.

/**
 * The numeric (ISO 3166-1) codes the checkout's and the swatch request's country selects post
 * (spec/product.md §3, spec/checkout.md §3): one table for both forms.
 *
 * @example COUNTRY_NUMERIC_CODE.KR // 410
 */
export const COUNTRY_NUMERIC_CODE = {
  CA: 124,
  US: 840,
  KR: 410,
  UK: 826,
  AU: 36,
  HK: 344,
} as const satisfies Record<Country, number>;

export type CountryNumericCode = (typeof COUNTRY_NUMERIC_CODE)[Country];

/**
 * The country of a numeric code ('410' or 410); anything else is undefined.
 *
 * @example countryOfNumericCode('410') // 'KR'
 * @example countryOfNumericCode(999) // undefined
 */
export function countryOfNumericCode(code: unknown): Country | undefined {
  const number = typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : code;
  return COUNTRIES.find((country) => COUNTRY_NUMERIC_CODE[country] === number);
}

/**
 * The country of a select value, written as our code ('CA'), ISO's ('GB': the storefront and
 * its warehouse cookie write the United Kingdom as UK) or the numeric one ('124').
 *
 * @example countryFromCode('826') // 'UK'
 * @example countryFromCode('ca') // 'CA'
 * @example countryFromCode('GB') // 'UK'
 * @example countryFromCode('250') // undefined
 */
export function countryFromCode(value: string | number): Country | undefined {
  const text = String(value ?? '')
    .trim()
    .toUpperCase();
  if (text === 'GB') return 'UK';
  return isCountry(text) ? text : countryOfNumericCode(text);
}

/**
 * The countries' names in the storefront's languages, as the specification names them ('Korea'). Not
 * `Intl.DisplayNames`: its first use in a page took 19–51 ms in Chromium here (×4 on a phone's
 * CPU, a long task inside the address step's render), and its English names are 'South Korea'
 * and 'Hong Kong SAR China'. The header's country menu keeps its own words (every page loads
 * it; this file would be one more file there).
 */
const COUNTRY_NAMES: Readonly<Record<Language, Readonly<Record<Country, string>>>> = {
  en: {
    US: 'United States',
    CA: 'Canada',
    AU: 'Australia',
    KR: 'Korea',
    UK: 'United Kingdom',
    HK: 'Hong Kong',
  },
  ko: { US: '미국', CA: '캐나다', AU: '호주', KR: '대한민국', UK: '영국', HK: '홍콩' },
};

/**
 * A country's name in the page's language (Korean on a Korean page, else English).
 *
 * @example countryName('UK', 'en_UK') // 'United Kingdom'
 * @example countryName('KR', 'ko_KR') // '대한민국'
 */
export function countryName(country: Country, locale: string | undefined): string {
  return translate(COUNTRY_NAMES, country, locale);
}
