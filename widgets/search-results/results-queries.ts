import { multiSearch } from '../../core/api/search';
import { logOnce } from '../../core/log';
import type { Currency } from '../../core/money';
import { nextTask } from '../../core/next-task';
import type { RequestRunner } from '../../core/request-runner';
import { getSettings } from '../../core/settings/settings';
import type { Store } from '../../core/store';
import { afterNextPaint } from '../shared/paging/after-next-paint';
import { buildRequests, pageRequest, readAnswer, type ResultsAnswer } from './build-requests';
import { canLoadMore, type ResultsAction, type ResultsState } from './results.logic';

type ResultsStore = Store<ResultsState, ResultsAction>;

const NOTHING: ResultsAnswer = {
  hits: [],
  nbHits: 0,
  nbPages: 0,
  page: 0,
  counts: { products: 0, customer_photos: 0, reviews: 0, pages: 0, STL: 0 },
  facetCounts: {},
};

/**
 * The multi-query of query `requestId` for the current route (latest wins on `queries`), its
 * outcome dispatched under that id — none for a state that is already answered.
 */
export function queryRoute(store: ResultsStore, queries: RequestRunner, requestId: number): void {
  const { dispatch } = store;
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
}

/**
 * 'Load more': the route's next page, appended when it comes (latest wins on `queries`). The
 * tap shows the button busy at once; the request goes after that paint and its answer renders
 * in a task of its own, so neither the search client's first loading nor the appended cards
 * delay the tap's frame on a phone's CPU (docs/performance/load-more.md).
 */
export function loadMore(store: ResultsStore, queries: RequestRunner): void {
  const { dispatch } = store;
  const current = store.getState();
  if (!canLoadMore(current)) return;
  const { requestId } = current;
  const next = current.page + 1;
  dispatch({ type: 'more-started', requestId });
  afterNextPaint(() => {
    // A route changed meanwhile: its own query runs, and this one must not supersede it.
    const now = store.getState();
    if (now.requestId !== requestId || now.more !== 'loading') return;
    const { country, currency, search } = getSettings();
    const page = pageRequest(now.route, next, country);
    void queries
      .latest(() => multiSearch(search, [page]))
      .then((answered) => {
        if (answered.current) nextTask(() => settle(answered.value, currency));
      });
  });
  function settle(outcome: Awaited<ReturnType<typeof multiSearch>>, currency: Currency) {
    const result = outcome.ok ? outcome.results[0] : undefined;
    if (!result) {
      logOnce(
        'error',
        'search-results:more',
        'could not load more results; the page offers a retry',
      );
      dispatch({ type: 'more-failed', requestId });
      return;
    }
    dispatch({
      type: 'more-succeeded',
      requestId,
      page: next,
      hits: result.hits,
      nbPages: result.nbPages,
      currency,
    });
  }
}
