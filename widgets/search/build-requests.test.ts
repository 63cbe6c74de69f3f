import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../core/country';
import { buildSuggestionRequests, SUGGESTED_INDEXES } from './build-requests';
import { resultsPageUrl, viewAllUrl } from './results-url';

describe('buildSuggestionRequests', () => {
  it('asks each suggested index with its desktop count and the country filter, in one batch, products then categories', () => {
    expect(buildSuggestionRequests(' oak   sofa ', { country: 'US' })).toEqual([
      { index: 'products', query: 'oak sofa', hitsPerPage: 5, numericFilters: ['usa_hide=0'] },
      { index: 'category', query: 'oak sofa', hitsPerPage: 5, numericFilters: ['usa_hide=0'] },
      { index: 'pages', query: 'oak sofa', hitsPerPage: 3, numericFilters: ['usa_hide=0'] },
      { index: 'STL', query: 'oak sofa', hitsPerPage: 2, numericFilters: ['usa_hide=0'] },
    ]);
  });

  it('never asks for customer photos or reviews (count 0)', () => {
    expect(SUGGESTED_INDEXES).not.toContain('customer_photos');
    expect(SUGGESTED_INDEXES).not.toContain('reviews');
    expect(SUGGESTED_INDEXES).not.toContain('rooms');
  });

  it.each([
    ['US', 'usa_hide=0'],
    ['CA', 'canada_hide=0'],
    ['AU', 'au_hide=0'],
    ['KR', 'kr_hide=0'],
    ['UK', 'uk_hide=0'],
    ['HK', 'hk_hide=0'],
  ] as const)('filters %s with %s', (country, filter) => {
    for (const request of buildSuggestionRequests('rug', { country }))
      expect(request.numericFilters).toEqual([filter]);
  });

  it.each(['', '   ', '\n\t'])('asks nothing for the empty term %j', (query) => {
    expect(buildSuggestionRequests(query, { country: COUNTRIES[0] })).toEqual([]);
  });
});

describe('results links', () => {
  it('goes to /search/products/{query}/ with the query encoded', () => {
    expect(resultsPageUrl('/', 'oak & ash/2')).toBe('/search/products/oak%20%26%20ash%2F2/');
    expect(viewAllUrl('/', 'products', 'sofa')).toBe('/search/products/sofa/');
  });

  it('resolves search/{type}/{query} against the base path for the other types', () => {
    expect(viewAllUrl('/uk/', 'pages', 'care guide')).toBe('/uk/search/pages/care%20guide');
    expect(viewAllUrl('/', 'STL', 'sofa')).toBe('/search/STL/sofa');
  });

  it('has no view-all page for categories (no such results tab)', () => {
    expect(viewAllUrl('/', 'category', 'sofa')).toBeUndefined();
  });
});
