// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../../core/bus';
import { resetLogOnce } from '../../../core/log';
import { resetSettings } from '../../../core/settings/settings';
import { startLiveInfo } from './live-info';
import { heldFetch } from '../../../tests/helpers/stalled-fetch';
import { serveFetch } from '../../../tests/helpers/serve-fetch';
import { printSettings } from '../../../tests/helpers/page-settings';

function serve(reply: () => unknown) {
  return serveFetch((request) => new URL(request.url), reply);
}

describe('startLiveInfo', () => {
  beforeEach(() => {
    resetSettings();
    resetLogOnce();
    printSettings({ basePath: '/', uc_love: { user: null, count: 1 }, cart: { count: 0 } });
  });
  afterEach(() => vi.useRealTimers());

  it('sends pathname and init=1 first, and brings the counters to the server counts', async () => {
    const urls = serve(() => ({ ok: true, cart_count: 3, love_count: 2, announcement: null }));
    const cart: number[] = [];
    const loves: number[] = [];
    const offCart = on('cart-changed', ({ count }) => cart.push(count));
    const offLove = on('love-changed', ({ count }) => loves.push(count));
    const busy: boolean[] = [];
    const stop = startLiveInfo({ onBusy: (b) => busy.push(b) });
    await vi.waitFor(() => expect(busy).toEqual([true, false]));
    stop();
    offCart();
    offLove();
    expect(urls[0]?.pathname).toBe('/ajax/live_info.json');
    expect(urls[0]?.searchParams.get('pathname')).toBe(location.pathname + location.search);
    expect(urls[0]?.searchParams.get('init')).toBe('1');
    expect(cart).toEqual([3]);
    expect(loves).toEqual([2]);
  });

  it('emits nothing when the counts already match, and logs a malformed reply once', async () => {
    serve(() => ({ ok: true, cart_count: 3, love_count: 2 }));
    const events: number[] = [];
    const off = on('cart-changed', ({ count }) => events.push(count));
    let stop = startLiveInfo();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    stop();
    expect(events).toEqual([]);
    off();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(() => ({ cart_count: 'three' }));
    stop = startLiveInfo();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    stop();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[rove\] live info refresh failed/);
  });

  it('stop aborts the call under way; its late answer changes no counter', async () => {
    const held = heldFetch();
    vi.stubGlobal('fetch', held.fetch);
    const counts: number[] = [];
    const off = on('cart-changed', ({ count }) => counts.push(count));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const busy: boolean[] = [];
    const stop = startLiveInfo({ onBusy: (b) => busy.push(b) });
    await vi.waitFor(() => expect(held.signal()).toBeDefined());
    stop();
    expect(held.signal()?.aborted).toBe(true);
    held.answer(Response.json({ ok: true, cart_count: 9, love_count: 2 }));
    await vi.waitFor(() => expect(busy).toEqual([true, false]));
    expect(counts).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    off();
  });
});
