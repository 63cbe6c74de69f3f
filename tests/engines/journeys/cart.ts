import { expect } from 'vitest';
import type { EngineDriver } from '../driver';
import type { Journey } from '../journey';
import { attributeOf, pathOf, requestsTo, textOf, valueOf } from '../page-reads';

/** The cart's wait after the last quantity change before it saves (seed 002, cart.logic.ts). */
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

/** Records, on the page's clock, when each click happened (before the page's own handlers). */
const recordClicks = (driver: EngineDriver) =>
  driver.evaluate(() => {
    const clicks: number[] = [];
    (window as Window & { __clicks?: number[] }).__clicks = clicks;
    document.addEventListener('click', () => clicks.push(performance.now()), true);
  });

const lastClick = (driver: EngineDriver) =>
  driver.evaluate(() => (window as Window & { __clicks?: number[] }).__clicks?.at(-1) ?? NaN);

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
    await recordClicks(driver);

    await driver.click({ css: 'rove-cart button', name: plusName });
    await driver.click({ css: 'rove-cart button', name: plusName });
    await expect.poll(() => valueOf(driver, quantity)).toBe(String(before + 2));
    await expect.poll(() => textOf(driver, 'rove-cart [role="status"]')).toBe('Saving…');
    await expect.poll(() => textOf(driver, 'rove-cart [role="status"]')).toBe('Saved');
    await expect.poll(() => cartCount(driver)).toBe(count + 2);

    const updates = await requestsTo(driver, '/cart/update');
    expect(updates).toHaveLength(1);
    const idle = (updates[0]?.startTime ?? NaN) - (await lastClick(driver));
    expect(idle).toBeGreaterThanOrEqual(IDLE_MS - CLOCK_GRAIN_MS);

    await driver.goto('/cart');
    await expect.poll(() => valueOf(driver, quantity)).toBe(String(before + 2));
  },
};
