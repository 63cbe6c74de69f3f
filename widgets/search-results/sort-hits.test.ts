import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../core/search/hit';
import { priceOf, sortHits } from './sort-hits';

const hit = (objectID: string, final: Record<string, number>) =>
  ({ objectID, prices: { final } }) as SearchHit;

const hits = [
  hit('a', { usd: 1299, cad: 1700 }),
  hit('b', { usd: 499 }),
  hit('c', {}),
  hit('d', { usd: 499, cad: 650 }),
  hit('e', { usd: 899 }),
];

describe('sortHits', () => {
  it('keeps the service’s relevance order by default', () => {
    expect(sortHits(hits, 'relevance', 'USD').map((h) => h.objectID)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });

  it('sorts by the price in the visitor’s currency, stable, unpriced last', () => {
    expect(sortHits(hits, 'price-asc', 'USD').map((h) => h.objectID)).toEqual([
      'b',
      'd',
      'e',
      'a',
      'c',
    ]);
    expect(sortHits(hits, 'price-desc', 'USD').map((h) => h.objectID)).toEqual([
      'a',
      'e',
      'b',
      'd',
      'c',
    ]);
    expect(sortHits(hits, 'price-asc', 'CAD').map((h) => h.objectID)).toEqual([
      'd',
      'a',
      'b',
      'c',
      'e',
    ]);
  });

  it('reads prices.final by the lowercase code, own keys only', () => {
    expect(priceOf(hit('x', { krw: 1500000 }), 'KRW')).toBe(1500000);
    expect(priceOf(hit('x', {}), 'USD')).toBeUndefined();
  });
});
