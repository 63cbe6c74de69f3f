import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSelection, type FacetSelection } from './facet-selection';
import {
  encodeFacets,
  parseFacets,
  parseResultsPath,
  resultsPath,
  type ResultsRoute,
} from './results-path';

const BASE = '/search/';

describe('facet URL encoding', () => {
  it('reads as attribute=value,value;attribute=value', () => {
    expect(encodeFacets({ nice_names: ['Velvet'], colors: ['Gray', 'Blue'] })).toBe(
      'colors=Blue,Gray;nice_names=Velvet',
    );
    expect(
      resultsPath(BASE, {
        type: 'products',
        query: 'sofa',
        facets: { colors: ['Blue', 'Gray'], nice_names: ['Velvet'] },
      }),
    ).toBe('/search/products/sofa/filter/colors=Blue,Gray;nice_names=Velvet/');
  });

  it('leaves the filter segment out when nothing is chosen', () => {
    expect(resultsPath(BASE, { type: 'products', query: 'sofa', facets: {} })).toBe(
      '/search/products/sofa/',
    );
    expect(resultsPath(BASE, { type: 'products', query: 'sofa', facets: { colors: [] } })).toBe(
      '/search/products/sofa/',
    );
  });

  it('gives one URL for one choice, whatever the clicking order', () => {
    expect(encodeFacets({ terms: ['Sofa', 'Bed'], colors: ['Red', 'Blue', 'Red'] })).toBe(
      encodeFacets({ colors: ['Blue', 'Red'], terms: ['Bed', 'Sofa'] }),
    );
  });

  it.each<[string, FacetSelection]>([
    ['separators', { nice_names: ['Oak, White; Washed=Yes'] }],
    ['a slash and a percent sign', { terms: ['Indoor/Outdoor 100%'] }],
    ['spaces and accents', { nice_names: ['Bouclé Crème'], colors: ['Off White'] }],
    ['Korean and emoji', { terms: ['소파', '🛋️ Lounge'] }],
    ['query-string and fragment characters', { terms: ['a?b#c&d+e'] }],
  ])('survives %s', (_name, facets) => {
    const route: ResultsRoute = { type: 'products', query: 'sofa', facets };
    const path = resultsPath(BASE, route);
    expect(path.split('/')).toHaveLength(7); // '', search, products, sofa, filter, {facets}, ''
    expect(parseResultsPath(path, BASE)).toEqual({ ...route, facets: normalizeSelection(facets) });
  });

  it('round-trips any selection (property)', () => {
    const values = fc.uniqueArray(fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }), {
      maxLength: 5,
    });
    fc.assert(
      fc.property(
        fc.record({ colors: values, nice_names: values, terms: values }, { requiredKeys: [] }),
        (selection) => {
          const normalized = normalizeSelection(selection);
          const encoded = encodeFacets(selection);
          expect(parseFacets(encoded)).toEqual(normalized);
          expect(encodeFacets(parseFacets(encoded))).toBe(encoded);
          // The segment never contains a path separator or a query/fragment start.
          expect(encoded).not.toMatch(/[/?#]/);
        },
      ),
    );
  });

  it('round-trips any query and selection through the path (property)', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
          .filter((q) => !/^\.{1,2}$/.test(q)),
        fc.uniqueArray(fc.string({ unit: 'grapheme', minLength: 1 }), { maxLength: 3 }),
        (query, colours) => {
          const route: ResultsRoute = { type: 'products', query, facets: { colors: colours } };
          expect(parseResultsPath(resultsPath(BASE, route), BASE)).toEqual({
            ...route,
            facets: normalizeSelection(route.facets),
          });
        },
      ),
    );
  });

  it('drops values a URL cannot carry (lone surrogates), never throws', () => {
    expect(encodeFacets({ colors: ['\uD800', 'Blue'] })).toBe('colors=Blue');
  });
});

describe('parsing hand-edited URLs', () => {
  it('ignores unknown attributes, empty values and malformed escapes', () => {
    expect(parseFacets('colors=Blue,,%E0%A4;evil=1;terms=;nice_names')).toEqual({
      colors: ['Blue'],
    });
    expect(parseFacets('__proto__=x;constructor=y')).toEqual({});
  });

  it('merges a repeated attribute', () => {
    expect(parseFacets('colors=Red;colors=Blue')).toEqual({ colors: ['Blue', 'Red'] });
  });

  it('reads unencoded commas and spaces the browser escaped', () => {
    expect(parseResultsPath('/search/products/arm%20chair/filter/colors=Blue,Gray/', BASE)).toEqual(
      { type: 'products', query: 'arm chair', facets: { colors: ['Blue', 'Gray'] } },
    );
  });

  it('reads every result type, tolerant of case, and a missing trailing slash', () => {
    expect(parseResultsPath('/search/stl/rug', BASE)).toEqual({
      type: 'STL',
      query: 'rug',
      facets: {},
    });
    expect(parseResultsPath('/search/customer_photos/rug/', BASE)?.type).toBe('customer_photos');
  });

  it('keeps filters on products only', () => {
    expect(parseResultsPath('/search/reviews/rug/filter/colors=Blue/', BASE)?.facets).toEqual({});
    expect(resultsPath(BASE, { type: 'pages', query: 'rug', facets: { colors: ['Blue'] } })).toBe(
      '/search/pages/rug/',
    );
  });

  it('refuses paths outside the base or without a known type', () => {
    expect(parseResultsPath('/cart', BASE)).toBeUndefined();
    expect(parseResultsPath('/search/furniture/sofa/', BASE)).toBeUndefined();
  });

  it('keeps a malformed query escape as typed', () => {
    expect(parseResultsPath('/search/products/100%/', BASE)?.query).toBe('100%');
  });

  it('works under another base path', () => {
    const route: ResultsRoute = { type: 'reviews', query: 'oak', facets: {} };
    expect(resultsPath('/uk/search/', route)).toBe('/uk/search/reviews/oak/');
    expect(parseResultsPath('/uk/search/reviews/oak/', '/uk/search/')).toEqual(route);
  });
});
