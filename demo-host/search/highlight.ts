import { escapeHtml } from '../lib/html';
import { matchLength, type QueryWord } from './query-words';
import { wordSpans } from './text';

/** Algolia's `_highlightResult` entry for one attribute. */
export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

export const DEFAULT_HIGHLIGHT_TAGS: HighlightTags = { pre: '<em>', post: '</em>' };

/**
 * Marks the words of `text` that the query matched. The text is HTML-escaped first and only the
 * tags are inserted raw, as Algolia does, so a hostile title stays text in any renderer that
 * trusts the tags.
 *
 * @example highlight('Oak & Sofa', queryWords('sof')).value // 'Oak &amp; <em>Sof</em>a'
 */
export function highlight(
  text: string,
  query: readonly QueryWord[],
  tags: HighlightTags = DEFAULT_HIGHLIGHT_TAGS,
): HighlightResult {
  const matched = new Set<QueryWord>();
  let value = '';
  let cursor = 0;
  let marked = 0;
  let wordChars = 0;
  for (const span of wordSpans(text)) {
    wordChars += span.word.length;
    let length = 0;
    for (const word of query) {
      const found = matchLength(span.word, word);
      if (found > 0) matched.add(word);
      length = Math.max(length, found);
    }
    if (length === 0) continue;
    marked += length;
    value +=
      escapeHtml(text.slice(cursor, span.start)) +
      tags.pre +
      escapeHtml(span.word.slice(0, length)) +
      tags.post;
    cursor = span.start + length;
  }
  value += escapeHtml(text.slice(cursor));

  const matchedWords = query.filter((word) => matched.has(word)).map((word) => word.text);
  const matchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length === query.length ? 'full' : 'partial';
  return matchLevel === 'none'
    ? { value, matchLevel, matchedWords }
    : { value, matchLevel, matchedWords, fullyHighlighted: marked === wordChars };
}
