import { RESULT_TYPES, type ResultType } from './constants';
import {
  FACET_ORDER,
  isFacetAttribute,
  normalizeSelection,
  type FacetAttribute,
  type FacetSelection,
} from './facet-selection';

/**
 * The results page URL, both ways (pure):
 *
 *   {basePath}{type}/{query}/                       /search/products/sofa/
 *   {basePath}{type}/{query}/filter/{facets}/       /search/products/sofa/filter/colors=Blue,Gray;nice_names=Velvet/
 *
 * {facets} is `attribute=value,value;attribute=value`: attributes in a fixed order (colors,
 * nice_names, terms), values sorted. The separators `= , ;` stay literal for readability; every
 * query and value is percent-encoded with encodeURIComponent, which escapes those separators,
 * '/', '%', spaces and non-ASCII, so any value survives the round trip (`Blue, Dark` →
 * `Blue%2C%20Dark`).
 */

/** What the URL of a results page says. */
export interface ResultsRoute {
  type: ResultType;
  query: string;
  facets: FacetSelection;
}

const FILTER_SEGMENT = 'filter';

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined; // a malformed escape (`%E0%A4`) from a hand-typed URL
  }
}

/**
 * @example encodeFacets({ colors: ['Gray', 'Blue'], nice_names: ['Velvet'] }) // 'colors=Blue,Gray;nice_names=Velvet'
 * @example encodeFacets({}) // ''
 */
export function encodeFacets(selection: FacetSelection): string {
  const normalized = normalizeSelection(selection);
  return FACET_ORDER.filter((attribute) => normalized[attribute])
    .map(
      (attribute) =>
        `${attribute}=${(normalized[attribute] ?? []).map(encodeURIComponent).join(',')}`,
    )
    .join(';');
}

/**
 * Reads the {facets} segment back. Unknown attributes, empty values and malformed escapes are
 * dropped (a hand-edited URL never breaks the page); the result is normalized.
 *
 * @example parseFacets('colors=Blue,Gray;nice_names=Velvet') // { colors: ['Blue', 'Gray'], nice_names: ['Velvet'] }
 * @example parseFacets('colors=Blue;evil=x;terms=') // { colors: ['Blue'] }
 */
export function parseFacets(segment: string): FacetSelection {
  const collected: Partial<Record<FacetAttribute, string[]>> = {};
  for (const group of segment.split(';')) {
    const equals = group.indexOf('=');
    if (equals < 0) continue;
    const attribute = decode(group.slice(0, equals));
    if (attribute === undefined || !isFacetAttribute(attribute)) continue;
    const values = group
      .slice(equals + 1)
      .split(',')
      .map(decode)
      .filter((value): value is string => value !== undefined && value !== '');
    collected[attribute] = [...(collected[attribute] ?? []), ...values];
  }
  return normalizeSelection(collected);
}

/**
 * The path of a results page.
 *
 * @example resultsPath('/search/', { type: 'products', query: 'sofa', facets: {} }) // '/search/products/sofa/'
 * @example resultsPath('/search/', { type: 'products', query: 'arm chair', facets: { colors: ['Blue'] } }) // '/search/products/arm%20chair/filter/colors=Blue/'
 */
export function resultsPath(basePath: string, route: ResultsRoute): string {
  const facets = route.type === 'products' ? encodeFacets(route.facets) : '';
  const path = `${basePath}${route.type}/${encodeURIComponent(route.query)}/`;
  return facets ? `${path}${FILTER_SEGMENT}/${facets}/` : path;
}

/** The result type of a URL segment; tolerant of case ('stl'), as hand-typed URLs are. */
function typeOf(segment: string): ResultType | undefined {
  const lower = segment.toLowerCase();
  return RESULT_TYPES.find((type) => type.toLowerCase() === lower);
}

/**
 * Reads a results page path (location.pathname). Undefined when the path is not under
 * `basePath` or names no result type.
 *
 * @example parseResultsPath('/search/products/sofa/filter/colors=Blue/', '/search/') // { type: 'products', query: 'sofa', facets: { colors: ['Blue'] } }
 * @example parseResultsPath('/cart', '/search/') // undefined
 */
export function parseResultsPath(pathname: string, basePath: string): ResultsRoute | undefined {
  if (!pathname.startsWith(basePath)) return undefined;
  const [typeSegment = '', querySegment = '', marker, facetSegment] = pathname
    .slice(basePath.length)
    .split('/');
  const type = typeOf(typeSegment);
  if (!type) return undefined;
  const query = decode(querySegment) ?? querySegment;
  const facets =
    type === 'products' && marker === FILTER_SEGMENT ? parseFacets(facetSegment ?? '') : {};
  return { type, query, facets };
}
