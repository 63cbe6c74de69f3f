import { describe, expect, it, vi } from 'vitest';
import { createLoveStore, signed } from './love-store';

describe('love store', () => {
  it('applies settled loves in order, telling subscribers', () => {
    const store = createLoveStore([5]);
    const listener = vi.fn();
    store.subscribe(listener);
    store.apply([signed(9, true), signed(5, false)]);
    expect([...store.getSnapshot()]).toEqual([9]);
    store.apply([signed(9, false), signed(9, true)]);
    expect([...store.getSnapshot()]).toEqual([9]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('gives a new snapshot on change and keeps the old one as it was', () => {
    const store = createLoveStore([]);
    const before = store.getSnapshot();
    store.apply([signed(1, true)]);
    expect(store.getSnapshot()).not.toBe(before);
    expect(before.has(1)).toBe(false);
  });

  it('stops telling an unsubscribed listener', () => {
    const store = createLoveStore([]);
    const listener = vi.fn();
    const off = store.subscribe(listener);
    off();
    store.apply([signed(1, true)]);
    expect(listener).not.toHaveBeenCalled();
  });
});
