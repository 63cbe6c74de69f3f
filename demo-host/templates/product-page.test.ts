// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TestBrowser, setupTestHost } from '../testing/test-host';

const host = setupTestHost();

async function productPage(path: string): Promise<string> {
  return (await new TestBrowser(host.app).get(path)).text();
}

/**
 * The classes site.css reserves the widgets' upgraded boxes by (until each is defined), as the
 * shop knows the product: what the buy box ends with, and whether financing shows an estimate.
 */
describe('product page: what the reserved boxes are sized by', () => {
  it('says what the buy box ends with: protection offers, add to cart alone, or notify-me', async () => {
    const ending = (page: string) =>
      /class="product__buybox product__buybox--(\w+)"/.exec(page)?.[1];
    expect(ending(await productPage('/product/demo-in-stock'))).toBe('protection');
    // Protection is sold in the US and Canada only.
    expect(ending(await productPage('/product/demo-in-stock?locale=en_AU'))).toBe('cart');
    expect(ending(await productPage('/product/demo-pre-order'))).toBe('protection');
    expect(ending(await productPage('/product/demo-custom-message'))).toBe('protection');
    expect(ending(await productPage('/product/demo-sold-out'))).toBe('notify');
    // Stock only at a local warehouse: notify-me until a postal code is set.
    expect(ending(await productPage('/product/demo-satellite-stock'))).toBe('notify');
  });

  it('marks the financing note by whether the estimate will show (from 1000)', async () => {
    const financing = (page: string) =>
      /class="product__financing-fallback product__financing-fallback--(\w+)"/.exec(page)?.[1];
    expect(financing(await productPage('/product/demo-in-stock'))).toBe('none'); // $699
    expect(financing(await productPage('/product/demo-financing'))).toBe('estimate');
  });
});
