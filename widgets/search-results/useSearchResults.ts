import { useCallback, useEffect } from 'react';
import { multiSearch } from '../../core/api/search';
import { emit } from '../../core/bus';
import { logOnce } from '../../core/log';
import { getSettings } from '../../core/settings/settings';
import { nextTask } from '../../core/next-task';
import { useRequestRunner, useStore } from '../shared/use-store';
import type { ResultType } from '../../core/search/constants';
import { buildRequests, pageRequest, readAnswer, type ResultsAnswer } from './build-requests';
import {
  selectionRecord,
  toggleFacet,
  type FacetAttribute,
} from '../../core/search/facet-selection';
import { parseResultsPath, resultsPath, type ResultsRoute } from '../../core/search/results-path';
import {
  canLoadMore,
  firstState,
  historyAction,
  resultsReducer,
  type ResultsState,
} from './results.logic';

export interface UseSearchResults {
  state: ResultsState;
  selectTab: (type: ResultType) => void;
  toggleFacet: (attribute: FacetAttribute, value: string) => void;
  clearFacets: () => void;
  loadMore: () => void;
  retry: () => void;
  /** The URL of a tab (its type, the same query, no filters). */
  tabHref: (type: ResultType) => string;
}

const NOTHING: ResultsAnswer = {
  hits: [],
  nbHits: 0,
  nbPages: 0,
  page: 0,
  counts: { products: 0, customer_photos: 0, reviews: 0, pages: 0, STL: 0 },
  facetCounts: {},
};

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

/**
 * Joins the results state machine to the search service, the address bar and the bus: one
 * multi-query per route (stale answers dropped by request id), the route pushed into history
 * for the visitor's own steps only, popstate read back without pushing, and
 * `search-results-changed` emitted when a result set settles.
 */
export function useSearchResults(
  basePath: string,
  host?: HTMLElement,
  /** The answer a server printed with the page: the first state, no query sent for it. */
  printed?: ResultsAnswer | null,
): UseSearchResults {
  // Synchronous: a second click in the same tick (Load more) sees what the first one started.
  const [state, store] = useStore(resultsReducer, () =>
    firstState(readRoute(basePath), printed ?? null),
  );
  const { dispatch } = store;
  // Latest wins: a newer route's query (or Load more) leaves an older one unanswered; nothing
  // is dispatched after the element left.
  const queries = useRequestRunner();

  // Back and Forward: re-read the URL. The 'history' origin is the back-button flag: it makes
  // sure this change is never pushed again.
  useEffect(() => {
    const onPopState = () =>
      dispatch({ type: 'navigate', route: readRoute(basePath), origin: 'history' });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [basePath, dispatch]);

  // The address bar follows the route.
  const { route, origin, requestId, settled } = state;
  useEffect(() => {
    const action = historyAction(origin);
    if (action === 'none') return;
    const path = resultsPath(basePath, route);
    if (window.location.pathname === path) return;
    // The query string (?locale=, campaign tags) belongs to the page, not to the route.
    const url = `${path}${window.location.search}`;
    if (action === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(window.history.state, '', url);
  }, [basePath, route, origin]);

  // One multi-query per route (and per retry) — none for a state that is already answered.
  useEffect(() => {
    const current = store.getState();
    if (current.status !== 'loading') return;
    if (current.route.query.trim() === '') {
      // An empty term sends no query (spec/shell.md §5): the page says nothing was found.
      dispatch({ type: 'query-succeeded', requestId, answer: NOTHING });
      return;
    }
    const { country, search } = getSettings();
    const { requests, plan } = buildRequests(current.route, country);
    void queries
      .latest(() => multiSearch(search, requests))
      .then((answered) => {
        // A task of its own: the client's parsing of the reply and the render of the page it
        // answers made one long task on a phone's CPU together (issue 22).
        if (answered.current) nextTask(() => settle(answered.value));
      });
    function settle(outcome: Awaited<ReturnType<typeof multiSearch>>) {
      if (outcome.ok) {
        dispatch({ type: 'query-succeeded', requestId, answer: readAnswer(plan, outcome.results) });
        return;
      }
      logOnce(
        'error',
        `search-results:${outcome.error.kind}`,
        `search failed (${outcome.error.message}); the page offers a retry`,
      );
      dispatch({ type: 'query-failed', requestId });
    }
  }, [requestId, store, dispatch, queries]);

  useEffect(() => {
    if (settled === 0) return;
    const { route: settledRoute, nbHits, hits } = store.getState();
    const { currency } = getSettings();
    emit(
      'search-results-changed',
      {
        type: settledRoute.type,
        query: settledRoute.query,
        facets: selectionRecord(settledRoute.facets),
        nbHits,
        // The first hits shown, for tracking's result list (it keeps 3).
        hits: hits.slice(0, 8).map((hit) => ({
          objectID: hit.objectID,
          nid: Number(hit.nid) || undefined,
          title: hit.title,
          price: hit.prices.final[currency],
          // Google Ads' remarketing id for the item (spec/marketing.md §3 "search hit").
          google_tag_id: hit.google_tag_id || undefined,
        })),
      },
      host,
    );
  }, [settled, host, store]);

  const navigate = useCallback(
    (next: ResultsRoute) => dispatch({ type: 'navigate', route: next, origin: 'user' }),
    [dispatch],
  );

  const selectTab = useCallback(
    (type: ResultType) => {
      const { route: current } = store.getState();
      // Filters belong to products; another tab starts from its whole list.
      navigate({ ...current, type, facets: type === 'products' ? current.facets : {} });
    },
    [navigate, store],
  );

  const toggle = useCallback(
    (attribute: FacetAttribute, value: string) => {
      const { route: current } = store.getState();
      navigate({ ...current, facets: toggleFacet(current.facets, attribute, value) });
    },
    [navigate, store],
  );

  const clearFacets = useCallback(
    () => navigate({ ...store.getState().route, facets: {} }),
    [navigate, store],
  );

  const loadMore = useCallback(() => {
    const current = store.getState();
    if (!canLoadMore(current)) return;
    const next = current.page + 1;
    dispatch({ type: 'more-started', requestId: current.requestId });
    const { country, search } = getSettings();
    const page = pageRequest(current.route, next, country);
    void queries
      .latest(() => multiSearch(search, [page]))
      .then((answered) => {
        if (!answered.current) return;
        const outcome = answered.value;
        const result = outcome.ok ? outcome.results[0] : undefined;
        if (!result) {
          logOnce(
            'error',
            'search-results:more',
            'could not load more results; the page offers a retry',
          );
          dispatch({ type: 'more-failed', requestId: current.requestId });
          return;
        }
        dispatch({
          type: 'more-succeeded',
          requestId: current.requestId,
          page: next,
          hits: result.hits,
          nbPages: result.nbPages,
        });
      });
  }, [store, dispatch, queries]);

  const retry = useCallback(() => dispatch({ type: 'retry' }), [dispatch]);

  const tabHref = useCallback(
    (type: ResultType) =>
      resultsPath(basePath, {
        type,
        query: store.getState().route.query,
        facets: type === 'products' ? store.getState().route.facets : {},
      }),
    [basePath, store],
  );

  return { state, selectTab, toggleFacet: toggle, clearFacets, loadMore, retry, tabHref };
}
