import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOPLAY_MS,
  autoplayNext,
  buttonsFor,
  clampIndex,
  createAutoplay,
  numberAttribute,
  playableSlide,
  positionCount,
  trackOffset,
} from './carousel.logic';

describe('index maths', () => {
  it('clamps into 0 … count − 1', () => {
    expect(clampIndex(-1, 4)).toBe(0);
    expect(clampIndex(7, 4)).toBe(3);
    expect(clampIndex(2.7, 4)).toBe(2);
    expect(clampIndex(Number.NaN, 4)).toBe(0);
    expect(clampIndex(3, 0)).toBe(0);
  });

  it('disables previous at the first index and next at the last (spec/shell.md §2)', () => {
    expect(buttonsFor(0, 4)).toEqual({ prev: false, next: true });
    expect(buttonsFor(1, 4)).toEqual({ prev: true, next: true });
    expect(buttonsFor(3, 4)).toEqual({ prev: true, next: false });
    expect(buttonsFor(0, 1)).toEqual({ prev: false, next: false });
  });

  it('counts one position a slide, or steps + 1 when stepping by px', () => {
    expect(positionCount(4, undefined)).toBe(4);
    expect(positionCount(8, 4)).toBe(5);
    expect(positionCount(0, undefined)).toBe(1);
  });

  it('moves the best sellers 345 px a step, 4 steps, else a whole slide', () => {
    expect(trackOffset(0, 345)).toEqual({ amount: -0, unit: 'px' });
    expect(trackOffset(4, 345)).toEqual({ amount: -1380, unit: 'px' });
    expect(trackOffset(2, undefined)).toEqual({ amount: -200, unit: '%' });
    expect(trackOffset(1, 0)).toEqual({ amount: -100, unit: '%' });
  });

  it('autoplay goes on to the next and wraps after the last', () => {
    expect(autoplayNext(0, 4)).toBe(1);
    expect(autoplayNext(3, 4)).toBe(0);
    expect(autoplayNext(0, 1)).toBe(0);
  });

  it('parses numeric attributes', () => {
    expect(numberAttribute('345')).toBe(345);
    expect(numberAttribute('')).toBeUndefined();
    expect(numberAttribute(null)).toBeUndefined();
    expect(numberAttribute('wide')).toBeUndefined();
  });
});

describe('createAutoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** An autoplay on the fake clock, the tick it calls, and a wait during which it must not call it. */
  const started = () => {
    const tick = vi.fn();
    const quietFor = (ms: number) => {
      vi.advanceTimersByTime(ms);
      expect(tick).not.toHaveBeenCalled();
    };
    return { tick, quietFor, autoplay: createAutoplay(tick) };
  };

  it('ticks every 5 s (spec/shell.md §9)', () => {
    const { tick, quietFor } = started();
    quietFor(AUTOPLAY_MS - 1);
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AUTOPLAY_MS * 2);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('pauses while any reason holds and restarts the count when the last goes', () => {
    const { tick, quietFor, autoplay } = started();
    vi.advanceTimersByTime(4000);
    autoplay.pause('hover', true);
    autoplay.pause('focus', true);
    expect(autoplay.running()).toBe(false);
    quietFor(20_000);
    autoplay.pause('hover', false);
    quietFor(20_000);
    autoplay.pause('focus', false);
    quietFor(4999);
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it('stays off under reduced motion and after the user stops it, and when disposed', () => {
    const { quietFor, autoplay } = started();
    autoplay.pause('reduced-motion', true);
    quietFor(10_000);
    autoplay.pause('reduced-motion', false);
    autoplay.pause('user', true);
    expect(autoplay.stoppedByUser()).toBe(true);
    quietFor(10_000);
    autoplay.pause('user', false);
    autoplay.dispose();
    quietFor(10_000);
    expect(autoplay.running()).toBe(false);
  });
});

describe('playableSlide', () => {
  const on = { current: 2, visible: true, stillMotion: false, saveData: false };

  it('plays the current slide while the carousel is on screen', () => {
    expect(playableSlide(on)).toBe(2);
    expect(playableSlide({ ...on, current: 0 })).toBe(0);
  });

  it('plays nothing off screen, under reduced motion or with Save-Data', () => {
    expect(playableSlide({ ...on, visible: false })).toBeNull();
    expect(playableSlide({ ...on, stillMotion: true })).toBeNull();
    expect(playableSlide({ ...on, saveData: true })).toBeNull();
  });
});
