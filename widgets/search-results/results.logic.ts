import type { Currency } from '../../core/money';
import type { SearchHit } from '../../core/search/hit';
import type { SearchMessageKey } from './search-results-text';
import type { ResultsAnswer } from './build-requests';
import { sameSelection, selectedCount, type FacetCounts } from '../../core/search/facet-selection';
import type { ResultsRoute } from '../../core/search/results-path';
import { sortHits, type SortOrder } from './sort-hits';
import { fallbackTab, hasNoResults, type TypeCounts } from './tab-fallback';

/**
 * The results page as a pure state machine: which route is shown, which query is current
 * (answers to older ones are dropped), the hits loaded so far, what the URL must do, and the
 * visitor's own view of them (sort, filters shown, the card to focus after 'load more').
 * useSearchResults.ts runs the queries and the history calls and feeds their outcome back.
 */

/**
 * Why the route changed — the specification's back-button flag (spec/shell.md §2). Only a visitor's own
 * change pushes a history entry; a route read from the URL (arrival, Back/Forward) never
 * does, so Back and Forward walk the visitor's steps exactly.
 */
export type RouteOrigin =
  /** The page was opened on this URL. */
  | 'arrival'
  /** The visitor chose a tab or a filter. */
  | 'user'
  /** Back or Forward (popstate): the URL is already right. */
  | 'history'
  /** The tab fallback replaced an empty type on arrival. */
  | 'fallback';

export type HistoryAction = 'push' | 'replace' | 'none';

/**
 * @example historyAction('user') // 'push'
 * @example historyAction('history') // 'none'
 */
export function historyAction(origin: RouteOrigin): HistoryAction {
  switch (origin) {
    case 'user':
      return 'push';
    case 'fallback':
      // The empty type's URL is not a step the visitor took: Back must not land on it.
      return 'replace';
    case 'arrival':
    case 'history':
      return 'none';
  }
}

export type ResultsStatus = 'loading' | 'ready' | 'error';
export type MoreStatus = 'idle' | 'loading' | 'failed';

export interface ResultsState {
  route: ResultsRoute;
  origin: RouteOrigin;
  /** The current query; an answer carrying another id is stale and dropped. */
  requestId: number;
  status: ResultsStatus;
  /** Hits loaded so far for the route (first page, then each 'load more'). */
  hits: SearchHit[];
  /** The last page loaded (0-based). */
  page: number;
  nbPages: number;
  nbHits: number;
  /** Hits per type for the tabs; null until the first answer. */
  counts: TypeCounts | null;
  facetCounts: FacetCounts;
  more: MoreStatus;
  /** Index in `hits` of the first hit the last 'load more' added (focus moves there). */
  appendedAt: number | null;
  /** Increments each time a query settles with results: the page announces and emits then. */
  settled: number;
  /** The visitor's order of a product list (the page's own choice, not in the URL). */
  sort: SortOrder;
  /** The product filters are shown (the sidebar on wide screens, 'Refine' on phones). */
  filtersOpen: boolean;
  /**
   * The card that takes focus after the last 'load more', decided as its page arrives: a later
   * change of sort reorders the cards but must not pull focus away from the sort selector.
   */
  focusHitId: string | null;
}

export type ResultsAction =
  | { type: 'navigate'; route: ResultsRoute; origin: RouteOrigin }
  | { type: 'retry' }
  | { type: 'query-succeeded'; requestId: number; answer: ResultsAnswer }
  | { type: 'query-failed'; requestId: number }
  | { type: 'more-started'; requestId: number }
  | {
      type: 'more-succeeded';
      requestId: number;
      page: number;
      hits: SearchHit[];
      nbPages: number;
      /** The visitor's currency, which a price sort orders the cards by. */
      currency: Currency;
    }
  | { type: 'more-failed'; requestId: number }
  | { type: 'sorted'; sort: SortOrder }
  | { type: 'filters-toggled' }
  /** Whether the filters show, decided by the viewport (after a hydrating first render). */
  | { type: 'filters-shown'; open: boolean };

export function initialResultsState(route: ResultsRoute, filtersOpen = false): ResultsState {
  return {
    route,
    origin: 'arrival',
    requestId: 1,
    status: 'loading',
    hits: [],
    page: 0,
    nbPages: 0,
    nbHits: 0,
    counts: null,
    facetCounts: {},
    more: 'idle',
    appendedAt: null,
    settled: 0,
    sort: 'relevance',
    filtersOpen,
    focusHitId: null,
  };
}

/**
 * The state before any query — or, when a server printed its answer to the first query with
 * the page, the state after it (the tab fallback included), so no query is sent for it.
 */
export function firstState(
  route: ResultsRoute,
  printed: ResultsAnswer | null,
  filtersOpen = false,
): ResultsState {
  const initial = initialResultsState(route, filtersOpen);
  if (!printed) return initial;
  return resultsReducer(initial, {
    type: 'query-succeeded',
    requestId: initial.requestId,
    answer: printed,
  });
}

/** @example sameRoute(a, { ...a }) // true */
export function sameRoute(a: ResultsRoute, b: ResultsRoute): boolean {
  return a.type === b.type && a.query === b.query && sameSelection(a.facets, b.facets);
}

/** A new route (or a retry): a new query, whose answer alone will count. */
function startQuery(state: ResultsState, route: ResultsRoute, origin: RouteOrigin): ResultsState {
  const sameList = route.type === state.route.type && route.query === state.route.query;
  return {
    ...state,
    route,
    origin,
    requestId: state.requestId + 1,
    status: 'loading',
    // Kept while the next answer comes, so the grid does not collapse (it is shown busy) —
    // unless the list is a different one altogether.
    hits: sameList ? state.hits : [],
    more: 'idle',
    appendedAt: null,
    focusHitId: null,
  };
}

function dedupe(hits: readonly SearchHit[]): SearchHit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => !seen.has(hit.objectID) && seen.add(hit.objectID));
}

export function resultsReducer(state: ResultsState, action: ResultsAction): ResultsState {
  switch (action.type) {
    case 'navigate':
      if (sameRoute(state.route, action.route)) return state;
      return startQuery(state, action.route, action.origin);
    case 'retry':
      return state.status === 'error' ? startQuery(state, state.route, state.origin) : state;
    case 'query-succeeded': {
      if (action.requestId !== state.requestId) return state;
      const { answer } = action;
      const answered: ResultsState = {
        ...state,
        status: 'ready',
        hits: dedupe(answer.hits),
        page: answer.page,
        nbPages: answer.nbPages,
        nbHits: answer.nbHits,
        counts: answer.counts,
        facetCounts: { ...state.facetCounts, ...answer.facetCounts },
        more: 'idle',
        appendedAt: null,
        focusHitId: null,
        settled: state.settled + 1,
      };
      // The tab fallback (spec/shell.md §4) applies to the type the visitor arrived on, and not to
      // a filtered product list: a filter with no products says 'No products found.'.
      if (state.origin === 'arrival' && selectedCount(state.route.facets) === 0) {
        const type = fallbackTab(state.route.type, answer.counts);
        if (type !== state.route.type) {
          const next = startQuery(answered, { ...state.route, type }, 'fallback');
          return { ...next, hits: [], settled: state.settled };
        }
      }
      return answered;
    }
    case 'query-failed':
      if (action.requestId !== state.requestId) return state;
      return { ...state, status: 'error', more: 'idle' };
    case 'more-started':
      if (action.requestId !== state.requestId || !canLoadMore(state)) return state;
      return { ...state, more: 'loading' };
    case 'more-succeeded': {
      if (action.requestId !== state.requestId || state.more !== 'loading') return state;
      if (action.page !== state.page + 1) return state;
      const hits = dedupe([...state.hits, ...action.hits]);
      const next: ResultsState = {
        ...state,
        hits,
        page: action.page,
        nbPages: action.nbPages,
        more: 'idle',
        appendedAt: hits.length > state.hits.length ? state.hits.length : null,
      };
      return {
        ...next,
        focusHitId: firstNewHitId(
          next,
          displayedHits(hits, next.route.type, next.sort, action.currency),
        ),
      };
    }
    case 'more-failed':
      if (action.requestId !== state.requestId || state.more !== 'loading') return state;
      return { ...state, more: 'failed' };
    case 'sorted':
      return action.sort === state.sort ? state : { ...state, sort: action.sort };
    case 'filters-toggled':
      return { ...state, filtersOpen: !state.filtersOpen };
    case 'filters-shown':
      return action.open === state.filtersOpen ? state : { ...state, filtersOpen: action.open };
  }
}

/**
 * The hits in display order: the visitor's sort on products, relevance on the other types.
 *
 * @example displayedHits(state.hits, 'products', 'price-asc', 'USD') // cheapest first
 */
export function displayedHits(
  hits: readonly SearchHit[],
  type: ResultsRoute['type'],
  sort: SortOrder,
  currency: Currency,
): SearchHit[] {
  return sortHits(hits, type === 'products' ? sort : 'relevance', currency);
}

/** A further page exists and nothing else is running. */
export function canLoadMore(state: ResultsState): boolean {
  return state.status === 'ready' && state.page + 1 < state.nbPages && state.more !== 'loading';
}

const EMPTY_MESSAGE: Readonly<Record<ResultsRoute['type'], SearchMessageKey>> = {
  products: 'noProducts',
  customer_photos: 'noPhotos',
  reviews: 'noReviews',
  pages: 'noPages',
  STL: 'nothingFound',
};

/**
 * The message of an empty list: the specification's sentence for the type, or "Oh no, sorry we couldn't
 * find that" when the search found nothing anywhere (spec/shell.md §2, §8). Null while there are
 * hits, or while loading.
 */
export function emptyMessage(state: ResultsState): SearchMessageKey | null {
  if (state.status !== 'ready' || state.hits.length > 0) return null;
  if (isNothingFound(state)) return 'noResults';
  return EMPTY_MESSAGE[state.route.type];
}

/** The search found nothing in any type (and no filter narrowed it). */
export function isNothingFound(state: ResultsState): boolean {
  return (
    state.status === 'ready' &&
    state.counts !== null &&
    hasNoResults(state.counts) &&
    selectedCount(state.route.facets) === 0
  );
}

/**
 * The card that takes focus after 'load more': the first of the new hits in display order
 * (a price sort may place them anywhere).
 *
 * @example firstNewHitId(state, sortHits(state.hits, sort, currency)) // 'RS1025-1'
 */
export function firstNewHitId(state: ResultsState, displayed: readonly SearchHit[]): string | null {
  if (state.appendedAt === null) return null;
  const fresh = new Set(state.hits.slice(state.appendedAt).map((hit) => hit.objectID));
  return displayed.find((hit) => fresh.has(hit.objectID))?.objectID ?? null;
}
