import { cameBack, forgetPageMemory, readPageMemory, type PageRecord } from './page-memory';

// What every endless list (<rove-scroller>, the photo wall) does around its ScrollGate the
// same way: look past the trigger once per frame while the window scrolls, and pick up its
// remembered pages on a Back navigation.

/**
 * The record a Back/Forward navigation comes back to, or undefined; any other load (a link, a
 * reload) forgets the old record, so the list starts fresh.
 *
 * @example const memory = recallPageMemory(pageMemoryKey('scroller:posts', currentPageUrl()));
 */
export function recallPageMemory(key: string): PageRecord | undefined {
  const memory = cameBack() ? readPageMemory(key) : undefined;
  if (!memory) forgetPageMemory(key);
  return memory;
}

/**
 * Calls `check` at most once per animation frame while the window scrolls or resizes, until
 * `signal` aborts (scroll events come far more often than the page can change).
 *
 * @example onScrollFrame(() => maybeLoad(), listeners.signal);
 */
export function onScrollFrame(check: () => void, signal: AbortSignal): void {
  let frame = 0;
  const onScroll = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      check();
    });
  };
  window.addEventListener('scroll', onScroll, { passive: true, signal });
  window.addEventListener('resize', onScroll, { passive: true, signal });
  signal.addEventListener('abort', () => cancelAnimationFrame(frame), { once: true });
}
