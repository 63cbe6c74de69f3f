import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('fetches once however often it is asked, and then has the module at hand', async () => {
    const importModule = vi.fn(() => Promise.resolve({ name: 'views' }));
    const views = lazyModule(importModule);
    expect(views.current()).toBeNull();
    const [first, second] = await Promise.all([views.load(), views.load()]);
    expect(first).toBe(second);
    expect(views.current()).toBe(first);
    await views.load();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next call tries again', async () => {
    const importModule = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ name: 'views' });
    const views = lazyModule(importModule);
    await expect(views.load()).rejects.toThrow('Failed to fetch');
    expect(views.current()).toBeNull();
    await expect(views.load()).resolves.toEqual({ name: 'views' });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
