/**
 * How the loader asks for a page's files (docs/decisions/0001): after the first paint (or the
 * load event, if that comes first), all at once at low priority — what every page needs plus
 * what the page names in <meta name="rove-preload"> — so no file waits for its importer.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readSdkStart } from '../helpers/sdk-start';

/** Files some chunk imports on demand (a dialog, a provider): not a page's to preload. */
/**
 * Files a page may fetch on demand: every dynamic import and, with it, what it imports
 * statically (a vendor's loader brings the shared script loader along). A page's own files
 * are checked apart: those it names must be preloaded whatever else imports them.
 */
function onDemandFiles(): Set<string> {
  const dist = process.env['E2E_DIST'] ?? 'dist';
  const manifest = JSON.parse(readFileSync(`${dist}/manifest.json`, 'utf8')) as {
    files: { file: string; imports: string[]; dynamicImports: string[] }[];
  };
  const importsOf = new Map(manifest.files.map((entry) => [entry.file, entry.imports]));
  const reached = new Set<string>();
  const pending = manifest.files.flatMap((entry) => entry.dynamicImports);
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...(importsOf.get(file) ?? []));
  }
  return new Set([...reached].map((file) => `/rove/${file}`));
}

interface Preloads {
  named: string[];
  links: { href: string; priority: string | null }[];
  chunks: { url: string; start: number }[];
  /** When the page painted first or finished loading, whichever came first. */
  settled: number | null;
}

async function preloads(page: Page): Promise<Preloads> {
  return page.evaluate(() => {
    const base = new URL('/rove/', location.href);
    const named =
      document
        .querySelector<HTMLMetaElement>('meta[name=rove-preload]')
        ?.content.split(/\s+/)
        .filter(Boolean)
        .map((file) => new URL(file, base).href) ?? [];
    const links = [
      ...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'),
    ].map((link) => ({ href: link.href, priority: link.getAttribute('fetchpriority') }));
    const chunks = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/rove/chunks/'))
      .map((entry) => ({ url: entry.name.split('?')[0] ?? '', start: entry.startTime }));
    const paint = performance.getEntriesByType('paint')[0]?.startTime ?? Infinity;
    const load = performance.getEntriesByType('navigation')[0]?.toJSON().loadEventStart ?? Infinity;
    const settled = Math.min(paint, load || Infinity);
    return { named, links, chunks, settled: Number.isFinite(settled) ? settled : null };
  });
}

test('the loader asks for every file the page names at once, after the first paint or load', async ({
  page,
}) => {
  await page.goto('/product/demo-in-stock');
  await expect(page.locator('rove-buybox')).toHaveJSProperty('isConnected', true);
  await page.waitForFunction(() => customElements.get('rove-buybox') !== undefined);
  await page.waitForLoadState('networkidle');
  const { named, links, chunks, settled } = await preloads(page);

  expect(named.length).toBeGreaterThan(3);
  const linked = links.map((link) => link.href);
  for (const file of named) expect(linked).toContain(file);
  expect(new Set(links.map((link) => link.priority))).toEqual(new Set(['low']));
  // Every file the page loaded was asked for by the loader, none waiting on its importer —
  // except files imported on demand (the loader's start module among them: it imports that
  // itself, at the same moment).
  const onDemand = onDemandFiles();
  expect(chunks.some(({ url }) => /\/chunks\/start-widgets-[\w-]+\.js$/.test(url))).toBe(true);
  for (const { url } of chunks)
    if (named.includes(url) || !onDemand.has(new URL(url).pathname)) expect(linked).toContain(url);
  // Each once, and none before the page had painted (or loaded, if that came first): before
  // it the page fetched loader.js alone.
  const urls = chunks.map(({ url }) => url);
  expect(urls).toEqual([...new Set(urls)]);
  expect(settled).not.toBeNull();
  for (const chunk of chunks)
    expect(chunk.start, chunk.url).toBeGreaterThanOrEqual(settled ?? Infinity);
});

test('without the meta tag the page still works, on the files every page needs', async ({
  page,
}) => {
  await page.goto('/product/demo-in-stock?hints=0');
  await expect(page.locator('meta[name=rove-preload]')).toHaveCount(0);
  const add = page.locator('rove-buybox').getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeEnabled();
  const { links } = await preloads(page);
  const linked = links.map((link) => link.href);
  // The kit and tracking: what every page needs besides the start module the loader imports.
  expect(linked.some((href) => /\/chunks\/kit-[\w-]+\.js$/.test(href))).toBe(true);
  expect(linked.some((href) => /\/chunks\/tracking-[\w-]+\.js$/.test(href))).toBe(true);
  expect(linked.some((href) => /\/chunks\/rove-buybox\./.test(href))).toBe(false);
});

test('the checkout paints its account step from its first chunk and fetches steps 2–5 right after, untouched', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rove/chunks/')) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/demo/checkout-cart'); // a cart with lines, then /cart/checkout
  await expect(page.locator('rove-checkout').getByLabel('Email address')).toBeVisible();
  // Nobody has typed or pressed anything: the later steps still arrive, once.
  await expect
    .poll(() => fetched.filter((file) => /\/chunks\/later-steps-/.test(file)).length)
    .toBe(1);
  const shell = fetched.findIndex((file) => /\/chunks\/rove-checkout\./.test(file));
  const later = fetched.findIndex((file) => /\/chunks\/later-steps-/.test(file));
  expect(shell).toBeGreaterThanOrEqual(0);
  expect(later).toBeGreaterThan(shell);
  // Not named in the page's hints: a chunk of its own, asked for by the checkout, not the host.
  const { named } = await preloads(page);
  expect(named.some((file) => file.includes('later-steps'))).toBe(false);
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((file) => /\/chunks\/later-steps-/.test(file))).toHaveLength(1);
});

/** The campaign page at a phone's width: its first product picture is on the first screen. */
const CAMPAIGN = '/campaign/spring-sale';
const FIRST_PICTURE = '**/images/product/1002.svg';

test('the loader waits for the first screen’s picture: no SDK file is asked for before it arrives', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  let pictureSent = Infinity;
  const sdkAsked: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rove/chunks/')) sdkAsked.push(Date.now());
  });
  // The picture takes 800 ms, as on a slow phone network.
  await page.route(FIRST_PICTURE, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    pictureSent = Date.now();
    await route.continue();
  });
  await page.goto(CAMPAIGN);
  const love = page.locator('rove-love[nid="1002"]').getByRole('button');
  await expect(love).toBeVisible();
  expect(sdkAsked.length).toBeGreaterThan(0);
  expect(Math.min(...sdkAsked)).toBeGreaterThanOrEqual(pictureSent);
});

test('a first-screen picture that never arrives holds the widgets 2.5 s at most', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.route(FIRST_PICTURE, () => {
    // Never answered: a stalled image request.
  });
  const started = Date.now();
  await page.goto(CAMPAIGN, { waitUntil: 'commit' });
  await expect(page.locator('rove-love[nid="1002"]').getByRole('button')).toBeVisible({
    timeout: 10_000,
  });
  const waited = Date.now() - started;
  expect(waited).toBeGreaterThanOrEqual(2_500);
  expect(waited).toBeLessThan(8_000);
});

test('a page with nothing to paint is started by its load event, after it', async ({ page }) => {
  await page.goto('/demo/nothing-to-paint');
  await page.waitForFunction(() => customElements.get('rove-love-count') !== undefined);
  const { paintsBefore, loadEnd, firstChunk } = await page.evaluate(readSdkStart);
  expect(paintsBefore).toBe(0);
  expect(loadEnd).toBeGreaterThan(0);
  expect(firstChunk).toBeGreaterThanOrEqual(loadEnd);
});
