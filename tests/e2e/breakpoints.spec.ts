/**
 * The layout switches that moved to the specification's widths (docs/breakpoints.md, decision
 * 0058), each checked 1 px either side of its breakpoint: the production build in Chromium
 * against the demo host. Each width here falls on the other side of the breakpoint the page had
 * before (the search panel's and the cart's 768/900 px, the product page's 900, the home page's
 * 900/1024, the product grids' 600/1024, the header's 400, the planner's 767, the trade
 * application's 30rem), so going back to one fails its test.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { reachForSearch } from '../helpers/reach-search';

const HEIGHT = 900;

async function at(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHT });
}

/** How many columns a grid lays out (its resolved `grid-template-columns`). */
function columns(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const tracks = getComputedStyle(element).gridTemplateColumns;
    return tracks === 'none' ? 1 : tracks.split(' ').length;
  });
}

test.describe('page shell: 424/425 and 968/969 px', () => {
  test('the header tightens its gaps up to 424 px', async ({ page }) => {
    const gap = () =>
      page
        .locator('.site-header__inner')
        .evaluate((element) => getComputedStyle(element).columnGap);
    await at(page, 424);
    await page.goto('/');
    expect(await gap()).toBe('8px');
    await at(page, 425);
    expect(await gap()).not.toBe('8px');
  });

  test('a product grid has 1 column up to 424 px, 2 above, 4 from 969 px', async ({ page }) => {
    await at(page, 424);
    await page.goto('/new-arrivals');
    const grid = page.locator('main .product-grid').first();
    expect(await columns(grid)).toBe(1);
    await at(page, 425);
    expect(await columns(grid)).toBe(2);
    await at(page, 968);
    expect(await columns(grid)).toBe(2);
    await at(page, 969);
    expect(await columns(grid)).toBe(4);
  });

  for (const width of [968, 969]) {
    test(`the search panel at ${width} px: ${width < 969 ? 'one column' : 'groups beside the products'}, inside the screen`, async ({
      page,
    }) => {
      await at(page, width);
      await page.goto('/');
      await (await reachForSearch(page)).fill('sofa');
      const listbox = page.locator('rove-search .rove-search__listbox');
      await expect(listbox.getByRole('option').first()).toBeVisible();
      expect(await columns(listbox)).toBe(width < 969 ? 1 : 2);
      const popup = await page.locator('rove-search .rove-search__popup').boundingBox();
      expect((popup?.x ?? 0) + (popup?.width ?? 0)).toBeLessThanOrEqual(width);
    });
  }

  test('the cart puts its summary beside the lines from 969 px', async ({ page }) => {
    await at(page, 968);
    await page.goto('/demo/cart');
    const layout = page.locator('rove-cart .rove-cart__layout');
    await expect(page.locator('rove-cart .rove-cart__line').first()).toBeVisible();
    expect(await columns(layout)).toBe(1);
    await at(page, 969);
    expect(await columns(layout)).toBe(2);
  });
});

test.describe('home page: 1019/1020 px', () => {
  test('the hero sets its text beside the picture, and the categories go 4 across, from 1020 px', async ({
    page,
  }) => {
    await at(page, 1019);
    await page.goto('/');
    const hero = page.locator('.hero');
    const tiles = page.locator('.category-tiles');
    expect(await columns(hero)).toBe(1);
    expect(await columns(tiles)).toBe(2);
    await at(page, 1020);
    expect(await columns(hero)).toBe(2);
    expect(await columns(tiles)).toBe(4);
  });
});

test.describe('product page and its helpers: 426/427, 768/769, 820/821 px', () => {
  test('the gallery and the buy box sit side by side from 821 px', async ({ page }) => {
    await at(page, 820);
    await page.goto('/product/demo-in-stock');
    const gallery = page.locator('rove-product-media');
    const buybox = page.locator('rove-buybox');
    const side = async () => {
      const [a, b] = [await gallery.boundingBox(), await buybox.boundingBox()];
      return (b?.x ?? 0) > (a?.x ?? 0) + (a?.width ?? 0) - 1;
    };
    expect(await side()).toBe(false);
    await at(page, 821);
    expect(await side()).toBe(true);
  });

  test('the planner stacks and its tour is a bottom sheet up to 768 px', async ({ page }) => {
    await at(page, 768);
    await page.goto('/planner');
    const dialog = page.getByRole('dialog', { name: 'Planner tips' });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(768);
    expect(await columns(page.locator('.planner'))).toBe(1);
    await at(page, 769);
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBeLessThan(769);
    expect(await columns(page.locator('.planner'))).toBe(2);
  });

  test('the trade application names every step from 427 px, only the current one up to 426', async ({
    page,
  }) => {
    await at(page, 426);
    await page.goto('/trade/apply');
    const later = page.locator('.rove-trade__step-name').filter({ hasText: 'Business profile' });
    await expect(page.locator('.rove-trade__steps')).toBeVisible();
    expect((await later.boundingBox())?.width).toBeLessThanOrEqual(1);
    await at(page, 427);
    expect((await later.boundingBox())?.width).toBeGreaterThan(40);
  });
});
