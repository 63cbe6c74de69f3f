import { useCallback, useEffect } from 'react';
import type { ResultType } from '../../core/search/constants';
import { toggleFacet, type FacetAttribute } from '../../core/search/facet-selection';
import { resultsPath, type ResultsRoute } from '../../core/search/results-path';
import { useRequestRunner, useStore } from '../shared/state/use-store';
import type { ResultsAnswer } from './build-requests';
import { readRoute } from './read-route';
import { emitResultsChanged } from './results-event';
import { loadMore, queryRoute } from './results-queries';
import { firstState, resultsReducer, type ResultsState } from './results.logic';
import type { SortOrder } from './sort-hits';
import { useResultsAddressBar } from './useResultsAddressBar';

export interface UseSearchResults {
  state: ResultsState;
  selectTab: (type: ResultType) => void;
  toggleFacet: (attribute: FacetAttribute, value: string) => void;
  clearFacets: () => void;
  loadMore: () => void;
  retry: () => void;
  /** The URL of a tab (its type, the same query, no filters). */
  tabHref: (type: ResultType) => string;
  sortChange: (sort: SortOrder) => void;
  toggleFilters: () => void;
  /** Shows or hides the filters, as the viewport decides. */
  showFilters: (open: boolean) => void;
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
  /** Whether the filters show at first (as printed, else as the viewport decides). */
  filtersOpenAtFirst: () => boolean = () => false,
): UseSearchResults {
  // Synchronous: a second click in the same tick (Load more) sees what the first one started.
  const [state, store] = useStore(resultsReducer, () =>
    firstState(readRoute(basePath), printed ?? null, filtersOpenAtFirst()),
  );
  const { dispatch } = store;
  // Latest wins: a newer route's query (or Load more) leaves an older one unanswered; nothing
  // is dispatched after the element left.
  const queries = useRequestRunner();
  const { route, origin, requestId, settled } = state;
  useResultsAddressBar(basePath, route, origin, dispatch);

  // One multi-query per route (and per retry).
  useEffect(() => queryRoute(store, queries, requestId), [requestId, store, queries]);

  useEffect(() => {
    if (settled > 0) emitResultsChanged(store.getState(), host);
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

  const tabHref = useCallback(
    (type: ResultType) =>
      resultsPath(basePath, {
        type,
        query: store.getState().route.query,
        facets: type === 'products' ? store.getState().route.facets : {},
      }),
    [basePath, store],
  );

  return {
    state,
    selectTab,
    toggleFacet: toggle,
    clearFacets: useCallback(
      () => navigate({ ...store.getState().route, facets: {} }),
      [navigate, store],
    ),
    loadMore: useCallback(() => loadMore(store, queries), [store, queries]),
    retry: useCallback(() => dispatch({ type: 'retry' }), [dispatch]),
    tabHref,
    sortChange: useCallback((sort: SortOrder) => dispatch({ type: 'sorted', sort }), [dispatch]),
    toggleFilters: useCallback(() => dispatch({ type: 'filters-toggled' }), [dispatch]),
    showFilters: useCallback(
      (open: boolean) => dispatch({ type: 'filters-shown', open }),
      [dispatch],
    ),
  };
}
