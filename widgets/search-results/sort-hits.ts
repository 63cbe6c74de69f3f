import type { Currency } from '../../core/money';
import type { SearchHit } from '../../core/search/hit';

/**
 * Sort orders of the results page. The search service ranks by relevance only (one index per
 * type, no price replicas), so the price orders sort the hits already loaded, in the browser.
 */
export const SORT_ORDERS = ['relevance', 'price-asc', 'price-desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** @example isSortOrder('price-asc') // true */
export function isSortOrder(value: string): value is SortOrder {
  return (SORT_ORDERS as readonly string[]).includes(value);
}

/**
 * A hit's price in the visitor's currency (prices.final is keyed by the lowercase code).
 *
 * @example priceOf({ prices: { final: { usd: 1299 } } }, 'USD') // 1299
 */
export function priceOf(hit: Pick<SearchHit, 'prices'>, currency: Currency): number | undefined {
  const key = currency.toLowerCase();
  const prices = hit.prices.final;
  return Object.hasOwn(prices, key) ? prices[key] : undefined;
}

/**
 * The hits in the chosen order. Stable: equal prices keep their relevance order; hits without
 * a price in the currency go last.
 *
 * @example sortHits(hits, 'price-asc', 'USD').map((hit) => priceOf(hit, 'USD')) // [499, 899, 1299, undefined]
 */
export function sortHits(
  hits: readonly SearchHit[],
  order: SortOrder,
  currency: Currency,
): SearchHit[] {
  if (order === 'relevance') return [...hits];
  const direction = order === 'price-asc' ? 1 : -1;
  return hits
    .map((hit, rank) => ({ hit, rank, price: priceOf(hit, currency) }))
    .sort((a, b) => {
      if (a.price === undefined || b.price === undefined) {
        if (a.price === b.price) return a.rank - b.rank;
        return a.price === undefined ? 1 : -1;
      }
      return (a.price - b.price) * direction || a.rank - b.rank;
    })
    .map((entry) => entry.hit);
}
