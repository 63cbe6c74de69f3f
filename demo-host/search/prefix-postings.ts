import { fold, words } from './text';

// A word of one or two letters being typed ('s', 'so') is a prefix of thousands of indexed
// words; expanding it into all of them and scoring each one per document is what makes such a
// query slow in a general full-text engine (MiniSearch takes tens of milliseconds over 10,000
// products). These postings answer it directly: for each one- and two-letter prefix, the
// documents with a title word that starts with it, and those where only another attribute does.

/** Prefixes up to this length are answered here; longer ones go to the full-text engine. */
export const SHORT_PREFIX_LENGTH = 2;

export interface PrefixDocs {
  /** Ids of documents whose title has a word starting with the prefix, ascending. */
  title: Uint32Array;
  /** Ids of the other documents with such a word in another searchable attribute, ascending. */
  other: Uint32Array;
}

export interface PrefixPostings {
  docs(prefix: string): PrefixDocs;
}

const NONE: PrefixDocs = { title: new Uint32Array(0), other: new Uint32Array(0) };

function prefixesOf(text: string, into: Set<string>): void {
  for (const word of words(text)) {
    const folded = fold(word);
    for (let length = 1; length <= Math.min(SHORT_PREFIX_LENGTH, folded.length); length++) {
      into.add(folded.slice(0, length));
    }
  }
}

/**
 * @param texts for each document (by id), its title text and the text of its other attributes
 * @example buildPrefixPostings([{ title: 'Hugo Sofa', other: 'Velvet' }]).docs('so').title // [0]
 */
export function buildPrefixPostings(
  texts: readonly { title: string; other: string }[],
): PrefixPostings {
  const title = new Map<string, number[]>();
  const other = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, prefix: string, id: number) => {
    const list = map.get(prefix);
    if (list) list.push(id);
    else map.set(prefix, [id]);
  };
  texts.forEach((text, id) => {
    const inTitle = new Set<string>();
    const elsewhere = new Set<string>();
    prefixesOf(text.title, inTitle);
    prefixesOf(text.other, elsewhere);
    for (const prefix of inTitle) add(title, prefix, id);
    for (const prefix of elsewhere) if (!inTitle.has(prefix)) add(other, prefix, id);
  });
  const postings = new Map<string, PrefixDocs>();
  for (const prefix of new Set([...title.keys(), ...other.keys()])) {
    postings.set(prefix, {
      title: Uint32Array.from(title.get(prefix) ?? []),
      other: Uint32Array.from(other.get(prefix) ?? []),
    });
  }
  return { docs: (prefix) => postings.get(fold(prefix)) ?? NONE };
}
