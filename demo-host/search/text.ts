// How text becomes search terms. The index, the query and the highlighter all go through these
// functions, so a word that matched is always a word the highlighter can find again.

const WORD = /[\p{L}\p{N}]+/gu;
const ASCII = /^[\x20-\x7e]*$/;

/** The words of a text, as written. @example words('Hugo 3-Seat Sofa') // ['Hugo', '3', 'Seat', 'Sofa'] */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Every word with its offset in the text (the highlighter wraps them in place). */
export function wordSpans(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(WORD)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * Lower case without diacritics, so 'Bouclé' and 'boucle' meet. Not stemmed: the highlighter
 * compares prefixes of what the shopper typed with this form.
 */
export function fold(word: string): string {
  // Most text is ASCII, and NFD is the slow part of a filter over thousands of records.
  if (ASCII.test(word)) return word.toLowerCase();
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The indexed form of a word: folded and made singular ('sofas' → 'sofa', 'accessories' →
 * 'accessory'), so a plural query finds a singular title and the other way round. Crude on
 * purpose: it runs the same on both sides, so it only has to be consistent, not correct English.
 * @example term('Sofas') // 'sofa'
 */
export function term(word: string): string {
  const folded = fold(word);
  if (folded.length > 4 && folded.endsWith('ies')) return `${folded.slice(0, -3)}y`;
  if (folded.length > 3 && folded.endsWith('s') && !folded.endsWith('ss')) {
    return folded.slice(0, -1);
  }
  return folded;
}

/**
 * How many typos a query word may carry: Algolia's defaults (minWordSizefor1Typo 4,
 * minWordSizefor2Typos 8). Short words must match exactly or they would match everything.
 */
export function typoBudget(queryTerm: string): 0 | 1 | 2 {
  if (queryTerm.length >= 8) return 2;
  if (queryTerm.length >= 4) return 1;
  return 0;
}

/** Levenshtein distance, stopping early once it exceeds `limit` (titles are short). */
export function editDistanceWithin(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return false;
    previous = current;
  }
  return (previous[b.length] ?? Infinity) <= limit;
}
