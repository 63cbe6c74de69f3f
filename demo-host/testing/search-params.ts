import { readSearchParams, type SearchParams } from '../search/search-params';

/** Test helper: parameters from request fields, failing loudly when they are invalid. */
export function params(fields: Record<string, unknown> = {}): SearchParams {
  const parsed = readSearchParams(fields);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}
