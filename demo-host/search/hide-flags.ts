import { hideAttribute } from '../../core/search/country-filter';
import { COUNTRIES, type Country } from '../lib/markets';
import type { HideFlags } from './record-types';

/**
 * The `{country}_hide` attributes of a record, named by the SDK's own table (core), so the
 * filter the SDK sends and the attribute the index holds cannot drift apart.
 * @example hideFlags({ US: 0, CA: 1, AU: 0, KR: 0, UK: 0, HK: 0 }) // {usa_hide: 0, canada_hide: 1, …}
 */
export function hideFlags(hidden: Readonly<Partial<Record<Country, 0 | 1>>>): HideFlags {
  return Object.fromEntries(
    COUNTRIES.map((country) => [hideAttribute(country), hidden[country] ?? 0]),
  );
}

/** Shown in every country. */
export const SHOWN_EVERYWHERE: HideFlags = hideFlags({});

/** Hidden everywhere but the listed countries. */
export function onlyIn(countries: readonly Country[]): HideFlags {
  return hideFlags(
    Object.fromEntries(COUNTRIES.map((c) => [c, countries.includes(c) ? 0 : 1])) as Record<
      Country,
      0 | 1
    >,
  );
}
