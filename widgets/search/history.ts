import { HISTORY_LIMIT, HISTORY_SHOWN } from '../../core/search/constants';
import { array, check, object, string } from '../../core/schema';
import type { KeyValueStore } from '../../core/storage/key-value';

/**
 * Recent searches (spec/shell.md §3: 'search term and href, stored locally on the device'):
 * pure operations over the list, and the adapter that keeps it in Web Storage.
 */

/** One recent search: what was typed and the results page it led to. */
export interface HistoryEntry {
  term: string;
  href: string;
}

/** The localStorage key the list lives under. */
export const HISTORY_KEY = 'rove_search_history';

/** Spacing and case do not make a different search (the service ignores both). */
export function sameTerm(a: string, b: string): boolean {
  return normalizeTerm(a).toLowerCase() === normalizeTerm(b).toLowerCase();
}

/**
 * The term as it is searched and stored: trimmed, inner whitespace collapsed.
 *
 * @example normalizeTerm('  oak   sofa ') // 'oak sofa'
 */
export function normalizeTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ');
}

/**
 * Records a search, newest first. A term already in the list (by {@link sameTerm}) is not added
 * again: the list comes back unchanged, the earlier entry keeping its place, spelling and href
 * (widgets/search/README.md, Behaviour). At most `limit` entries are kept (100).
 *
 * @example addToHistory([{ term: 'rug', href: '/search/products/rug/' }], { term: 'sofa', href: '/search/products/sofa/' })
 * // [{ term: 'sofa', … }, { term: 'rug', … }]
 */
export function addToHistory(
  entries: readonly HistoryEntry[],
  entry: HistoryEntry,
  limit: number = HISTORY_LIMIT,
): HistoryEntry[] {
  const term = normalizeTerm(entry.term);
  if (term === '' || entries.some((existing) => sameTerm(existing.term, term))) return [...entries];
  return [{ term, href: entry.href }, ...entries].slice(0, Math.max(limit, 0));
}

/** The entries the panel shows (6, spec/shell.md §9); the rest stay stored. */
export function shownHistory(entries: readonly HistoryEntry[]): HistoryEntry[] {
  return entries.slice(0, HISTORY_SHOWN);
}

const storedHistory = array(object({ term: string(), href: string() }));

/**
 * Reads the stored list back. Storage is shared with other scripts and tabs, so anything
 * malformed counts as an empty list, and empty terms and duplicates are dropped.
 */
export function parseHistory(raw: string | null): HistoryEntry[] {
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [];
  }
  const result = check(storedHistory, json);
  if (!result.ok) return [];
  // Replayed oldest first through addToHistory, so the stored order survives and duplicates
  // or blanks written by someone else are cleaned by the same rule: the oldest copy stays.
  return result.value
    .slice(0, HISTORY_LIMIT)
    .reverse()
    .reduce<HistoryEntry[]>((list, entry) => addToHistory(list, entry), []);
}

/** The list in Web Storage. */
export interface HistoryStore {
  read(): HistoryEntry[];
  /** Records a search and returns the new list. */
  add(entry: HistoryEntry): HistoryEntry[];
  clear(): void;
}

/**
 * Keeps the list under {@link HISTORY_KEY}; reads it afresh each time so searches made in
 * another tab show too.
 *
 * @example createHistoryStore(localStore()).add({ term: 'sofa', href: '/search/products/sofa/' })
 */
export function createHistoryStore(storage: KeyValueStore): HistoryStore {
  const read = () => parseHistory(storage.get(HISTORY_KEY));
  return {
    read,
    add(entry) {
      const entries = addToHistory(read(), entry);
      storage.set(HISTORY_KEY, JSON.stringify(entries));
      return entries;
    },
    clear: () => storage.remove(HISTORY_KEY),
  };
}
