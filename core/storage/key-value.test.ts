// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { webStore } from './key-value';

describe('webStore', () => {
  it('uses the storage when it works', () => {
    const store = webStore(() => window.localStorage);
    store.set('rove_test', 'a');
    expect(window.localStorage.getItem('rove_test')).toBe('a');
    expect(store.get('rove_test')).toBe('a');
    store.remove('rove_test');
    expect(store.get('rove_test')).toBeNull();
  });

  it('falls back to memory when the storage throws (blocked, private mode)', () => {
    const store = webStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
    store.remove('k');
    expect(store.get('k')).toBeNull();
  });

  it('keeps a value in memory when a write fails mid-page (quota)', () => {
    let writes = 0;
    const flaky = {
      getItem: () => null,
      setItem: () => {
        writes += 1;
        if (writes > 1) throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = webStore(() => flaky);
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
  });

  // Found by tests/faults/storage.test.ts: the older value still in the storage was read back
  // instead of the newer one kept in memory (recent searches lost their newest terms).
  it('reads back an overwrite that did not fit, not the older value still stored', () => {
    const values = new Map<string, string>();
    const limited = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (value.length > 20) throw new DOMException('full', 'QuotaExceededError');
        values.set(key, value);
      },
      removeItem: (key: string) => void values.delete(key),
    } as unknown as Storage;
    const store = webStore(() => limited);
    store.set('k', 'short');
    store.set('k', 'a value too long for the quota');
    expect(store.get('k')).toBe('a value too long for the quota');
    // Space again: the stored value is current once more.
    store.set('k', 'small again');
    expect(store.get('k')).toBe('small again');
    expect(values.get('k')).toBe('small again');
  });
});
