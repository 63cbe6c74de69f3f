import { expect } from 'vitest';
import type { EngineDriver } from '../driver';
import type { Journey } from '../journey';
import { attributeOf, isShown, textOf, valueOf } from '../page-reads';
import { expectedView, type BuyboxView, type ProductSettings } from './buybox-view';

const BUYBOX = 'rove-buybox';
/** A swatch's radio (transparent over its face, where a pointer lands), by the option's name. */
const swatch = (nameStarts: string) => ({ css: `${BUYBOX} input[type="radio"]`, nameStarts });
const CART_COUNT = 'rove-cart-count a';
const POSTAL = 'dialog.rove-delivery-dialog input[name="postal"]';

/** The options chosen, from the address: `aid[]=105&aid[]=212…`. */
async function chosenOptions(driver: EngineDriver): Promise<number[]> {
  return new URL(await driver.url()).searchParams.getAll('aid[]').map(Number);
}

/** What the buy box shows now. */
const shownView = (driver: EngineDriver): Promise<BuyboxView> =>
  driver.evaluate((buybox: string) => {
    const text = (css: string) =>
      (document.querySelector(`${buybox} ${css}`)?.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      price: text('.rove-buybox__current'),
      stock: text('.rove-buybox__stock-text'),
      detail: text('.rove-buybox__stock-detail'),
    };
  }, BUYBOX);

/** Chooses a swatch, then waits for the address and the buy box to follow it. */
async function choose(
  driver: EngineDriver,
  settings: ProductSettings,
  name: string,
  oid: number,
): Promise<BuyboxView> {
  await driver.click(swatch(name));
  await expect.poll(() => chosenOptions(driver)).toContain(oid);
  const expected = expectedView(settings, await chosenOptions(driver));
  await expect.poll(() => shownView(driver)).toEqual(expected);
  return expected;
}

/**
 * Opens a product page and waits for the buy box to show its default model; returns the page's
 * own product settings and that first view.
 */
async function openProduct(
  driver: EngineDriver,
  path: string,
): Promise<{ settings: ProductSettings; first: BuyboxView }> {
  await driver.goto(path);
  const settings = (await driver.evaluate(
    () => JSON.parse(document.getElementById('rove-settings')?.textContent ?? '{}') as object,
  )) as ProductSettings;
  await expect.poll(() => isShown(driver, `${BUYBOX} [role="radiogroup"]`)).toBe(true);
  await expect.poll(() => chosenOptions(driver)).toHaveLength(3);
  const first = expectedView(settings, await chosenOptions(driver));
  await expect.poll(() => shownView(driver)).toEqual(first);
  return { settings, first };
}

/**
 * The product page: each option chosen puts its id in the address and shows its model's price
 * and stock (from the page's own settings) — a low-stock model's fabric that is in stock, a
 * sectional's dearer fabric and size; add to cart counts in the header; the delivery dialog
 * refuses a 4-digit US postal code.
 */
export const productPage: Journey = {
  name: 'product page: options update aid[], price and stock; add to cart; Invalid Zip Code',
  async run({ driver }) {
    const lowStock = await openProduct(driver, '/product/demo-low-stock');
    expect(lowStock.first.stock).toBe('Only 3 left');
    const linen = await choose(driver, lowStock.settings, 'Oat Linen', 102);
    expect(linen.stock).toBe('In-stock');

    const { settings, first } = await openProduct(driver, '/product/demo-financing');
    const leather = await choose(driver, settings, 'Cognac Leather', 105);
    expect(leather.price).not.toBe(first.price);
    const larger = await choose(driver, settings, '132" U-Shape', 213);
    expect(larger.price).not.toBe(leather.price);
    expect(await chosenOptions(driver)).toEqual(expect.arrayContaining([105, 213]));

    await expect.poll(() => attributeOf(driver, CART_COUNT, 'aria-label')).toBe('Cart, 0 items');
    await driver.click({ css: `${BUYBOX} button`, name: 'Add to cart' });
    await expect.poll(() => attributeOf(driver, CART_COUNT, 'aria-label')).toBe('Cart, 1 item');
    await expect
      .poll(() => textOf(driver, `${BUYBOX} .rove-buybox__feedback`))
      .toBe('Added to cart');

    await driver.click({ css: 'rove-delivery button', name: 'Enter your postal code' });
    await driver.type(POSTAL, '1234');
    await driver.press('Enter');
    await expect
      .poll(() => textOf(driver, 'dialog.rove-delivery-dialog [role="alert"]'))
      .toBe('Invalid Zip Code');
    expect(await attributeOf(driver, POSTAL, 'aria-invalid')).toBe('true');
    expect(await valueOf(driver, POSTAL)).toBe('1234');
  },
};
