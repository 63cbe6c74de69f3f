/**
 * The ad pixels and a podcast tracker (issue 26) on the production build: each vendor's snippet
 * set up by the SDK and its script — the demo host's simulation of Meta's, TikTok's,
 * Pinterest's, Google's and a podcast tracker's — loaded once the page is idle; what each
 * received, read from the simulations' record.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from '../helpers/page-watch';

type Call = unknown[];
type Recorded = Partial<Record<'meta' | 'tiktok' | 'pinterest' | 'googleAds' | 'podcast', Call[]>>;

const recorded = (page: Page): Promise<Recorded> =>
  page.evaluate(
    () => (window as unknown as { __simulatedPixels?: Recorded }).__simulatedPixels ?? {},
  );

/** The calls of one vendor, once it has heard `name` (the first two arguments). */
async function callsOnce(page: Page, vendor: keyof Recorded, ...name: string[]): Promise<Call[]> {
  await expect
    .poll(async () =>
      ((await recorded(page))[vendor] ?? []).some((call) =>
        name.every((part, index) => call[index] === part),
      ),
    )
    .toBe(true);
  return (await recorded(page))[vendor] ?? [];
}

const pixelRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/simulated\/(meta\/|tiktok\/|pinterest\/|google\/gtag\.js|podcast\/)/.test(request.url()))
      urls.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  return urls;
};

test('a product view and an add to cart reach every ad network once, each from one script', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const requests = pixelRequests(page);
  await page.goto('/product/demo-in-stock');
  const meta = await callsOnce(page, 'meta', 'track', 'ViewContent');
  expect(meta.slice(0, 2)).toEqual([
    ['init', '1234567890123'],
    ['track', 'PageView'],
  ]);
  const viewContent = meta.find((call) => call[1] === 'ViewContent')?.[2] as Record<
    string,
    unknown
  >;
  expect(viewContent).toMatchObject({ content_type: 'product', currency: 'USD' });
  const [sku] = viewContent['content_ids'] as string[];
  expect(sku).toMatch(/^[A-Z0-9-]+$/);
  expect(sku).not.toMatch(/^C-/);

  await page.locator('rove-buybox').getByRole('button', { name: 'Add to cart' }).click();
  await callsOnce(page, 'meta', 'track', 'AddToCart');
  await callsOnce(page, 'tiktok', 'track', 'AddToCart');
  await callsOnce(page, 'pinterest', 'track', 'addtocart');
  const google = await callsOnce(page, 'googleAds', 'event', 'conversion');
  expect(google.find((call) => call[1] === 'conversion')?.[2]).toMatchObject({
    send_to: 'AW-1234567890/demoAddToCart',
    currency: 'USD',
  });
  expect((await recorded(page)).podcast).toEqual([
    ['conf', { key: 'demo-simulated-podcast' }],
    ['view'],
  ]);
  expect(requests.sort()).toEqual([
    '/simulated/google/gtag.js?id=AW-1234567890',
    '/simulated/meta/fbevents.js',
    '/simulated/pinterest/core.js',
    '/simulated/podcast/pixel.js',
    '/simulated/tiktok/events.js?sdkid=CDEMOSIMULATED0001&lib=ttq',
  ]);
  expect(await page.locator('script[data-rove^="pixel-"]').count()).toBe(5);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

test('outside the US the ad networks get the C- ids', async ({ page }) => {
  await page.goto('/product/demo-in-stock?locale=en_CA');
  const tiktok = await callsOnce(page, 'tiktok', 'track', 'ViewContent');
  const data = tiktok.find((call) => call[1] === 'ViewContent')?.[2] as {
    contents: { content_id: string }[];
    currency: string;
  };
  expect(data.currency).toBe('CAD');
  expect(data.contents[0]?.content_id).toMatch(/^C-/);
});

test('a pixel the page already has is used as it is: our id added, nothing loaded twice', async ({
  page,
}) => {
  // A host whose tag manager set Meta's pixel up before the SDK.
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    const fbq = (...args: unknown[]) => void calls.push(args);
    Object.assign(window, { fbq, __hostFbqCalls: calls });
  });
  const requests = pixelRequests(page);
  await page.goto('/product/demo-in-stock');
  await callsOnce(page, 'tiktok', 'track', 'ViewContent');
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { __hostFbqCalls: unknown[][] }).__hostFbqCalls.map((call) =>
          call.slice(0, 2).join(' '),
        ),
      ),
    )
    // The page's own fbq has not got our pixel: init through it, then our events; no page view.
    .toEqual(['init 1234567890123', 'track ViewContent']);
  expect(requests.filter((url) => url.includes('/meta/'))).toEqual([]);
  expect(await page.locator('script[data-rove="pixel-meta"]').count()).toBe(0);
});

test('while consent is pending no pixel is requested; granting it sends what happened before', async ({
  page,
}) => {
  // A host whose consent banner has not been answered prints `consent: 'pending'`.
  await page.route('**/product/demo-in-stock', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '"pageType":"product"',
      '"pageType":"product","consent":"pending"',
    );
    await route.fulfill({ response, body });
  });
  const requests = pixelRequests(page);
  await page.goto('/product/demo-in-stock');
  await expect(
    page.locator('rove-buybox').getByRole('button', { name: 'Add to cart' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe('undefined');

  await page.evaluate(() =>
    (window as unknown as { Rove: { grantConsent(): void } }).Rove.grantConsent(),
  );
  const meta = await callsOnce(page, 'meta', 'track', 'ViewContent');
  expect(meta.map((call) => call.slice(0, 2).join(' '))).toEqual([
    'init 1234567890123',
    'track PageView',
    'track ViewContent',
  ]);
  expect(requests).toHaveLength(5);
});

test('/demo/providers lists what the simulations received in this tab', async ({ page }) => {
  await page.goto('/product/demo-in-stock');
  await callsOnce(page, 'meta', 'track', 'ViewContent');
  // A product from $1,000: Affirm's and Klarna's messaging scripts render (and record) too.
  await page.goto('/product/demo-financing');
  await expect(page.locator('[data-simulated-affirm]')).toBeVisible();
  await expect(page.locator('klarna-placement')).toContainText('with Klarna');
  await page.goto('/demo/providers');
  const log = page.locator('#demo-provider-log');
  // Newest first: Meta's product view, whichever vendors recorded theirs after it.
  await expect(
    log
      .getByRole('row')
      .filter({ hasText: 'ViewContent' })
      .filter({ hasText: /^meta\/product\/demo-in-stock/ }),
  ).toHaveCount(1);
  await expect(
    log
      .getByRole('row')
      .filter({ hasText: /^affirm/ })
      .first(),
  ).toContainText('/product/demo-financing');
  await expect(
    log
      .getByRole('row')
      .filter({ hasText: /^klarna messaging/ })
      .first(),
  ).toContainText('"render"');
  await expect(page.getByRole('row', { name: /LiveChat/ })).toContainText(
    'https://cdn.livechatinc.com/tracking.js',
  );
  await page.getByRole('button', { name: 'Clear the log' }).click();
  await expect(log).toHaveText('Nothing received yet in this tab.');
});
