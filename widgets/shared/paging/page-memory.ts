import { logOnce } from '../../../core/log';
import { sessionStore, type KeyValueStore } from '../../../core/storage/key-value';

// Back-navigation memory of an infinite scroll (issue 7): the pages it appended and the scroll
// position, per page URL in sessionStorage (memory when storage is blocked), so a shopper who
// opens an article and comes Back finds the list as they left it. A bfcache restore keeps the
// live page and needs none of this.

/** What one infinite scroll remembers of its page. */
export interface PageRecord<Item = unknown> {
  /** The appended items (already validated or sanitized when stored; re-checked on restore). */
  items: Item[];
  /** Pages on screen, the server's first included. */
  pages: number;
  /** The next-page URL ('' when there is none). */
  next: string;
  /** window.scrollY when the page was left. */
  scrollY: number;
}

/** A page's memory larger than this is dropped rather than stored (sessionStorage is ~5 MB for all). */
export const PAGE_MEMORY_MAX_CHARS = 200_000;

const PREFIX = 'rove:page-memory:';

/**
 * The storage key of one scroller on one page: the page's path and query (filters change the
 * list), plus the element's kind so two lists on one page do not collide.
 *
 * @example pageMemoryKey('scroller:posts', '/blog?sort=oldest') // 'rove:page-memory:scroller:posts:/blog?sort=oldest'
 */
export function pageMemoryKey(kind: string, url: string): string {
  return `${PREFIX}${kind}:${url}`;
}

/** The current page's path and query (the hash does not change the list). */
export function currentPageUrl(): string {
  return `${location.pathname}${location.search}`;
}

function isRecord(value: unknown): value is PageRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<PageRecord>;
  return (
    Array.isArray(record.items) &&
    typeof record.next === 'string' &&
    Number.isSafeInteger(record.pages) &&
    (record.pages ?? 0) >= 1 &&
    typeof record.scrollY === 'number' &&
    Number.isFinite(record.scrollY) &&
    record.scrollY >= 0
  );
}

/** The remembered record, or undefined when there is none or it is unreadable (storage is untrusted). */
export function readPageMemory(
  key: string,
  store: KeyValueStore = sessionStore(),
): PageRecord | undefined {
  const text = store.get(key);
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stores the record; one too large for the cap is dropped (and any older one removed, so a
 * Back never restores a stale list). Never throws. Answers whether it was stored.
 */
export function writePageMemory(
  key: string,
  record: PageRecord,
  store: KeyValueStore = sessionStore(),
  maxChars = PAGE_MEMORY_MAX_CHARS,
): boolean {
  let text: string;
  try {
    text = JSON.stringify(record);
  } catch {
    text = '';
  }
  if (!text || text.length > maxChars) {
    store.remove(key);
    logOnce('info', `page-memory:${key}`, 'list too large to remember for Back navigation');
    return false;
  }
  store.set(key, text);
  return true;
}

export function forgetPageMemory(key: string, store: KeyValueStore = sessionStore()): void {
  store.remove(key);
}

/**
 * Was this document loaded by a Back/Forward navigation? (A reload or a link starts fresh.)
 *
 * @example if (cameBack()) restore(readPageMemory(key))
 */
export function cameBack(): boolean {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type === 'back_forward';
  } catch {
    return false;
  }
}

/**
 * Scrolls to a remembered position once the restored items are in place. The browser's own
 * restoration is switched off meanwhile (it would jump to a position measured on a shorter
 * page) and switched back on afterwards, so later navigations behave as usual.
 */
export function restoreScrollPosition(scrollY: number): void {
  const { history } = window;
  const previous = history.scrollRestoration;
  history.scrollRestoration = 'manual';
  window.scrollTo(0, scrollY);
  // The load event may still follow (and the browser may try once more): re-assert, then hand back.
  const handBack = () => {
    window.scrollTo(0, scrollY);
    history.scrollRestoration = previous;
  };
  if (document.readyState === 'complete') requestAnimationFrame(handBack);
  else window.addEventListener('load', () => requestAnimationFrame(handBack), { once: true });
}

/**
 * Keeps the scroll position current in a record while the page is shown: written when the page
 * is hidden or left (pagehide / visibilitychange), which also covers the tab being closed. Returns
 * the function that stops watching.
 */
export function rememberOnLeave(save: () => void): () => void {
  const onHide = () => {
    if (document.visibilityState === 'hidden') save();
  };
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', onHide);
  return () => {
    window.removeEventListener('pagehide', save);
    document.removeEventListener('visibilitychange', onHide);
  };
}
