import { RESULT_TYPES, type ResultType } from '../../core/search/constants';

/** Hits per result type, as the tabs show them. */
export type TypeCounts = Readonly<Record<ResultType, number>>;

/**
 * The tab to show when a visitor arrives (spec/shell.md §4, 'Search tab fallback'): the chosen type
 * if it has hits, else the type with the most hits among the others (ties go to the earlier
 * tab). When nothing has hits the chosen type stays, and the page says so.
 *
 * @example fallbackTab('reviews', { products: 12, customer_photos: 3, reviews: 0, pages: 12, STL: 0 }) // 'products'
 * @example fallbackTab('pages', { products: 0, customer_photos: 0, reviews: 0, pages: 0, STL: 0 }) // 'pages'
 */
export function fallbackTab(chosen: ResultType, counts: TypeCounts): ResultType {
  if (counts[chosen] > 0) return chosen;
  let best = chosen;
  let bestCount = 0;
  for (const type of RESULT_TYPES) {
    if (type !== chosen && counts[type] > bestCount) {
      best = type;
      bestCount = counts[type];
    }
  }
  return best;
}

/** @example hasNoResults({ products: 0, customer_photos: 0, reviews: 0, pages: 0, STL: 0 }) // true */
export function hasNoResults(counts: TypeCounts): boolean {
  return RESULT_TYPES.every((type) => counts[type] === 0);
}
