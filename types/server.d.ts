// Written by hand for `rove-widgets/server` (dist/server.js); server/declarations.check.ts
// fails the typecheck when it and server/index.ts disagree.

/** One query of the search service's multi-query: the index's full name, with the prefix. */
export interface ServiceQuery {
  indexName: string;
  query: string;
  hitsPerPage: number;
  page?: number;
  numericFilters?: string[];
  facets?: string[];
  /** An array of OR-groups, each an array of 'attribute:value'. */
  facetFilters?: string[][];
}

/** A results page as the host's server sees the request; read as the element will read it. */
export interface ResultsPage {
  /** The address's path, raw (`/search/products/sofa/filter/colors=Blue/`). */
  pathname: string;
  /** The settings object the page prints (its `#rove-settings` JSON), unvalidated. */
  settings: unknown;
  /** The `rove_warehouse` cookie of the request, if any. */
  warehouseCookie?: string | null | undefined;
  /** The address's `?locale=`, if any. */
  queryLocale?: string | null | undefined;
}

export interface ResultsPageRendering extends ResultsPage {
  /** The page's origin as the browser sees it (cards link only to allowed URLs). */
  origin: string;
  /** The search service's answer to {@link resultsPageQueries}' body, as it came. */
  answer: unknown;
  /** Filters open beside the results (desktops) or closed (phones). */
  filtersOpen: boolean;
  /** Ids of the view's ARIA relations; unique in the page. */
  idPrefix?: string | undefined;
}

/**
 * The body of the one multi-query to send to the search service (`POST /1/indexes/*\/queries`
 * on settings.search) for the page; null when the path is not a results page or the settings
 * name no service.
 */
export function resultsPageQueries(page: ResultsPage): { requests: ServiceQuery[] } | null;

/**
 * The inner HTML of `<rove-search-results>`: the element's first render and its state, which
 * the element keeps. Null (logged once with `[rove]`) when the answer does not fit the page's
 * queries: print the page's own fallback then.
 */
export function renderResultsPage(page: ResultsPageRendering): string | null;
