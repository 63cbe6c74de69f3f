// @vitest-environment happy-dom
/**
 * The trade form's posts end when the server never answers (core/http/json's deadline), so the
 * Submit and upload buttons do not stay busy forever; the shopper's own abort stays quiet.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stalledFetch } from '../../tests/helpers/stalled-fetch';
import { DEFAULT_TIMEOUT_MS } from '../../core/http/json';
import { resetLogOnce } from '../../core/log';
import { enrolTrade, uploadTradeFile } from './trade-api';
import type { TradeValues } from '../../core/validate/trade/fields';

describe('trade posts under a server that never answers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetLogOnce();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', stalledFetch());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the application fails after the deadline, not before', async () => {
    let settled: unknown = 'pending';
    void enrolTrade({} as TradeValues, { basePath: '/' }).then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ kind: 'failed' });
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('an upload gets longer, then ends in the server problem', async () => {
    let settled: unknown = 'pending';
    const file = new File(['x'], 'licence.pdf', { type: 'application/pdf' });
    void uploadTradeFile('licenceFile', file, { basePath: '/' }).then(
      (result) => (settled = result),
    );
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS * 2);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(settled).toEqual({ kind: 'refused', problem: 'server' });
  });

  it("the shopper's own abort is an abort, not a failure to report", async () => {
    const controller = new AbortController();
    const sent = enrolTrade({} as TradeValues, { basePath: '/', signal: controller.signal });
    controller.abort();
    expect(await sent).toEqual({ kind: 'aborted' });
    expect(console.warn).not.toHaveBeenCalled();
  });
});
