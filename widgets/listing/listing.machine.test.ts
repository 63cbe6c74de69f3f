import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpResult } from '../../core/http/json';
import { createStore } from '../../core/store';
import { BUSY_RESET_MS, type ScrollMetrics } from '../shared/paging/infinite-scroll';
import type { ListingItem, ListingPage } from './listing-api';
import { createListingDriver } from './listing-effects';
import {
  initialListingState,
  listingMachine,
  listingStatus,
  listingStepReducer,
  type ListingEvent,
  type ListingState,
} from './listing.machine';

// The listing's paging without a DOM, clock or network: events in, the next state and the
// effects out; then its adapters with fake timers and a fake page request.

/** The machine reads only a card's nid (the view and the reply's schema read the rest). */
const item = (nid: number) => ({ nid }) as ListingItem;

/** The viewport's bottom at `ratio` of a 3000 px page, 800 px high. */
const at = (ratio: number, scrollTop?: number): ScrollMetrics => ({
  scrollTop: scrollTop ?? 3000 * ratio - 800,
  viewportHeight: 800,
  pageHeight: 3000,
});

function listing(start: Partial<Parameters<typeof initialListingState>[0]> = {}) {
  let state: ListingState = initialListingState({
    next: '/category/sofas/page/2?sort=price-asc',
    serverNids: [1, 2],
    ...start,
  });
  const send = (event: ListingEvent) => {
    const step = listingMachine(state, event);
    state = step.state;
    return step.effects;
  };
  return {
    send,
    get state() {
      return state;
    },
  };
}

describe('infinite scroll at 55%', () => {
  it('asks for the next page once the viewport reaches 55%, one page at a time', () => {
    const l = listing();
    expect(l.send({ type: 'scrolled', metrics: at(0.5) })).toEqual([]);
    expect(l.send({ type: 'scrolled', metrics: at(0.55) })).toEqual([
      { type: 'fetch-page', url: '/category/sofas/page/2?sort=price-asc' },
    ]);
    expect(listingStatus(l.state)).toBe('loading');
    expect(l.send({ type: 'scrolled', metrics: at(0.9) })).toEqual([]);
    expect(l.send({ type: 'load-more-pressed', pageHeight: 3000 })).toEqual([]);
  });

  it('appends the new cards (no repeats), announces them and advances the next URL', () => {
    const l = listing();
    l.send({ type: 'scrolled', metrics: at(0.6) });
    expect(l.send({ type: 'page-arrived', items: [item(3), item(2), item(4), item(3)] })).toEqual(
      [],
    );
    expect(l.state.items.map((i) => i.nid)).toEqual([3, 4]);
    expect(l.state).toMatchObject({
      added: 2,
      pages: 2,
      next: '/category/sofas/page/3?sort=price-asc',
      focus: null, // scrolling leaves focus where it is
    });
  });

  it('stays busy until the page grew, then 2 s more', () => {
    const l = listing();
    l.send({ type: 'scrolled', metrics: at(0.6) });
    l.send({ type: 'page-arrived', items: [item(3)] });
    expect(listingStatus(l.state)).toBe('loading');
    // Laid out at the height it had: not yet.
    expect(l.send({ type: 'laid-out', pageHeight: 3000 })).toEqual([]);
    expect(l.send({ type: 'laid-out', pageHeight: 3600 })).toEqual([
      { type: 'start-timer', ms: BUSY_RESET_MS },
    ]);
    // Later growth (images) does not restart the wait.
    expect(l.send({ type: 'laid-out', pageHeight: 3900 })).toEqual([]);
    expect(l.send({ type: 'scrolled', metrics: at(0.9) })).toEqual([]);
    // Free again: a fresh look at the window, and past the trigger it goes on.
    expect(l.send({ type: 'settle-elapsed' })).toEqual([{ type: 'measure' }]);
    expect(listingStatus(l.state)).toBe('idle');
    expect(l.send({ type: 'measured', metrics: at(0.9) })).toEqual([
      { type: 'fetch-page', url: '/category/sofas/page/3?sort=price-asc' },
    ]);
  });

  it('locks for good after a page with no items', () => {
    const l = listing();
    l.send({ type: 'load-more-pressed', pageHeight: 3000 });
    l.send({ type: 'page-arrived', items: [] });
    expect(listingStatus(l.state)).toBe('end');
    expect(l.send({ type: 'scrolled', metrics: at(1) })).toEqual([]);
    expect(l.send({ type: 'load-more-pressed', pageHeight: 3000 })).toEqual([]);
  });

  it('has nothing to load on the last page', () => {
    const l = listing({ next: '' });
    expect(listingStatus(l.state)).toBe('end');
    expect(l.send({ type: 'scrolled', metrics: at(1) })).toEqual([]);
  });

  it('only reports a failed page and frees the scroller for a retry', () => {
    const l = listing();
    l.send({ type: 'load-more-pressed', pageHeight: 3000 });
    const failure = { kind: 'http', status: 500, message: 'HTTP 500' } as const;
    expect(l.send({ type: 'page-failed', failure })).toEqual([{ type: 'report-failure', failure }]);
    expect(listingStatus(l.state)).toBe('idle');
    expect(l.send({ type: 'load-more-pressed', pageHeight: 3000 })).toEqual([
      { type: 'fetch-page', url: '/category/sofas/page/2?sort=price-asc' },
    ]);
  });

  it('does not look at the window again while nothing was appended (the server page alone)', () => {
    const l = listing();
    expect(l.send({ type: 'measured', metrics: at(1) })).toEqual([]);
  });
});

describe('Load more, focus and back to top', () => {
  it('moves focus to the first new card of a page asked for with the button', () => {
    const l = listing();
    l.send({ type: 'load-more-pressed', pageHeight: 3000 });
    l.send({ type: 'page-arrived', items: [item(2), item(5), item(6)] });
    expect(l.state.focus).toBe(5);
  });

  it('shows back to top from three window heights down, and renders nothing for frames that change nothing', () => {
    const l = listing({ next: '' });
    l.send({ type: 'scrolled', metrics: at(0, 2400) });
    expect(l.state.backToTop).toBe(true);
    const step = { state: l.state, effects: [] };
    expect(listingStepReducer(step, { type: 'scrolled', metrics: at(0, 2500) })).toBe(step);
  });
});

describe('Back navigation', () => {
  it('starts from the remembered pages, without cards the server page shows, and restores the scroll', () => {
    const l = listing({
      memory: { items: [item(2), item(3)], pages: 2, next: '/category/sofas/page/3', scrollY: 777 },
    });
    expect(l.state).toMatchObject({
      pages: 2,
      next: '/category/sofas/page/3',
      restoreScrollY: 777,
    });
    expect(l.state.items.map((i) => i.nid)).toEqual([3]);
    // Past the trigger already: it goes on.
    expect(l.send({ type: 'measured', metrics: at(0.9) })).toEqual([
      { type: 'fetch-page', url: '/category/sofas/page/3' },
    ]);
  });

  it('remembers that the list had ended', () => {
    const l = listing({ memory: { items: [item(3)], pages: 3, next: '', scrollY: 0 } });
    expect(listingStatus(l.state)).toBe('end');
  });
});

describe('createListingDriver (the adapters)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(reply: HttpResult<ListingPage>) {
    const store = createStore(listingStepReducer, {
      state: initialListingState({ next: '/c/page/2', serverNids: [1] }),
      effects: [],
    });
    const asked: string[] = [];
    const frames: (() => void)[] = [];
    const driver = createListingDriver(store, {
      fetchPage: (url) => {
        asked.push(url);
        return Promise.resolve({ current: true, value: reply });
      },
      metrics: () => at(0.9),
      afterRender: (task) => {
        frames.push(task);
        return () => frames.splice(frames.indexOf(task), 1);
      },
    });
    return { store, driver, asked, frames, state: () => store.getState().state };
  }

  it('requests the page, appends it, and frees the scroller 2 s after it grew', async () => {
    const { driver, asked, frames, state } = setup({
      ok: true,
      data: { items: [item(3)], details: { page: 2, pages: 3, total: 30 } },
    });
    driver.send({ type: 'load-more-pressed', pageHeight: 3000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(state().items.map((i) => i.nid)).toEqual([3]);
    driver.send({ type: 'laid-out', pageHeight: 3600 });
    await vi.advanceTimersByTimeAsync(BUSY_RESET_MS - 1);
    expect(listingStatus(state())).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(listingStatus(state())).toBe('idle');
    // The view caught up: the window is past the trigger, so page 3 comes.
    frames.shift()?.();
    expect(asked).toEqual(['/c/page/2', '/c/page/3']);
  });

  it('logs a failed page once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { driver, state } = setup({ ok: false, error: { kind: 'network', message: 'offline' } });
    driver.send({ type: 'load-more-pressed', pageHeight: 3000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledWith('[rove] infinite scroll page failed', 'offline');
    expect(listingStatus(state())).toBe('idle');
    error.mockRestore();
  });

  it('stops its timer and frame when the element leaves', async () => {
    const { driver, frames, state } = setup({
      ok: true,
      data: { items: [item(3)], details: { page: 2, pages: 3, total: 30 } },
    });
    driver.send({ type: 'load-more-pressed', pageHeight: 3000 });
    await vi.advanceTimersByTimeAsync(0);
    driver.send({ type: 'laid-out', pageHeight: 3600 });
    driver.stop();
    await vi.advanceTimersByTimeAsync(BUSY_RESET_MS);
    expect(listingStatus(state())).toBe('loading');
    expect(frames).toEqual([]);
  });
});
