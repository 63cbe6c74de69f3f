import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpResult } from '../../core/http/json';
import { createStore } from '../../core/store';
import type { CartView } from './cart-api';
import { createCartDriver, type CartTransport } from './cart-effects';
import { cartStepReducer, displayedQty, initialCartState } from './cart.machine';
import { CART_AUTO_UPDATE_IDLE_MS } from './cart.logic';
import { CHAIR, SOFA, cartOf, withQuantities } from './fixtures';

// The cart machine's adapters with fake timers and a fake server, in Node: the idle timer, the
// calls and their answers as events, and nothing after the element left.

const CHAIR_KEY = `${CHAIR.nid}:${CHAIR.model}`;

/** A server that answers each update when the test says so, in order. */
function fakeServer(start: CartView) {
  let cart = start;
  const sent: Record<string, number>[] = [];
  const open: ((reply: HttpResult<CartView>) => void)[] = [];
  const transport: CartTransport = {
    update: (lines) => {
      const change = Object.fromEntries(lines.map((l) => [`${l.nid}:${l.model}`, l.qty]));
      sent.push(change);
      return new Promise((resolve) => {
        open.push((reply) => {
          if (reply.ok) cart = reply.data;
          resolve(reply);
        });
      });
    },
    fetch: () => Promise.resolve({ ok: true, data: cart }),
    removeCoupon: () => Promise.resolve({ ok: true, data: { ...cart, coupon: null } }),
    agreeToTerms: () => Promise.resolve({ ok: true, data: { ...cart, customTermsAgreed: true } }),
  };
  return {
    transport,
    sent,
    /** Answers the oldest open update with the cart after its changes. */
    answer: async (override?: HttpResult<CartView>) => {
      const change = sent[sent.length - open.length] ?? {};
      const resolve = open.shift();
      if (!resolve) throw new Error('no update is open');
      resolve(override ?? { ok: true, data: withQuantities(cart, change) });
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

function setup(cart = cartOf([CHAIR, SOFA]), transport?: Partial<CartTransport>) {
  const server = fakeServer(cart);
  const store = createStore(cartStepReducer, { state: initialCartState(cart), effects: [] });
  const heard = { counts: [] as number[], checkouts: 0 };
  const driver = createCartDriver(store, {
    transport: { ...server.transport, ...transport },
    now: () => Date.now(),
    cartChanged: (view) => heard.counts.push(view.count),
    couponRemoved: () => {},
    goToCheckout: () => (heard.checkouts += 1),
  });
  const plus = () =>
    driver.send({
      type: 'quantity-changed',
      key: CHAIR_KEY,
      action: { type: 'plus' },
      now: Date.now(),
    });
  return { server, store, driver, heard, plus, state: () => store.getState().state };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createCartDriver', () => {
  it('runs the idle timer, sends, and feeds the answer back in', async () => {
    const { server, heard, plus, state } = setup();
    plus();
    await vi.advanceTimersByTimeAsync(CART_AUTO_UPDATE_IDLE_MS - 1);
    expect(server.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent).toEqual([{ [CHAIR_KEY]: 2 }]);
    expect(state().status).toBe('saving');
    await server.answer();
    expect(state().status).toBe('saved');
    expect(heard.counts).toEqual([4]);
  });

  it('sends a change made while a call was out once that call answers', async () => {
    const { server, plus, state } = setup();
    plus();
    await vi.advanceTimersByTimeAsync(CART_AUTO_UPDATE_IDLE_MS);
    plus();
    plus();
    await vi.advanceTimersByTimeAsync(CART_AUTO_UPDATE_IDLE_MS);
    expect(server.sent).toHaveLength(1);
    await server.answer();
    expect(server.sent).toEqual([{ [CHAIR_KEY]: 2 }, { [CHAIR_KEY]: 4 }]);
    await server.answer();
    expect(displayedQty(state(), CHAIR_KEY)).toBe(4);
    expect(state().status).toBe('saved');
  });

  it('sends nothing after the element left, and ignores an answer on its way', async () => {
    const { server, driver, heard, plus, state } = setup();
    plus();
    driver.stop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.sent).toEqual([]);
    driver.resume();
    driver.send({ type: 'page-hidden' });
    expect(server.sent).toHaveLength(1);
    driver.stop();
    await server.answer();
    expect(state().status).toBe('saving');
    expect(heard.counts).toEqual([]);
  });

  it('takes a call that throws for a failure, so the cart does not stay at Saving…', async () => {
    const { plus, state } = setup(undefined, {
      update: () => Promise.reject(new Error('boom')),
    });
    plus();
    await vi.advanceTimersByTimeAsync(CART_AUTO_UPDATE_IDLE_MS);
    expect(state()).toMatchObject({ status: 'error', error: 'save' });
  });

  it('goes to the checkout once the unsent quantities are saved', async () => {
    const { server, driver, heard, plus } = setup(cartOf([CHAIR]));
    plus();
    driver.send({ type: 'checkout-pressed', viewportWidth: 1280 });
    expect(server.sent).toEqual([{ [CHAIR_KEY]: 2 }]);
    expect(heard.checkouts).toBe(0);
    await server.answer();
    expect(heard.checkouts).toBe(1);
    // The idle timer the change started was cleared: nothing goes twice.
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.sent).toHaveLength(1);
  });
});
