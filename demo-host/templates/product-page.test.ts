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

describe('product page: lookbook links before the gallery upgrades', () => {
  it('links each look that shows the product, in a new tab, as the widget will', async () => {
    const page = await productPage('/product/sedona-apartment-sofa');
    const links = [
      ...page.matchAll(/<a class="product__look" href="([^"]+)" target="_blank" rel="noopener"/g),
    ].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    expect(page).toContain('View in lookbook: ');
    // The same looks as the settings give <rove-product-media>.
    const settings = /"product_looks":(\[[^\]]*\])/.exec(page)?.[1] ?? '[]';
    const urls = (JSON.parse(settings) as { url: string }[]).map((look) => look.url);
    expect(links).toEqual(urls);
  });

  it('renders no list for a product in no look', async () => {
    expect(await productPage('/product/demo-in-stock')).not.toContain('product__looks');
  });
});

describe('product page: the gallery’s picture', () => {
  it('prints the picture <rove-product-media> starts from, so the element keeps it', async () => {
    const page = await productPage('/product/demo-in-stock');
    const json = /<script[^>]*id="rove-settings"[^>]*>([\s\S]*?)<\/script>/.exec(page)?.[1];
    const settings = JSON.parse(json ?? 'null') as {
      product_imgs: { data: Record<string, string[]> };
    } | null;
    const printed = /<rove-product-media[^>]*><img[^>]*?src="([^"]+)"/.exec(page)?.[1];
    expect(printed).toBeDefined();
    const gallery = Object.values(settings?.product_imgs.data ?? {}).map((urls) => urls[0]);
    expect(gallery).toContain(printed?.replaceAll('&amp;', '&'));
  });
});
