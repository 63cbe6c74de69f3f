import type { IndexName, ResultType } from '../../core/search/constants';

/**
 * The results page a group's view-all link opens. Categories have none: the results page has
 * no category tab (its types are products, customer_photos, reviews, pages, STL, spec/shell.md §2)
 * and would show the same 5 categories the panel already lists.
 */
const RESULT_TYPE_OF: Partial<Record<IndexName, ResultType>> = {
  products: 'products',
  pages: 'pages',
  customer_photos: 'customer_photos',
  reviews: 'reviews',
  STL: 'STL',
};

/**
 * The products results page, where Enter and the products view-all link go (spec/shell.md §2:
 * `/search/products/{query}/`), under the site's base path.
 *
 * @example resultsPageUrl('/', 'oak & ash') // '/search/products/oak%20%26%20ash/'
 */
export function resultsPageUrl(basePath: string, query: string): string {
  // The same path core/search/results-path writes for an unfiltered products page; written
  // out here so the panel's chunk does not carry the facet codec (about 0.7 kB).
  return `${basePath}search/products/${encodeURIComponent(query)}/`;
}

/**
 * A group's view-all link: the products page above, or `search/{type}/{query}` resolved
 * against the base path for the other types (spec/shell.md §2); undefined for categories.
 *
 * @example viewAllUrl('/uk/', 'pages', 'sofa') // '/uk/search/pages/sofa'
 */
export function viewAllUrl(basePath: string, index: IndexName, query: string): string | undefined {
  const type = RESULT_TYPE_OF[index];
  if (!type) return undefined;
  if (type === 'products') return resultsPageUrl(basePath, query);
  return `${basePath}search/${type}/${encodeURIComponent(query)}`;
}
