// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseResultsPath } from './results-path';

describe('parseResultsPath', () => {
  it.each([
    ['/search/products/sofa/', { type: 'products', query: 'sofa', facetFilters: [] }],
    ['/search/products/sofa', { type: 'products', query: 'sofa', facetFilters: [] }],
    ['/search/stl/living/', { type: 'STL', query: 'living', facetFilters: [] }],
    ['/search/reviews/arm%20chair/', { type: 'reviews', query: 'arm chair', facetFilters: [] }],
    ['/search/products/a%2Fb/', { type: 'products', query: 'a/b', facetFilters: [] }],
    ['/search/products/%E0%A4/', { type: 'products', query: '%E0%A4', facetFilters: [] }],
    [
      '/search/products/sofa/filter/colors=Blue,Gray;nice_names=Velvet/',
      {
        type: 'products',
        query: 'sofa',
        facetFilters: [['colors:Blue', 'colors:Gray'], ['nice_names:Velvet']],
      },
    ],
    [
      '/search/products/sofa/filter/colors=Blue%2C%20Dark;evil=x;terms=;nice_names=-Odd/',
      {
        type: 'products',
        query: 'sofa',
        facetFilters: [['colors:Blue, Dark'], ['nice_names:\\-Odd']],
      },
    ],
    // Facets belong to products only.
    ['/search/pages/help/filter/colors=Blue/', { type: 'pages', query: 'help', facetFilters: [] }],
  ])('%s', (path, page) => expect(parseResultsPath(path)).toEqual(page));

  it.each([
    ['/search/things/sofa/'],
    ['/search/products/'],
    ['/search/products/%20/'],
    ['/search/products/sofa/page/2/'],
    ['/search/products/sofa/filter/colors=Blue/extra/'],
  ])('%s is not a results page', (path) => expect(parseResultsPath(path)).toBeUndefined());
});
