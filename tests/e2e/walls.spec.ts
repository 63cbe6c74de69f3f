/**
 * The review and community walls end to end (spec/product.md §2, §4 'Walls', §7–§9; issue 8): the
 * production build in Chromium against the demo host. /reviews has 150 reviews, 12 a page: page
 * 1 is served and pages 2–7 appended (7 at most). /community has 200 photos, 16 a page: pages
 * 1–10 are fetched as JSON (10 at most). A failing page is only logged.
 */
import { expect, test, type Page } from '@playwright/test';
import { layoutShifts, recordLayoutShifts } from '../helpers/layout-shift';
import { watchPage } from '../helpers/page-watch';
import { everyWidgetDefined } from '../helpers/widgets-defined';

test.describe.configure({ timeout: 90_000 });

const reviews = (page: Page) =>
  page.locator('rove-reviews-wall [data-rove-scroller-items] article');
const photos = (page: Page) => page.locator('rove-photo-wall .rove-photo-wall__photo');

/** The requests a wall made for its next pages (path and query). */
function requestsTo(page: Page, test: (url: URL, headers: Record<string, string>) => boolean) {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (test(url, request.headers())) urls.push(`${url.pathname}${url.search}`);
  });
  return urls;
}

/**
 * Scrolls the window to `ratio` of its scrollable height (1: the bottom) and returns once the
 * wall has looked at the new position. Walls check their trigger in the animation frame after a
 * scroll event (shared/paging/scroll-paging.ts), and a scroll event is dispatched in the first
 * frame after the scroll, before that frame's animation callbacks: two frames later the check
 * has run, and a page it asked for has been requested (the request is sent in the same task).
 */
async function scrollAndLook(page: Page, ratio: number): Promise<void> {
  await page.evaluate(async (r) => {
    const root = document.documentElement;
    window.scrollTo(0, Math.round((root.scrollHeight - window.innerHeight) * r));
    for (let frame = 0; frame < 2; frame += 1)
      await new Promise((done) => requestAnimationFrame(done));
  }, ratio);
}

/** Scrolls to the bottom until the wall's end text shows (each page frees the gate 2 s later). */
async function scrollToEnd(page: Page, end: string): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator(end)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [500] });
}

test('the reviews wall appends pages as the visitor scrolls and stops after page 7', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const requests = requestsTo(
    page,
    (url, headers) =>
      url.pathname === '/reviews' && headers['x-requested-with'] === 'XMLHttpRequest',
  );
  await page.goto('/reviews');
  await expect(page.locator('[data-rove-reviews-summary]')).toHaveText('Based on 150 reviews');
  await expect(reviews(page)).toHaveCount(12);
  await expect(page.locator('rove-reviews-wall .rove-scroller__more')).toHaveAccessibleName(
    'Load more reviews',
  );
  // The rating's text equivalent is what assistive technology reads; the stars are hidden.
  await expect(
    reviews(page)
      .first()
      .getByText(/^Rated [1-5] out of 5$/),
  ).toHaveCount(1);
  await expect(reviews(page).first().locator('.rove-review__stars')).toHaveAttribute(
    'aria-hidden',
    'true',
  );

  await scrollToEnd(page, 'rove-reviews-wall .rove-scroller__end');
  await expect(page.locator('rove-reviews-wall .rove-scroller__end')).toHaveText(
    'You have seen all reviews.',
  );
  await expect(reviews(page)).toHaveCount(7 * 12);
  expect(requests).toEqual([2, 3, 4, 5, 6, 7].map((n) => `/reviews?page=${n}`));
  // Locked at its 7 pages (the scroller's documented state, as a host script reads it)…
  expect(
    await page.locator('rove-reviews-wall rove-scroller').evaluate((scroller) => ({
      phase: (scroller as HTMLElement & { phase: string }).phase,
      pages: (scroller as HTMLElement & { pages: number }).pages,
    })),
  ).toEqual({ phase: 'locked', pages: 7 });
  // …so no page 8 whatever the visitor does now: scrolled up and down past the trigger again,
  // it asks for nothing.
  await scrollAndLook(page, 0.3);
  await scrollAndLook(page, 1);
  expect(requests).toHaveLength(6);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

test('a failing reviews page is only logged, and "Load more reviews" retries it', async ({
  page,
}) => {
  const watch = await watchPage(page);
  // Page 2 fails until the test lets it through: an automatic retry in between fails too.
  let failing = true;
  await page.route(
    (url) => url.pathname === '/reviews' && url.searchParams.get('page') === '2',
    (route) =>
      failing && route.request().headers()['x-requested-with']
        ? route.fulfill({ status: 500, body: '' })
        : route.continue(),
  );
  await page.goto('/reviews');
  await expect(reviews(page)).toHaveCount(12);
  const more = page.locator('rove-reviews-wall .rove-scroller__more');
  await more.click();
  await expect
    .poll(() => watch.rove('error'))
    .toEqual(['[rove] infinite scroll page failed HTTP 500']);
  await expect(reviews(page)).toHaveCount(12);
  failing = false;
  await more.click();
  await expect(reviews(page)).toHaveCount(24);
  // A press moves focus into the first new review.
  await expect
    .poll(() =>
      reviews(page)
        .nth(12)
        .evaluate((review) => review.contains(document.activeElement)),
    )
    .toBe(true);
  expect(watch.pageErrors).toEqual([]);
});

test('the review gallery shows reviews with photos in a grid', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/reviews/gallery');
  await expect(reviews(page).first()).toBeVisible();
  expect(await reviews(page).count()).toBeGreaterThan(0);
  expect(
    await page
      .locator('.rove-reviews-wall__list')
      .evaluate((list) => getComputedStyle(list).display),
  ).toBe('grid');
  // Every review of the gallery carries its customer photo.
  const withoutPhoto = await reviews(page).evaluateAll(
    (items) => items.filter((item) => !item.querySelector('img')).length,
  );
  expect(withoutPhoto).toBe(0);
  expect(watch.pageErrors).toEqual([]);
});

test('the photo wall fetches pages as the visitor scrolls and stops after page 10', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const requests = requestsTo(page, (url) => url.pathname === '/community/photos');
  await page.goto('/community');
  await expect(photos(page)).toHaveCount(16);
  await scrollToEnd(page, '.rove-photo-wall__end');
  await expect(page.locator('.rove-photo-wall__end')).toHaveText('You have seen all photos.');
  await expect(photos(page)).toHaveCount(10 * 16);
  expect(requests).toEqual(
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `/community/photos?page=${n}`),
  );
  // Locked (the end text replaced 'Load more photos'): no page 11 whatever the visitor does
  // now — scrolled up and down past the trigger again, it asks for nothing.
  await expect(page.locator('.rove-photo-wall__more')).toHaveCount(0);
  await scrollAndLook(page, 0.3);
  await scrollAndLook(page, 1);
  expect(requests).toHaveLength(10);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

test('a photo opens a popup with its products; Escape closes it and focus returns', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.goto('/community');
  await expect(photos(page)).toHaveCount(16);
  const third = photos(page).nth(2);
  await third.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /^Photo by / })).toBeVisible();
  const products = dialog.locator('a.rove-photo-wall__product');
  expect(await products.count()).toBeGreaterThan(0);
  // Product links stay on this site and lead to product pages.
  const origin = new URL(page.url()).origin;
  for (const href of await products.evaluateAll((links) =>
    links.map((link) => (link as HTMLAnchorElement).href),
  )) {
    expect(new URL(href).origin).toBe(origin);
    expect(new URL(href).pathname).toMatch(/^\/product\//);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(third).toBeFocused();

  // The close button closes it too, and a product link leads to its page.
  await third.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await third.click();
  const target = await products.first().getAttribute('href');
  await products.first().click();
  // The product page may add its default options to the query: the path is what the link named.
  await expect
    .poll(() => new URL(page.url()).pathname)
    .toBe(new URL(target ?? '', page.url()).pathname);
  expect(watch.pageErrors).toEqual([]);
});

test('a failing photo page is only logged, and "Load more photos" retries it', async ({ page }) => {
  const watch = await watchPage(page);
  // The page fails until the test lets it through: an automatic retry (the scroll trigger) in
  // between fails too, so the count below can only be the first page's.
  let failing = true;
  await page.route('**/community/photos?page=2', (route) =>
    failing ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
  );
  await page.goto('/community');
  await expect(photos(page)).toHaveCount(16);
  const more = page.locator('.rove-photo-wall__more');
  // Usable once the wall is free: 2 s after page 1 grew it (room for them on a busy machine).
  await expect(more).toHaveAttribute('aria-disabled', 'false', { timeout: 15_000 });
  await more.click();
  await expect.poll(() => watch.rove('error')).toEqual(['[rove] photo wall page failed HTTP 500']);
  await expect(photos(page)).toHaveCount(16);
  failing = false;
  await more.click();
  await expect(photos(page)).toHaveCount(32);
  await expect(photos(page).nth(16)).toBeFocused();
  expect(watch.pageErrors).toEqual([]);
});

test('paging in reviews as a phone shopper scrolls to the bottom moves nothing on screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordLayoutShifts(page);
  await page.goto('/product/demo-in-stock');
  await everyWidgetDefined(page);
  // Down to the reviews, every widget on the way mounted and settled: what paging moves is
  // counted from here (the widgets above have their own budget, layout-stability.spec.ts).
  await page.locator('rove-reviews-wall').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const before = (await layoutShifts(page)).shifts.length;
  // A shopper who flicked to the bottom: 'Load more' is on screen when each page arrives above
  // it, and its label turns to 'Loading more reviews…' and back (a width change moved it by 0.02).
  for (const count of [24, 36]) {
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(reviews(page)).toHaveCount(count, { timeout: 1000 });
    }).toPass({ timeout: 30_000, intervals: [200] });
  }
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const paging = (await layoutShifts(page)).shifts.slice(before);
  const total = paging.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, JSON.stringify(paging)).toBeLessThanOrEqual(0.01);
});

test('the walls fit a 360 px phone: 2 photo columns, 1 review column', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/community');
  await expect(photos(page)).toHaveCount(16);
  expect(
    await page
      .locator('.rove-photo-wall__grid')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length),
  ).toBe(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto('/reviews');
  await expect(reviews(page)).toHaveCount(12);
  expect(
    await page
      .locator('.rove-reviews-wall__list')
      .evaluate((list) => getComputedStyle(list).columnCount),
  ).toBe('1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
