import { describe, expect, it, vi } from 'vitest';
import { createLoveStore } from './love-store';

describe('love store', () => {
  it('increments on select and decrements on unselect, telling subscribers', () => {
    const store = createLoveStore({ count: 2, loved: [5] });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.settle(9, true)).toBe(3);
    expect(store.getSnapshot().loved.has(9)).toBe(true);
    expect(store.settle(5, false)).toBe(2);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('counts a repeated settle of the same state once (two toggles for one product)', () => {
    const store = createLoveStore({ count: 0, loved: [] });
    store.settle(1, true);
    expect(store.settle(1, true)).toBe(1);
  });

  it('never goes below zero', () => {
    const store = createLoveStore({ count: 0, loved: [4] });
    expect(store.settle(4, false)).toBe(0);
  });

  it('stops telling an unsubscribed listener', () => {
    const store = createLoveStore({ count: 0, loved: [] });
    const listener = vi.fn();
    const off = store.subscribe(listener);
    off();
    store.settle(1, true);
    expect(listener).not.toHaveBeenCalled();
  });
});
