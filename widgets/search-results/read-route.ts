import { logOnce } from '../../core/log';
import { parseResultsPath, type ResultsRoute } from '../../core/search/results-path';

/** The route the address bar names: the single source of truth for type, query and filters. */
export function readRoute(basePath: string): ResultsRoute {
  const route = parseResultsPath(window.location.pathname, basePath);
  if (route) return route;
  logOnce(
    'warn',
    'search-results:path',
    `<rove-search-results> expects a page under ${basePath}{type}/{query}/; it shows no results here`,
  );
  return { type: 'products', query: '', facets: {} };
}
