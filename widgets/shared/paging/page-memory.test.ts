import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../../core/log';
import {
  cameBack,
  forgetPageMemory,
  pageMemoryKey,
  readPageMemory,
  writePageMemory,
} from './page-memory';
import { memoryStore } from '../../../tests/helpers/memory-store';

const RECORD = { items: ['<article>1</article>'], pages: 2, next: '/blog?page=3', scrollY: 900 };

afterEach(() => resetLogOnce());

describe('page memory', () => {
  it('keys by kind and page URL', () => {
    expect(pageMemoryKey('scroller:posts', '/blog?sort=oldest')).toBe(
      'rove:page-memory:scroller:posts:/blog?sort=oldest',
    );
  });

  it('writes, reads and forgets a record', () => {
    const store = memoryStore();
    expect(writePageMemory('k', RECORD, store)).toBe(true);
    expect(readPageMemory('k', store)).toEqual(RECORD);
    forgetPageMemory('k', store);
    expect(readPageMemory('k', store)).toBeUndefined();
  });

  it('drops a record over the size cap (and an older one), never throwing', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const store = memoryStore();
    writePageMemory('k', RECORD, store);
    const big = { ...RECORD, items: ['x'.repeat(300)] };
    expect(writePageMemory('k', big, store, 200)).toBe(false);
    expect(store.values.has('k')).toBe(false);
    expect(info).toHaveBeenCalledOnce();
  });

  it('ignores unreadable or malformed memory (storage is untrusted)', () => {
    const store = memoryStore();
    for (const text of [
      '{',
      '"x"',
      '{"items":[],"pages":0,"next":"","scrollY":0}',
      '{"items":{}}',
    ]) {
      store.set('k', text);
      expect(readPageMemory('k', store)).toBeUndefined();
    }
    store.set('k', JSON.stringify({ ...RECORD, scrollY: -5 }));
    expect(readPageMemory('k', store)).toBeUndefined();
  });

  it('tells a Back/Forward load from a normal one', () => {
    const entries = vi.spyOn(performance, 'getEntriesByType');
    entries.mockReturnValue([{ type: 'back_forward' } as unknown as PerformanceEntry]);
    expect(cameBack()).toBe(true);
    entries.mockReturnValue([{ type: 'reload' } as unknown as PerformanceEntry]);
    expect(cameBack()).toBe(false);
    entries.mockReturnValue([]);
    expect(cameBack()).toBe(false);
  });
});
