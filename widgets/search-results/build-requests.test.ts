import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../core/search/hit';
import { buildRequests, pageRequest, readAnswer } from './build-requests';

const sofa = { type: 'products' as const, query: 'sofa', facets: {} };

function result(partial: Partial<SearchResult>): SearchResult {
  return { index: '', hits: [], nbHits: 0, nbPages: 0, page: 0, query: '', facets: {}, ...partial };
}

describe('buildRequests', () => {
  it('asks for the page of the current type, a count of every other type and the facet counts, in one multi-query', () => {
    const { requests } = buildRequests(sofa, 'US');
    expect(requests).toEqual([
      {
        index: 'products',
        query: 'sofa',
        hitsPerPage: 24,
        page: 0,
        numericFilters: ['usa_hide=0'],
      },
      { index: 'customer_photos', query: 'sofa', hitsPerPage: 0, numericFilters: ['usa_hide=0'] },
      { index: 'reviews', query: 'sofa', hitsPerPage: 0, numericFilters: ['usa_hide=0'] },
      { index: 'pages', query: 'sofa', hitsPerPage: 0, numericFilters: ['usa_hide=0'] },
      { index: 'STL', query: 'sofa', hitsPerPage: 0, numericFilters: ['usa_hide=0'] },
      {
        index: 'products',
        query: 'sofa',
        hitsPerPage: 0,
        numericFilters: ['usa_hide=0'],
        facets: ['colors', 'nice_names', 'terms'],
      },
    ]);
  });

  it('uses the specification’s page size of each type (§9) and the country filter of the visitor', () => {
    const sizes = (['customer_photos', 'reviews', 'pages', 'STL'] as const).map(
      (type) => buildRequests({ ...sofa, type }, 'CA').requests[0],
    );
    expect(sizes.map((request) => [request?.index, request?.hitsPerPage])).toEqual([
      ['customer_photos', 10],
      ['reviews', 10],
      ['pages', 20],
      ['STL', 20],
    ]);
    for (const request of buildRequests(sofa, 'KR').requests)
      expect(request.numericFilters).toEqual(['kr_hide=0']);
  });

  it('sends no facet query off the products tab', () => {
    const { requests } = buildRequests({ ...sofa, type: 'reviews' }, 'US');
    expect(requests).toHaveLength(5);
    expect(requests.some((request) => request.facets)).toBe(false);
  });

  it('filters products with OR within an attribute and AND across attributes', () => {
    const route = { ...sofa, facets: { colors: ['Gray', 'Blue'], nice_names: ['Velvet'] } };
    const { requests } = buildRequests(route, 'US');
    const both = [['colors:Blue', 'colors:Gray'], ['nice_names:Velvet']];
    expect(requests[0]?.facetFilters).toEqual(both);
    // The products tab's count is the filtered list's; other indexes have no such attributes.
    expect(requests.slice(1, 5).every((request) => request.facetFilters === undefined)).toBe(true);
  });

  it('counts each chosen attribute without its own filter (so its other values stay choosable)', () => {
    const route = { ...sofa, facets: { colors: ['Blue'], nice_names: ['Velvet'] } };
    const { requests, plan } = buildRequests(route, 'US');
    const facetQueries = requests.slice(5);
    expect(facetQueries).toEqual([
      {
        index: 'products',
        query: 'sofa',
        hitsPerPage: 0,
        numericFilters: ['usa_hide=0'],
        facets: ['colors', 'nice_names', 'terms'],
        facetFilters: [['colors:Blue'], ['nice_names:Velvet']],
      },
      {
        index: 'products',
        query: 'sofa',
        hitsPerPage: 0,
        numericFilters: ['usa_hide=0'],
        facets: ['colors'],
        facetFilters: [['nice_names:Velvet']],
      },
      {
        index: 'products',
        query: 'sofa',
        hitsPerPage: 0,
        numericFilters: ['usa_hide=0'],
        facets: ['nice_names'],
        facetFilters: [['colors:Blue']],
      },
    ]);
    expect(plan.facetsAt).toEqual({ terms: 5, colors: 6, nice_names: 7 });
  });

  it('escapes a value that would read as a negation', () => {
    const { requests } = buildRequests({ ...sofa, facets: { terms: ['-Outlet'] } }, 'US');
    expect(requests[0]?.facetFilters).toEqual([['terms:\\-Outlet']]);
  });

  it('asks for the next page alone on load more', () => {
    expect(pageRequest({ ...sofa, facets: { colors: ['Blue'] } }, 2, 'UK')).toEqual({
      index: 'products',
      query: 'sofa',
      hitsPerPage: 24,
      page: 2,
      numericFilters: ['uk_hide=0'],
      facetFilters: [['colors:Blue']],
    });
  });
});

describe('readAnswer', () => {
  it('reads the page, the counts and each facet from the result its plan names', () => {
    const route = { ...sofa, type: 'reviews' as const };
    const { plan } = buildRequests(route, 'US');
    const hit = { objectID: 'R1' } as SearchResult['hits'][number];
    const answer = readAnswer(plan, [
      result({ hits: [hit], nbHits: 31, nbPages: 4 }),
      result({ nbHits: 120 }),
      result({ nbHits: 2 }),
      result({ nbHits: 8 }),
      result({ nbHits: 5 }),
    ]);
    expect(answer).toMatchObject({ hits: [hit], nbHits: 31, nbPages: 4, page: 0 });
    expect(answer.counts).toEqual({
      reviews: 31,
      products: 120,
      customer_photos: 2,
      pages: 8,
      STL: 5,
    });
  });

  it('takes disjunctive counts for chosen attributes', () => {
    const route = { ...sofa, facets: { colors: ['Blue'] } };
    const { plan } = buildRequests(route, 'US');
    const results = [
      result({ nbHits: 3 }),
      result({}),
      result({}),
      result({}),
      result({}),
      result({ facets: { colors: { Blue: 3 }, nice_names: { Velvet: 2 }, terms: { Sofa: 3 } } }),
      result({ facets: { colors: { Blue: 3, Gray: 9 } } }),
    ];
    expect(readAnswer(plan, results).facetCounts).toEqual({
      colors: { Blue: 3, Gray: 9 },
      nice_names: { Velvet: 2 },
      terms: { Sofa: 3 },
    });
  });

  it('counts what the answer lacks as nothing', () => {
    const { plan } = buildRequests(sofa, 'US');
    expect(readAnswer(plan, []).counts.products).toBe(0);
  });
});
