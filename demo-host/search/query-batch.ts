import type { IndexAnswer } from './search-index';
import type { SearchEngine } from './engine';
import { readSearchParams } from './search-params';

// The queries of one HTTP call, answered by the engine. Kept apart from the route so the wire
// rules (what is a 400, what is a 404) are plain functions the tests can call.

export type BatchFailure = { ok: false; status: 400 | 404; message: string };

export type IndexAnswerWithName = IndexAnswer & { index: string };

/** Algolia's cap on the queries of one multi-query call. */
export const MAX_QUERIES_PER_CALL = 50;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** One query against a named index: `POST /1/indexes/{index}/query`. */
export function answerQuery(
  engine: SearchEngine,
  indexName: string,
  body: unknown,
): { ok: true; answer: IndexAnswer } | BatchFailure {
  if (!isObject(body)) return { ok: false, status: 400, message: 'The body must be a JSON object' };
  const params = readSearchParams(body);
  if (!params.ok) return { ok: false, status: 400, message: params.message };
  const result = engine.search(indexName, params.value);
  if (!result.ok) {
    return { ok: false, status: 'unknownIndex' in result ? 404 : 400, message: result.message };
  }
  return result;
}

/**
 * Every query of a multi-query body `{requests: [{indexName, …}]}`, in order. One bad query
 * fails the whole call, as Algolia's does.
 * @example answerBatch(engine, { requests: [{ indexName: 'products', query: 'sofa' }] })
 */
export function answerBatch(
  engine: SearchEngine,
  body: unknown,
): { ok: true; results: IndexAnswerWithName[] } | BatchFailure {
  if (!isObject(body) || !Array.isArray(body.requests)) {
    return {
      ok: false,
      status: 400,
      message: 'The body must be a JSON object with a requests array',
    };
  }
  if (body.requests.length > MAX_QUERIES_PER_CALL) {
    return { ok: false, status: 400, message: `At most ${MAX_QUERIES_PER_CALL} requests per call` };
  }
  const results: IndexAnswerWithName[] = [];
  for (const [i, request] of body.requests.entries()) {
    if (!isObject(request) || typeof request.indexName !== 'string' || request.indexName === '') {
      return { ok: false, status: 400, message: `requests[${i}] must have an indexName` };
    }
    if (request.type === 'facet') {
      return {
        ok: false,
        status: 400,
        message: `requests[${i}]: type "facet" (search for facet values) is not supported by the demo host`,
      };
    }
    const single = answerQuery(engine, request.indexName, request);
    if (!single.ok) return single;
    results.push({ ...single.answer, index: request.indexName });
  }
  return { ok: true, results };
}
