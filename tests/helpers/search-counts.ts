/**
 * How the results page's tab counts are worked out from the demo host's search service, for the
 * suites that check them (e2e in Chromium, the engines suite): the same multi-query the page
 * sends for a US visitor, with no hits asked for, only their number. Transport-free: each suite
 * posts it with its own client.
 */

export const RESULT_TYPES = ['products', 'customer_photos', 'reviews', 'pages', 'STL'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** Each tab's name before its count: 'In Products (12)'. */
export const TAB_NAMES: Record<ResultType, string> = {
  products: 'In Products',
  customer_photos: 'In Customer Photos',
  reviews: 'In Reviews',
  pages: 'In Pages',
  STL: 'In Shop the Look',
};

/** The demo search service's multi-query endpoint, with the demo's public keys. */
export const SEARCH_API =
  '/1/indexes/*/queries?x-algolia-application-id=ROVEDEMO&x-algolia-api-key=rove-demo-search';

/**
 * The body that counts hits per type; `facetFilters` narrows the products (Algolia's form:
 * `[['colors:Blue']]`).
 */
export function countsQuery(query: string, facetFilters?: string[][]) {
  return {
    requests: RESULT_TYPES.map((indexName) => ({
      indexName,
      query,
      hitsPerPage: 0,
      numericFilters: ['usa_hide=0'],
      ...(indexName === 'products' && facetFilters ? { facetFilters } : {}),
    })),
  };
}

/** The service's answer to {@link countsQuery}, as hits per type (-1 where one is missing). */
export function countsFrom(answer: { results: { nbHits: number }[] }): Record<ResultType, number> {
  return Object.fromEntries(
    RESULT_TYPES.map((type, index) => [type, answer.results[index]?.nbHits ?? -1]),
  ) as Record<ResultType, number>;
}
