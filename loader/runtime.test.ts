// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest';
import type { RoveWindow } from './api';
import { startRuntime } from './runtime';

// The cookie notice's chunk fails, as Firefox fails a module request it cancels when the
// shopper leaves the page just as it is asked for (the engines' leaving journey).
vi.mock('./cookie-notice', () => {
  throw new TypeError('error loading dynamically imported module');
});
vi.mock('./tracking', () => ({ startPageTracking: () => undefined }));
vi.mock('./page/start', () => ({ startPageBehaviours: () => undefined }));

it("a notice's chunk that fails to load is one [rove] line, never a rejection the page reports", async () => {
  document.body.innerHTML = '<div data-rove-cookie-notice hidden></div>';
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  try {
    startRuntime(window as unknown as RoveWindow, Promise.resolve());
    await vi.waitFor(() =>
      expect(errors.mock.calls.map(([line]) => String(line))).toEqual([
        expect.stringMatching(/^\[rove\] could not load the notice/),
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rejections).toEqual([]);
  } finally {
    process.off('unhandledRejection', onRejection);
  }
});
