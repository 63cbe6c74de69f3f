import { expect } from 'vitest';
import type { EngineDriver } from '../driver';
import type { Journey } from '../journey';
import { attributeOf, pathOf, requestsTo, textOf, valueOf } from '../page-reads';

/** The cart's wait after the last quantity change before it saves (spec/checkout.md, cart.logic.ts). */
const IDLE_MS = 700;
/**
 * How coarse the page's clock may be: Firefox and WebKit round performance.now() to about a
 * millisecond, so two readings may each be off by one.
 */
const CLOCK_GRAIN_MS = 2;

const CART_COUNT = 'rove-cart-count a';

/** The header's cart count, from its label: 'Cart, 2 items' → 2. */
async function cartCount(driver: EngineDriver): Promise<number> {
  const label = await attributeOf(driver, CART_COUNT, 'aria-label');
  const match = /^Cart, (\d+) items?$/.exec(label ?? '');
  if (!match) throw new Error(`unexpected cart label: ${label}`);
  return Number(match[1]);
}

interface CartRecord {
  /** When each click happened, on the page's clock (before the page's own handlers ran). */
  clicks: number[];
  /** Each text the save status showed, in order. */
  statuses: string[];
}
type RecordingWindow = Window & { __cart?: CartRecord };

/**
 * Starts recording clicks and the save status's texts in the page: every text it shows, however
 * briefly, without polling for it.
 */
const recordCart = (driver: EngineDriver) =>
  driver.evaluate(() => {
    const record: CartRecord = { clicks: [], statuses: [] };
    (window as RecordingWindow).__cart = record;
    document.addEventListener('click', () => record.clicks.push(performance.now()), true);
    const cart = document.querySelector('rove-cart');
    if (!cart) return;
    new MutationObserver(() => {
      const text = (cart.querySelector('[role="status"]')?.textContent ?? '').trim();
      if (record.statuses.at(-1) !== text) record.statuses.push(text);
    }).observe(cart, { childList: true, characterData: true, subtree: true });
  });

const cartRecord = (driver: EngineDriver) =>
  driver.evaluate(() => (window as RecordingWindow).__cart ?? null);

/**
 * The cart page: two presses of + on a line make one update with the final quantity, sent once
 * the quantity has been left alone for 700 ms; the header follows and the server keeps it.
 */
export const cartQuantity: Journey = {
  name: 'cart: a quantity change saved once, after 700 ms idle',
  async run({ driver }) {
    await driver.goto('/demo/cart');
    await expect.poll(() => pathOf(driver)).toBe('/cart');
    const plus = 'rove-cart .rove-cart__line button[aria-label^="Increase quantity of"]';
    await expect.poll(() => attributeOf(driver, plus, 'aria-label')).toMatch(/^Increase/);
    const plusName = (await attributeOf(driver, plus, 'aria-label')) ?? '';
    const title = plusName.replace(/^Increase quantity of /, '');
    const quantity = { css: 'rove-cart input', name: `Quantity of ${title}` };
    const before = Number(await valueOf(driver, quantity));
    const count = await cartCount(driver);
    await recordCart(driver);

    await driver.click({ css: 'rove-cart button', name: plusName });
    await driver.click({ css: 'rove-cart button', name: plusName });
    await expect.poll(() => valueOf(driver, quantity)).toBe(String(before + 2));
    await expect.poll(() => textOf(driver, 'rove-cart [role="status"]')).toBe('Saved');
    await expect.poll(() => cartCount(driver)).toBe(count + 2);
    const record = await cartRecord(driver);
    expect(record?.statuses).toEqual(['Saving…', 'Saved']);

    const updates = await requestsTo(driver, '/cart/update');
    expect(updates).toHaveLength(1);
    const idle = (updates[0]?.startTime ?? NaN) - (record?.clicks.at(-1) ?? NaN);
    expect(idle).toBeGreaterThanOrEqual(IDLE_MS - CLOCK_GRAIN_MS);

    await driver.goto('/cart');
    await expect.poll(() => valueOf(driver, quantity)).toBe(String(before + 2));
  },
};
