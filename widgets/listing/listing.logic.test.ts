import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUSY_RESET_MS,
  filterUrl,
  unseenItems,
  ScrollGate,
  followingPageUrl,
  pageOfUrl,
  parseGridSize,
  reachedTrigger,
  showsBackToTop,
} from './listing.logic';

describe('reachedTrigger (55% of the page height)', () => {
  it('fires once the viewport bottom reaches 55% of the page', () => {
    expect(reachedTrigger({ scrollTop: 849, viewportHeight: 800, pageHeight: 3000 })).toBe(false);
    expect(reachedTrigger({ scrollTop: 850, viewportHeight: 800, pageHeight: 3000 })).toBe(true);
  });
  it('never fires on nonsense measurements', () => {
    expect(reachedTrigger({ scrollTop: NaN, viewportHeight: 800, pageHeight: 3000 })).toBe(false);
    expect(reachedTrigger({ scrollTop: 0, viewportHeight: 800, pageHeight: 0 })).toBe(false);
  });
});

describe('showsBackToTop (3 window heights)', () => {
  it('shows from three window heights down', () => {
    expect(showsBackToTop(2399, 800)).toBe(false);
    expect(showsBackToTop(2400, 800)).toBe(true);
    expect(showsBackToTop(5000, 0)).toBe(false);
  });
});

describe('parseGridSize', () => {
  it('reads 6, defaults to 4 for anything else', () => {
    expect(parseGridSize('6')).toBe(6);
    expect(parseGridSize('4')).toBe(4);
    expect(parseGridSize(undefined)).toBe(4);
    expect(parseGridSize('12')).toBe(4);
  });
});

describe('followingPageUrl / pageOfUrl', () => {
  it('increments the page segment and keeps the query', () => {
    expect(followingPageUrl('/category/sofas/page/2')).toBe('/category/sofas/page/3');
    expect(followingPageUrl('/category/sofas/page/9?sort=price-asc&color=Blue')).toBe(
      '/category/sofas/page/10?sort=price-asc&color=Blue',
    );
  });
  it('adds /page/2 to a first page', () => {
    expect(followingPageUrl('/category/sofas')).toBe('/category/sofas/page/2');
    expect(followingPageUrl('/category/sofas/?sort=price-desc')).toBe(
      '/category/sofas/page/2?sort=price-desc',
    );
  });
  it('reads the page number', () => {
    expect(pageOfUrl('/category/sofas/page/3?x=1')).toBe(3);
    expect(pageOfUrl('/category/sofas')).toBe(1);
  });
  it('gives up on an unreadable URL', () => {
    expect(followingPageUrl('')).toBeUndefined();
  });
});

describe('ScrollGate (busy, idle, locked)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('allows one request at a time', () => {
    const gate = new ScrollGate();
    expect(gate.tryStart()).toBe(true);
    expect(gate.tryStart()).toBe(false);
    expect(gate.phase).toBe('busy');
  });

  it('stays busy after a page until 2 s after the height changed', () => {
    const phases: string[] = [];
    const gate = new ScrollGate({ onChange: (phase) => phases.push(phase) });
    gate.tryStart();
    gate.finish(24);
    vi.advanceTimersByTime(10_000);
    expect(gate.phase).toBe('busy'); // no height change yet
    gate.heightChanged();
    vi.advanceTimersByTime(BUSY_RESET_MS - 1);
    expect(gate.tryStart()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(gate.phase).toBe('idle');
    expect(phases).toEqual(['busy', 'idle']);
  });

  it('ignores height changes that are not caused by an appended page', () => {
    const gate = new ScrollGate();
    gate.heightChanged();
    expect(gate.phase).toBe('idle');
    gate.tryStart();
    gate.heightChanged(); // the request has not answered yet
    vi.advanceTimersByTime(BUSY_RESET_MS);
    expect(gate.phase).toBe('busy');
  });

  it('locks for good when a page returns no items', () => {
    const gate = new ScrollGate();
    gate.tryStart();
    gate.finish(0);
    expect(gate.phase).toBe('locked');
    gate.heightChanged();
    vi.advanceTimersByTime(BUSY_RESET_MS);
    expect(gate.tryStart()).toBe(false);
    gate.fail();
    expect(gate.phase).toBe('locked');
  });

  it('frees the gate at once after a failure, for a retry', () => {
    const gate = new ScrollGate();
    gate.tryStart();
    gate.fail();
    expect(gate.tryStart()).toBe(true);
  });

  it('cancels a pending reset when disposed', () => {
    const gate = new ScrollGate();
    gate.tryStart();
    gate.finish(3);
    gate.heightChanged();
    gate.dispose();
    vi.advanceTimersByTime(BUSY_RESET_MS);
    expect(gate.phase).toBe('busy');
  });
});

describe('unseenItems', () => {
  it('drops items already shown, and repeats within a page', () => {
    const seen = new Set([1, 2]);
    expect(unseenItems([{ nid: 2 }, { nid: 3 }, { nid: 3 }, { nid: 4 }], seen)).toEqual([
      { nid: 3 },
      { nid: 4 },
    ]);
    expect([...seen]).toEqual([1, 2, 3, 4]);
  });
});

describe('filterUrl', () => {
  it('builds the GET submission URL', () => {
    expect(
      filterUrl('/category/sofas?old=1', [
        ['sort', 'price-asc'],
        ['color', 'Blue'],
        ['color', 'Dark Grey'],
      ]),
    ).toBe('/category/sofas?sort=price-asc&color=Blue&color=Dark+Grey');
    expect(filterUrl('/category/sofas', [])).toBe('/category/sofas');
  });
});
