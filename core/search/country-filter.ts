import type { Country } from '../country';

/** The `{country}_hide` attribute's prefix per country (spec/shell.md §9: usa, canada, else the code). */
const HIDE_PREFIX: Readonly<Record<Country, string>> = {
  US: 'usa',
  CA: 'canada',
  AU: 'au',
  KR: 'kr',
  UK: 'uk',
  HK: 'hk',
};

/**
 * The numeric filter that hides products not sold in the visitor's country.
 *
 * @example countryFilter('US') // 'usa_hide=0'
 * @example countryFilter('KR') // 'kr_hide=0'
 */
export function countryFilter(country: Country): string {
  return `${HIDE_PREFIX[country]}_hide=0`;
}

/** The hit attribute that says a record is hidden in a country. */
export function hideAttribute(country: Country): string {
  return `${HIDE_PREFIX[country]}_hide`;
}
