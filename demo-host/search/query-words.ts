import { editDistanceWithin, fold, term, typoBudget, words } from './text';

// The matching rule of one query word against one record word, the same rule the full-text index
// applies (exact after folding and singularising, prefix for the last word, Algolia's typo
// budget). The highlighter uses it to find which words of a title matched and how much of each.

export interface QueryWord {
  /** As typed, for matchedWords. */
  text: string;
  folded: string;
  term: string;
  /** Only the last word is a prefix (Algolia's default queryType prefixLast). */
  prefix: boolean;
  typos: 0 | 1 | 2;
}

/** @example queryWords('oak sof') // [{text:'oak', prefix:false…}, {text:'sof', prefix:true…}] */
export function queryWords(query: string): QueryWord[] {
  const list = words(query);
  return list.map((text, i) => {
    const normalised = term(text);
    return {
      text,
      folded: fold(text),
      term: normalised,
      prefix: i === list.length - 1,
      typos: typoBudget(normalised),
    };
  });
}

/**
 * How many leading characters of `word` the query word matched: the whole word, the typed
 * prefix, or 0 for no match.
 * @example matchLength('Sofa', queryWords('sof')[0]) // 3
 */
export function matchLength(word: string, query: QueryWord): number {
  const folded = fold(word);
  const wordTerm = term(word);
  if (wordTerm === query.term || folded === query.folded) return word.length;
  if (query.prefix && (folded.startsWith(query.folded) || wordTerm.startsWith(query.term))) {
    // Folding can change the length of accented words; then mark the whole word.
    const partial = folded.startsWith(query.folded) && folded.length === word.length;
    return partial ? Math.min(query.folded.length, word.length) : word.length;
  }
  if (query.typos > 0 && editDistanceWithin(wordTerm, query.term, query.typos)) return word.length;
  return 0;
}
