/**
 * The journal listing end to end (<rove-scroller>, spec/marketing.md §2 'Blog listing', §4, §7–§9, issue 7):
 * the production build in Chromium against the demo host. /blog has 25 posts, 6 per page: page 1
 * is served, pages 2–5 are appended (5 pages at most), and Back restores what was loaded.
 */
import { expect, test, type Page } from '@playwright/test';
import { layoutShifts, recordLayoutShifts } from '../helpers/layout-shift';
import { watchPage } from '../helpers/page-watch';

const posts = (page: Page) => page.locator('rove-scroller [data-rove-scroller-items] article');

/**
 * Returns once the scroller has looked at where the window was scrolled to. It checks its
 * trigger in the animation frame after a scroll event (shared/paging/scroll-paging.ts), and a
 * scroll event is dispatched in the first frame after the scroll, before that frame's animation
 * callbacks: two frames later its check has run, and a page it asked for has been requested
 * (the request is sent in the same task).
 */
async function scrollerLooked(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Scrolls so that the viewport's bottom sits at `ratio` of the page height (1: the bottom), and
 * returns once the scroller has looked at the new position.
 */
async function scrollToRatio(page: Page, ratio: number): Promise<void> {
  await page.evaluate((r) => {
    const height = document.documentElement.scrollHeight;
    window.scrollTo(0, Math.max(0, Math.ceil(height * r - window.innerHeight)));
  }, ratio);
  await scrollerLooked(page);
}

/** The scroller's documented state (README: `phase`, `pages`), as a host script reads it. */
function scrollerState(page: Page): Promise<{ phase: string; pages: number }> {
  return page.locator('rove-scroller').evaluate((element) => {
    const { phase, pages } = element as HTMLElement & { phase: string; pages: number };
    return { phase, pages };
  });
}

/** The JSON page requests the scroller made (path and query). */
function pageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (
      request.headers()['accept']?.includes('application/json') &&
      request.url().includes('/blog?')
    ) {
      const url = new URL(request.url());
      urls.push(`${url.pathname}${url.search}`);
    }
  });
  return urls;
}

async function ready(page: Page): Promise<void> {
  await expect(
    page.locator('.rove-scroller__more:not([hidden]), .rove-scroller__end:not([hidden])'),
  ).toBeVisible();
}

test.use({ viewport: { width: 800, height: 400 } });

test('page 2 is appended at 65% of the page height, not at 60%', async ({ page }) => {
  const watch = await watchPage(page);
  const requests = pageRequests(page);
  await page.goto('/blog');
  await ready(page);
  await expect(posts(page)).toHaveCount(6);
  await expect(page.locator('a[data-rove-scroller-next]')).toBeHidden();

  await scrollToRatio(page, 0.6);
  expect(requests).toEqual([]);

  await scrollToRatio(page, 0.66);
  await expect(posts(page)).toHaveCount(12);
  expect(requests).toEqual(['/blog?page=2&sort=newest']);
  await expect(page.locator('a[data-rove-scroller-next]')).toHaveAttribute(
    'href',
    '/blog?page=3&sort=newest',
  );
  await expect(page.locator('rove-scroller [role="status"]')).toHaveText('6 more posts loaded');
  expect(watch.pageErrors).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

test('stops at 5 pages: 25 posts, no 6th request, the end text', async ({ page }) => {
  const watch = await watchPage(page);
  const requests = pageRequests(page);
  await page.goto('/blog');
  await ready(page);
  // Stay at the bottom: each page follows by itself 2 s after the previous one grew the page
  // (the product's 2 s are part of each wait: room for them on a busy machine).
  for (const count of [12, 18, 24, 25]) {
    await scrollToRatio(page, 1);
    await expect(posts(page)).toHaveCount(count, { timeout: 15_000 });
  }
  await expect(page.locator('.rove-scroller__end')).toHaveText('You have seen all posts.');
  await expect(page.locator('a[data-rove-scroller-next]')).toHaveCount(0);
  expect(await scrollerState(page)).toEqual({ phase: 'locked', pages: 5 });
  // Locked for good: scrolled up and down past the trigger again, it asks for nothing.
  await scrollToRatio(page, 0.3);
  await scrollToRatio(page, 1);
  expect(requests).toEqual([2, 3, 4, 5].map((n) => `/blog?page=${n}&sort=newest`));
  expect(watch.pageErrors).toEqual([]);
});

test('the filters navigate with their query, and the next pages keep it', async ({ page }) => {
  const watch = await watchPage(page);
  const requests = pageRequests(page);
  await page.goto('/blog');
  await ready(page);
  await page.getByLabel('Category').selectOption('Design');
  await page.waitForURL('**/blog?category=Design&sort=newest');
  await ready(page);
  await expect(posts(page)).toHaveCount(6);
  await expect(posts(page).locator('.blog-card__category')).toHaveText(Array(6).fill('Design'));
  await page.getByLabel('Sort by').selectOption('oldest');
  await page.waitForURL('**/blog?category=Design&sort=oldest');
  await ready(page);
  // Scrolling loads page 2 (pressing 'Load more' would race the scroll its own click causes:
  // the automatic request can start first and hide the button before the click lands).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(posts(page)).toHaveCount(7);
  expect(requests).toEqual(['/blog?page=2&category=Design&sort=oldest']);
  expect(watch.pageErrors).toEqual([]);
});

test('a failing page is only logged, then retried', async ({ page }) => {
  const watch = await watchPage(page);
  let fail = true;
  await page.route('**/blog?page=2*', async (route) => {
    const json = route.request().headers()['accept']?.includes('application/json');
    if (json && fail) await route.fulfill({ status: 500, body: 'boom' });
    else await route.continue();
  });
  await page.goto('/blog');
  await ready(page);
  await scrollToRatio(page, 0.7);
  await expect
    .poll(() => watch.rove('error'))
    .toEqual([expect.stringContaining('[rove] infinite scroll page failed')]);
  await expect(posts(page)).toHaveCount(6);
  await expect(page.locator('rove-scroller')).not.toContainText(/error|failed/i);
  await expect(page.getByRole('button', { name: 'Load more' })).toBeEnabled();

  fail = false;
  await scrollToRatio(page, 0.3);
  await scrollToRatio(page, 0.72); // the next scroll retries
  await expect(posts(page)).toHaveCount(12);
  expect(watch.pageErrors).toEqual([]);
});

test('Back from an article restores the loaded pages and the scroll position', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/blog');
  await ready(page);
  // Pressed from the keyboard: bringing the button into view also starts the scroller's own
  // next page, whose posts can land under a pointer's click (seen on a loaded machine) — either
  // way page 2 arrives.
  await page.getByRole('button', { name: 'Load more' }).press('Enter');
  await expect.poll(() => posts(page).count()).toBeGreaterThanOrEqual(12);
  const target = posts(page).nth(8).locator('a');
  const title = (await target.textContent()) ?? '';
  await target.scrollIntoViewIfNeeded();
  await scrollerLooked(page);
  // Pages may go on loading from here (past 65%): take stock once the scroller is at rest —
  // 'Load more' usable again (it has looked and is not past its trigger) or the end text.
  // Each page it loads holds it busy for 2 s: room for them on a busy machine.
  await expect(
    page.locator(
      '.rove-scroller__more[aria-disabled="false"]:not([hidden]), .rove-scroller__end:not([hidden])',
    ),
  ).toBeVisible({ timeout: 20_000 });
  expect((await scrollerState(page)).phase).toMatch(/^(idle|locked)$/);
  const loaded = await posts(page).count();
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(0);
  await target.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  const requests = pageRequests(page);
  await page.goBack();
  expect(
    await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
    ),
  ).toBe('back_forward');
  await expect.poll(() => posts(page).count()).toBeGreaterThanOrEqual(loaded);
  await expect(posts(page).nth(8)).toContainText(title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrollY + 5);
  await expect(posts(page).nth(8)).toBeInViewport();
  // Restored from memory, not fetched again.
  const fetched = (n: number) => requests.some((url) => url.startsWith(`/blog?page=${n}&`));
  for (let n = 2; n <= Math.ceil(loaded / 6); n += 1) expect(fetched(n)).toBe(false);
  // A reload starts fresh (from the top, so that nothing triggers the next page).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.reload();
  await ready(page);
  await expect(posts(page)).toHaveCount(6);
  expect(watch.pageErrors).toEqual([]);
});

test.describe('on a tall desktop screen', () => {
  // Lighthouse's desktop viewport: page 1 already fills past 65%, so page 2 loads on its own.
  test.use({ viewport: { width: 1350, height: 940 } });

  test('page 2 loads without a scroll and moves what is on screen by at most 0.01', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.goto('/blog');
    await expect(posts(page)).toHaveCount(12);
    await ready(page);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const { total, shifts } = await layoutShifts(page);
    // The 'Load more' button was on screen when the page arrived above it (issue 22: CLS ≤ 0.01).
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
  });
});
