// @vitest-environment happy-dom
/**
 * postCheckoutForm's deadline: found by the endpoint × fault matrix (tests/faults), where a
 * Calculate Shipping post that never got an answer left "Please wait while we're retrieving
 * your shipping quote" on screen for good.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stalledFetch } from '../../tests/helpers/stalled-fetch';
import { resetLogOnce } from '../../core/log';
import { FORM_POST_TIMEOUT_MS, postCheckoutForm } from './checkout-api';

describe('postCheckoutForm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetLogOnce();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('gives up after the deadline instead of waiting forever, and says so once', async () => {
    vi.stubGlobal('fetch', stalledFetch());
    let settled: unknown = 'pending';
    const posted = postCheckoutForm({ op: 'Calculate Shipping' }, { basePath: '/' }).then(
      (result) => (settled = result),
    );
    await vi.advanceTimersByTimeAsync(FORM_POST_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await posted;
    expect(settled).toEqual({ kind: 'failed' });
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(console.warn).mock.calls[0])).toContain('request timed out');
  });

  it("the caller's abort (a newer address) fails quietly, before any deadline", async () => {
    vi.stubGlobal('fetch', stalledFetch());
    const controller = new AbortController();
    const posted = postCheckoutForm(
      { op: 'Calculate Shipping' },
      {
        basePath: '/',
        signal: controller.signal,
      },
    );
    controller.abort();
    await expect(posted).resolves.toEqual({ kind: 'failed' });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('an answer in time clears the deadline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ success: true, quotes: [] }), { status: 200 }),
      ),
    );
    const result = await postCheckoutForm({ op: 'Calculate Shipping' }, { basePath: '/' });
    expect(result.kind).toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("a 200 without success (another app's reply) is a failure, not an empty quote list", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ unexpected: [1], ok: 'yes' }))),
    );
    const result = await postCheckoutForm({ op: 'Calculate Shipping' }, { basePath: '/' });
    expect(result).toEqual({ kind: 'failed' });
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
