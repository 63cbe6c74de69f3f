import { COUNTRIES, type Country } from '../../../../core/country';
import type { PlaceAddress } from './place-address.logic';
import { pageLanguageTag } from '../../../../core/i18n/language-tag';

// Where a street field's address suggestions may come from, and which zone of a select a
// chosen place's province is (issue 25). Small and apart from place-address.logic: the forms
// load this with their first render, the rest arrives with the suggestions on the first focus.

/** Google takes CLDR region codes: the UK is 'gb' there ('uk' is only the shop's domain). */
const REGION_CODE: Readonly<Record<Country, string>> = {
  US: 'us',
  CA: 'ca',
  AU: 'au',
  KR: 'kr',
  UK: 'gb',
  HK: 'hk',
};

/**
 * The `includedRegionCodes` of a search (spec/checkout.md §7): delivery only within the warehouse's
 * country; billing and the swatch request anywhere the shop sells (ca, us, au, kr, hk, uk).
 *
 * @example regionCodesFor('delivery', 'UK') // ['gb']
 * @example regionCodesFor('billing', 'US').length // 6
 */
export function regionCodesFor(
  use: 'delivery' | 'billing' | 'swatch',
  warehouse: Country,
): string[] {
  return use === 'delivery' ? [REGION_CODE[warehouse]] : COUNTRIES.map((code) => REGION_CODE[code]);
}

/**
 * What a search is written in and ranked for: the page's language (core/i18n/language-tag) and
 * the shop's country as Google's CLDR region.
 *
 * @example placesPageLanguage('ko_KR', 'KR') // { language: 'ko', region: 'kr' }
 * @example placesPageLanguage('en_UK', 'UK') // { language: 'en-GB', region: 'gb' }
 */
export function placesPageLanguage(
  locale: string | undefined,
  country: Country,
): { language: string; region: string } {
  return { language: pageLanguageTag(locale, country), region: REGION_CODE[country] };
}

/** A choice of a zone select. */
export interface ZoneLike {
  readonly code: string;
  readonly name: string;
}

/**
 * The zone of a select that a place's province is: by code ('DC', 'ON', 'ACT'), else by name
 * ('Québec' = 'Quebec', 'England'); '' when none matches (the shopper chooses).
 *
 * @example matchZone([{ code: 'ON', name: 'Ontario' }], { code: 'ON', name: 'Ontario' }) // 'ON'
 */
export function matchZone(zones: readonly ZoneLike[], province: PlaceAddress['province']): string {
  if (!province) return '';
  const code = province.code.toUpperCase();
  const byCode = zones.find((zone) => zone.code.toUpperCase() === code);
  if (byCode) return byCode.code;
  // Accents and case aside ('Québec' is 'Quebec'), without loading a folding table.
  const sameName = (name: string) =>
    name.localeCompare(province.name, 'en', { sensitivity: 'base' }) === 0;
  return zones.find((zone) => sameName(zone.name))?.code ?? '';
}
