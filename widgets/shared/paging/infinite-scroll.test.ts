import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUSY_RESET_MS,
  ScrollGate,
  advancePageUrl,
  followingPageUrl,
  pageOfUrl,
  positiveIntAttribute,
  ratioAttribute,
  reachedTrigger,
  underPageLimit,
} from './infinite-scroll';

describe('reachedTrigger (a ratio of the page height)', () => {
  const at = (scrollTop: number, ratio: number) =>
    reachedTrigger({ scrollTop, viewportHeight: 800, pageHeight: 3000 }, ratio);
  it('fires at 65% for the generic scroller, not at 60%', () => {
    expect(at(1000, 0.65)).toBe(false); // bottom at 60%
    expect(at(1149, 0.65)).toBe(false);
    expect(at(1150, 0.65)).toBe(true); // bottom at 1950 = 65%
  });
  it('fires at 55% for the category listing', () => {
    expect(at(849, 0.55)).toBe(false);
    expect(at(850, 0.55)).toBe(true);
  });
  it('never fires on nonsense measurements', () => {
    expect(reachedTrigger({ scrollTop: NaN, viewportHeight: 800, pageHeight: 3000 }, 0.65)).toBe(
      false,
    );
    expect(reachedTrigger({ scrollTop: 0, viewportHeight: 800, pageHeight: 0 }, 0.65)).toBe(false);
    expect(at(3000, NaN)).toBe(false);
  });
});

describe('advancePageUrl (the next link advances by one page)', () => {
  it('advances a page= parameter and keeps the rest of the URL', () => {
    expect(advancePageUrl('/blog?page=2&sort=newest')).toBe('/blog?page=3&sort=newest');
    expect(advancePageUrl('/blog?category=Design&page=9')).toBe('/blog?category=Design&page=10');
    expect(advancePageUrl('https://shop.example/blog?page=4#top')).toBe(
      'https://shop.example/blog?page=5#top',
    );
  });
  it('does not mistake another parameter ending in page', () => {
    expect(advancePageUrl('/blog?perpage=6&page=2')).toBe('/blog?perpage=6&page=3');
    expect(advancePageUrl('/blog?perpage=6')).toBeUndefined();
  });
  it('advances a /page/{n} segment', () => {
    expect(advancePageUrl('/journal/page/4?c=Design')).toBe('/journal/page/5?c=Design');
    expect(advancePageUrl('/journal/page/4/')).toBe('/journal/page/5/');
  });
  it('gives up without a page number', () => {
    expect(advancePageUrl('/blog')).toBeUndefined();
    expect(advancePageUrl('')).toBeUndefined();
  });
  it('reads both forms', () => {
    expect(pageOfUrl('/blog?sort=oldest&page=3')).toBe(3);
    expect(pageOfUrl('/journal/page/7')).toBe(7);
    expect(pageOfUrl('/blog')).toBe(1);
  });
});

describe('underPageLimit and the attributes', () => {
  it('allows pages up to the maximum, page 1 included', () => {
    expect(underPageLimit(4, 5)).toBe(true);
    expect(underPageLimit(5, 5)).toBe(false);
  });
  it('reads max-pages and trigger with fallbacks', () => {
    expect(positiveIntAttribute('15', 5)).toBe(15);
    expect(positiveIntAttribute('0', 5)).toBe(5);
    expect(positiveIntAttribute('2.5', 5)).toBe(5);
    expect(positiveIntAttribute(null, 5)).toBe(5);
    expect(positiveIntAttribute(' ', 5)).toBe(5);
    expect(ratioAttribute('0.65', 0.5)).toBe(0.65);
    expect(ratioAttribute('1.5', 0.65)).toBe(0.65);
    expect(ratioAttribute('abc', 0.65)).toBe(0.65);
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

  /** A gate whose first page is on its way. */
  const busyGate = () => {
    const gate = new ScrollGate();
    gate.tryStart();
    return gate;
  };

  /** A gate whose page of `items` was appended and the height changed: its reset is pending. */
  const resetPending = (items: number) => {
    const gate = busyGate();
    gate.finish(items);
    gate.heightChanged();
    return gate;
  };

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
    const gate = busyGate();
    gate.finish(0);
    expect(gate.phase).toBe('locked');
    gate.heightChanged();
    vi.advanceTimersByTime(BUSY_RESET_MS);
    expect(gate.tryStart()).toBe(false);
    gate.fail();
    expect(gate.phase).toBe('locked');
  });

  it('frees the gate at once after a failure, for a retry', () => {
    const gate = busyGate();
    gate.fail();
    expect(gate.tryStart()).toBe(true);
  });

  it('cancels a pending reset when disposed', () => {
    const gate = resetPending(3);
    gate.dispose();
    vi.advanceTimersByTime(BUSY_RESET_MS);
    expect(gate.phase).toBe('busy');
  });

  it('locks at the page maximum, cancelling a pending reset', () => {
    const gate = resetPending(6);
    gate.lock();
    vi.advanceTimersByTime(BUSY_RESET_MS);
    expect(gate.phase).toBe('locked');
    expect(gate.tryStart()).toBe(false);
  });
});
