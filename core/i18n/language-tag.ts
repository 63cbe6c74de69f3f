import { languageOf } from './translate';

/**
 * The page's language as the IETF tag a vendor's widget takes (Stripe's Elements `locale`,
 * Google Places' `language`): what the page reads, never the browser's own setting, so a page
 * shows one language. Korean on a Korean page; every other page of ours reads English, in the
 * shop's variant where it has one.
 */
export type PageLanguageTag = 'ko' | 'en' | 'en-GB' | 'en-AU' | 'en-CA';

const ENGLISH_BY_COUNTRY: Readonly<Record<string, PageLanguageTag>> = {
  UK: 'en-GB',
  AU: 'en-AU',
  CA: 'en-CA',
};

/**
 * @example pageLanguageTag('ko_KR', 'KR') // 'ko'
 * @example pageLanguageTag('en_UK', 'UK') // 'en-GB'
 * @example pageLanguageTag('fr_CA', 'CA') // 'en-CA' (the interface has no French table)
 */
export function pageLanguageTag(locale: string | undefined, country: string): PageLanguageTag {
  if (languageOf(locale) === 'ko') return 'ko';
  return ENGLISH_BY_COUNTRY[country] ?? 'en';
}
