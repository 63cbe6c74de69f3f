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
});
