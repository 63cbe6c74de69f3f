// @vitest-environment happy-dom
/**
 * applyCoupon's reply check: found by the endpoint × fault matrix (tests/faults), where a 200
 * with JSON of another shape was taken for "applied" and the shopper saw nothing happen.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../core/log';
import { applyCoupon } from './coupon-api';

function reply(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('applyCoupon', () => {
  beforeEach(() => {
    resetLogOnce();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a 200 without `order` is a failure (said to the shopper), not a silent "applied"', async () => {
    reply({ unexpected: [1, 'two', null], ok: 'yes' });
    expect(await applyCoupon('ROVE10', { basePath: '/' })).toEqual({ kind: 'failed' });
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('`order: null` (no open order) is still applied', async () => {
    reply({ success: true, order: null });
    expect(await applyCoupon('ROVE10', { basePath: '/' })).toEqual({
      kind: 'applied',
      order: null,
    });
  });

  it('a 400 is an unknown code', async () => {
    reply({ success: false, error: 'This coupon code is not valid.' }, 400);
    expect(await applyCoupon('NOPE', { basePath: '/' })).toEqual({ kind: 'invalid' });
  });
});
