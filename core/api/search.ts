import type { RoveSettings } from '../settings/settings';
import { parseResult, type SearchResult } from '../search/hit';
import type { IndexName } from '../search/constants';

/** One query of a multi-index search (the fields the specification's calls use, spec/shell.md §7). */
export interface SearchRequest {
  index: IndexName;
  query: string;
  hitsPerPage: number;
  page?: number;
  numericFilters?: string[];
  facets?: string[];
  /** Algolia's form: an array of OR-groups, each an array of 'attribute:value'. */
  facetFilters?: string[][];
}

export type SearchFailure = { kind: 'not-configured' | 'network' | 'invalid'; message: string };
export type SearchOutcome =
  { ok: true; results: SearchResult[] } | { ok: false; error: SearchFailure };

type SearchSettings = NonNullable<RoveSettings['search']>;
type LiteClient = ReturnType<typeof import('algoliasearch/lite').liteClient>;

let clientPromise: Promise<LiteClient> | undefined;
let clientKey = '';

/**
 * What the client gives an attempt after a timeout (its ×4), given at once to a site's single
 * host, which has no next host to retry on (docs/vendors/algolia.md, "Retries").
 */
const SINGLE_HOST_TIMEOUTS = { connect: 4_000, read: 8_000, write: 30_000 };

/** The client's options: Algolia's own hosts and timeouts, or the site's hosts. */
function clientOptions(search: Pick<SearchSettings, 'hosts'>): {
  hosts?: SearchSettings['hosts'];
  timeouts?: typeof SINGLE_HOST_TIMEOUTS;
} {
  if (search.hosts.length === 0) return {};
  return search.hosts.length === 1
    ? { hosts: search.hosts, timeouts: SINGLE_HOST_TIMEOUTS }
    : { hosts: search.hosts };
}

/**
 * The algoliasearch lite client for the page's search settings, created once; the library is
 * imported on first use, so it lives in the search widgets' chunks only.
 */
function clientFor(search: SearchSettings): Promise<LiteClient> {
  const key = JSON.stringify(search);
  if (!clientPromise || clientKey !== key) {
    clientKey = key;
    clientPromise = import('algoliasearch/lite').then(({ liteClient }) =>
      liteClient(search.appId, search.apiKey, clientOptions(search)),
    );
    // A failed import must not be cached: the next search tries again.
    clientPromise.catch(() => (clientPromise = undefined));
  }
  return clientPromise;
}

/** One query as the service takes it: the index's full name, with the site's prefix. */
export type ServiceQuery = Omit<SearchRequest, 'index'> & { indexName: string };

/**
 * The body of the service's multi-query (`POST /1/indexes/*\/queries`) for these requests,
 * sent by the browser and by a host's server alike.
 *
 * @example multiQuery({ indexPrefix: 'us_', … }, [{ index: 'products', … }]).requests[0].indexName // 'us_products'
 */
export function multiQuery(
  search: Pick<NonNullable<RoveSettings['search']>, 'indexPrefix'>,
  requests: readonly SearchRequest[],
): { requests: ServiceQuery[] } {
  return {
    requests: requests.map(({ index, ...params }) => ({
      indexName: `${search.indexPrefix}${index}`,
      ...params,
    })),
  };
}

/**
 * Sends several index queries in one request (`POST /1/indexes/*\/queries`) and validates the
 * answer. Never throws. Stale answers are the caller's concern (see each widget's logic).
 *
 * @example
 * const outcome = await multiSearch(settings.search, [{ index: 'products', query: 'sofa', hitsPerPage: 5 }]);
 * if (outcome.ok) outcome.results[0].hits;
 */
export async function multiSearch(
  search: RoveSettings['search'],
  requests: SearchRequest[],
): Promise<SearchOutcome> {
  if (!search)
    return { ok: false, error: { kind: 'not-configured', message: 'settings.search is missing' } };
  let answer: { results: unknown[] };
  try {
    const client = await clientFor(search);
    answer = await client.search(multiQuery(search, requests));
  } catch (error) {
    return {
      ok: false,
      error: { kind: 'network', message: error instanceof Error ? error.message : String(error) },
    };
  }
  const results = parseResults(answer?.results, requests.length);
  if (!results) {
    return {
      ok: false,
      error: { kind: 'invalid', message: 'the search service answered in an unexpected shape' },
    };
  }
  return { ok: true, results };
}

/**
 * A multi-query answer's `results`, validated: one result per request, each of the expected
 * shape; null otherwise. Shared by the client's answers and a server's printed first answer.
 *
 * @example parseResults(answer.results, requests.length)?.[0]?.hits
 */
export function parseResults(raw: unknown, count: number): SearchResult[] | null {
  const results = Array.isArray(raw) ? raw.map(parseResult) : [];
  if (results.length !== count || results.some((result) => result === undefined)) return null;
  return results as SearchResult[];
}
