/**
 * The videos listing end to end (spec/marketing.md §2 'Videos listing'): the production build in Chromium
 * against the demo host, whose videos are real HLS streams it generates (H.264 in MPEG-TS).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectPlaying, watchHlsChunk } from '../helpers/video';
import { watchPage, type PageWatch } from '../helpers/page-watch';

const listing = (page: Page): Locator => page.locator('rove-videos');
const card = (page: Page, id: number): Locator =>
  listing(page).locator(`.rove-videos__card[data-video-id="${id}"]`);
const cardButton = (page: Page, id: number): Locator =>
  card(page, id).locator('.rove-videos__open');
const player = (page: Page): Locator => listing(page).locator('.rove-videos__player');
const video = (page: Page): Locator => player(page).locator('video');

/** The element is upgraded (it marks itself ready). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(listing(page)).toHaveClass(/rove-videos--ready/);
}

/** The grid's children as card ids, with 'player' where the details row is. */
function gridOrder(page: Page): Promise<(number | string)[]> {
  return listing(page)
    .locator('.rove-videos__grid')
    .evaluate((grid) =>
      [...grid.children].map((child) =>
        child.classList.contains('rove-videos__player')
          ? 'player'
          : Number((child as HTMLElement).dataset['videoId']),
      ),
    );
}

function expectClean(watch: PageWatch): void {
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
}

test('?video= opens that video after about 1 s and scrolls to it (-325 px)', async ({ page }) => {
  const watch = await watchPage(page);
  // When the element started and when the video opened, measured in the page. The start is
  // taken inside connectedCallback itself: an observer of the 'ready' class runs only after the
  // loader's task ends, which on a slow machine is 100 ms later than the timer was set.
  await page.addInitScript(() => {
    const times: Record<string, number> = {};
    (window as unknown as { __videoTimes: Record<string, number> }).__videoTimes = times;
    const define = customElements.define.bind(customElements);
    customElements.define = (name, constructor, options) => {
      if (name === 'rove-videos') {
        const prototype = constructor.prototype as { connectedCallback?: () => void };
        const connected = prototype.connectedCallback;
        prototype.connectedCallback = function (this: HTMLElement) {
          times['ready'] ??= performance.now();
          connected?.call(this);
        };
      }
      define(name, constructor, options);
    };
    document.addEventListener('rove:video-open', () => {
      times['open'] = performance.now();
    });
  });
  await open(page, '/videos?video=105');
  await expect(player(page)).toBeVisible({ timeout: 5_000 });
  const times = await page.evaluate(
    () => (window as unknown as { __videoTimes: Record<string, number> }).__videoTimes,
  );
  const delay = (times['open'] ?? 0) - (times['ready'] ?? 0);
  expect(delay).toBeGreaterThanOrEqual(990);
  expect(delay).toBeLessThan(1_500);
  await expect(cardButton(page, 105)).toHaveAttribute('aria-expanded', 'true');
  // Desktop (1280 px): the details row follows the second row (cards 104–106).
  expect((await gridOrder(page)).slice(3, 7)).toEqual([104, 105, 106, 'player']);
  await expect(player(page).getByRole('heading', { level: 2 })).toHaveText(
    (await card(page, 105).getAttribute('data-video-title')) ?? '',
  );
  // The 500 ms scroll ends with the player 325 px below the viewport's top.
  await expect
    .poll(() => player(page).evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBe(325);
  await expectPlaying(video(page));
  await expect(video(page)).toHaveJSProperty('muted', true);
  expect(await watch.cspViolations()).toEqual([]);
  expectClean(watch);
});

test('desktop: 3 per row, the player in a details row; hls.js only after play', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const hlsChunk = watchHlsChunk(page);
  await open(page, '/videos');
  await page.waitForLoadState('networkidle');
  expect(hlsChunk).toEqual([]);
  const tops = await Promise.all(
    [101, 102, 103, 104].map((id) =>
      card(page, id).evaluate((el) => el.getBoundingClientRect().top),
    ),
  );
  expect(tops[1]).toBe(tops[0]);
  expect(tops[2]).toBe(tops[0]);
  expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);

  await cardButton(page, 101).click();
  await expect(player(page)).toBeVisible();
  expect((await gridOrder(page)).slice(0, 4)).toEqual([101, 102, 103, 'player']);
  await expect(player(page)).toBeFocused();
  await expect(cardButton(page, 101)).toHaveAttribute('aria-expanded', 'true');
  await expectPlaying(video(page));
  expect(hlsChunk).toHaveLength(1);
  await expect(video(page)).toHaveJSProperty('muted', false);

  // Another video: still one player, now after the third row.
  await cardButton(page, 108).click();
  await expect(player(page)).toHaveCount(1);
  expect((await gridOrder(page)).slice(6, 10)).toEqual([107, 108, 109, 'player']);
  await expect(cardButton(page, 101)).toHaveAttribute('aria-expanded', 'false');

  await player(page).getByRole('button', { name: 'Close video' }).click();
  await expect(player(page)).toHaveCount(0);
  await expect(cardButton(page, 108)).toBeFocused();
  expectClean(watch);
});

test('mobile (390 px): 2 per row, the player inline in the card', async ({ page }) => {
  const watch = await watchPage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/videos');
  const tops = await Promise.all(
    [101, 102, 103].map((id) => card(page, id).evaluate((el) => el.getBoundingClientRect().top)),
  );
  expect(tops[1]).toBe(tops[0]);
  expect(tops[2]).toBeGreaterThan(tops[0] ?? 0);

  await cardButton(page, 102).click();
  await expect(card(page, 102).locator('.rove-videos__player')).toBeVisible();
  await expect(cardButton(page, 102)).toBeHidden();
  const box = await card(page, 102).boundingBox();
  expect(box?.width ?? 0).toBeLessThan(195);
  await expectPlaying(video(page));
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= 390);
  expect(fits).toBe(true);

  // Wider again: the same player moves to a details row after the first row.
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect
    .poll(async () => (await gridOrder(page)).slice(0, 4))
    .toEqual([101, 102, 103, 'player']);
  await expect(cardButton(page, 102)).toBeVisible();
  // Moved, not rebuilt: the same video goes on playing.
  const before = await video(page).evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(before);
  expectClean(watch);
});

test('a fatal network error hides the video and shows the fallback image', async ({ page }) => {
  const watch = await watchPage(page);
  await page.route('**/media/video/*/index.m3u8', (route) =>
    route.fulfill({ status: 500, body: 'broken' }),
  );
  await open(page, '/videos');
  await cardButton(page, 104).click();
  const fallback = player(page).locator('img.rove-videos__fallback');
  await expect(fallback).toBeVisible({ timeout: 15_000 });
  await expect(video(page)).toHaveCount(0);
  await expect(fallback).toHaveAttribute(
    'src',
    (await card(page, 104).getAttribute('data-video-poster')) ?? '',
  );
  expect(watch.rove('warning').some((line) => line.includes('could not play'))).toBe(true);
  expectClean(watch);
});

test('a video on page 2 (appended by the scroller) opens too', async ({ page }) => {
  const watch = await watchPage(page);
  await open(page, '/videos');
  await expect(card(page, 113)).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(card(page, 113)).toHaveCount(1, { timeout: 10_000 });
  await cardButton(page, 113).click();
  await expect(player(page)).toBeVisible();
  await expect(cardButton(page, 113)).toHaveAttribute('aria-expanded', 'true');
  expect(await gridOrder(page)).toContain('player');
  const order = await gridOrder(page);
  // Card 113 starts the fifth row (113–115): the details row follows 115.
  expect(order[order.indexOf('player') - 1]).toBe(115);
  expectClean(watch);
});

test('pages up to the listing’s own 15 pages, then stops (no max-pages in the markup)', async ({
  page,
}) => {
  const watch = await watchPage(page);
  // An endless listing: the demo's 60 videos end at page 5, the scroller's own default, so
  // every next page the scroller asks for (as JSON) gets the demo's page 2 cards, re-numbered.
  const asked: number[] = [];
  await page.route(/\/videos\?page=\d+$/, async (route) => {
    const request = route.request();
    if (!(request.headers()['accept'] ?? '').includes('application/json')) return route.continue();
    const n = Number(new URL(request.url()).searchParams.get('page'));
    asked.push(n);
    const reply = await route.fetch({ url: new URL('/videos?page=2', request.url()).href });
    const { items } = (await reply.json()) as { items: { html: string }[] };
    const renumber = (html: string, i: number) =>
      html.replace(/data-video-id="\d+"/, `data-video-id="${n * 100 + i}"`);
    await route.fulfill({
      json: { items: items.map((item, i) => ({ html: renumber(item.html, i) })) },
    });
  });
  // The scroller rests 2 s after each page; the clock skips the wait.
  await page.clock.install();
  await open(page, '/videos');
  const scroller = listing(page).locator('rove-scroller');
  await expect(scroller).toHaveAttribute('max-pages', '15');
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.clock.fastForward(2_100);
        return scroller.evaluate((element) => (element as HTMLElement & { pages: number }).pages);
      },
      { timeout: 45_000, intervals: [200] },
    )
    .toBe(15);
  await expect(scroller).toHaveJSProperty('phase', 'locked');
  await expect(scroller.locator('.rove-scroller__end')).toHaveText('You have seen all videos.');
  await expect(listing(page).locator('.rove-videos__card')).toHaveCount(15 * 12);
  await page.clock.fastForward(2_100);
  expect(asked).toEqual(Array.from({ length: 14 }, (_, i) => i + 2));
  expectClean(watch);
});
