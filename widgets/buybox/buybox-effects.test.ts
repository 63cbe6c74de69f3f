// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../core/bus';
import { createStore } from '../../core/store';
import { jsonReply } from '../../tests/helpers/serve-fetch';
import { createBuyboxDriver } from './buybox-effects';
import { buyboxStepReducer, initialBuyboxState, type BuyboxStep } from './buybox.machine';
import { OUTDOOR_COVER, SOFA } from './fixtures';
import { buildGroups, defaultSelection } from './model.logic';

// The machine's adapters: the upsell's timer on a fake clock, a call's answer as an event and
// the bus. The dialogs' chunk is here at once (its loading is dialogs-on-demand's own test).
vi.mock('./dialogs-on-demand', () => ({
  openWithDialogs: (open: () => void) => open(),
  prefetchBuyboxDialogs: () => {},
}));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A buy box with the outdoor cover, its machine in a store, joined by the driver. */
function driven() {
  const groups = buildGroups(SOFA);
  const state = initialBuyboxState(
    {
      nid: 7,
      data: SOFA,
      groups,
      extras: {
        swatchImages: new Map(),
        salesData: null,
        finalSaleModels: new Set(),
        outdoorCover: OUTDOOR_COVER,
        title: 'Sofa',
      },
      locale: 'en_US',
      country: 'UK',
    },
    {
      destination: null,
      checkingPostal: null,
      selection: (visible) => defaultSelection(SOFA, groups, visible),
    },
  );
  const store = createStore(buyboxStepReducer, { state, effects: [] } as BuyboxStep);
  const driver = createBuyboxDriver(store, {
    nid: 7,
    title: 'Sofa',
    basePath: '/',
    country: 'UK',
    host: undefined,
  });
  return { driver, state: () => store.getState().state };
}

/** A call left on its way: the add to cart stays pending. */
const neverAnswered = () => new Promise<Response>(() => {});

/** driven(), on a page whose calls `fetch` answers, after the first press of add to cart. */
function addPressed(fetch: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(fetch));
  const box = driven();
  box.driver.send({ type: 'add-pressed' });
  return box;
}

describe('the buy box driver', () => {
  it('opens the upsell 2 s after the first press, not before', () => {
    const { state } = addPressed(neverAnswered);
    vi.advanceTimersByTime(1999);
    expect(state().cover).toBe('counting');
    vi.advanceTimersByTime(1);
    expect(state().cover).toBe('offered');
  });

  it('never opens the upsell once stopped', () => {
    const { driver, state } = addPressed(neverAnswered);
    driver.stop();
    vi.advanceTimersByTime(10_000);
    driver.resume();
    driver.send({ type: 'add-pressed' });
    vi.advanceTimersByTime(10_000);
    expect(state().cover).toBe('counting');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers the cart’s reply as an event and announces the add on the bus', async () => {
    const line = { nid: 7, model: 'RC1-PGV-86-WAL', qty: 1 };
    const heard = vi.fn();
    const off = on('cart-added', heard);
    const { state } = addPressed(async () => jsonReply({ count: 3, line }));
    await vi.waitFor(() => expect(state().cart).toBe('added'));
    expect(heard).toHaveBeenCalledWith({ ...line, count: 3 });
    off();
  });
});
