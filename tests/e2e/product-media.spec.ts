/**
 * The product page's media end to end (spec/product.md: photo gallery, image zoom, video play with
 * '#play-video', lookbook buttons): the production build in Chromium against the demo host,
 * whose product video is a real HLS stream it generates (H.264 in MPEG-TS).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectPlaying, watchHlsChunk } from '../helpers/video';
import { watchPage, type PageWatch } from '../helpers/page-watch';

const media = (page: Page): Locator => page.locator('rove-product-media');
const stageImage = (page: Page): Locator => media(page).locator('.rove-product-media__stage img');
const thumbnails = (page: Page): Locator =>
  media(page).getByRole('list', { name: 'Product images' });
const video = (page: Page): Locator => media(page).locator('video');
const playButton = (page: Page): Locator =>
  media(page).getByRole('button', { name: /^Play video: / });

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(thumbnails(page)).toBeVisible();
}

/**
 * Opens a page where the video is to play. hls.js feeds the <video> from a MediaSource blob:
 * URL, which the page's CSP must allow (media-src), or the browser refuses it: fail with that
 * reason rather than with a timeout.
 */
async function openForVideo(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const media =
    /(?:^|;)\s*media-src([^;]*)/.exec(policy)?.[1] ?? /default-src([^;]*)/.exec(policy)?.[1];
  expect(media ?? ' blob:', `the page's CSP refuses blob: media (${policy})`).toContain('blob:');
}

function expectClean(watch: PageWatch): void {
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
}

test('thumbnails and the previous/next buttons switch the image', async ({ page }) => {
  const watch = await watchPage(page);
  await open(page, '/product/demo-in-stock');
  const buttons = thumbnails(page).getByRole('button');
  // Three views of the swatch, then the video's tile.
  await expect(buttons).toHaveCount(4);
  await expect(buttons.nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(stageImage(page)).toHaveAttribute('src', /\/images\/product\/1001\.svg\?oid=101$/);

  await thumbnails(page).getByRole('button', { name: 'Show image 2 of 3' }).click();
  await expect(stageImage(page)).toHaveAttribute('src', /\/media\/image\/1001\/101\/detail\.svg$/);
  await expect(buttons.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(buttons.nth(0)).not.toHaveAttribute('aria-current', /.*/);
  await expect(stageImage(page)).toHaveJSProperty('complete', true);
  expect(await stageImage(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);

  await media(page).getByRole('button', { name: 'Previous image' }).click();
  await media(page).getByRole('button', { name: 'Previous image' }).click();
  await expect(stageImage(page)).toHaveAttribute('src', /\/media\/image\/1001\/101\/corner\.svg$/);
  // Keyboard only: arrows move along the thumbnails, Enter shows one.
  await buttons.nth(2).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(buttons.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(buttons.nth(1)).toHaveAttribute('aria-current', 'true');
  expectClean(watch);
});

test('the element keeps the server’s picture: the same address, asked for once', async ({
  page,
}) => {
  const pictures: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/images/product/1001.svg'))
      pictures.push(url.pathname + url.search);
  });
  const response = await page.goto('/product/demo-in-stock');
  const html = (await response?.text()) ?? '';
  const printed = /<rove-product-media[^>]*><img[^>]*?src="([^"]+)"/.exec(html)?.[1];
  await expect(thumbnails(page)).toBeVisible();
  // The same resource (the gallery's settings are made absolute, the page's are relative).
  const shown = await stageImage(page).evaluate((img: HTMLImageElement) => img.src);
  expect(printed).toBeDefined();
  expect(shown).toBe(new URL(printed ?? '', page.url()).href);
  await expect(stageImage(page)).toHaveJSProperty('complete', true);
  // The thumbnail of the first view is the same picture: still one request in all.
  expect(pictures.filter((path) => path === printed)).toHaveLength(1);
});

test('a swatch chosen in the buy box swaps the gallery’s images', async ({ page }) => {
  const watch = await watchPage(page);
  await open(page, '/product/demo-in-stock');
  await expect(stageImage(page)).toHaveAttribute('src', /oid=101$/);
  const fabric = page.locator('rove-buybox').getByRole('radiogroup', { name: /^Fabric/ });
  await fabric.getByRole('radio', { name: /Navy Velvet/ }).check();
  await expect(stageImage(page)).toHaveAttribute('src', /\/images\/product\/1001\.svg\?oid=107$/);
  await expect(
    thumbnails(page).getByRole('button', { name: 'Show image 3 of 3' }).locator('img'),
  ).toHaveAttribute('src', /\/media\/image\/1001\/107\/corner\.svg$/);
  // A size changes the model, not the picture.
  await page.locator('rove-buybox').getByRole('radio', { name: /Wide/ }).check();
  await expect(stageImage(page)).toHaveAttribute('src', /oid=107$/);
  expectClean(watch);
});

test('zoom opens from the keyboard, scrolls with the arrows, Escape returns focus', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await open(page, '/product/demo-in-stock');
  const zoom = media(page).getByRole('button', { name: /^Zoom image: Demo In-Stock Lounge Chair/ });
  await zoom.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Zoomed image' });
  await expect(dialog).toBeVisible();
  const region = dialog.getByRole('region', { name: /^Zoomed image: / });
  await expect(region).toBeFocused();
  const scrolled = () => region.evaluate((element) => element.scrollLeft);
  const before = await scrolled();
  await page.keyboard.press('ArrowRight');
  await expect.poll(scrolled).toBeGreaterThan(before);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(zoom).toBeFocused();
  // Space opens it too.
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(zoom).toBeFocused();
  expectClean(watch);
});

test('the zoom dialog fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await open(page, '/product/demo-in-stock');
  await media(page)
    .getByRole('button', { name: /^Zoom image: / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Zoomed image' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(667);
  // The image is larger than its region: there is something to pan to.
  const overflow = await dialog
    .getByRole('region')
    .evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(overflow).toBe(true);
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the context menu is blocked on product images only', async ({ page }) => {
  await open(page, '/product/demo-in-stock');
  const prevented = (locator: Locator) =>
    locator.evaluate((element) => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      element.dispatchEvent(event);
      return event.defaultPrevented;
    });
  expect(await prevented(stageImage(page))).toBe(true);
  expect(await prevented(thumbnails(page).locator('img').first())).toBe(true);
  expect(await prevented(page.locator('h1'))).toBe(false);
  expect(await prevented(page.locator('rove-buybox'))).toBe(false);
});

test('hls.js loads only when the video is played, and the stream plays', async ({ page }) => {
  const watch = await watchPage(page);
  const hlsChunk = watchHlsChunk(page);
  await openForVideo(page, '/product/demo-in-stock');
  await expect(thumbnails(page)).toBeVisible();
  await expect(playButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(hlsChunk).toEqual([]);
  await expect(video(page)).toHaveCount(0);

  await playButton(page).click();
  await expect(video(page)).toBeVisible();
  await expectPlaying(video(page));
  expect(hlsChunk).toHaveLength(1);
  await expect(video(page)).toHaveJSProperty('controls', true);
  expect(await watch.cspViolations()).toEqual([]);

  // Back to the pictures: the player is gone.
  await thumbnails(page).getByRole('button', { name: 'Show image 1 of 3' }).click();
  await expect(video(page)).toHaveCount(0);
  expectClean(watch);
});

test('#play-video in the address plays the video muted at load', async ({ page }) => {
  const watch = await watchPage(page);
  await openForVideo(page, '/product/demo-in-stock#play-video');
  await expect(video(page)).toBeVisible();
  await expectPlaying(video(page));
  await expect(video(page)).toHaveJSProperty('muted', true);
  await expect(playButton(page)).toHaveAttribute('aria-current', 'true');
  expectClean(watch);
});

test('#play-video set later plays it too', async ({ page }) => {
  await openForVideo(page, '/product/demo-in-stock');
  await expect(thumbnails(page)).toBeVisible();
  await page.evaluate(() => {
    window.location.hash = 'play-video';
  });
  await expect(video(page)).toBeVisible();
  await expectPlaying(video(page));
});

for (const broken of ['playlist', 'segments'] as const) {
  test(`the ${broken} failing hides the video and shows the fallback image`, async ({ page }) => {
    const watch = await watchPage(page);
    await page.route(
      broken === 'playlist' ? '**/media/video/*/index.m3u8' : '**/media/video/*/seg-*.ts',
      (route) => route.abort('failed'),
    );
    await open(page, '/product/demo-in-stock');
    await playButton(page).click();
    const note = media(page).getByRole('status');
    await expect(note).toHaveText('The video could not be loaded.', { timeout: 15_000 });
    await expect(video(page)).toHaveCount(0);
    await expect(stageImage(page)).toBeVisible();
    await expect(stageImage(page)).toHaveAttribute('src', /\/images\/product\/1001\.svg$/);
    await expect(stageImage(page)).toHaveAttribute('alt', 'Demo In-Stock Lounge Chair video');
    expect(
      watch.rove('warning').some((line) => line.includes('the product video could not play')),
    ).toBe(true);
    expectClean(watch);
  });
}

test('lookbook links open the looks that show the product in a new tab', async ({
  page,
  context,
}) => {
  const watch = await watchPage(page);
  // Halden Flatweave Rug (nid 1344) is styled in two looks of the deterministic catalogue.
  await open(page, '/product/halden-flatweave-rug');
  const looks = media(page).getByRole('list', { name: 'Lookbooks with this product' });
  const links = looks.getByRole('link');
  await expect(links).toHaveCount(2);
  const first = links.first();
  await expect(first).toHaveText(/^View in lookbook: The .+ \(opens in a new tab\)$/);
  await expect(first).toHaveAttribute('target', '_blank');
  await expect(first).toHaveAttribute('rel', 'noopener');
  const opened = context.waitForEvent('page');
  await first.click();
  const look = await opened;
  await look.waitForLoadState();
  expect(new URL(look.url()).pathname).toMatch(/^\/shop-the-look\/[a-z0-9-]+$/);
  await expect(look.getByRole('heading', { level: 1 })).toHaveText(/^The /);
  await expect(look.locator('a[href="/product/halden-flatweave-rug"]').first()).toBeVisible();
  expectClean(watch);
});

test('nothing in the gallery column shifts when the element upgrades', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __galleryShifts: number[] }).__galleryShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node: Node | null }[];
      }[]) {
        const inGallery = entry.sources.some(
          (source) => source.node instanceof Element && source.node.closest('.product__gallery'),
        );
        if (inGallery) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await open(page, '/product/demo-in-stock');
  await page.waitForLoadState('networkidle');
  const total = await page.evaluate(() =>
    (window as unknown as { __galleryShifts: number[] }).__galleryShifts.reduce((a, b) => a + b, 0),
  );
  expect(total).toBeLessThan(0.01);
});
