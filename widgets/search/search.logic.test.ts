import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../core/search/hit';
import {
  initialSearchState,
  keyCommand,
  panelMode,
  searchReducer,
  searchStatus,
  shouldSend,
  type SearchAction,
  type SearchState,
} from './search.logic';

const result = (query: string): SearchResult[] => [
  { index: 'products', hits: [], nbHits: 0, nbPages: 0, page: 0, query, facets: {} },
];

/** The actions the element dispatches as a term is typed and its requests come and go. */
const act = {
  typed: (query: string): SearchAction => ({ type: 'typed', query }),
  sent: (id: number, query: string): SearchAction => ({ type: 'request-sent', id, query }),
  slow: (id: number): SearchAction => ({ type: 'request-slow', id }),
  answered: (id: number, query: string): SearchAction => ({
    type: 'request-answered',
    id,
    query,
    results: result(query),
  }),
  failed: (id: number, message: string): SearchAction => ({ type: 'request-failed', id, message }),
};

/** The term's request sent as the first, and answered: its results on screen. */
const firstAnswered = (query: string) => [act.sent(1, query), act.answered(1, query)];

const run = (...actions: SearchAction[]): SearchState =>
  actions.reduce(searchReducer, initialSearchState());

describe('typing and history', () => {
  it('shows history for an empty term and suggestions otherwise', () => {
    expect(panelMode(run(act.typed('  ')))).toBe('history');
    expect(panelMode(run(act.typed('so')))).toBe('suggestions');
  });

  it('opens the panel and forgets the active option when the term changes', () => {
    const state = run({ type: 'activated', index: 2 }, act.typed('sofa'));
    expect(state).toMatchObject({ expanded: true, active: -1, query: 'sofa' });
  });
});

describe('shouldSend (a repeated identical query is ignored)', () => {
  it('sends a new term, not an empty one', () => {
    expect(shouldSend(initialSearchState(), 'sofa')).toBe(true);
    expect(shouldSend(initialSearchState(), '   ')).toBe(false);
  });

  it('does not send the term that is in flight or on screen again', () => {
    const sent = run(act.sent(1, 'sofa'));
    expect(shouldSend(sent, 'sofa')).toBe(false);
    expect(shouldSend(sent, ' Sofa  ')).toBe(false);
    const answered = searchReducer(sent, act.answered(1, 'sofa'));
    expect(shouldSend(answered, 'sofa')).toBe(false);
    expect(shouldSend(answered, 'sofas')).toBe(true);
  });

  it('sends the on-screen term again when a newer one is in flight (its answer would win)', () => {
    const state = run(...firstAnswered('sofa'), act.sent(2, 'sofas'));
    expect(shouldSend(state, 'sofa')).toBe(true);
  });

  it('sends a term whose request failed again', () => {
    const state = run(act.sent(1, 'sofa'), act.failed(1, 'HTTP 500'));
    expect(shouldSend(state, 'sofa')).toBe(true);
  });

  it('sends nothing while an IME composition is open', () => {
    expect(shouldSend(run({ type: 'composition-started' }), '소파')).toBe(false);
  });
});

describe('races: an older answer never overwrites a newer one', () => {
  const twoSent: readonly SearchAction[] = [
    act.typed('sof'),
    act.sent(1, 'sof'),
    act.typed('sofa'),
    act.sent(2, 'sofa'),
  ];

  it('drops the older answer when it arrives after the newer one', () => {
    const state = run(...twoSent, act.answered(2, 'sofa'), act.answered(1, 'sof'));
    expect(state.shown?.query).toBe('sofa');
    expect(state.pending).toBeNull();
  });

  it('shows an older answer that arrives first, and keeps waiting for the newer', () => {
    const state = run(...twoSent, act.slow(2), act.answered(1, 'sof'));
    expect(state.shown?.query).toBe('sof');
    expect(state.pending).toEqual({ id: 2, query: 'sofa' });
    expect(state.slow).toBe(true);
  });

  it('ignores the failure of an older request while a newer one runs', () => {
    const state = run(...twoSent, act.failed(1, 'timeout'));
    expect(state.failure).toBeNull();
    expect(state.pending?.id).toBe(2);
  });

  it('reports the failure of the newest request, with the term to retry', () => {
    const state = run(...twoSent, act.failed(2, 'HTTP 500'));
    expect(state.failure).toEqual({ query: 'sofa', message: 'HTTP 500' });
    expect(state.pending).toBeNull();
    expect(searchStatus(state, 0)).toEqual({ kind: 'failed' });
  });

  // Found by tests/faults/search-races.property.test.tsx: the error line showed above the
  // suggestions of an older term, as if they were the new term's.
  it("drops an older term's answer from the screen when the newest request fails", () => {
    const state = run(...twoSent, act.answered(1, 'sof'), act.failed(2, 'HTTP 500'));
    expect(state.shown).toBeNull();
    expect(state.failure?.query).toBe('sofa');
  });

  it("ignores an older term's answer that arrives after the newest request failed", () => {
    const state = run(...twoSent, act.failed(2, 'HTTP 500'), act.answered(1, 'sof'));
    expect(state.shown).toBeNull();
  });

  it("keeps the same term's answer on screen when its retry fails", () => {
    const state = run(...firstAnswered('sofa'), act.sent(2, 'Sofa'), act.failed(2, 'HTTP 500'));
    expect(state.shown?.id).toBe(1);
  });

  it('ignores answers to requests sent before the input was emptied', () => {
    const state = run(...twoSent, act.typed(''), act.answered(2, 'sofa'));
    expect(state.shown).toBeNull();
    expect(state.pending).toBeNull();
  });

  // The search-race property's counterexample (seed -13670081): the failure of a request that
  // emptying the field abandoned must not show when the term is typed again.
  it('retyping a term after emptying shows its earlier answer, not an abandoned failure', () => {
    const state = run(
      ...firstAnswered('oak'),
      act.sent(2, 'ash'),
      act.sent(3, 'oak'),
      act.typed(''),
      act.typed('oak'),
      act.answered(2, 'ash'),
      act.failed(3, 'HTTP 503'),
    );
    expect(shouldSend(state, 'oak')).toBe(false);
    expect(state.failure).toBeNull();
    expect(state.shown).toMatchObject({ id: 1, query: 'oak' });
  });

  it('ignores a slow tick of a request that is not the newest', () => {
    expect(run(...twoSent, act.slow(1)).slow).toBe(false);
  });
});

describe('status for the live region', () => {
  it('says searching only once the request is slow, then the count', () => {
    const sent = run(act.typed('sofa'), act.sent(1, 'sofa'));
    expect(searchStatus(sent, 0)).toEqual({ kind: 'quiet' });
    const slow = searchReducer(sent, act.slow(1));
    expect(searchStatus(slow, 0)).toEqual({ kind: 'searching' });
    const answered = searchReducer(slow, act.answered(1, 'sofa'));
    expect(searchStatus(answered, 7)).toEqual({ kind: 'answered', count: 7 });
  });
});

describe('Escape', () => {
  it('clears the term and the results first, then hides', () => {
    const typed = run(act.typed('sofa'), ...firstAnswered('sofa'));
    const keys = { expanded: true, active: -1, optionCount: 4 };
    expect(keyCommand({ key: 'Escape' }, { ...keys, query: typed.query })?.type).toBe('clear');
    const cleared = searchReducer(typed, { type: 'cleared' });
    expect(cleared).toMatchObject({ query: '', shown: null, pending: null });
    expect(keyCommand({ key: 'Escape' }, { ...keys, query: cleared.query })?.type).toBe('hide');
    expect(searchReducer(cleared, { type: 'collapsed' }).expanded).toBe(false);
  });
});

describe('IME composition', () => {
  it('keeps the composed text in the input and searches it when the composition ends', () => {
    let state = run({ type: 'composition-started' }, act.typed('소'));
    expect(state.composing).toBe(true);
    expect(shouldSend(state, state.query)).toBe(false);
    state = searchReducer(state, { type: 'composition-ended', query: '소파' });
    expect(state).toMatchObject({ composing: false, query: '소파' });
    expect(shouldSend(state, state.query)).toBe(true);
  });

  it('leaves keys of an open composition to the IME (Enter confirms the syllable)', () => {
    const keys = { expanded: true, active: 1, optionCount: 4, query: '소' };
    expect(keyCommand({ key: 'Enter', composing: true }, keys)).toBeNull();
    expect(keyCommand({ key: 'ArrowDown', composing: true }, keys)).toBeNull();
  });
});

describe('keyboard over grouped options (one flat list)', () => {
  // e.g. products 0-2, view-all 3, pages 4-5, view-all 6: 7 options in 2 groups.
  const at = (active: number, more: Partial<Parameters<typeof keyCommand>[1]> = {}) => ({
    expanded: true,
    active,
    optionCount: 7,
    query: 'oak',
    ...more,
  });

  it('moves down across group boundaries and wraps to the first', () => {
    expect(keyCommand({ key: 'ArrowDown' }, at(-1))).toMatchObject({ type: 'activate', index: 0 });
    expect(keyCommand({ key: 'ArrowDown' }, at(3))).toMatchObject({ type: 'activate', index: 4 });
    expect(keyCommand({ key: 'ArrowDown' }, at(6))).toMatchObject({ type: 'activate', index: 0 });
  });

  it('moves up, from the field to the last option, and wraps', () => {
    expect(keyCommand({ key: 'ArrowUp' }, at(-1))).toMatchObject({ type: 'activate', index: 6 });
    expect(keyCommand({ key: 'ArrowUp' }, at(4))).toMatchObject({ type: 'activate', index: 3 });
    expect(keyCommand({ key: 'ArrowUp' }, at(0))).toMatchObject({ type: 'activate', index: 6 });
  });

  it('opens a closed popup without moving (and Alt+Down only opens)', () => {
    expect(keyCommand({ key: 'ArrowDown' }, at(-1, { expanded: false }))?.type).toBe('expand');
    expect(keyCommand({ key: 'ArrowDown', altKey: true }, at(-1))?.type).toBe('expand');
  });

  it('follows the active option on Enter, in a new tab with Cmd or Ctrl', () => {
    expect(keyCommand({ key: 'Enter' }, at(4))).toEqual({
      type: 'follow',
      index: 4,
      newTab: false,
      prevent: true,
    });
    expect(keyCommand({ key: 'Enter', metaKey: true }, at(4))).toMatchObject({ newTab: true });
    expect(keyCommand({ key: 'Enter', ctrlKey: true }, at(4))).toMatchObject({ newTab: true });
  });

  it('submits the term on Enter with no active option; nothing for an empty term', () => {
    expect(keyCommand({ key: 'Enter' }, at(-1))).toMatchObject({ type: 'submit', newTab: false });
    expect(keyCommand({ key: 'Enter' }, at(-1, { query: '  ' }))).toBeNull();
  });

  it('lets Tab move on and closes; Left/Right go back to editing', () => {
    expect(keyCommand({ key: 'Tab' }, at(2))).toEqual({ type: 'collapse', prevent: false });
    expect(keyCommand({ key: 'ArrowLeft' }, at(2))).toEqual({ type: 'deactivate', prevent: false });
    expect(keyCommand({ key: 'ArrowLeft' }, at(-1))).toBeNull();
  });

  it('does nothing on arrows when there is nothing to move over', () => {
    expect(keyCommand({ key: 'ArrowDown' }, at(-1, { optionCount: 0 }))).toBeNull();
  });
});
