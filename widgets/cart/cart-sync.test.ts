import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpResult } from '../../core/http';
import type { CartView } from './cart-api';
import { CartSync, displayedLines, displayedQty, type CartTransport } from './cart-sync';
import { CART_AUTO_UPDATE_IDLE_MS } from './cart.logic';
import { CHAIR, SECTIONAL, SOFA, cartOf, withQuantities } from './fixtures';

const CHAIR_KEY = `${CHAIR.nid}:${CHAIR.model}`;
const SOFA_KEY = `${SOFA.nid}:${SOFA.model}`;

type Deferred = { resolve: (value: HttpResult<CartView>) => void };

/** A server that answers each update when the test says so, in order. */
function fakeServer(start: CartView) {
  let cart = start;
  const sent: Record<string, number>[] = [];
  const pending: Deferred[] = [];
  const transport: CartTransport = {
    update: (lines) => {
      const change = Object.fromEntries(lines.map((l) => [`${l.nid}:${l.model}`, l.qty]));
      sent.push(change);
      return new Promise((resolve) => {
        pending.push({
          resolve: (value) => {
            if (value.ok) cart = value.data;
            resolve(value);
          },
        });
      });
    },
    fetch: () => Promise.resolve({ ok: true, data: cart }),
    removeCoupon: () => {
      cart = { ...cart, coupon: null };
      return Promise.resolve({ ok: true, data: cart });
    },
    agreeToTerms: () => {
      cart = { ...cart, customTermsAgreed: true };
      return Promise.resolve({ ok: true, data: cart });
    },
  };
  return {
    transport,
    sent,
    /** Answers the oldest open request with the cart after its changes. */
    answer: async (override?: HttpResult<CartView>) => {
      const next = pending.shift();
      if (!next) throw new Error('no request is open');
      const change = sent[sent.length - pending.length - 1] ?? {};
      next.resolve(override ?? { ok: true, data: withQuantities(cart, change) });
      await vi.advanceTimersByTimeAsync(0);
    },
    open: () => pending.length,
  };
}

function setup(cart = cartOf([CHAIR, SOFA]), now?: () => number) {
  const server = fakeServer(cart);
  const counts: number[] = [];
  const sync = new CartSync({
    initial: cart,
    transport: server.transport,
    onCount: (count) => counts.push(count),
    ...(now ? { now } : {}),
  });
  return { server, sync, counts };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CartSync', () => {
  it('sends one batch 700 ms after the last change, with the final quantities', async () => {
    const { server, sync, counts } = setup();
    sync.change(CHAIR_KEY, { type: 'plus' });
    await vi.advanceTimersByTimeAsync(500);
    sync.change(CHAIR_KEY, { type: 'plus' });
    sync.change(SOFA_KEY, { type: 'minus' });
    expect(sync.getState().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(CART_AUTO_UPDATE_IDLE_MS - 1);
    expect(server.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent).toEqual([{ [CHAIR_KEY]: 3, [SOFA_KEY]: 1 }]);
    expect(sync.getState().status).toBe('saving');
    await server.answer();
    expect(sync.getState().status).toBe('saved');
    expect(sync.getState().server.count).toBe(4);
    expect(counts).toEqual([4]);
  });

  it('sends the change when its timer fires a moment before the clock says 700 ms (jitter)', async () => {
    // Firefox jitters Date.now(): read at the timer, the wait may be a millisecond short.
    let lag = 0;
    const { server, sync } = setup(undefined, () => Date.now() - lag);
    sync.change(CHAIR_KEY, { type: 'plus' });
    lag = 1;
    await vi.advanceTimersByTimeAsync(CART_AUTO_UPDATE_IDLE_MS);
    expect(server.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent).toEqual([{ [CHAIR_KEY]: 2 }]);
    await server.answer();
    expect(sync.getState().status).toBe('saved');
  });

  it('sends nothing when a change is undone within the idle time', async () => {
    const { server, sync } = setup();
    sync.change(CHAIR_KEY, { type: 'plus' });
    sync.change(CHAIR_KEY, { type: 'minus' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.sent).toEqual([]);
  });

  it('never lets a reply overwrite a newer local edit, and sends that edit after the reply', async () => {
    const { server, sync } = setup();
    sync.change(CHAIR_KEY, { type: 'plus' });
    await vi.advanceTimersByTimeAsync(CART_AUTO_UPDATE_IDLE_MS);
    expect(server.open()).toBe(1);
    // While the first request is out, two more presses.
    sync.change(CHAIR_KEY, { type: 'plus' });
    sync.change(CHAIR_KEY, { type: 'plus' });
    await vi.advanceTimersByTimeAsync(CART_AUTO_UPDATE_IDLE_MS);
    // One request at a time: the second waits for the first.
    expect(server.sent).toHaveLength(1);
    await server.answer(); // the server says 2
    expect(displayedQty(sync.getState(), CHAIR_KEY)).toBe(4);
    expect(server.sent).toEqual([{ [CHAIR_KEY]: 2 }, { [CHAIR_KEY]: 4 }]);
    await server.answer();
    expect(displayedQty(sync.getState(), CHAIR_KEY)).toBe(4);
    expect(sync.getState().status).toBe('saved');
  });

  it('keeps failed changes, shows the error, and sends them with the next change', async () => {
    const { server, sync } = setup();
    sync.change(CHAIR_KEY, { type: 'plus' });
    await vi.advanceTimersByTimeAsync(CART_AUTO_UPDATE_IDLE_MS);
    await server.answer({ ok: false, error: { kind: 'network', message: 'offline' } });
    expect(sync.getState()).toMatchObject({ status: 'error', error: 'save' });
    expect(displayedQty(sync.getState(), CHAIR_KEY)).toBe(2);
    // No retry on its own…
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.sent).toHaveLength(1);
    // …but with the next change, both go.
    sync.change(SOFA_KEY, { type: 'plus' });
    await vi.advanceTimersByTimeAsync(CART_AUTO_UPDATE_IDLE_MS);
    expect(server.sent[1]).toEqual({ [CHAIR_KEY]: 2, [SOFA_KEY]: 3 });
    await server.answer();
    expect(sync.getState()).toMatchObject({ status: 'saved', error: null });
    expect(displayedLines(sync.getState()).map((l) => l.qty)).toEqual([2, 3]);
  });

  it('retries at once on flush (Try again)', async () => {
    const { server, sync } = setup();
    sync.change(CHAIR_KEY, { type: 'plus' });
    await vi.advanceTimersByTimeAsync(CART_AUTO_UPDATE_IDLE_MS);
    await server.answer({ ok: false, error: { kind: 'http', status: 500, message: 'HTTP 500' } });
    const done = sync.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent[1]).toEqual({ [CHAIR_KEY]: 2 });
    await server.answer();
    await expect(done).resolves.toBe(true);
  });

  it('removes a line at once, hiding it meanwhile', async () => {
    const { server, sync, counts } = setup();
    const done = sync.remove(CHAIR_KEY);
    expect(displayedLines(sync.getState()).map((l) => l.nid)).toEqual([SOFA.nid]);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent).toEqual([{ [CHAIR_KEY]: 0 }]);
    await server.answer();
    await expect(done).resolves.toBe(true);
    expect(sync.getState().server.lines.map((l) => l.nid)).toEqual([SOFA.nid]);
    expect(counts).toEqual([2]);
  });

  it('after a 409 learns the cart, drops changes to lines that are gone and keeps the rest', async () => {
    const cart = cartOf([CHAIR, SOFA]);
    const { server, sync } = setup(cart);
    sync.change(CHAIR_KEY, { type: 'plus' });
    sync.change(SOFA_KEY, { type: 'plus' });
    await vi.advanceTimersByTimeAsync(CART_AUTO_UPDATE_IDLE_MS);
    // Another tab removed the chair.
    vi.spyOn(server.transport, 'fetch').mockResolvedValue({ ok: true, data: cartOf([SOFA]) });
    await server.answer({ ok: false, error: { kind: 'http', status: 409, message: 'HTTP 409' } });
    const state = sync.getState();
    expect(state.error).toBe('save');
    expect(state.batch.changes).toEqual({ [SOFA_KEY]: 3 });
    expect(displayedLines(state).map((l) => [l.nid, l.qty])).toEqual([[SOFA.nid, 3]]);
  });

  it('removes the coupon and records the terms agreement through the same queue', async () => {
    const { sync } = setup(cartOf([SECTIONAL], { coupon: { code: 'ROVE10', title: '10% off' } }));
    await expect(sync.removeCoupon()).resolves.toBe(true);
    expect(sync.getState().server.coupon).toBeNull();
    await expect(sync.agreeToTerms()).resolves.toBe(true);
    expect(sync.getState().server.customTermsAgreed).toBe(true);
  });

  it('reports a failed coupon removal', async () => {
    const { server, sync } = setup(
      cartOf([CHAIR], { coupon: { code: 'ROVE10', title: '10% off' } }),
    );
    vi.spyOn(server.transport, 'removeCoupon').mockResolvedValue({
      ok: false,
      error: { kind: 'network', message: 'offline' },
    });
    await expect(sync.removeCoupon()).resolves.toBe(false);
    expect(sync.getState()).toMatchObject({ status: 'error', error: 'coupon' });
    expect(sync.getState().server.coupon?.code).toBe('ROVE10');
  });

  it('stays within 1–10 and ignores unreadable edits', () => {
    const { sync } = setup();
    for (let i = 0; i < 15; i += 1) sync.change(CHAIR_KEY, { type: 'plus' });
    expect(displayedQty(sync.getState(), CHAIR_KEY)).toBe(10);
    sync.change(CHAIR_KEY, { type: 'edit', text: 'abc' });
    expect(displayedQty(sync.getState(), CHAIR_KEY)).toBe(10);
    sync.change(CHAIR_KEY, { type: 'edit', text: '0' });
    expect(displayedQty(sync.getState(), CHAIR_KEY)).toBe(1);
  });

  it('sends nothing after dispose', async () => {
    const { server, sync } = setup();
    sync.change(CHAIR_KEY, { type: 'plus' });
    sync.dispose();
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.sent).toEqual([]);
  });
});
