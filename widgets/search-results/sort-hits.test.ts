import { describe, expect, it } from 'vitest';
import type { Currency } from '../../core/money';
import type { SearchHit } from '../../core/search/hit';
import { priceOf, sortHits, type SortOrder } from './sort-hits';

const hit = (objectID: string, final: Record<string, number>) =>
  ({ objectID, prices: { final } }) as SearchHit;

const hits = [
  hit('a', { usd: 1299, cad: 1700 }),
  hit('b', { usd: 499 }),
  hit('c', {}),
  hit('d', { usd: 499, cad: 650 }),
  hit('e', { usd: 899 }),
];

/** The hits' ids in the order sortHits puts them. */
const idsSorted = (order: SortOrder, currency: Currency) =>
  sortHits(hits, order, currency).map((h) => h.objectID);

describe('sortHits', () => {
  it('keeps the service’s relevance order by default', () => {
    expect(idsSorted('relevance', 'USD')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('sorts by the price in the visitor’s currency, stable, unpriced last', () => {
    expect(idsSorted('price-asc', 'USD')).toEqual(['b', 'd', 'e', 'a', 'c']);
    expect(idsSorted('price-desc', 'USD')).toEqual(['a', 'e', 'b', 'd', 'c']);
    expect(idsSorted('price-asc', 'CAD')).toEqual(['d', 'a', 'b', 'c', 'e']);
  });

  it('reads prices.final by the lowercase code, own keys only', () => {
    expect(priceOf(hit('x', { krw: 1500000 }), 'KRW')).toBe(1500000);
    expect(priceOf(hit('x', {}), 'USD')).toBeUndefined();
  });
});
