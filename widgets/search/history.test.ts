import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, HISTORY_SHOWN } from '../../core/search/constants';
import type { KeyValueStore } from '../../core/storage/key-value';
import {
  addToHistory,
  createHistoryStore,
  HISTORY_KEY,
  parseHistory,
  shownHistory,
  type HistoryEntry,
} from './history';

const entry = (term: string): HistoryEntry => ({ term, href: `/search/products/${term}/` });

function memory(
  initial: Record<string, string> = {},
): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

describe('addToHistory', () => {
  it('puts the newest search first', () => {
    expect(addToHistory([entry('rug')], entry('sofa')).map((e) => e.term)).toEqual(['sofa', 'rug']);
  });

  it('does not add a term already there: it keeps its place, spelling and href', () => {
    const list = [entry('rug'), entry('oak sofa'), entry('lamp')];
    const next = addToHistory(list, { term: '  Oak   SOFA ', href: '/search/products/x/' });
    expect(next).toEqual([entry('rug'), entry('oak sofa'), entry('lamp')]);
  });

  it('treats a term differing only in spacing or case as the same, and no other', () => {
    const list = [entry('rug'), entry('oak sofa')];
    expect(addToHistory(list, entry('OAK\tsofa')).map((e) => e.term)).toEqual(['rug', 'oak sofa']);
    expect(addToHistory(list, entry('oak sofas')).map((e) => e.term)).toEqual([
      'oak sofas',
      'rug',
      'oak sofa',
    ]);
  });

  it('does not push older entries out when a repeated term is searched at the limit', () => {
    const full = Array.from({ length: HISTORY_LIMIT }, (_, n) => entry(`term ${n}`));
    const next = addToHistory(full, entry(`term ${HISTORY_LIMIT - 1}`));
    expect(next).toEqual(full);
  });

  it(`keeps at most ${HISTORY_LIMIT} entries, dropping the oldest`, () => {
    let list: HistoryEntry[] = [];
    for (let n = 0; n < HISTORY_LIMIT + 5; n++) list = addToHistory(list, entry(`term ${n}`));
    expect(list).toHaveLength(HISTORY_LIMIT);
    expect(list[0]?.term).toBe(`term ${HISTORY_LIMIT + 4}`);
    expect(list.at(-1)?.term).toBe('term 5');
  });

  it('ignores a blank term', () => {
    expect(addToHistory([entry('rug')], { term: '   ', href: '/x' })).toEqual([entry('rug')]);
  });
});

describe('shownHistory', () => {
  it(`shows the ${HISTORY_SHOWN} newest`, () => {
    const list = Array.from({ length: 9 }, (_, n) => entry(`t${n}`));
    expect(shownHistory(list).map((e) => e.term)).toEqual(['t0', 't1', 't2', 't3', 't4', 't5']);
  });
});

describe('parseHistory', () => {
  it.each([null, '', '{', '"x"', '{"term":"a"}', '[{"term":1,"href":"/"}]'])(
    'treats %j as empty',
    (raw) => expect(parseHistory(raw)).toEqual([]),
  );

  it('keeps the stored order and cleans duplicates and blanks written by someone else', () => {
    const raw = JSON.stringify([
      entry('sofa'),
      entry('rug'),
      { term: ' ', href: '/' },
      entry('SOFA'),
    ]);
    // Newest first: the older 'SOFA' was there first, so it is the one kept, where it was.
    expect(parseHistory(raw).map((e) => e.term)).toEqual(['rug', 'SOFA']);
  });
});

describe('createHistoryStore', () => {
  it('stores under rove_search_history, newest first, and clears', () => {
    const storage = memory();
    const store = createHistoryStore(storage);
    store.add(entry('rug'));
    store.add(entry('sofa'));
    expect(JSON.parse(storage.data.get(HISTORY_KEY) ?? '')).toEqual([entry('sofa'), entry('rug')]);
    expect(store.read().map((e) => e.term)).toEqual(['sofa', 'rug']);
    store.clear();
    expect(storage.data.has(HISTORY_KEY)).toBe(false);
    expect(store.read()).toEqual([]);
  });

  it('reads afresh, so a search made in another tab shows', () => {
    const storage = memory();
    const store = createHistoryStore(storage);
    storage.set(HISTORY_KEY, JSON.stringify([entry('lamp')]));
    expect(store.read()).toEqual([entry('lamp')]);
    expect(store.add(entry('rug')).map((e) => e.term)).toEqual(['rug', 'lamp']);
  });

  it('keeps a repeated search where it was, in storage too', () => {
    const storage = memory();
    const store = createHistoryStore(storage);
    for (const term of ['rug', 'sofa', 'lamp', 'Rug']) store.add(entry(term));
    expect(JSON.parse(storage.data.get(HISTORY_KEY) ?? '')).toEqual([
      entry('lamp'),
      entry('sofa'),
      entry('rug'),
    ]);
  });
});
