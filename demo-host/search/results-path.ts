import { FACET_ATTRIBUTES, RESULT_TYPES, type ResultType } from '../../core/search/constants';

// The results page URL as the CMS routes it (seed 000 §2), read the same way the SDK's
// <rove-search-results> reads it, so the server fallback shows what the widget will:
//
//   /search/{type}/{query}/
//   /search/{type}/{query}/filter/{facets}/     {facets} = colors=Blue,Gray;nice_names=Velvet
//
// Each query and value is percent-encoded on its own (a value may contain ',' or ';'), so the
// path is split on its raw form and only then decoded.

export interface ResultsPage {
  type: ResultType;
  query: string;
  /** Algolia facetFilters: one OR-group per attribute (products only). */
  facetFilters: string[][];
}

const FACETS: readonly string[] = Object.values(FACET_ATTRIBUTES);

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** A hand-typed 'stl' is 'STL', as the widget reads it. */
function resultType(segment: string): ResultType | undefined {
  const lower = segment.toLowerCase();
  return RESULT_TYPES.find((type) => type.toLowerCase() === lower);
}

/**
 * @example facetFilters('colors=Blue,Gray;nice_names=Velvet') // [['colors:Blue','colors:Gray'],['nice_names:Velvet']]
 */
export function facetFilters(segment: string): string[][] {
  const groups: string[][] = [];
  for (const group of segment.split(';')) {
    const equals = group.indexOf('=');
    const attribute = decode(group.slice(0, equals));
    if (equals < 0 || attribute === undefined || !FACETS.includes(attribute)) continue;
    const values = group
      .slice(equals + 1)
      .split(',')
      .map(decode)
      .filter((value): value is string => value !== undefined && value !== '')
      // A leading '-' would mean "not" to the search service; the shopper meant the value.
      .map((value) => `${attribute}:${value.startsWith('-') ? `\\${value}` : value}`);
    if (values.length > 0) groups.push(values);
  }
  return groups;
}

/**
 * Reads a raw (still percent-encoded) pathname; undefined when it is not a results page.
 * @example parseResultsPath('/search/products/arm%20chair/') // {type: 'products', query: 'arm chair', facetFilters: []}
 */
export function parseResultsPath(rawPathname: string): ResultsPage | undefined {
  const match = /^\/search\/([^/]+)\/([^/]+)(?:\/filter\/([^/]*))?\/?$/.exec(rawPathname);
  if (!match) return undefined;
  const type = resultType(match[1] ?? '');
  if (!type) return undefined;
  const raw = match[2] ?? '';
  const query = decode(raw) ?? raw;
  if (query.trim() === '') return undefined;
  const filters = type === 'products' && match[3] ? facetFilters(match[3]) : [];
  return { type, query, facetFilters: filters };
}
