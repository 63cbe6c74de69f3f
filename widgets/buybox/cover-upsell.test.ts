import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COVER_UPSELL_DELAY_MS, createUpsellTimer } from './cover-upsell';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createUpsellTimer', () => {
  it('opens 2 s after the first press, not before, and only once', () => {
    const open = vi.fn();
    const timer = createUpsellTimer({ shouldOpen: () => true, open });
    expect(COVER_UPSELL_DELAY_MS).toBe(2000);
    timer.press();
    vi.advanceTimersByTime(1500);
    timer.press(); // a second press does not restart the count
    vi.advanceTimersByTime(499);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
    timer.press();
    vi.advanceTimersByTime(5000);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('skips the offer when the add failed, and lets the next press try again', () => {
    const open = vi.fn();
    let failed = true;
    const timer = createUpsellTimer({ shouldOpen: () => !failed, open });
    timer.press();
    vi.advanceTimersByTime(2000);
    expect(open).not.toHaveBeenCalled();
    failed = false;
    timer.press();
    vi.advanceTimersByTime(2000);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('never opens once disposed', () => {
    const open = vi.fn();
    const timer = createUpsellTimer({ shouldOpen: () => true, open });
    timer.press();
    timer.dispose();
    vi.advanceTimersByTime(10_000);
    timer.press();
    vi.advanceTimersByTime(10_000);
    expect(open).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
