import MiniSearch from 'minisearch';
import { buildPrefixPostings, SHORT_PREFIX_LENGTH } from './prefix-postings';
import type { SearchRecord } from './record-types';
import { fold, term, typoBudget, words } from './text';

// Matching and ranking, before any filter: which records a query text matches and in what
// order. MiniSearch does the full-text work (BM25 over the searchable attributes with their
// boosts, prefix search on the word being typed, Algolia's typo budget, every word required);
// a word of one or two letters being typed is answered by prefix postings instead (see
// prefix-postings.ts for why).

/** Record positions in the index, best match first. */
export type Ranking = Uint32Array;

export type Ranker = (query: string) => Ranking;

interface Doc {
  id: number;
  record: SearchRecord;
}

function searchableText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(searchableText).join(' ');
  return '';
}

/**
 * Ids of scored results, best first; equal scores in record order, so answers never depend on
 * the order a hash map happened to return them in.
 * @param scored sorted by score, descending
 */
function rankingOf(scored: readonly { id: number; score: number }[]): Ranking {
  const ids = Uint32Array.from(scored, (result) => result.id);
  let start = 0;
  for (let i = 1; i <= scored.length; i++) {
    if (i === scored.length || scored[i]?.score !== scored[start]?.score) {
      if (i - start > 1) ids.subarray(start, i).sort();
      start = i;
    }
  }
  return ids;
}

/**
 * Remembers the last few query texts. One multi-query asks an index the same text several
 * times (hits, then facet counts under other filters) and the index never changes.
 */
function remembered(rank: Ranker, size = 8): Ranker {
  const cache = new Map<string, Ranking>();
  return (query) => {
    const cached = cache.get(query);
    if (cached) {
      cache.delete(query);
      cache.set(query, cached);
      return cached;
    }
    const fresh = rank(query);
    cache.set(query, fresh);
    if (cache.size > size) cache.delete(cache.keys().next().value as string);
    return fresh;
  };
}

/**
 * @param searchable attribute → boost; 'title' should be one of them and boosted highest
 * @example createRanker(records, { title: 4, terms: 2 })('sofa')[0] // the best record's position
 */
export function createRanker(
  records: readonly SearchRecord[],
  searchable: Readonly<Record<string, number>>,
): Ranker {
  const mini = new MiniSearch<Doc>({
    fields: Object.keys(searchable),
    idField: 'id',
    extractField: (doc, field) =>
      field === 'id' ? String(doc.id) : searchableText(doc.record[field]),
    tokenize: words,
    processTerm: (word) => term(word) || null,
    searchOptions: {
      boost: { ...searchable },
      combineWith: 'AND',
      // Algolia's queryType prefixLast: the word being typed is a prefix, the others are whole.
      prefix: (_term, index, terms) => index === terms.length - 1,
      fuzzy: (queryTerm) => typoBudget(queryTerm) || false,
    },
  });
  mini.addAll(records.map((record, id) => ({ id, record })));

  const others = Object.keys(searchable).filter((field) => field !== 'title');
  const prefixes = buildPrefixPostings(
    records.map((record) => ({
      title: searchableText(record.title),
      other: others.map((field) => searchableText(record[field])).join(' '),
    })),
  );
  const everything: Ranking = Uint32Array.from(records, (_, id) => id);

  /** MiniSearch's results (sorted by score), as numeric ids. */
  const fullText = (query: string, options: { prefix?: boolean } = {}) =>
    mini.search(query, options).map((result) => ({ id: Number(result.id), score: result.score }));

  /** The typed words before a one- or two-letter last word, plus that word as a prefix. */
  function shortPrefix(head: readonly string[], last: string): Ranking {
    const { title, other } = prefixes.docs(last);
    if (head.length === 0) {
      // Title matches first; within each, the records' own order (best sellers first).
      const ids = new Uint32Array(title.length + other.length);
      ids.set(title);
      ids.set(other, title.length);
      return ids;
    }
    const tier = new Uint8Array(records.length);
    for (const id of title) tier[id] = 2;
    for (const id of other) tier[id] = 1;
    const scored = fullText(head.join(' '), { prefix: false })
      .filter((match) => (tier[match.id] ?? 0) > 0)
      .map((match) => ({ id: match.id, score: match.score * (tier[match.id] ?? 1) }))
      .sort((a, b) => b.score - a.score);
    return rankingOf(scored);
  }

  return remembered((query) => {
    const typed = words(query);
    const last = typed[typed.length - 1];
    if (last === undefined) return everything;
    if (fold(last).length <= SHORT_PREFIX_LENGTH) return shortPrefix(typed.slice(0, -1), last);
    return rankingOf(fullText(query));
  });
}
