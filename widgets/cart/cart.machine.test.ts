import { describe, expect, it } from 'vitest';
import type { CartView } from './cart-api';
import {
  cartBusy,
  cartMachine,
  cartStepReducer,
  displayedLines,
  displayedQty,
  initialCartState,
  type CartEffect,
} from './cart.machine';
import { CART_AUTO_UPDATE_IDLE_MS } from './cart.logic';
import { CHAIR, SECTIONAL, SOFA, cartOf, withQuantities } from './fixtures';
import { stepMachine } from '../shared/testing/step-machine';

// The cart machine without a clock, timer, network or DOM: events in, the next state and the
// effects out. The adapters' part (cart-effects.ts) is tested in cart-effects.test.ts.

const CHAIR_KEY = `${CHAIR.nid}:${CHAIR.model}`;
const SOFA_KEY = `${SOFA.nid}:${SOFA.model}`;
const IDLE = CART_AUTO_UPDATE_IDLE_MS;
const plus = { type: 'plus' } as const;
const minus = { type: 'minus' } as const;

/** A cart and the effects its events asked for, event by event. */
function cart(start: CartView = cartOf([CHAIR, SOFA])) {
  const driver = stepMachine(cartMachine, initialCartState(start));
  const { send } = driver;
  return Object.assign(driver, {
    change: (key: string, action: typeof plus | typeof minus, now: number) =>
      send({ type: 'quantity-changed', key, action, now }),
    idle: (now: number) => send({ type: 'idle-elapsed', now }),
    /** The server answers the update out with its cart after `changes`. */
    answer: (changes: Record<string, number>, now: number) =>
      send({ type: 'reply-arrived', cart: withQuantities(driver.state.server, changes), now }),
    fail: (status: number | null, now: number) =>
      send({
        type: 'request-failed',
        failure:
          status === null
            ? { kind: 'network', message: 'offline' }
            : { kind: 'http', status, message: `HTTP ${status}` },
        now,
      }),
  });
}

const sent = (effects: readonly CartEffect[]) =>
  effects.flatMap((effect) =>
    effect.type === 'send-update'
      ? [Object.fromEntries(effect.lines.map((l) => [`${l.nid}:${l.model}`, l.qty]))]
      : [],
  );

describe('quantities are sent 700 ms after the last change', () => {
  it('sends one batch once the idle time ran out, with the final quantities', () => {
    const c = cart();
    expect(c.change(CHAIR_KEY, plus, 0)).toEqual([{ type: 'start-timer', ms: IDLE }]);
    // Every change restarts the wait.
    expect(c.change(CHAIR_KEY, plus, 500)).toEqual([{ type: 'start-timer', ms: IDLE }]);
    c.change(SOFA_KEY, minus, 500);
    expect(c.state.status).toBe('pending');
    expect(sent(c.idle(500 + IDLE))).toEqual([{ [CHAIR_KEY]: 3, [SOFA_KEY]: 1 }]);
    expect(c.state.status).toBe('saving');
    expect(c.answer({ [CHAIR_KEY]: 3, [SOFA_KEY]: 1 }, 1300)).toEqual([
      { type: 'cart-changed', cart: c.state.server },
      { type: 'clear-timer' },
    ]);
    expect(c.state.status).toBe('saved');
    expect(c.state.server.count).toBe(4);
  });

  it('waits out the rest when its timer fires a moment early by the clock (jitter)', () => {
    // Firefox jitters Date.now(): read at the timer, the wait may be a millisecond short.
    const c = cart();
    c.change(CHAIR_KEY, plus, 0);
    expect(c.idle(IDLE - 1)).toEqual([{ type: 'start-timer', ms: 1 }]);
    expect(c.state.status).toBe('pending');
    expect(sent(c.idle(IDLE))).toEqual([{ [CHAIR_KEY]: 2 }]);
    c.answer({ [CHAIR_KEY]: 2 }, IDLE + 50);
    expect(c.state.status).toBe('saved');
  });

  it('sends nothing when a change is undone within the idle time', () => {
    const c = cart();
    c.change(CHAIR_KEY, plus, 0);
    expect(c.change(CHAIR_KEY, minus, 100)).toEqual([{ type: 'clear-timer' }]);
    expect(c.state.batch.changes).toEqual({});
    expect(c.idle(2000)).toEqual([]);
  });

  it('stays within 1–10 and ignores unreadable edits', () => {
    const c = cart();
    for (let i = 0; i < 15; i += 1) c.change(CHAIR_KEY, plus, i);
    expect(displayedQty(c.state, CHAIR_KEY)).toBe(10);
    const edit = (text: string) =>
      c.send({ type: 'quantity-changed', key: CHAIR_KEY, action: { type: 'edit', text }, now: 20 });
    edit('abc');
    expect(displayedQty(c.state, CHAIR_KEY)).toBe(10);
    edit('0');
    expect(displayedQty(c.state, CHAIR_KEY)).toBe(1);
  });

  it('ignores a change to a line that is gone', () => {
    const c = cart();
    const before = c.state;
    expect(c.change('9999:X', plus, 0)).toEqual([]);
    expect(c.state).toBe(before);
  });
});

describe('one call at a time', () => {
  it('never lets a reply overwrite a newer local edit, and sends that edit after the reply', () => {
    const c = cart();
    c.change(CHAIR_KEY, plus, 0);
    expect(sent(c.idle(IDLE))).toEqual([{ [CHAIR_KEY]: 2 }]);
    // While the first call is out, two more presses.
    c.change(CHAIR_KEY, plus, 800);
    c.change(CHAIR_KEY, plus, 900);
    expect(displayedQty(c.state, CHAIR_KEY)).toBe(4);
    // The idle time runs out: the send waits for the call out.
    expect(c.idle(900 + IDLE)).toEqual([]);
    expect(c.state.queue).toEqual([{ kind: 'due' }]);
    // The server says 2; the 4 stays on screen and goes next.
    const effects = c.answer({ [CHAIR_KEY]: 2 }, 1700);
    expect(displayedQty(c.state, CHAIR_KEY)).toBe(4);
    expect(sent(effects)).toEqual([{ [CHAIR_KEY]: 4 }]);
    c.answer({ [CHAIR_KEY]: 4 }, 1800);
    expect(displayedQty(c.state, CHAIR_KEY)).toBe(4);
    expect(c.state.status).toBe('saved');
  });

  it('removes the coupon and records the terms agreement through the same line', () => {
    const c = cart(cartOf([SECTIONAL], { coupon: { code: 'ROVE10', title: '10% off' } }));
    expect(c.send({ type: 'coupon-removal-pressed' })).toEqual([{ type: 'remove-coupon' }]);
    // Agreeing while the coupon's call is out: it waits, and the buttons with it.
    expect(c.send({ type: 'terms-agreed' })).toEqual([]);
    expect(cartBusy(c.state)).toBe(true);
    const uncouponed = { ...c.state.server, coupon: null };
    expect(c.send({ type: 'reply-arrived', cart: uncouponed, now: 10 })).toEqual([
      { type: 'clear-timer' },
      { type: 'coupon-removed', code: 'ROVE10', total: uncouponed.totals.total },
      { type: 'agree-to-terms' },
    ]);
    expect(c.state.server.coupon).toBeNull();
    const agreed = { ...uncouponed, customTermsAgreed: true };
    expect(c.send({ type: 'reply-arrived', cart: agreed, now: 20 })).toContainEqual({
      type: 'go-to-checkout',
    });
    expect(c.state.server.customTermsAgreed).toBe(true);
    expect(cartBusy(c.state)).toBe(false);
  });

  it('reports a failed coupon removal', () => {
    const c = cart(cartOf([CHAIR], { coupon: { code: 'ROVE10', title: '10% off' } }));
    c.send({ type: 'coupon-removal-pressed' });
    expect(c.fail(null, 10)).toEqual([]);
    expect(c.state).toMatchObject({ status: 'error', error: 'coupon' });
    expect(c.state.server.coupon?.code).toBe('ROVE10');
  });
});

describe('failures keep what was typed', () => {
  it('keeps failed changes, shows the error, and sends them with the next change', () => {
    const c = cart();
    c.change(CHAIR_KEY, plus, 0);
    c.idle(IDLE);
    // No retry on its own: no timer.
    expect(c.fail(null, 800)).toEqual([]);
    expect(c.state).toMatchObject({ status: 'error', error: 'save' });
    expect(displayedQty(c.state, CHAIR_KEY)).toBe(2);
    // …but with the next change, both go.
    expect(c.change(SOFA_KEY, plus, 5000)).toEqual([{ type: 'start-timer', ms: IDLE }]);
    expect(c.state.status).toBe('error');
    expect(sent(c.idle(5000 + IDLE))).toEqual([{ [CHAIR_KEY]: 2, [SOFA_KEY]: 3 }]);
    c.answer({ [CHAIR_KEY]: 2, [SOFA_KEY]: 3 }, 5800);
    expect(c.state).toMatchObject({ status: 'saved', error: null });
    expect(displayedLines(c.state).map((l) => l.qty)).toEqual([2, 3]);
  });

  it('sends again at once on Try again', () => {
    const c = cart();
    c.change(CHAIR_KEY, plus, 0);
    c.idle(IDLE);
    c.fail(500, 800);
    const effects = c.send({ type: 'retry-pressed' });
    expect(effects[0]).toEqual({ type: 'clear-timer' });
    expect(sent(effects)).toEqual([{ [CHAIR_KEY]: 2 }]);
    c.answer({ [CHAIR_KEY]: 2 }, 900);
    expect(c.state).toMatchObject({ status: 'saved', error: null });
  });

  it('after a 409 learns the cart, drops changes to lines that are gone and keeps the rest', () => {
    const c = cart();
    c.change(CHAIR_KEY, plus, 0);
    c.change(SOFA_KEY, plus, 0);
    c.idle(IDLE);
    // Another tab removed the chair.
    expect(c.fail(409, 800)).toEqual([{ type: 'fetch-cart' }]);
    expect(c.state.status).toBe('saving');
    const fresh = cartOf([SOFA]);
    expect(c.send({ type: 'reply-arrived', cart: fresh, now: 900 })).toEqual([
      { type: 'cart-changed', cart: fresh },
    ]);
    expect(c.state.error).toBe('save');
    expect(c.state.batch.changes).toEqual({ [SOFA_KEY]: 3 });
    expect(displayedLines(c.state).map((l) => [l.nid, l.qty])).toEqual([[SOFA.nid, 3]]);
  });

  it('keeps a change made while the cart is learnt after a 409', () => {
    const c = cart();
    c.change(CHAIR_KEY, plus, 0);
    c.idle(IDLE);
    c.fail(409, 800);
    c.change(SOFA_KEY, plus, 850);
    c.send({ type: 'reply-arrived', cart: cartOf([CHAIR, SOFA]), now: 900 });
    expect(c.state.batch.changes).toEqual({ [CHAIR_KEY]: 2, [SOFA_KEY]: 3 });
  });

  it('a failed learning of the cart keeps every change', () => {
    const c = cart();
    c.change(CHAIR_KEY, plus, 0);
    c.idle(IDLE);
    c.fail(409, 800);
    c.fail(null, 900);
    expect(c.state).toMatchObject({ status: 'error', error: 'save', out: null });
    expect(c.state.batch.changes).toEqual({ [CHAIR_KEY]: 2 });
  });
});

describe('Remove and leaving the page', () => {
  it('removes a line at once, hiding it meanwhile', () => {
    const c = cart();
    const effects = c.send({ type: 'line-removed', key: CHAIR_KEY, now: 0 });
    expect(displayedLines(c.state).map((l) => l.nid)).toEqual([SOFA.nid]);
    expect(sent(effects)).toEqual([{ [CHAIR_KEY]: 0 }]);
    expect(c.answer({ [CHAIR_KEY]: 0 }, 100)).toContainEqual({
      type: 'cart-changed',
      cart: c.state.server,
    });
    expect(c.state.server.lines.map((l) => l.nid)).toEqual([SOFA.nid]);
    expect(c.state.server.count).toBe(2);
  });

  it('sends a change still waiting for the idle time when the page is hidden', () => {
    const c = cart();
    c.change(CHAIR_KEY, plus, 0);
    const effects = c.send({ type: 'page-hidden' });
    expect(effects[0]).toEqual({ type: 'clear-timer' });
    expect(sent(effects)).toEqual([{ [CHAIR_KEY]: 2 }]);
    // Nothing goes twice when a late timer fires.
    expect(c.idle(IDLE)).toEqual([]);
  });

  it('asks for nothing when the page is hidden with nothing unsent', () => {
    const c = cart();
    expect(c.send({ type: 'page-hidden' })).toEqual([{ type: 'clear-timer' }]);
  });
});

describe('checkout and the custom-order terms', () => {
  it('goes straight to the checkout without custom lines', () => {
    const c = cart(cartOf([CHAIR]));
    expect(c.send({ type: 'checkout-pressed', viewportWidth: 1280 })).toEqual([
      { type: 'clear-timer' },
      { type: 'go-to-checkout' },
    ]);
  });

  it('sends unsent quantities first, and waits meanwhile', () => {
    const c = cart(cartOf([CHAIR]));
    c.change(CHAIR_KEY, plus, 0);
    const effects = c.send({ type: 'checkout-pressed', viewportWidth: 1280 });
    expect(sent(effects)).toEqual([{ [CHAIR_KEY]: 2 }]);
    expect(cartBusy(c.state)).toBe(true);
    // A second press while it waits does nothing.
    expect(c.send({ type: 'checkout-pressed', viewportWidth: 1280 })).toEqual([]);
    expect(c.answer({ [CHAIR_KEY]: 2 }, 100)).toContainEqual({ type: 'go-to-checkout' });
    expect(cartBusy(c.state)).toBe(false);
  });

  it('stops when the save fails', () => {
    const c = cart(cartOf([CHAIR]));
    c.change(CHAIR_KEY, plus, 0);
    c.send({ type: 'checkout-pressed', viewportWidth: 1280 });
    expect(c.fail(null, 100)).toEqual([]);
    expect(cartBusy(c.state)).toBe(false);
    expect(c.state.terms).toBeNull();
  });

  it('asks for the terms with a custom line: a modal on desktop, in place on a phone', () => {
    const desktop = cart(cartOf([CHAIR, SECTIONAL]));
    expect(desktop.send({ type: 'checkout-pressed', viewportWidth: 1280 })).toEqual([
      { type: 'clear-timer' },
    ]);
    expect(desktop.state.terms).toBe('modal');
    desktop.send({ type: 'terms-closed' });
    expect(desktop.state.terms).toBeNull();
    const phone = cart(cartOf([SECTIONAL]));
    phone.send({ type: 'checkout-pressed', viewportWidth: 390 });
    expect(phone.state.terms).toBe('replace-cart');
  });

  it('skips the terms once agreed', () => {
    const c = cart(cartOf([SECTIONAL], { customTermsAgreed: true }));
    expect(c.send({ type: 'checkout-pressed', viewportWidth: 1280 })).toContainEqual({
      type: 'go-to-checkout',
    });
  });

  it('a refused agreement shows why and lets the shopper try again', () => {
    const c = cart(cartOf([SECTIONAL]));
    c.send({ type: 'terms-agreed' });
    expect(c.fail(500, 10)).toEqual([]);
    expect(c.state.error).toBe('terms');
    expect(cartBusy(c.state)).toBe(false);
    expect(c.send({ type: 'terms-agreed' })).toEqual([{ type: 'agree-to-terms' }]);
  });
});

describe('cartStepReducer (the store over the machine)', () => {
  it('keeps the same step when an event changes nothing and asks for nothing', () => {
    const step = { state: initialCartState(cartOf([CHAIR])), effects: [] };
    expect(cartStepReducer(step, { type: 'terms-closed' })).toBe(step);
    expect(cartStepReducer(step, { type: 'reply-arrived', cart: cartOf([]), now: 0 })).toBe(step);
  });
});
