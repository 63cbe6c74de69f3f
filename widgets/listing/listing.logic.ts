// Pure rules of <rove-listing> (seed 000 §2 'Category listing', §4 'Grid size' and 'Infinite
// scroll', §9). No DOM, no React: the hook feeds measurements in and acts on the answers.

/** The category scroller loads the next page once the viewport's bottom reaches 55% of the page. */
export const CATEGORY_TRIGGER_RATIO = 0.55;
/** The busy flag resets this long after the page's height changed (the new cards laid out). */
export const BUSY_RESET_MS = 2000;
/** The back-to-top button shows after scrolling this many window heights. */
export const BACK_TO_TOP_SCREENS = 3;

export const GRID_SIZES = [4, 6] as const;
export type GridSize = (typeof GRID_SIZES)[number];
export const DEFAULT_GRID_SIZE: GridSize = 4;
/** Lifetime of the rove_grid cookie (seed 000 §9). */
export const GRID_COOKIE_DAYS = 14;

export interface ScrollMetrics {
  /** window.scrollY */
  scrollTop: number;
  /** window.innerHeight */
  viewportHeight: number;
  /** document.documentElement.scrollHeight */
  pageHeight: number;
}

/**
 * Has the shopper scrolled far enough to fetch the next page?
 *
 * @example reachedTrigger({ scrollTop: 900, viewportHeight: 800, pageHeight: 3000 }) // true (1700 ≥ 1650)
 */
export function reachedTrigger(metrics: ScrollMetrics, ratio = CATEGORY_TRIGGER_RATIO): boolean {
  const { scrollTop, viewportHeight, pageHeight } = metrics;
  if (![scrollTop, viewportHeight, pageHeight].every(Number.isFinite) || pageHeight <= 0)
    return false;
  // Whole pixels: 3000 × 0.55 is 1650.0000000000002 in floating point.
  return scrollTop + viewportHeight >= Math.floor(pageHeight * ratio);
}

/** @example showsBackToTop(2400, 800) // true: three window heights down */
export function showsBackToTop(scrollTop: number, viewportHeight: number): boolean {
  return viewportHeight > 0 && scrollTop >= viewportHeight * BACK_TO_TOP_SCREENS;
}

/** The cookie's text → a grid size; anything else is the default (cookies are untrusted). */
export function parseGridSize(value: string | null | undefined): GridSize {
  return value === '6' ? 6 : DEFAULT_GRID_SIZE;
}

/**
 * The page after `url`: its /page/{n} segment incremented, or added as /page/2 (seed 000 §7:
 * next-page paths increment a page segment). The query is kept. undefined when the URL cannot be
 * read.
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

/** The page number a next-page URL asks for (1 when it has no /page/{n} segment). */
export function pageOfUrl(url: string): number {
  const match = /\/page\/(\d+)\/?(?:[?#]|$)/.exec(url);
  return match ? Number(match[1]) : 1;
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
 * The infinite scroll's busy/idle/locked rules (seed 000 §4):
 * - one page at a time: `tryStart()` answers false while busy or locked;
 * - a page with no items locks the scroller for good;
 * - after a page with items the gate stays busy until the page's height changed and 2 s
 *   passed (so the cards are laid out before the trigger is measured again);
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

/**
 * The items not on the page yet (by nid), in order: a page can repeat a card when the catalogue
 * changed between two requests, and one product twice in a grid confuses everyone.
 */
export function unseenItems<T extends { nid: number }>(
  items: readonly T[],
  seen: Set<number>,
): T[] {
  const fresh: T[] = [];
  for (const item of items) {
    if (seen.has(item.nid)) continue;
    seen.add(item.nid);
    fresh.push(item);
  }
  return fresh;
}

/**
 * Where the filter form leads: its action with its fields as the query, as a GET submission
 * would (the form works without JS; the element only submits it as soon as a control changes).
 *
 * @example filterUrl('/category/sofas', [['sort', 'price-asc'], ['color', 'Blue']]) // '/category/sofas?sort=price-asc&color=Blue'
 */
export function filterUrl(action: string, fields: Iterable<readonly [string, string]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of fields) params.append(name, value);
  const query = params.toString();
  return `${action.replace(/[?#].*$/, '')}${query ? `?${query}` : ''}`;
}
