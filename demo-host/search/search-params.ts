import { readFilterGroups, type FilterGroups, type Parsed } from './filter-list';
import { DEFAULT_HIGHLIGHT_TAGS } from './highlight';

// One query's parameters, read from what a client sent: v5 clients send them as fields of the
// request ({indexName, query, hitsPerPage, …}), v4 clients as a url-encoded `params` string
// (arrays JSON-encoded inside it). Both may appear; the string wins, as Algolia's does.

export interface SearchParams {
  query: string;
  hitsPerPage: number;
  page: number;
  numericFilters: FilterGroups;
  facetFilters: FilterGroups;
  /** Attributes to count; '*' means every facet of the index. */
  facets: string[];
  maxValuesPerFacet: number;
  highlightPreTag: string;
  highlightPostTag: string;
  /** null: every attribute. */
  attributesToRetrieve: string[] | null;
  /** The parameters as a url-encoded string, echoed in the answer's `params` like Algolia. */
  echo: string;
}

export const DEFAULT_HITS_PER_PAGE = 20;
export const MAX_HITS_PER_PAGE = 1000;
export const DEFAULT_MAX_VALUES_PER_FACET = 100;

/** Keys of a request that are not search parameters. */
const REQUEST_KEYS = new Set(['indexName', 'params', 'type']);

function integer(
  raw: unknown,
  name: string,
  min: number,
  max: number,
  fallback: number,
): Parsed<number> {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: fallback };
  const value = typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    return { ok: false, message: `${name} must be an integer between ${min} and ${max}` };
  }
  return { ok: true, value };
}

function text(raw: unknown, name: string, fallback: string): Parsed<string> {
  if (raw === undefined || raw === null) return { ok: true, value: fallback };
  if (typeof raw === 'number') return { ok: true, value: String(raw) };
  return typeof raw === 'string'
    ? { ok: true, value: raw }
    : { ok: false, message: `${name} must be a string` };
}

/** ['a','b'], '["a","b"]' or 'a,b' → ['a','b']. */
function stringList(raw: unknown, name: string): Parsed<string[] | null> {
  if (raw === undefined || raw === null) return { ok: true, value: null };
  let value: unknown = raw;
  if (typeof raw === 'string') {
    const trimmed = raw.trim();
    if (trimmed.startsWith('[')) {
      try {
        value = JSON.parse(trimmed);
      } catch {
        return { ok: false, message: `${name} is not valid JSON` };
      }
    } else {
      value = trimmed === '' ? [] : trimmed.split(',').map((s) => s.trim());
    }
  }
  return Array.isArray(value) && value.every((v) => typeof v === 'string')
    ? { ok: true, value: value as string[] }
    : { ok: false, message: `${name} must be an array of strings` };
}

/** The fields of a request merged with its decoded `params` string. */
function mergedFields(request: Readonly<Record<string, unknown>>): Parsed<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request)) {
    if (!REQUEST_KEYS.has(key)) fields[key] = value;
  }
  const { params } = request;
  if (params === undefined || params === null) return { ok: true, value: fields };
  if (typeof params !== 'string')
    return { ok: false, message: 'params must be a url-encoded string' };
  for (const [key, value] of new URLSearchParams(params)) fields[key] = value;
  return { ok: true, value: fields };
}

function echoOf(fields: Readonly<Record<string, unknown>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

/** Thrown inside readSearchParams only, to stop at the first invalid parameter. */
class InvalidParameter extends Error {}

function valid<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw new InvalidParameter(parsed.message);
  return parsed.value;
}

/**
 * @example readSearchParams({ indexName: 'products', query: 'sofa', hitsPerPage: 5 })
 * @example readSearchParams({ indexName: 'products', params: 'query=sofa&hitsPerPage=5' })
 */
export function readSearchParams(request: Readonly<Record<string, unknown>>): Parsed<SearchParams> {
  try {
    const f = valid(mergedFields(request));
    const retrieve = valid(stringList(f.attributesToRetrieve, 'attributesToRetrieve'));
    const params: SearchParams = {
      query: valid(text(f.query, 'query', '')),
      hitsPerPage: valid(
        integer(f.hitsPerPage, 'hitsPerPage', 0, MAX_HITS_PER_PAGE, DEFAULT_HITS_PER_PAGE),
      ),
      page: valid(integer(f.page, 'page', 0, Number.MAX_SAFE_INTEGER, 0)),
      numericFilters: valid(readFilterGroups(f.numericFilters, 'numericFilters')),
      facetFilters: valid(readFilterGroups(f.facetFilters, 'facetFilters')),
      facets: valid(stringList(f.facets, 'facets')) ?? [],
      maxValuesPerFacet: valid(
        integer(f.maxValuesPerFacet, 'maxValuesPerFacet', 0, 1000, DEFAULT_MAX_VALUES_PER_FACET),
      ),
      highlightPreTag: valid(
        text(f.highlightPreTag, 'highlightPreTag', DEFAULT_HIGHLIGHT_TAGS.pre),
      ),
      highlightPostTag: valid(
        text(f.highlightPostTag, 'highlightPostTag', DEFAULT_HIGHLIGHT_TAGS.post),
      ),
      attributesToRetrieve: retrieve === null || retrieve.includes('*') ? null : retrieve,
      echo: echoOf(f),
    };
    return { ok: true, value: params };
  } catch (error) {
    if (error instanceof InvalidParameter) return { ok: false, message: error.message };
    throw error;
  }
}
