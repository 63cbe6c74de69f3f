// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_SEARCH_API_KEY, DEMO_SEARCH_APP_ID } from '../search/credentials';
import { setupTestHost } from '../testing/test-host';

const host = setupTestHost();

const AUTH = {
  'x-algolia-application-id': DEMO_SEARCH_APP_ID,
  'x-algolia-api-key': DEMO_SEARCH_API_KEY,
};

interface Hit {
  objectID: string;
  title: string;
  _highlightResult: { title: { value: string; matchLevel: string; matchedWords: string[] } };
  [key: string]: unknown;
}
interface Result {
  index?: string;
  hits: Hit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  query: string;
  params: string;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  facets?: Record<string, Record<string, number>>;
}

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = AUTH,
): Promise<{ status: number; body: unknown; response: Response }> {
  const response = await host.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), response };
}

// What the header panel sends (spec/shell.md §9 counts), plus the results page's facets query.
const PANEL = [
  { indexName: 'products', query: 'sofa', hitsPerPage: 5, numericFilters: ['usa_hide=0'] },
  { indexName: 'pages', query: 'sofa', hitsPerPage: 3, numericFilters: ['usa_hide=0'] },
  { indexName: 'category', query: 'sofa', hitsPerPage: 5, numericFilters: ['usa_hide=0'] },
  { indexName: 'customer_photos', query: 'sofa', hitsPerPage: 0, numericFilters: ['usa_hide=0'] },
  { indexName: 'reviews', query: 'sofa', hitsPerPage: 0, numericFilters: ['usa_hide=0'] },
  { indexName: 'rooms', query: 'sofa', hitsPerPage: 0, numericFilters: ['usa_hide=0'] },
  { indexName: 'STL', query: 'sofa', hitsPerPage: 2, numericFilters: ['usa_hide=0'] },
  {
    indexName: 'products',
    query: 'sofa',
    hitsPerPage: 0,
    numericFilters: ['usa_hide=0'],
    facets: ['colors', 'nice_names', 'terms'],
    facetFilters: [['colors:Blue', 'colors:Gray'], ['nice_names:Velvet']],
  },
];

describe('POST /1/indexes/*/queries', () => {
  it('answers every query in order, with Algolia result fields', async () => {
    const { status, body, response } = await post('/1/indexes/*/queries', { requests: PANEL });
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('set-cookie')).toBeNull();
    const { results } = body as { results: Result[] };
    expect(results.map((r) => r.index)).toEqual(PANEL.map((r) => r.indexName));
    const [products, pages, category, , reviews, , stl, facets] = results;
    expect(products).toMatchObject({
      page: 0,
      hitsPerPage: 5,
      query: 'sofa',
      exhaustiveNbHits: true,
    });
    expect(products?.hits).toHaveLength(5);
    expect(products?.nbHits).toBeGreaterThanOrEqual(5);
    expect(products?.params).toContain('query=sofa');
    expect(typeof products?.processingTimeMS).toBe('number');
    expect(products?.hits[0]?._highlightResult.title).toMatchObject({
      matchLevel: 'full',
      matchedWords: ['sofa'],
    });
    expect(pages?.hits.length).toBeLessThanOrEqual(3);
    expect(category?.hits[0]).toMatchObject({ title: 'Sofas', url: '/category/sofas' });
    expect(reviews?.hits).toEqual([]);
    expect(reviews?.nbHits).toBeGreaterThan(0);
    expect(stl?.hits.length).toBeLessThanOrEqual(2);
    expect(facets?.hits).toEqual([]);
    expect(Object.keys(facets?.facets ?? {})).toEqual(['colors', 'nice_names', 'terms']);
    expect(facets?.facets?.nice_names?.Velvet).toBe(facets?.nbHits);
  });

  it('parses the body as JSON whatever the content type, and reads a v4 params string', async () => {
    const v4 = {
      requests: [
        {
          indexName: 'products',
          params: new URLSearchParams({
            query: 'sofa',
            hitsPerPage: '5',
            numericFilters: '["usa_hide=0"]',
            facetFilters: '[["colors:Blue","colors:Gray"],["nice_names:Velvet"]]',
          }).toString(),
        },
      ],
    };
    const v5 = {
      requests: [
        {
          indexName: 'products',
          query: 'sofa',
          hitsPerPage: 5,
          numericFilters: ['usa_hide=0'],
          facetFilters: [['colors:Blue', 'colors:Gray'], ['nice_names:Velvet']],
        },
      ],
    };
    const ids = (body: unknown) =>
      (body as { results: Result[] }).results[0]?.hits.map((h) => h.objectID);
    const asJson = await post('/1/indexes/*/queries', v5, {
      ...AUTH,
      'content-type': 'application/json',
    });
    const asText = await post('/1/indexes/*/queries', v5);
    const asParams = await post('/1/indexes/*/queries', v4, {
      ...AUTH,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(ids(asJson.body)?.length).toBeGreaterThan(0);
    expect(ids(asText.body)).toEqual(ids(asJson.body));
    expect(ids(asParams.body)).toEqual(ids(asJson.body));
  });

  it('takes the credentials from query parameters too (the browser client sends them there)', async () => {
    const query = new URLSearchParams({
      'x-algolia-application-id': DEMO_SEARCH_APP_ID,
      'x-algolia-api-key': DEMO_SEARCH_API_KEY,
      'x-algolia-agent': 'Algolia for JavaScript (5.64.0); Lite (5.64.0)',
    });
    const { status } = await post(
      `/1/indexes/*/queries?${query}`,
      { requests: [{ indexName: 'pages', query: 'help' }] },
      {},
    );
    expect(status).toBe(200);
  });

  it.each<[Record<string, string>, string]>([
    [{}, 'no credentials'],
    [
      { 'x-algolia-application-id': DEMO_SEARCH_APP_ID, 'x-algolia-api-key': 'wrong' },
      'a wrong key',
    ],
    [
      { 'x-algolia-application-id': 'OTHER', 'x-algolia-api-key': DEMO_SEARCH_API_KEY },
      'another app',
    ],
  ])('answers 403 JSON for %j (%s)', async (headers) => {
    const { status, body } = await post('/1/indexes/*/queries', { requests: [] }, headers);
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
  });

  it('answers 404 JSON for an unknown index', async () => {
    const { status, body } = await post('/1/indexes/*/queries', {
      requests: [
        { indexName: 'products', query: 'x' },
        { indexName: 'nope', query: 'x' },
      ],
    });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Index nope does not exist', status: 404 });
  });

  it.each([
    ['{"requests": [', 'not valid JSON'],
    [[1, 2], 'requests array'],
    [{ requests: 'products' }, 'requests array'],
    [{ requests: [{ query: 'sofa' }] }, 'indexName'],
    [{ requests: [{ indexName: 'products', hitsPerPage: 'many' }] }, 'hitsPerPage'],
    [{ requests: [{ indexName: 'products', numericFilters: ['usa_hide=='] }] }, 'numeric'],
    [{ requests: [{ indexName: 'products', type: 'facet', facet: 'colors' }] }, 'facet'],
  ])('answers 400 JSON for %j', async (body, message) => {
    const answer = await post('/1/indexes/*/queries', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: expect.stringContaining(message), status: 400 });
  });

  it('answers an empty requests list with no results', async () => {
    expect((await post('/1/indexes/*/queries', { requests: [] })).body).toEqual({ results: [] });
  });

  it('answers a CORS preflight without credentials (Algolia allows any origin)', async () => {
    const response = await host.app.request('/1/indexes/*/queries', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:6006', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('POST /1/indexes/{index}/query', () => {
  it('answers one result for fields or a params string', async () => {
    const fields = await post('/1/indexes/products/query', { query: 'sof', hitsPerPage: 3 });
    const string = await post('/1/indexes/products/query', { params: 'query=sof&hitsPerPage=3' });
    expect(fields.status).toBe(200);
    const result = fields.body as Result;
    expect(result.hits).toHaveLength(3);
    expect(result.hits[0]?._highlightResult.title.value).toMatch(/<em>Sof<\/em>a/);
    expect((string.body as Result).hits.map((h) => h.objectID)).toEqual(
      result.hits.map((h) => h.objectID),
    );
  });

  it('answers 404 for an unknown index and for unknown API paths', async () => {
    expect((await post('/1/indexes/nope/query', {})).body).toEqual({
      message: 'Index nope does not exist',
      status: 404,
    });
    const other = await host.app.request('/1/keys', { headers: AUTH });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ status: 404 });
  });
});
