/**
 * The home page's widgets end to end (issue 7, spec/shell.md §2–§4, §9): the production build in
 * Chromium against the demo host. Autoplay runs on Playwright's clock, paused, so 5 s pass
 * exactly when the test says so.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { layoutShifts, recordLayoutShifts } from '../helpers/layout-shift';
import { watchPage } from '../helpers/page-watch';

const membership = (page: Page) => page.locator('rove-carousel[label="Membership benefits"]');
const originals = (page: Page) => page.locator('rove-carousel[label="Original designs"]');
const bestSellers = (page: Page) => page.locator('rove-carousel[label="Best sellers"]');

const index = (carousel: Locator) =>
  carousel.evaluate((el) => (el as HTMLElement & { index: number }).index);

async function openHome(page: Page, path = '/'): Promise<void> {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
  await page.goto(path);
  await expect(membership(page)).toHaveAttribute('aria-roledescription', 'carousel');
}

test('the membership carousel: labelled slides, previous disabled at the first, next at the last', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await openHome(page);
  const carousel = membership(page);
  const prev = carousel.getByRole('button', { name: 'Previous slide' });
  const next = carousel.getByRole('button', { name: 'Next slide' });
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4);
  await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();
  await expect(prev).toBeDisabled();
  await next.click();
  await next.click();
  await next.click();
  expect(await index(carousel)).toBe(3);
  await expect(next).toBeDisabled();
  await expect(prev).toBeEnabled();
  await expect(carousel.getByRole('group', { name: '4 of 4' })).toBeVisible();
  expect(watch.pageErrors).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

test('the carousel works from the keyboard, the rotation button first', async ({ page }) => {
  await openHome(page);
  const carousel = membership(page);
  const rotation = carousel.getByRole('button', { name: 'Stop automatic slide show' });
  await rotation.focus();
  await page.keyboard.press('Tab'); // previous is disabled: focus goes to next
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  expect(await index(carousel)).toBe(3);
  // Next is now disabled; focus moved to previous rather than being lost.
  await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeFocused();
  // Focus inside pauses autoplay.
  await page.clock.runFor(15_000);
  expect(await index(carousel)).toBe(3);
  await rotation.focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeFocused();
});

test('autoplay advances every 5 s and pauses on hover and focus', async ({ page }) => {
  await openHome(page);
  const carousel = membership(page);
  await page.mouse.move(0, 0);
  await page.clock.runFor(4_900);
  expect(await index(carousel)).toBe(0);
  await page.clock.runFor(100);
  expect(await index(carousel)).toBe(1);

  await carousel.locator('.rove-carousel__track').hover();
  await page.clock.runFor(15_000);
  expect(await index(carousel)).toBe(1);
  await page.mouse.move(0, 0);
  await page.clock.runFor(5_000);
  expect(await index(carousel)).toBe(2);

  await carousel.getByRole('button', { name: 'Previous slide' }).focus();
  await page.clock.runFor(15_000);
  expect(await index(carousel)).toBe(2);
});

test('reduced motion: no autoplay, no rotation button, the poem stays still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  const carousel = membership(page);
  await expect(carousel.getByRole('button', { name: /automatic slide show/ })).toBeHidden();
  await page.clock.runFor(20_000);
  expect(await index(carousel)).toBe(0);
  // No looping video either: the posters stay.
  await expect(carousel.locator('video')).toHaveCount(0);
  await page.locator('rove-poem').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 600);
  await page.clock.runFor(1_000);
  await expect(page.locator('rove-poem .rove-poem__text')).toHaveCSS('transform', 'none');
});

test('the poem rises with the scroll, capped at 67 %', async ({ page }) => {
  await page.goto('/');
  const poem = page.locator('rove-poem');
  await expect(poem).toHaveClass(/rove-poem--ready/);
  await poem.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 300));
  await expect
    .poll(() => poem.evaluate((el) => Number(el.style.getPropertyValue('--rove-poem-shift'))))
    .toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect
    .poll(() => poem.evaluate((el) => Number(el.style.getPropertyValue('--rove-poem-shift'))))
    .toBe(67);
});

test('the best sellers move 345 px a step, 4 steps', async ({ page }) => {
  await openHome(page);
  const carousel = bestSellers(page);
  const next = carousel.getByRole('button', { name: 'Next slide' });
  const first = carousel.locator('.rove-carousel__slide').first();
  const x0 = (await first.boundingBox())?.x ?? 0;
  for (let i = 0; i < 4; i++) await next.click();
  await expect(next).toBeDisabled();
  await expect.poll(async () => x0 - ((await first.boundingBox())?.x ?? 0)).toBe(1380);
});

test('the original-designs slider is vertical above 1050 px only', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHome(page);
  await expect(originals(page)).toHaveAttribute('data-orientation', 'vertical');
  await page.setViewportSize({ width: 1000, height: 900 });
  await expect(originals(page)).toHaveAttribute('data-orientation', 'horizontal');
});

test('the toggle fades between the lists and switches the shop-all link', async ({ page }) => {
  await page.goto('/home');
  const toggle = page.locator('rove-product-toggle');
  // Far down the page, it is made ready as the shopper scrolls towards it.
  await toggle.scrollIntoViewIfNeeded();
  const shopAll = toggle.getByRole('link', { name: 'Shop all' });
  await expect(toggle.getByRole('tab', { name: 'Best sellers' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(shopAll).toHaveAttribute('href', '/best-sellers');
  await toggle.getByRole('tab', { name: 'New arrivals' }).click();
  const panel = toggle.getByRole('tabpanel', { name: 'New arrivals' });
  await expect(panel).toBeVisible();
  // The panel shown fades in over 200 ms (spec/shell.md §4); the style stays after the animation ends.
  await expect(panel).toHaveCSS('animation-name', 'rove-product-toggle-fade');
  await expect(panel).toHaveCSS('animation-duration', '0.2s');
  await expect(toggle.getByRole('tabpanel', { name: 'Best sellers' })).toBeHidden();
  await expect(shopAll).toHaveAttribute('href', '/new-arrivals');
  await toggle.getByRole('tab', { name: 'New arrivals' }).press('ArrowLeft');
  await expect(shopAll).toHaveAttribute('href', '/best-sellers');
  await toggle.getByRole('tab', { name: 'Best sellers' }).press('End');
  await shopAll.click();
  await expect(page).toHaveURL(/\/new-arrivals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New arrivals' })).toBeVisible();
});

/** The home page at phone size, once its first screens have upgraded and the network is quiet. */
async function openHomeOnPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(membership(page)).toHaveAttribute('aria-roledescription', 'carousel');
}

/** Whether the elements of a tag are defined (upgraded) yet. */
const defined = (page: Page, tag: string) =>
  page.evaluate((tag) => customElements.get(tag) !== undefined, tag);

test('on a phone, the widgets five screens down upgrade as the shopper scrolls near them', async ({
  page,
}) => {
  await openHomeOnPhone(page);
  const toggle = page.locator('rove-product-toggle');
  // Their server content shows meanwhile (their files are fetched already, not run).
  await expect(toggle.getByRole('link', { name: 'Shop all' })).toBeVisible();
  expect(await defined(page, 'rove-product-toggle')).toBe(false);
  expect(await defined(page, 'rove-love')).toBe(false);

  // A screen above it is near enough: it is ready before the shopper reaches it.
  await page.evaluate(() => {
    const top = document.querySelector('rove-product-toggle')?.getBoundingClientRect().top ?? 0;
    window.scrollBy(0, top - 1.8 * window.innerHeight);
  });
  await expect(toggle.getByRole('tab', { name: 'Best sellers' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

// A shopper who jumps to the lists (a link, End, a fling) sees the toggle upgrade: it hid the
// second list and drew its tab row then, and a press on the best sellers' Next went where the
// button had been (a lost click, the flaky 4-step test above).
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
]) {
  test(`at ${viewport.width} px the featured products keep their place as they upgrade in view`, async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const toggle = page.locator('rove-product-toggle');
    expect(await defined(page, 'rove-product-toggle')).toBe(false);
    const before = await layoutShifts(page);

    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle.getByRole('tab', { name: 'Best sellers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(toggle.getByRole('heading', { name: 'New arrivals' })).toBeHidden();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const after = await layoutShifts(page);
    expect(
      after.total - before.total,
      after.shifts
        .slice(before.shifts.length)
        .flatMap((shift) => shift.sources)
        .join(', '),
    ).toBeLessThanOrEqual(0.01);
  });
}

test("a keyboard user's first key press upgrades the widgets far down the page", async ({
  page,
}) => {
  await openHomeOnPhone(page);
  expect(await defined(page, 'rove-love')).toBe(false);
  await page.keyboard.press('Tab');
  await expect(page.locator('rove-product-toggle').getByRole('tab')).toHaveCount(2);
  await expect.poll(() => defined(page, 'rove-love')).toBe(true);
});

test('the lookbook link opens in a new tab', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: /Browse the lookbook/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(popup).toHaveURL(/\/shop-the-look\/room\/living-room$/);
});

/** Every media request (HLS playlists and segments) the page makes. */
function watchMedia(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/media\/video\//.test(request.url())) requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

for (const width of [390, 1366])
  test(`media on demand at ${width} px: nothing loads until the video slide is on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const media = watchMedia(page);
    await openHome(page);
    await page.waitForLoadState('networkidle');
    const carousel = membership(page);
    // Below the fold: posters only, no playlist, no segment.
    await expect(carousel.locator('img[data-video]')).toHaveCount(2);
    await expect(carousel.locator('video')).toHaveCount(0);
    expect(media).toEqual([]);

    // On screen: the current slide (the first, a video slide) plays; the third waits.
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('video')).toHaveCount(1);
    await expect.poll(() => media.some((path) => path.endsWith('.m3u8'))).toBe(true);
    expect(new Set(media.map((path) => path.split('/')[3]))).toEqual(new Set(['1001']));
    await expect(
      carousel.locator('.rove-carousel__slide').nth(2).locator('img[data-video]'),
    ).toHaveCount(1);

    // Scrolled away: the video pauses.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => carousel.locator('video').evaluate((video: HTMLVideoElement) => video.paused))
      .toBe(true);
  });

test('Save-Data: the video slides keep their posters, on screen too', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, addEventListener() {}, removeEventListener() {} },
    });
  });
  const media = watchMedia(page);
  await openHome(page);
  const carousel = membership(page);
  await carousel.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(carousel.locator('img[data-video]')).toHaveCount(2);
  await expect(carousel.locator('video')).toHaveCount(0);
  expect(media).toEqual([]);
});
