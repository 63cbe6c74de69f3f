import { describe, expect, it } from 'vitest';
import { countryFilter } from './country-filter';
import { parseResult, skuOf } from './hit';

describe('countryFilter', () => {
  it.each([
    ['US', 'usa_hide=0'],
    ['CA', 'canada_hide=0'],
    ['AU', 'au_hide=0'],
    ['KR', 'kr_hide=0'],
    ['UK', 'uk_hide=0'],
    ['HK', 'hk_hide=0'],
  ] as const)('%s → %s', (country, filter) => expect(countryFilter(country)).toBe(filter));
});

describe('parseResult', () => {
  const hit = {
    objectID: 'RS1001-2',
    title: 'Oak Sofa',
    url: '/product/oak-sofa',
    nid: 12,
    prices: { final: { usd: 1299, cad: 1769 } },
    _highlightResult: { title: { value: '<em>Oak</em> Sofa', matchLevel: 'full' } },
  };

  it('keeps valid hits and fills missing optional fields', () => {
    const result = parseResult({ hits: [hit], nbHits: 1, nbPages: 1, page: 0, query: 'oak' });
    expect(result?.hits[0]).toMatchObject({
      objectID: 'RS1001-2',
      image: '',
      colors: [],
      prices: { final: { usd: 1299 } },
    });
    expect(result?.facets).toEqual({});
  });

  it('drops a malformed hit instead of failing the whole answer', () => {
    const result = parseResult({ hits: [hit, { title: 'no id' }, 'junk'], nbHits: 3 });
    expect(result?.hits.map((h) => h.objectID)).toEqual(['RS1001-2']);
    expect(result?.nbHits).toBe(3);
  });

  it.each([null, 'x', { hits: 'nope' }, { nbHits: -1 }])('refuses %j', (raw) => {
    expect(parseResult(raw)).toBeUndefined();
  });

  it('reads the sku as the part of objectID before the first dash', () => {
    expect(skuOf({ objectID: 'RS1001-2-b' })).toBe('RS1001');
  });
});
