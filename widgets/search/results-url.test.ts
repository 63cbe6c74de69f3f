import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resultsPath } from '../../core/search/results-path';
import { resultsPageUrl, viewAllUrl } from './results-url';

describe('results URLs of the panel', () => {
  it('writes exactly the path the results page reads', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('/', '/uk/'), (query, basePath) => {
        expect(resultsPageUrl(basePath, query)).toBe(
          resultsPath(`${basePath}search/`, { type: 'products', query, facets: {} }),
        );
      }),
    );
  });

  it.each([
    ['products', '/search/products/oak%20sofa/'],
    ['pages', '/search/pages/oak%20sofa'],
    ['STL', '/search/STL/oak%20sofa'],
    ['category', undefined],
  ] as const)('view all %s → %s', (index, url) =>
    expect(viewAllUrl('/', index, 'oak sofa')).toBe(url),
  );
});
