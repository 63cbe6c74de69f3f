import { renderToString } from 'react-dom/server';
import { parseResults, type SearchRequest } from '../../core/api/search';
import type { Country } from '../../core/country';
import { jsonForScript } from '../../core/json-script';
import { resultsPath, type ResultsRoute } from '../../core/search/results-path';
import type { RoveSettings } from '../../core/settings/settings';
import { buildRequests } from './build-requests';
import { firstState } from './results.logic';
import { SearchResults } from './SearchResults';
import { resultsViewProps } from './view-props';
import {
  readServerState,
  SERVER_STATE_CLASS,
  viewKey,
  type PrintedServerState,
} from './server-state';

/**
 * The results page rendered on a server (Node): the element then hydrates this markup — the
 * first page of hits stays, made interactive, and no query is sent for it (issue 22). Hosts call
 * it through server-page.ts (`rove-widgets/server`), which reads the page as the element does:
 *
 *   1. `serverRequests(route, country)`: the search service's requests for the page;
 *   2. `renderSearchResults({…, results})` with the answer's `results`: the inner HTML of
 *      `<rove-search-results>` (the view, then its state as JSON), or null when the answer
 *      does not fit (print the fallback then).
 *
 * The page's stylesheet must lay the markup out as the element's own (search-results.css)
 * before the upgrade; JavaScript-only controls may be hidden until `:defined`.
 */
export function serverRequests(route: ResultsRoute, country: Country): SearchRequest[] {
  return buildRequests(route, country).requests;
}

export interface ServerRenderInput {
  route: ResultsRoute;
  settings: Pick<
    RoveSettings,
    'country' | 'currency' | 'locale' | 'isMembership' | 'memberDiscount' | 'basePath'
  >;
  /** The page's origin, as the browser will see it (cards link only to allowed URLs). */
  origin: string;
  /** The service's answer to {@link serverRequests}, in order. */
  results: unknown[];
  /** Open beside the results on desktops; closed on phones (from the request's client hints). */
  filtersOpen: boolean;
  /** Ids of the view's ARIA relations; unique in the page. */
  idPrefix?: string | undefined;
}

const noop = () => {};

export function renderSearchResults(input: ServerRenderInput): string | null {
  const { route, settings } = input;
  // What the element reads of the answer, no more: the page carries it (the service's own
  // answer holds every attribute's highlight and more).
  const results = parseResults(input.results, serverRequests(route, settings.country).length);
  if (!results) return null;
  const printed: PrintedServerState = {
    results,
    idPrefix: input.idPrefix ?? 'rove-sr-server',
    filtersOpen: input.filtersOpen,
    view: viewKey(settings),
  };
  // The very check the element makes: what it would refuse is not printed.
  const read = readServerState(JSON.stringify(printed), route, settings);
  if (!read) return null;
  const base = `${settings.basePath}search/`;
  const state = firstState(route, read.answer);
  const view = renderToString(
    <SearchResults
      {...resultsViewProps(
        {
          state,
          // The server shows the relevance order: sorting is the visitor's choice.
          displayed: state.hits,
          settings,
          origin: input.origin,
          idPrefix: read.idPrefix,
          tabHref: (type) =>
            resultsPath(base, {
              type,
              query: state.route.query,
              facets: type === 'products' ? state.route.facets : {},
            }),
          focusCardId: null,
          filtersOpen: read.filtersOpen,
          sort: 'relevance',
          hydrating: true,
        },
        {
          onSelectTab: noop,
          onToggleFacet: noop,
          onClearFacets: noop,
          onLoadMore: noop,
          onRetry: noop,
          onToggleFilters: noop,
          onSortChange: noop,
        },
      )}
    />,
  );
  // React 19 puts a preload before the markup for an eager picture: the picture follows at
  // once, and the element's first child must be the view's root.
  const root = view.replace(/^(<link rel="preload" as="image"[^>]*>)+/, '');
  return `${root}<script type="application/json" class="${SERVER_STATE_CLASS}">${jsonForScript(printed)}</script>`;
}
