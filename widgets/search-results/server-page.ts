import { multiQuery, type ServiceQuery } from '../../core/api/search';
import { logOnce } from '../../core/log';
import { parseResultsPath, type ResultsRoute } from '../../core/search/results-path';
import { isPlainObject, safeCopy } from '../../core/settings/plain-object';
import { validateSettings, type ValidSettings } from '../../core/settings/validate-settings';
import { renderSearchResults, serverRequests } from './server-render';

/**
 * The results page for a host's server, from what the host has at hand — the page's path, the
 * settings it prints, the shopper's warehouse cookie and `?locale=` — read exactly as the
 * element will read them in the browser, so that what is printed is what the element keeps.
 * The package's `rove-widgets/server` entry (server/index.ts).
 */
export interface ResultsPage {
  /** The address's path, raw (`/search/products/sofa/filter/colors=Blue/`). */
  pathname: string;
  /** The settings object the page prints (its `#rove-settings` JSON), unvalidated. */
  settings: unknown;
  /** The `rove_warehouse` cookie of the request, if any. */
  warehouseCookie?: string | null | undefined;
  /** The address's `?locale=`, if any. */
  queryLocale?: string | null | undefined;
}

export interface ResultsPageRendering extends ResultsPage {
  /** The page's origin as the browser sees it (cards link only to allowed URLs). */
  origin: string;
  /** The search service's answer to {@link resultsPageQueries}' body, as it came. */
  answer: unknown;
  /** Filters open beside the results (desktops) or closed (phones). */
  filtersOpen: boolean;
  /** Ids of the view's ARIA relations; unique in the page. */
  idPrefix?: string | undefined;
}

function readPage(page: ResultsPage): { route: ResultsRoute; settings: ValidSettings } | null {
  if (!isPlainObject(page.settings)) {
    logOnce(
      'error',
      'server-settings',
      'the results page was not rendered: settings is not an object',
    );
    return null;
  }
  const { settings, invalidKeys } = validateSettings(safeCopy(page.settings), {
    cookie: page.warehouseCookie,
    queryLocale: page.queryLocale,
  });
  if (invalidKeys.length > 0)
    logOnce(
      'warn',
      'settings',
      `invalid settings ignored, defaults used for: ${invalidKeys.join(', ')}`,
    );
  const route = parseResultsPath(page.pathname, `${settings.basePath}search/`);
  return route ? { route, settings } : null;
}

/**
 * The body of the one multi-query to send to the search service (settings.search) for the
 * page; null when the path is not a results page or the settings name no service.
 *
 * @example resultsPageQueries({ pathname: '/search/products/sofa/', settings })?.requests[0]?.indexName // 'products'
 */
export function resultsPageQueries(page: ResultsPage): { requests: ServiceQuery[] } | null {
  const read = readPage(page);
  if (!read) return null;
  const { route, settings } = read;
  if (!settings.search) {
    logOnce(
      'error',
      'server-search',
      'the results page was not rendered: settings.search is missing',
    );
    return null;
  }
  return multiQuery(settings.search, serverRequests(route, settings.country));
}

/**
 * The inner HTML of `<rove-search-results>` — the element's first render and its state — or
 * null (logged once) when the answer does not fit the page's queries: print the fallback then.
 */
export function renderResultsPage(page: ResultsPageRendering): string | null {
  const read = readPage(page);
  if (!read) return null;
  const results = isPlainObject(page.answer) ? page.answer['results'] : undefined;
  const html = Array.isArray(results)
    ? renderSearchResults({
        route: read.route,
        settings: read.settings,
        origin: page.origin,
        results,
        filtersOpen: page.filtersOpen,
        idPrefix: page.idPrefix,
      })
    : null;
  if (html === null)
    logOnce(
      'error',
      'server-answer',
      "the results page was not rendered: the search service's answer does not fit its queries",
    );
  return html;
}
