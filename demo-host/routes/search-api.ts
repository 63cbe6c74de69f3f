import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DemoHostEnv } from '../context';
import { isDemoSearchKey } from '../search/credentials';
import type { SearchEngine } from '../search/engine';
import { answerBatch, answerQuery } from '../search/query-batch';

// The Algolia-compatible search API (docs/architecture.md §7), so the SDK runs the real algoliasearch lite
// client against the demo host:
//   POST /1/indexes/*/queries      {requests: [{indexName, query, hitsPerPage, …}]}  → {results}
//   POST /1/indexes/{index}/query  {query, …} or {params: 'query=…'}                 → one result
// Errors are Algolia's shape, {message, status}, which the client turns into an ApiError.

const AUTH_HEADERS = ['x-algolia-application-id', 'x-algolia-api-key'] as const;
const MAX_BODY_BYTES = 256 * 1024;

function algoliaError(c: Context, status: ContentfulStatusCode, message: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ message, status }, status);
}

/** Credentials arrive as headers (Node client) or query parameters (browser client). */
function credential(c: Context, name: (typeof AUTH_HEADERS)[number]): string | undefined {
  return c.req.header(name) ?? c.req.query(name);
}

/**
 * The client posts JSON as text/plain to avoid a CORS preflight, so the body is JSON whatever
 * the content type says. An empty body is an empty query.
 */
async function jsonBody(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function searchApiRoutes(deps: { search: { engine: SearchEngine } }): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  const { engine } = deps.search;

  // Algolia answers any origin; Storybook (another port) calls the demo host the same way.
  app.use(
    '/1/*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['content-type', ...AUTH_HEADERS, 'x-algolia-agent'],
      maxAge: 86_400,
    }),
  );
  app.use('/1/*', async (c, next) => {
    if (!isDemoSearchKey(credential(c, AUTH_HEADERS[0]), credential(c, AUTH_HEADERS[1]))) {
      return algoliaError(c, 403, 'Invalid Application-ID or API key');
    }
    await next();
  });
  app.use(
    '/1/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => algoliaError(c, 413, `The body is larger than ${MAX_BODY_BYTES} bytes`),
    }),
  );

  app.post('/1/indexes/:index/queries', async (c) => {
    if (c.req.param('index') !== '*') {
      return algoliaError(c, 404, 'Multi-index queries are posted to /1/indexes/*/queries');
    }
    const body = await jsonBody(c);
    if (!body.ok) return algoliaError(c, 400, 'The body is not valid JSON');
    const answer = answerBatch(engine, body.value);
    if (!answer.ok) return algoliaError(c, answer.status, answer.message);
    c.header('Cache-Control', 'no-store');
    return c.json({ results: answer.results });
  });

  app.post('/1/indexes/:index/query', async (c) => {
    const body = await jsonBody(c);
    if (!body.ok) return algoliaError(c, 400, 'The body is not valid JSON');
    const answer = answerQuery(engine, c.req.param('index'), body.value);
    if (!answer.ok) return algoliaError(c, answer.status, answer.message);
    c.header('Cache-Control', 'no-store');
    return c.json(answer.answer);
  });

  app.all('/1/*', (c) => algoliaError(c, 404, `No search API at ${c.req.method} ${c.req.path}`));
  return app;
}
