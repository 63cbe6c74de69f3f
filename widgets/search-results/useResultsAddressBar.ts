import { useEffect } from 'react';
import { resultsPath, type ResultsRoute } from '../../core/search/results-path';
import { readRoute } from './read-route';
import { historyAction, type ResultsAction, type RouteOrigin } from './results.logic';

/**
 * The address bar and the route follow each other: the visitor's own steps are pushed (a
 * fallback replaces), and Back / Forward read the URL back with the 'history' origin — the
 * back-button flag (spec/shell.md §2) that makes sure such a change is never pushed again.
 */
export function useResultsAddressBar(
  basePath: string,
  route: ResultsRoute,
  origin: RouteOrigin,
  dispatch: (action: ResultsAction) => void,
) {
  useEffect(() => {
    const onPopState = () =>
      dispatch({ type: 'navigate', route: readRoute(basePath), origin: 'history' });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [basePath, dispatch]);

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
}
