import type { ResultType } from '../../core/search/constants';
import { toFacetFilters } from '../../core/search/facet-selection';
import { parseResultsPath as parseRoute } from '../../core/search/results-path';

// The results page URL as the CMS routes it (spec/shell.md §2), read by the SDK's own parser
// (core/search/results-path) so the server fallback shows exactly what the widget will:
//
//   /search/{type}/{query}/
//   /search/{type}/{query}/filter/{facets}/     {facets} = colors=Blue,Gray;nice_names=Velvet

export interface ResultsPage {
  type: ResultType;
  query: string;
  /** Algolia facetFilters: one OR-group per attribute (products only). */
  facetFilters: string[][];
}

/** The routes the CMS answers: nothing after the filter segment, an optional trailing slash. */
const ROUTE_SHAPE = /^\/search\/[^/]+\/[^/]+(?:\/filter\/[^/]*)?\/?$/;

/**
 * Reads a raw (still percent-encoded) pathname; undefined when it is not a results page.
 * @example parseResultsPath('/search/products/arm%20chair/') // {type: 'products', query: 'arm chair', facetFilters: []}
 */
export function parseResultsPath(rawPathname: string): ResultsPage | undefined {
  if (!ROUTE_SHAPE.test(rawPathname)) return undefined;
  const route = parseRoute(rawPathname, '/search/');
  if (!route || route.query.trim() === '') return undefined;
  return { type: route.type, query: route.query, facetFilters: toFacetFilters(route.facets) };
}
