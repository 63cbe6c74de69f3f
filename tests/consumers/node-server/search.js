// @ts-check
/**
 * A tiny in-memory stand-in for the search service: what a retailer's test would put in place of
 * its search provider. It answers a multi-query body (`{ requests }`, as resultsPageQueries
 * builds it) with `{ results }`, matching every word of the query in a hit's title.
 */

/** @typedef {import('rove-widgets/server').ServiceQuery} ServiceQuery */

const PRODUCTS = [
  { nid: 1203, title: 'Oak Sofa', colour: 'Blue', usd: 1299 },
  { nid: 1204, title: 'Harbor Sofa', colour: 'Gray', usd: 999 },
  { nid: 1205, title: 'Lune Armchair', colour: 'Beige', usd: 549 },
].map((product) => ({
  objectID: `RS${product.nid}-1`,
  nid: product.nid,
  title: product.title,
  url: `/product/${product.title.toLowerCase().replace(/\s+/g, '-')}`,
  image: '',
  prices: { final: { usd: product.usd } },
  colors: [product.colour],
  nice_names: [],
  terms: [],
}));

/** @type {Record<string, typeof PRODUCTS>} */
const CATALOGUE = { products: PRODUCTS };

/**
 * @param {ServiceQuery} request
 * @param {string} indexPrefix
 */
function answerOne(request, indexPrefix) {
  const index = request.indexName.slice(indexPrefix.length);
  const words = request.query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = (CATALOGUE[index] ?? []).filter((hit) =>
    words.every((word) => hit.title.toLowerCase().includes(word)),
  );
  /** @type {Record<string, Record<string, number>>} */
  const facets = {};
  for (const attribute of request.facets ?? []) {
    /** @type {Record<string, number>} */
    const counts = {};
    if (attribute === 'colors')
      for (const hit of found)
        for (const value of hit.colors) counts[value] = (counts[value] ?? 0) + 1;
    facets[attribute] = counts;
  }
  const page = request.page ?? 0;
  const size = request.hitsPerPage;
  return {
    index,
    hits: found.slice(page * size, page * size + size),
    nbHits: found.length,
    nbPages: size === 0 ? 0 : Math.ceil(found.length / size),
    page,
    query: request.query,
    facets,
  };
}

/**
 * @param {{ requests: ServiceQuery[] }} body
 * @param {string} indexPrefix
 */
export function answerQueries(body, indexPrefix) {
  return { results: body.requests.map((request) => answerOne(request, indexPrefix)) };
}
