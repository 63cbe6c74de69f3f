/**
 * The category listing end to end (<rove-listing>, spec/shell.md §2, §4, §9): the production build in
 * Chromium against the demo host. /category/beds has 31 products: page 1 shows 24, page 2 the
 * other 7, page 3 is empty and locks the scroller.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from '../helpers/page-watch';

const LISTING = '/category/beds';

const cards = (page: Page) => page.locator('rove-listing article.product-card');

/**
 * Returns once the listing has looked at where the window was scrolled to. It measures in the
 * animation frame after a scroll event (useListingScroll.ts, shared/paging/scroll-paging.ts),
 * and a scroll event is dispatched in the first frame after the scroll, before that frame's
 * animation callbacks: two frames later its check has run, and a page it asked for has been
 * requested (the request is sent in the same task).
 */
async function listingLooked(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Scrolls so that the viewport's bottom sits at `ratio` of the page height, and returns once the
 * listing has looked at the new position.
 */
async function scrollToRatio(page: Page, ratio: number): Promise<void> {
  await page.evaluate((r) => {
    const height = document.documentElement.scrollHeight;
    window.scrollTo(0, Math.max(0, height * r - window.innerHeight));
  }, ratio);
  await listingLooked(page);
}

async function listingReady(page: Page): Promise<void> {
  await expect(page.locator('.rove-listing__more-button, .rove-listing__end')).toBeVisible();
}

test.use({ viewport: { width: 1280, height: 800 } });

test('scrolling to 55% loads page 2, then an empty page locks the scroller', async ({ page }) => {
  const watch = await watchPage(page);
  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('format=json')) pages.push(new URL(request.url()).pathname);
  });
  await page.goto(LISTING);
  await listingReady(page);
  await expect(cards(page)).toHaveCount(24);
  await expect(page.locator('rove-listing .pager')).toHaveCount(0);

  await scrollToRatio(page, 0.5);
  expect(pages).toEqual([]); // not yet: the trigger is 55%

  await scrollToRatio(page, 0.56);
  await expect(cards(page)).toHaveCount(31);
  expect(pages).toEqual(['/category/beds/page/2']);
  await expect(page.locator('rove-listing [role="status"]')).toHaveText('7 more products loaded');

  // Every appended card carries a working love toggle.
  const appended = cards(page).nth(30);
  const love = appended.locator('rove-love button.rove-love__button');
  await expect(love).toHaveAttribute('aria-pressed', 'false');
  await love.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(love).toHaveAttribute('aria-pressed', 'true');

  // Busy until 2 s after the page grew; then the next trigger asks for page 3, which is empty.
  // (The product's 2 s are part of this wait: room for them on a busy machine.)
  await scrollToRatio(page, 0.9);
  await expect(page.locator('.rove-listing__end')).toHaveText('You have seen all products.', {
    timeout: 15_000,
  });
  expect(pages).toEqual(['/category/beds/page/2', '/category/beds/page/3']);
  // Locked for good: the shopper scrolls up and down past the trigger again, and the listing,
  // which hears every scroll (its 'Back to top' follows each one: hidden above 3 window
  // heights, shown below), asks for nothing.
  const top = page.getByRole('button', { name: 'Back to top' });
  await expect(top).toBeVisible();
  await scrollToRatio(page, 0.3);
  await expect(top).toHaveCount(0);
  await scrollToRatio(page, 1);
  await expect(top).toBeVisible();
  expect(pages).toHaveLength(2);

  expect(watch.pageErrors).toEqual([]);
  expect(watch.console.filter((line) => line.type === 'error')).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

test('Load more is the keyboard way: focus moves to the first new card', async ({ page }) => {
  // Focusing the button scrolls to it, past the trigger: the automatic request fails (three
  // times: a GET is retried twice after a network error), as a flaky network would, and the
  // keyboard user retries with the button.
  let failures = 0;
  await page.route('**/category/beds/page/2?format=json', (route) => {
    if (failures < 3) {
      failures += 1;
      return route.abort();
    }
    return route.continue();
  });
  await page.goto(LISTING);
  await listingReady(page);
  const more = page.getByRole('button', { name: 'Load more' });
  await more.focus();
  await expect.poll(() => failures).toBe(3);
  await expect(more).toHaveAttribute('aria-disabled', 'false');
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(31);
  await expect(cards(page).nth(24).locator('a.product-card__link')).toBeFocused();
});

test('the grid toggle keeps 6 columns across a reload, in rove_grid for 14 days', async ({
  page,
  context,
}) => {
  await page.goto(LISTING);
  await listingReady(page);
  const six = page.getByRole('button', { name: '6 columns' });
  await expect(page.getByRole('button', { name: '4 columns' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const columnCount = () =>
    page
      .locator('.rove-listing__grid')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  expect(await columnCount()).toBe(4);
  await six.click();
  await expect(six).toHaveAttribute('aria-pressed', 'true');
  expect(await columnCount()).toBe(6);

  const cookie = (await context.cookies()).find((c) => c.name === 'rove_grid');
  expect(cookie?.value).toBe('6');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(13.9);
  expect(days).toBeLessThanOrEqual(14.01);

  await page.reload();
  await listingReady(page);
  await expect(page.getByRole('button', { name: '6 columns' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await columnCount()).toBe(6);
});

test('on a 320 px phone a long price (HK$ with cents) keeps the love toggle inside its card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/category/sofas?locale=ch_HK');
  await listingReady(page);
  await expect(page.locator('rove-love:defined').first()).toBeVisible();
  const outside = await cards(page).evaluateAll((articles) =>
    articles.flatMap((article) => {
      const card = article.getBoundingClientRect();
      const love = article.querySelector('rove-love')?.getBoundingClientRect();
      return love && (love.left < card.left - 0.5 || love.right > card.right + 0.5)
        ? [article.querySelector('h3')?.textContent ?? '?']
        : [];
    }),
  );
  expect(outside).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
});

test('phones keep 2 columns and no toggle', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(LISTING);
  await listingReady(page);
  await expect(page.getByRole('button', { name: '6 columns' })).toBeHidden();
  const columns = await page
    .locator('.rove-listing__grid')
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(2);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('back to top appears after 3 window heights and takes focus to the listing', async ({
  page,
}) => {
  await page.goto(LISTING);
  await listingReady(page);
  const top = page.getByRole('button', { name: 'Back to top' });
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 3 - 50));
  await listingLooked(page);
  await expect(top).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 3 + 10));
  await expect(top).toBeVisible();
  await top.click();
  await expect(page.locator('rove-listing')).toBeFocused();
  // The listing's top lands just under the sticky header (its scroll padding), not beneath it.
  const { listingTop, headerBottom } = await page.locator('rove-listing').evaluate((el) => ({
    listingTop: el.getBoundingClientRect().top,
    headerBottom: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0,
  }));
  expect(Math.abs(listingTop - headerBottom)).toBeLessThan(2);
});

test('the filter form navigates with its query; the next pages keep it', async ({ page }) => {
  await page.goto(LISTING);
  await listingReady(page);
  await page.getByLabel('Sort by').selectOption('price-asc');
  await page.waitForURL(/\/category\/beds\?sort=price-asc$/);
  await listingReady(page);
  const next = page.waitForRequest((r) => r.url().includes('format=json'));
  await scrollToRatio(page, 1);
  expect(new URL((await next).url()).search).toBe('?sort=price-asc&format=json');
});

test('Back from a product restores the loaded pages and the scroll position', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(LISTING);
  await listingReady(page);
  // Scrolling loads page 2 (pressing 'Load more' would race the scroll its own click causes).
  await scrollToRatio(page, 0.6);
  await expect(cards(page)).toHaveCount(31);
  const target = cards(page).nth(27).locator('a.product-card__link');
  const href = (await target.getAttribute('href')) ?? '';
  await target.scrollIntoViewIfNeeded();
  // The scroller settles: 2 s after page 2 grew the page it measures again, asks for page 3
  // (the target's row is past 55%), which is empty and locks it. The end text says so.
  await expect(page.locator('.rove-listing__end')).toHaveText('You have seen all products.', {
    timeout: 15_000,
  });
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(0);
  await target.click();
  await page.waitForURL(`**${href.split('?')[0]}*`);

  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('format=json')) pages.push(new URL(request.url()).pathname);
  });
  await page.goBack();
  await expect(cards(page)).toHaveCount(31);
  await expect(cards(page).nth(27).locator('a.product-card__link')).toHaveAttribute('href', href);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrollY + 5);
  expect(pages).not.toContain('/category/beds/page/2');
  expect(watch.pageErrors).toEqual([]);
});
