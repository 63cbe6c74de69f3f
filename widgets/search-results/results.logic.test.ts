import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../core/search/hit';
import type { ResultsAnswer } from './build-requests';
import type { ResultsRoute } from '../../core/search/results-path';
import {
  canLoadMore,
  displayedHits,
  emptyMessage,
  firstNewHitId,
  historyAction,
  initialResultsState,
  isNothingFound,
  resultsReducer,
  type ResultsAction,
  type ResultsState,
} from './results.logic';
import type { TypeCounts } from './tab-fallback';

const sofa: ResultsRoute = { type: 'products', query: 'sofa', facets: {} };

function hit(objectID: string, usd?: number): SearchHit {
  return {
    objectID,
    title: objectID,
    url: '',
    image: '',
    image_category: '',
    nid: 0,
    google_tag_id: '',
    language: 'und',
    prices: { final: usd === undefined ? {} : { usd } },
    colors: [],
    nice_names: [],
    terms: [],
    _highlightResult: { title: { value: '', matchLevel: 'none' } },
  };
}

const zero: TypeCounts = { products: 0, customer_photos: 0, reviews: 0, pages: 0, STL: 0 };

function answer(partial: Partial<ResultsAnswer> = {}): ResultsAnswer {
  return {
    hits: [],
    nbHits: 0,
    nbPages: 0,
    page: 0,
    counts: zero,
    facetCounts: {},
    ...partial,
  };
}

const run = (state: ResultsState, ...actions: ResultsAction[]) =>
  actions.reduce(resultsReducer, state);

const ready = (
  route = sofa,
  result = answer({
    hits: [hit('A'), hit('B')],
    nbHits: 60,
    nbPages: 3,
    counts: { ...zero, products: 60 },
  }),
) => run(initialResultsState(route), { type: 'query-succeeded', requestId: 1, answer: result });

describe('the back-button flag (spec/shell.md §2)', () => {
  it('pushes only the visitor’s own steps', () => {
    expect(historyAction('user')).toBe('push');
    expect(historyAction('history')).toBe('none');
    expect(historyAction('arrival')).toBe('none');
    expect(historyAction('fallback')).toBe('replace');
  });

  it('remembers that a route came from Back/Forward, so it is never pushed', () => {
    const state = run(ready(), {
      type: 'navigate',
      route: { ...sofa, facets: { colors: ['Blue'] } },
      origin: 'history',
    });
    expect(state.origin).toBe('history');
    expect(historyAction(state.origin)).toBe('none');
    expect(state.status).toBe('loading');
  });

  it('ignores a navigation to the route already shown (no query, no history entry)', () => {
    const state = ready();
    expect(resultsReducer(state, { type: 'navigate', route: { ...sofa }, origin: 'user' })).toBe(
      state,
    );
  });
});

describe('race safety', () => {
  it('drops an answer to a query that was replaced', () => {
    let state = ready();
    state = run(state, {
      type: 'navigate',
      route: { ...sofa, facets: { colors: ['Blue'] } },
      origin: 'user',
    });
    const blueId = state.requestId;
    state = run(state, {
      type: 'navigate',
      route: { ...sofa, facets: { colors: ['Red'] } },
      origin: 'user',
    });
    const late = run(state, {
      type: 'query-succeeded',
      requestId: blueId,
      answer: answer({ hits: [hit('BLUE')], nbHits: 1 }),
    });
    expect(late).toBe(state);
    const current = run(state, {
      type: 'query-succeeded',
      requestId: state.requestId,
      answer: answer({ hits: [hit('RED')], nbHits: 1, counts: { ...zero, products: 1 } }),
    });
    expect(current.hits.map((h) => h.objectID)).toEqual(['RED']);
    expect(run(current, { type: 'query-failed', requestId: blueId })).toBe(current);
  });

  it('drops a load-more answer that belongs to a previous route', () => {
    let state = ready();
    const before = state.requestId;
    state = run(state, { type: 'more-started', requestId: before });
    state = run(state, { type: 'navigate', route: { ...sofa, type: 'reviews' }, origin: 'user' });
    const after = run(state, {
      type: 'more-succeeded',
      requestId: before,
      page: 1,
      hits: [hit('C')],
      nbPages: 3,
      currency: 'USD',
    });
    expect(after).toBe(state);
  });
});

describe('tab fallback in the page (spec/shell.md §4)', () => {
  it('switches an empty type on arrival and replaces its URL', () => {
    const state = run(initialResultsState({ ...sofa, type: 'reviews' }), {
      type: 'query-succeeded',
      requestId: 1,
      answer: answer({ counts: { ...zero, products: 40, pages: 3 } }),
    });
    expect(state.route.type).toBe('products');
    expect(state.origin).toBe('fallback');
    expect(state.status).toBe('loading');
    expect(state.requestId).toBe(2);
    expect(state.counts?.products).toBe(40);
    expect(state.settled).toBe(0); // the empty set is not announced
  });

  it('does not switch a tab the visitor chose, nor a filtered product list', () => {
    const chosen = run(ready(), {
      type: 'navigate',
      route: { ...sofa, type: 'reviews' },
      origin: 'user',
    });
    const empty = run(chosen, {
      type: 'query-succeeded',
      requestId: chosen.requestId,
      answer: answer({ counts: { ...zero, products: 60 } }),
    });
    expect(empty.route.type).toBe('reviews');
    expect(emptyMessage(empty)).toBe('noReviews');

    const filtered = run(initialResultsState({ ...sofa, facets: { colors: ['Pink'] } }), {
      type: 'query-succeeded',
      requestId: 1,
      answer: answer({ counts: { ...zero, pages: 4 } }),
    });
    expect(filtered.route.type).toBe('products');
    expect(emptyMessage(filtered)).toBe('noProducts');
    expect(isNothingFound(filtered)).toBe(false);
  });

  it('stays and says nothing was found when every type is empty', () => {
    const state = run(initialResultsState({ ...sofa, query: 'zzqxj' }), {
      type: 'query-succeeded',
      requestId: 1,
      answer: answer(),
    });
    expect(state.route.type).toBe('products');
    expect(isNothingFound(state)).toBe(true);
    expect(emptyMessage(state)).toBe('noResults');
  });
});

describe('empty states', () => {
  it.each([
    ['products', 'noProducts'],
    ['customer_photos', 'noPhotos'],
    ['reviews', 'noReviews'],
    ['pages', 'noPages'],
    ['STL', 'nothingFound'],
  ] as const)('%s → %s', (type, key) => {
    // The visitor chose the tab (no fallback); another type has hits.
    const other = type === 'pages' ? 'reviews' : 'pages';
    const state = run(ready({ ...sofa, query: 'before' }), {
      type: 'navigate',
      route: { ...sofa, type },
      origin: 'user',
    });
    const settled = run(state, {
      type: 'query-succeeded',
      requestId: state.requestId,
      answer: answer({ counts: { ...zero, [other]: 5 } }),
    });
    expect(emptyMessage(settled)).toBe(key);
  });

  it('has no message while loading or when there are hits', () => {
    expect(emptyMessage(initialResultsState(sofa))).toBeNull();
    expect(emptyMessage(ready())).toBeNull();
  });
});

describe('load more', () => {
  it('appends the next page without duplicates and marks where it starts', () => {
    let state = ready();
    expect(canLoadMore(state)).toBe(true);
    state = run(state, { type: 'more-started', requestId: state.requestId });
    expect(state.more).toBe('loading');
    expect(canLoadMore(state)).toBe(false);
    state = run(state, {
      type: 'more-succeeded',
      requestId: state.requestId,
      page: 1,
      hits: [hit('B'), hit('C'), hit('D')],
      nbPages: 3,
      currency: 'USD',
    });
    expect(state.hits.map((h) => h.objectID)).toEqual(['A', 'B', 'C', 'D']);
    expect(state.page).toBe(1);
    expect(state.appendedAt).toBe(2);
    expect(firstNewHitId(state, state.hits)).toBe('C');
    // A price sort may show the new hits elsewhere: the first one shown takes focus.
    expect(firstNewHitId(state, [hit('D'), hit('A'), hit('C'), hit('B')])).toBe('D');
  });

  it('stops at the last page', () => {
    let state = ready();
    state = run(
      state,
      { type: 'more-started', requestId: state.requestId },
      {
        type: 'more-succeeded',
        requestId: state.requestId,
        page: 1,
        hits: [hit('C')],
        nbPages: 2,
        currency: 'USD',
      },
    );
    expect(canLoadMore(state)).toBe(false);
  });

  it('keeps the list and offers a retry when a page fails', () => {
    let state = ready();
    state = run(
      state,
      { type: 'more-started', requestId: state.requestId },
      { type: 'more-failed', requestId: state.requestId },
    );
    expect(state.more).toBe('failed');
    expect(state.hits).toHaveLength(2);
    expect(canLoadMore(state)).toBe(true);
  });
});

describe('errors', () => {
  it('fails into an error state and retries with a new query', () => {
    let state = run(initialResultsState(sofa), { type: 'query-failed', requestId: 1 });
    expect(state.status).toBe('error');
    state = run(state, { type: 'retry' });
    expect(state.status).toBe('loading');
    expect(state.requestId).toBe(2);
    expect(run(ready(), { type: 'retry' }).requestId).toBe(1); // nothing to retry
  });
});

describe('changing filters', () => {
  it('keeps the current hits on screen (busy) while the new list loads', () => {
    const state = run(ready(), {
      type: 'navigate',
      route: { ...sofa, facets: { colors: ['Blue'] } },
      origin: 'user',
    });
    expect(state.hits).toHaveLength(2);
    const otherTab = run(ready(), {
      type: 'navigate',
      route: { ...sofa, type: 'pages' },
      origin: 'user',
    });
    expect(otherTab.hits).toEqual([]);
  });
});

describe('the visitor’s view of the results', () => {
  const priced = () =>
    ready(
      sofa,
      answer({
        hits: [hit('A', 900), hit('B', 500)],
        nbHits: 4,
        nbPages: 2,
        counts: { ...zero, products: 4 },
      }),
    );
  const more = (state: ResultsState): ResultsAction => ({
    type: 'more-succeeded',
    requestId: state.requestId,
    page: 1,
    hits: [hit('C', 700), hit('D', 100)],
    nbPages: 2,
    currency: 'USD',
  });

  it('decides the card to focus after load more in the order shown, once', () => {
    let state = run(priced(), { type: 'sorted', sort: 'price-asc' });
    state = run(state, { type: 'more-started', requestId: state.requestId });
    state = run(state, more(state));
    // D (100) is the cheapest new hit: first of the new ones in price order.
    expect(state.focusHitId).toBe('D');
    // A later sort reorders the cards but leaves the focus where it was decided.
    expect(run(state, { type: 'sorted', sort: 'price-desc' }).focusHitId).toBe('D');
    // A new query forgets it.
    expect(
      run(state, { type: 'navigate', route: { ...sofa, query: 'bed' }, origin: 'user' }).focusHitId,
    ).toBeNull();
  });

  it('keeps the sort and the filters across routes, and changes only on a change', () => {
    const state = run(
      priced(),
      { type: 'sorted', sort: 'price-desc' },
      { type: 'filters-toggled' },
    );
    expect(state.sort).toBe('price-desc');
    expect(state.filtersOpen).toBe(true);
    const next = run(state, { type: 'navigate', route: { ...sofa, query: 'bed' }, origin: 'user' });
    expect(next.sort).toBe('price-desc');
    expect(next.filtersOpen).toBe(true);
    expect(run(next, { type: 'filters-shown', open: true })).toBe(next);
    expect(run(next, { type: 'sorted', sort: 'price-desc' })).toBe(next);
    expect(run(next, { type: 'filters-shown', open: false }).filtersOpen).toBe(false);
  });

  it('orders a product list by the sort, other types by relevance', () => {
    const hits = [hit('A', 900), hit('B', 500)];
    expect(displayedHits(hits, 'products', 'price-asc', 'USD').map((h) => h.objectID)).toEqual([
      'B',
      'A',
    ]);
    expect(displayedHits(hits, 'reviews', 'price-asc', 'USD').map((h) => h.objectID)).toEqual([
      'A',
      'B',
    ]);
  });
});
