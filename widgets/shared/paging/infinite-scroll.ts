// The infinite-scroll rules shared by <rove-listing> and <rove-scroller> (spec/shell.md §4 'Infinite
// scroll', spec/marketing.md §2/§4/§7). No DOM: the elements feed measurements in and act on the answers.

/** The busy flag resets this long after the page's height changed (the new items laid out). */
export const BUSY_RESET_MS = 2000;

export interface ScrollMetrics {
  /** window.scrollY */
  scrollTop: number;
  /** window.innerHeight */
  viewportHeight: number;
  /** document.documentElement.scrollHeight */
  pageHeight: number;
}

/** The measurements of the current window (browser only). */
export function windowMetrics(): ScrollMetrics {
  return {
    scrollTop: window.scrollY,
    viewportHeight: window.innerHeight,
    pageHeight: document.documentElement.scrollHeight,
  };
}

/**
 * Has the shopper scrolled far enough to fetch the next page? `ratio` is the share of the page
 * height the viewport's bottom must reach (category 0.55, generic scroller 0.65).
 *
 * @example reachedTrigger({ scrollTop: 900, viewportHeight: 800, pageHeight: 3000 }, 0.55) // true (1700 ≥ 1650)
 */
export function reachedTrigger(metrics: ScrollMetrics, ratio: number): boolean {
  const { scrollTop, viewportHeight, pageHeight } = metrics;
  if (![scrollTop, viewportHeight, pageHeight, ratio].every(Number.isFinite) || pageHeight <= 0)
    return false;
  // Whole pixels: 3000 × 0.55 is 1650.0000000000002 in floating point.
  return scrollTop + viewportHeight >= Math.floor(pageHeight * ratio);
}

/**
 * The page after `url` in the /page/{n} form: its segment incremented, or added as /page/2
 * (spec/shell.md §7: next-page paths increment a page segment). The query is kept. undefined when the
 * URL cannot be read.
 *
 * @example followingPageUrl('/category/sofas/page/2?sort=price-asc') // '/category/sofas/page/3?sort=price-asc'
 * @example followingPageUrl('/category/sofas') // '/category/sofas/page/2'
 */
export function followingPageUrl(url: string): string | undefined {
  const match = /^([^?#]*?)(?:\/page\/(\d+))?\/?(\?[^#]*)?(?:#.*)?$/.exec(url);
  if (!match || !match[1]) return undefined;
  const [, path, page, query = ''] = match;
  const next = page === undefined ? 2 : Number(page) + 1;
  if (!Number.isSafeInteger(next)) return undefined;
  return `${path}/page/${next}${query}`;
}

const PAGE_PARAM = /([?&]page=)(\d+)(?=&|#|$)/;
const PAGE_SEGMENT = /(\/page\/)(\d+)(?=\/?(?:[?#]|$))/;

/**
 * The next-page link advanced by one page (spec/marketing.md §2: the link is rewritten so that its page
 * number advances by one each time): a `page=` query parameter first, else a /page/{n} segment;
 * the rest of the URL is kept as written. undefined when the URL carries no page number.
 *
 * @example advancePageUrl('/blog?page=2&sort=newest') // '/blog?page=3&sort=newest'
 * @example advancePageUrl('/journal/page/4?c=Design') // '/journal/page/5?c=Design'
 */
export function advancePageUrl(url: string): string | undefined {
  const pattern = PAGE_PARAM.test(url) ? PAGE_PARAM : PAGE_SEGMENT.test(url) ? PAGE_SEGMENT : null;
  if (!pattern) return undefined;
  const next = Number(pattern.exec(url)?.[2]) + 1;
  if (!Number.isSafeInteger(next)) return undefined;
  return url.replace(pattern, (_all, head: string) => `${head}${next}`);
}

/**
 * The page number a next-page URL asks for: its `page=` parameter or /page/{n} segment (1 when
 * it has neither).
 *
 * @example pageOfUrl('/blog?page=3') // 3
 */
export function pageOfUrl(url: string): number {
  const match = PAGE_PARAM.exec(url) ?? PAGE_SEGMENT.exec(url);
  return match ? Number(match[2]) : 1;
}

/**
 * May another page be loaded? `loaded` counts the pages on screen, the server's first included
 * (spec/shell.md §4: a generic scroller stops after 5 pages).
 *
 * @example underPageLimit(4, 5) // true: page 5 may come
 */
export function underPageLimit(loaded: number, maxPages: number): boolean {
  return loaded < maxPages;
}

/** A positive whole number from an attribute, else the fallback. */
export function positiveIntAttribute(text: string | null, fallback: number): number {
  const value = Number(text);
  return text !== null && text.trim() !== '' && Number.isSafeInteger(value) && value > 0
    ? value
    : fallback;
}

/** A ratio in (0, 1] from an attribute, else the fallback. */
export function ratioAttribute(text: string | null, fallback: number): number {
  const value = Number(text);
  return text !== null && text.trim() !== '' && Number.isFinite(value) && value > 0 && value <= 1
    ? value
    : fallback;
}

export type ScrollPhase = 'idle' | 'busy' | 'locked';

export interface ScrollGateOptions {
  /** Injected for tests; defaults to the global timers (fake timers work with either). */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Told whenever the phase changes (the view shows a spinner while busy). */
  onChange?: (phase: ScrollPhase) => void;
}

/**
 * The infinite scroll's busy/idle/locked rules (spec/shell.md §4):
 * - one page at a time: `tryStart()` answers false while busy or locked;
 * - a page with no items locks the scroller for good (so does `lock()`, at the page maximum);
 * - after a page with items the gate stays busy until the page's height changed and 2 s
 *   passed (so the items are laid out before the trigger is measured again);
 * - a failed page (logged only) frees the gate at once, so scrolling or 'Load more' retries.
 */
export class ScrollGate {
  private current: ScrollPhase = 'idle';
  private awaitingHeight = false;
  private timer: unknown;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: ScrollGateOptions = {}) {
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer =
      options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  get phase(): ScrollPhase {
    return this.current;
  }

  /** Claims the gate for one page request. */
  tryStart(): boolean {
    if (this.current !== 'idle') return false;
    this.set('busy');
    return true;
  }

  /** The page arrived with `count` items. */
  finish(count: number): void {
    if (this.current !== 'busy') return;
    if (count <= 0) {
      this.set('locked');
      return;
    }
    this.awaitingHeight = true;
  }

  /** The page request failed: free the gate for a retry. */
  fail(): void {
    if (this.current !== 'busy') return;
    this.awaitingHeight = false;
    this.set('idle');
  }

  /** No more pages (the last page or the page maximum): locked for good. */
  lock(): void {
    this.awaitingHeight = false;
    this.clearTimer(this.timer);
    this.set('locked');
  }

  /** The page's height changed: 2 s later the gate is idle again (if a page was appended). */
  heightChanged(): void {
    if (this.current !== 'busy' || !this.awaitingHeight) return;
    this.awaitingHeight = false;
    this.clearTimer(this.timer);
    this.timer = this.setTimer(() => {
      this.timer = undefined;
      if (this.current === 'busy') this.set('idle');
    }, BUSY_RESET_MS);
  }

  dispose(): void {
    this.clearTimer(this.timer);
  }

  private set(phase: ScrollPhase): void {
    if (phase === this.current) return;
    this.current = phase;
    this.options.onChange?.(phase);
  }
}
