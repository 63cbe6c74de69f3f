// @vitest-environment happy-dom
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

  it("does not fail when the shopper's navigation cancelled the fetch: it fetches again when they come Back", async () => {
    const importModule = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new TypeError('error loading dynamically imported module'))
      .mockResolvedValueOnce({ name: 'views' });
    const views = lazyModule(importModule);
    dispatchEvent(new Event('beforeunload'));
    const settled = vi.fn();
    const loading = views.load().then(settled, settled);
    await vi.waitFor(() => expect(importModule).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).not.toHaveBeenCalled();
    dispatchEvent(new Event('pageshow'));
    await loading;
    expect(settled).toHaveBeenCalledWith({ name: 'views' });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
