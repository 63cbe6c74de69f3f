import type { HttpFailure } from '../../core/http/json';
import {
  BUSY_RESET_MS,
  followingPageUrl,
  reachedTrigger,
  type ScrollMetrics,
} from '../shared/paging/infinite-scroll';
import type { ListingItem } from './listing-api';
import { CATEGORY_TRIGGER_RATIO, showsBackToTop, unseenItems } from './listing.logic';

// The category listing's paging as one pure machine: infinite scroll at 55%, Load more, the
// next page's URL, what is loading, what failed, and the pages a Back navigation brings back.
// No DOM, clock or network: the window's measurements come in with the events, and the
// reducer answers the next state and the effects to run as data. useListing.ts holds it in a
// store and runs the effects (the page request, the 2 s timer, the log, a fresh measurement).

/**
 * Where the scroller is. 'loading': a page is on its way; 'laying-out': its cards are being
 * laid out (the page height has not changed yet); 'settling': the page grew, and 2 s later it
 * may go again; 'locked': no more pages (the server's last, or an empty page), for good.
 */
export type ListingPhase = 'idle' | 'loading' | 'laying-out' | 'settling' | 'locked';

export interface ListingState {
  readonly phase: ListingPhase;
  /** The next page's URL ('' when there is none); later pages increment its /page/{n}. */
  readonly next: string;
  /** Pages on screen, the server's first included. */
  readonly pages: number;
  /** Cards appended after the server's page. */
  readonly items: readonly ListingItem[];
  /** Every nid on the page, the server's cards included: a repeat is never appended. */
  readonly seen: ReadonlySet<number>;
  /** How many cards the last page added (the polite announcement); null before the first. */
  readonly added: number | null;
  /** The first card of a page asked for with Load more: focus goes to it once it is on screen. */
  readonly focus: number | null;
  /** The page on its way was asked for with Load more (focus follows), not by scrolling. */
  readonly byButton: boolean;
  /** The page's height when the page was asked for: once it differs, the cards are laid out. */
  readonly heightAtRequest: number;
  readonly backToTop: boolean;
  /** Where a Back navigation scrolls to once its remembered cards are back; else null. */
  readonly restoreScrollY: number | null;
}

export type ListingEvent =
  /** A scroll or resize frame: back to top, and the 55% trigger. */
  | { readonly type: 'scrolled'; readonly metrics: ScrollMetrics }
  /** The window measured when the scroller came free (or the page opened): past 55% it goes on. */
  | { readonly type: 'measured'; readonly metrics: ScrollMetrics }
  | { readonly type: 'load-more-pressed'; readonly pageHeight: number }
  /** The page's items (validated; bad ones already dropped). */
  | { readonly type: 'page-arrived'; readonly items: readonly ListingItem[] }
  | { readonly type: 'page-failed'; readonly failure: HttpFailure }
  /** The page's height after a commit or a resize of the grid. */
  | { readonly type: 'laid-out'; readonly pageHeight: number }
  /** The 2 s after the page grew have passed. */
  | { readonly type: 'settle-elapsed' };

export type ListingEffect =
  /** `GET {url}?format=json`, answered by 'page-arrived' or 'page-failed'. */
  | { readonly type: 'fetch-page'; readonly url: string }
  /** 'settle-elapsed' in `ms`. */
  | { readonly type: 'start-timer'; readonly ms: number }
  /** Logged only ('[rove] infinite scroll page failed'): the shopper can scroll or press again. */
  | { readonly type: 'report-failure'; readonly failure: HttpFailure }
  /** Measure the window once the view shows the free scroller, and send 'measured'. */
  | { readonly type: 'measure' };

export interface ListingStep {
  readonly state: ListingState;
  readonly effects: readonly ListingEffect[];
}

/** What a Back navigation remembered (items re-validated), as page-memory.ts keeps it. */
export interface RememberedPages {
  readonly items: readonly ListingItem[];
  readonly pages: number;
  readonly next: string;
  readonly scrollY: number;
}

/**
 * The listing as the page opens: the server's cards and next-page URL, or after a Back
 * navigation the pages appended before (without cards the server's page already shows).
 *
 * @example initialListingState({ next: '/category/sofas/page/2', serverNids: [1002, 1003] }).phase // 'idle'
 */
export function initialListingState(start: {
  next: string;
  serverNids: readonly number[];
  memory?: RememberedPages | undefined;
}): ListingState {
  const { memory } = start;
  const seen = new Set(start.serverNids);
  const items = memory ? unseenItems(memory.items, seen) : [];
  const next = memory ? memory.next : start.next;
  return {
    // The server's last page has no next link: nothing to load, as after an empty page.
    phase: next ? 'idle' : 'locked',
    next,
    pages: memory?.pages ?? 1,
    items,
    seen,
    added: null,
    focus: null,
    byButton: false,
    heightAtRequest: 0,
    backToTop: false,
    restoreScrollY: memory && items.length > 0 ? memory.scrollY : null,
  };
}

/**
 * The view's status: the 'Load more' button is busy from the request until the scroller is
 * free again, and gone once locked.
 *
 * @example listingStatus(initialListingState({ next: '', serverNids: [] })) // 'end'
 */
export function listingStatus(state: ListingState): 'idle' | 'loading' | 'end' {
  if (state.phase === 'idle') return 'idle';
  return state.phase === 'locked' ? 'end' : 'loading';
}

/** One page at a time, and only while there is a next one. */
function load(state: ListingState, byButton: boolean, pageHeight: number): ListingStep {
  if (!state.next || state.phase !== 'idle') return { state, effects: [] };
  return {
    state: { ...state, phase: 'loading', byButton, heightAtRequest: pageHeight },
    effects: [{ type: 'fetch-page', url: state.next }],
  };
}

/** The scroller is free again: with appended pages, a fresh look at the trigger. */
function free(state: ListingState, effects: ListingEffect[] = []): ListingStep {
  const next: ListingState = { ...state, phase: 'idle' };
  return {
    state: next,
    effects: state.items.length > 0 ? [...effects, { type: 'measure' }] : effects,
  };
}

function arrived(state: ListingState, items: readonly ListingItem[]): ListingState {
  // A page with no items: the catalogue ends here.
  if (items.length === 0) return { ...state, phase: 'locked' };
  const seen = new Set(state.seen);
  const fresh = unseenItems(items, seen);
  return {
    ...state,
    phase: 'laying-out',
    next: followingPageUrl(state.next) ?? '',
    pages: state.pages + 1,
    items: [...state.items, ...fresh],
    seen,
    added: fresh.length,
    // A press moves focus to the first new card; automatic loads leave focus where it is.
    focus: state.byButton ? (fresh[0]?.nid ?? null) : null,
  };
}

/**
 * The listing's reducer: the next state and the effects to run, as data.
 *
 * @example
 * listingMachine(initialListingState({ next: '/c/page/2', serverNids: [] }), { type: 'load-more-pressed', pageHeight: 3000 }).effects
 * // [{ type: 'fetch-page', url: '/c/page/2' }]
 */
export function listingMachine(state: ListingState, event: ListingEvent): ListingStep {
  const same = { state, effects: [] };
  switch (event.type) {
    case 'scrolled': {
      const { metrics } = event;
      const backToTop = showsBackToTop(metrics.scrollTop, metrics.viewportHeight);
      const next = backToTop === state.backToTop ? state : { ...state, backToTop };
      return reachedTrigger(metrics, CATEGORY_TRIGGER_RATIO)
        ? load(next, false, metrics.pageHeight)
        : { state: next, effects: [] };
    }
    case 'measured':
      // Back to idle while the shopper is still past the trigger (e.g. at the bottom): go on.
      return state.items.length > 0 && reachedTrigger(event.metrics, CATEGORY_TRIGGER_RATIO)
        ? load(state, false, event.metrics.pageHeight)
        : same;
    case 'load-more-pressed':
      return load(state, true, event.pageHeight);
    case 'page-arrived':
      return state.phase === 'loading' ? { state: arrived(state, event.items), effects: [] } : same;
    case 'page-failed':
      // Failures are only logged and free the scroller: scrolling or Load more tries again.
      return state.phase === 'loading'
        ? free(state, [{ type: 'report-failure', failure: event.failure }])
        : same;
    case 'laid-out':
      // Images that load later grow the grid too; only the first change after a page counts.
      if (state.phase !== 'laying-out' || event.pageHeight === state.heightAtRequest) return same;
      return {
        state: { ...state, phase: 'settling' },
        effects: [{ type: 'start-timer', ms: BUSY_RESET_MS }],
      };
    case 'settle-elapsed':
      return state.phase === 'settling' ? free(state) : same;
  }
}

/**
 * `listingMachine` as core/store's reducer, over the last step: a step that changed nothing and
 * asks for nothing is the same step (a scroll frame that changes nothing renders nothing).
 */
export function listingStepReducer(step: ListingStep, event: ListingEvent): ListingStep {
  const next = listingMachine(step.state, event);
  return next.state === step.state && next.effects.length === 0 ? step : next;
}
