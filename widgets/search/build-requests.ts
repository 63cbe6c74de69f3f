import type { SearchRequest } from '../../core/api/search';
import type { Country } from '../../core/country';
import { INDEXES, SUGGESTION_COUNTS, type IndexName } from '../../core/search/constants';
import { countryFilter } from '../../core/search/country-filter';
import { normalizeTerm } from './history';

/**
 * The indexes the panel asks, in the order their groups show: every index with a desktop
 * count above 0 (spec/shell.md §9) — customer photos and reviews (0) are not requested at all —
 * products first, then categories (where a shopper most often goes next), pages, looks.
 */
const FIRST: readonly IndexName[] = ['products', 'category', 'pages', 'STL'];
export const SUGGESTED_INDEXES: readonly IndexName[] = [
  ...FIRST,
  ...INDEXES.filter((index) => !FIRST.includes(index)),
].filter((index) => SUGGESTION_COUNTS[index] > 0);

/**
 * The one multi-index request of a typing pause (spec/shell.md §7): one entry per suggested index
 * with its count and the visitor's country filter. An empty term asks nothing (§5).
 *
 * @example buildSuggestionRequests(' oak  sofa ', { country: 'CA' })[0]
 * // { index: 'products', query: 'oak sofa', hitsPerPage: 5, numericFilters: ['canada_hide=0'] }
 */
export function buildSuggestionRequests(
  query: string,
  settings: { country: Country },
): SearchRequest[] {
  const term = normalizeTerm(query);
  if (term === '') return [];
  const numericFilters = [countryFilter(settings.country)];
  return SUGGESTED_INDEXES.map((index) => ({
    index,
    query: term,
    hitsPerPage: SUGGESTION_COUNTS[index],
    numericFilters,
  }));
}
