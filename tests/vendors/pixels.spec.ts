/**
 * The ad pixels' contracts in the browser (docs/vendors/meta.md, tiktok.md, pinterest.md,
 * google-ads.md): the production build on the demo host's product page, each vendor played by
 * the contract tests' stand-in (tests/vendors/stand-ins/, written from the contract pages alone)
 * — through the demo's stand-in mode, or at the vendor's real address with the page's real
 * policy. The stand-ins keep what reached them, and what breaks their contract, in
 * window.__pixelStandIns. Consent is asked, given, withdrawn and given again; each failure (404,
 * a script that throws, one never ready) leaves one `[rove]` line naming the vendor while the
 * other vendors and the data layer go on.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from '../helpers/page-watch';
import { hearProblems } from '../helpers/problems';

type Vendor = 'meta' | 'tiktok' | 'pinterest' | 'google';
interface StandIn {
  calls?: unknown[][];
  commands?: unknown[][];
  sent: { event?: string; params?: Record<string, unknown>; data?: Record<string, unknown> }[];
  problems: string[];
  pixels?: string[];
  consent?: Record<string, string> | null;
}

const VENDORS: readonly Vendor[] = ['meta', 'tiktok', 'pinterest', 'google'];
const standInBody = (path: string) =>
  readFileSync(new URL(`stand-ins/${path}`, import.meta.url), 'utf8');
/** Each vendor's real address (what Playwright serves) and its stand-in. */
const REAL: Record<Vendor, { url: RegExp; body: string; label: string; problem: string }> = {
  meta: {
    url: /^https:\/\/connect\.facebook\.net\/en_US\/fbevents\.js/,
    body: standInBody('meta/fbevents.js'),
    label: 'Meta Pixel',
    problem: 'meta',
  },
  tiktok: {
    url: /^https:\/\/analytics\.tiktok\.com\/i18n\/pixel\/events\.js/,
    body: standInBody('tiktok/events.js'),
    label: 'TikTok Pixel',
    problem: 'tiktok',
  },
  pinterest: {
    url: /^https:\/\/s\.pinimg\.com\/ct\/core\.js/,
    body: standInBody('pinterest/core.js'),
    label: 'Pinterest tag',
    problem: 'pinterest',
  },
  google: {
    url: /^https:\/\/www\.googletagmanager\.com\/gtag\/js/,
    body: standInBody('google/gtag.js'),
    label: 'Google Ads tag (gtag.js)',
    problem: 'google-ads',
  },
};
const PRODUCT = '/product/demo-in-stock';
const META_ID = '1234567890123';

const standIns = (page: Page): Promise<Partial<Record<Vendor, StandIn>>> =>
  page.evaluate(
    () =>
      (window as unknown as { __pixelStandIns?: Partial<Record<Vendor, StandIn>> })
        .__pixelStandIns ?? {},
  );
const standIn = async (page: Page, vendor: Vendor): Promise<StandIn> =>
  (await standIns(page))[vendor] ?? { sent: [], problems: [] };

/** True once the vendor's stand-in has sent this event (its own event name). */
const sentEvent = (page: Page, vendor: Vendor, name: string) =>
  expect
    .poll(async () => (await standIn(page, vendor)).sent.some((sent) => sent.event === name))
    .toBe(true);

/** The event names each vendor gives a product view and an add to cart. */
const VIEW: Record<Vendor, string> = {
  meta: 'ViewContent',
  tiktok: 'ViewContent',
  pinterest: 'pagevisit',
  google: 'view_item',
};
const ADD: Record<Vendor, string> = {
  meta: 'AddToCart',
  tiktok: 'AddToCart',
  pinterest: 'addtocart',
  google: 'add_to_cart',
};

/** Serves each vendor's real address: the stand-in, or the failure asked for. */
async function serveVendors(page: Page, failing: Partial<Record<Vendor, Failure>> = {}) {
  for (const vendor of VENDORS)
    await page.route(REAL[vendor].url, (route) => {
      const failure = failing[vendor];
      if (failure === '404') return route.fulfill({ status: 404, body: 'Not found' });
      return route.fulfill({
        contentType: 'text/javascript',
        body:
          failure === 'throws'
            ? `throw new Error('${vendor} stand-in: a broken build');`
            : failure === 'never-ready'
              ? '/* loads, and never takes the base code’s queue over */'
              : REAL[vendor].body,
      });
    });
}
type Failure = '404' | 'throws' | 'never-ready';

/**
 * Tracking's problems reported to the retailer's monitoring: the product page's other vendors
 * (Klarna's and Affirm's messaging) are not served here and report their own.
 */
const hearTracking = (page: Page) => hearProblems(page, (problem) => problem.area === 'tracking');

/** The `[rove]` warnings and errors of tracking and the pixels (not the other vendors'). */
const trackingLines = (watch: Awaited<ReturnType<typeof watchPage>>) =>
  [...watch.rove('warning'), ...watch.rove('error')].filter((line) =>
    /Meta Pixel|TikTok|Pinterest|Google Ads|tracking|tracker|pixel|dataLayer/.test(line),
  );

/** A host whose consent banner has not been answered prints `consent: 'pending'`. */
async function consentPending(page: Page): Promise<void> {
  await page.route(`**${PRODUCT}?*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '"pageType":"product"',
      '"pageType":"product","consent":"pending"',
    );
    await route.fulfill({ response, body });
  });
}

const grant = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { Rove: { grantConsent(): void } }).Rove.grantConsent(),
  );
const revoke = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { Rove: { revokeConsent(): void } }).Rove.revokeConsent(),
  );
/** Adds the product and waits for the cart's answer (the `cart-added` event tracking hears). */
async function addToCart(page: Page): Promise<void> {
  const added = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        document.addEventListener('rove:cart-added', () => resolve(), { once: true }),
      ),
  );
  await page.locator('rove-buybox').getByRole('button', { name: 'Add to cart' }).click();
  await added;
}
/** The data layer's events (not gtag's commands). */
const layerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter(
        (entry) =>
          Object.prototype.toString.call(entry) !== '[object Arguments]' &&
          typeof (entry as { event?: unknown }).event === 'string',
      )
      .map((entry) => (entry as { event: string }).event),
  );

/**
 * Runs in the page: how many times each vendor's stand-in was handed `event` (its own name for
 * it: Meta's, TikTok's and Pinterest's `track` calls, gtag's `event` commands) and how many it
 * sent, and the data layer's events — then, when asked, the host's grant, in the same task.
 */
function readVendors({ event, thenGrant }: { event: Record<Vendor, string>; thenGrant: boolean }): {
  handed: Record<Vendor, number>;
  sent: Record<Vendor, number>;
  layer: string[];
} {
  const page = window as unknown as {
    __pixelStandIns?: Partial<Record<Vendor, StandIn>>;
    dataLayer?: unknown[];
    Rove: { grantConsent(): void };
  };
  const all = page.__pixelStandIns ?? {};
  const handed = {} as Record<Vendor, number>;
  const sent = {} as Record<Vendor, number>;
  for (const vendor of Object.keys(event) as Vendor[]) {
    const seen = all[vendor];
    const verb = vendor === 'google' ? 'event' : 'track';
    const calls = (vendor === 'google' ? seen?.commands : seen?.calls) ?? [];
    handed[vendor] = calls.filter((call) => call[0] === verb && call[1] === event[vendor]).length;
    sent[vendor] = (seen?.sent ?? []).filter((entry) => entry.event === event[vendor]).length;
  }
  const layer = (page.dataLayer ?? [])
    .filter(
      (entry) =>
        Object.prototype.toString.call(entry) !== '[object Arguments]' &&
        typeof (entry as { event?: unknown }).event === 'string',
    )
    .map((entry) => (entry as { event: string }).event);
  if (thenGrant) page.Rove.grantConsent();
  return { handed, sent, layer };
}

test.describe('the ad pixels as their contracts say', () => {
  for (const mode of ['stand-in', 'real'] as const)
    test(`a product view and an add to cart reach every vendor in its documented shape (${mode} address)`, async ({
      page,
    }) => {
      const watch = await watchPage(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (
          /stand-ins\/(meta|tiktok|pinterest|google\/gtag|podcast)|facebook|tiktok|pinimg|googletagmanager/.test(
            url,
          )
        )
          scripts.push(url);
      });
      if (mode === 'real') await serveVendors(page);
      await page.goto(`${PRODUCT}?vendors=${mode}`);
      for (const vendor of VENDORS) await sentEvent(page, vendor, VIEW[vendor]);
      await addToCart(page);
      for (const vendor of VENDORS) await sentEvent(page, vendor, ADD[vendor]);

      const all = await standIns(page);
      for (const vendor of VENDORS) expect([vendor, all[vendor]?.problems]).toEqual([vendor, []]);
      expect(all.meta?.pixels).toEqual([META_ID]);
      const view = all.meta?.sent.find((sent) => sent.event === 'ViewContent')?.params;
      expect(view).toMatchObject({ content_type: 'product', currency: 'USD' });
      // Google gets Merchant Center's id (the default model), the others the sku.
      const sku = (view?.['content_ids'] as string[])[0];
      const googleView = all.google?.sent.find((sent) => sent.event === 'view_item')?.params;
      expect((googleView?.['items'] as { id: string }[])[0]?.id).toMatch(new RegExp(`^${sku}-`));
      expect(
        scripts
          .map((url) => new URL(url))
          .map((url) => (mode === 'real' ? url.origin + url.pathname : url.pathname))
          .sort(),
      ).toEqual(
        mode === 'real'
          ? [
              'https://analytics.tiktok.com/i18n/pixel/events.js',
              'https://connect.facebook.net/en_US/fbevents.js',
              'https://s.pinimg.com/ct/core.js',
              'https://www.googletagmanager.com/gtag/js',
            ]
          : [
              '/stand-ins/google/gtag.js',
              '/stand-ins/meta/fbevents.js',
              '/stand-ins/pinterest/core.js',
              '/stand-ins/podcast/pixel.js',
              '/stand-ins/tiktok/events.js',
            ],
      );
      expect(watch.pageErrors).toEqual([]);
      expect(trackingLines(watch)).toEqual([]);
      expect(await watch.cspViolations()).toEqual([]);
    });

  test('consent: nothing before the grant, Google’s default first, a withdrawal heard by each vendor', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/facebook|tiktok|pinimg|googletagmanager/.test(request.url()))
        requested.push(request.url());
    });
    await serveVendors(page);
    await consentPending(page);
    await page.goto(`${PRODUCT}?vendors=real`);
    await expect(
      page.locator('rove-buybox').getByRole('button', { name: 'Add to cart' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    // Consent Mode's default is the first thing of ours in the data layer.
    const first = await page.evaluate(() =>
      Array.from(
        ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])[0] ?? [],
      ),
    );
    expect(first).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      },
    ]);
    expect(await layerEvents(page)).toEqual([]);

    await grant(page);
    for (const vendor of VENDORS) await sentEvent(page, vendor, VIEW[vendor]);
    expect((await standIn(page, 'google')).consent).toMatchObject({ ad_storage: 'granted' });

    await revoke(page);
    // `rove:cart-added` is dispatched after every bus listener has run — tracking's among them,
    // which hands a delivered event to the data layer and (their scripts loaded) to each vendor
    // in the same task: here, whatever the withdrawal let through has already arrived.
    await addToCart(page);
    await expect
      .poll(async () => (await standIn(page, 'meta')).calls?.at(-1))
      .toEqual(['consent', 'revoke']);
    expect((await standIn(page, 'tiktok')).calls?.at(-1)).toEqual(['revokeConsent']);
    expect((await standIn(page, 'google')).consent).toMatchObject({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    // Nothing reached a vendor or the data layer for the whole withdrawal: read in the same task
    // as the grant that ends it. What each vendor was handed (its calls, commands), not only what
    // it sent: Meta's and Google's stand-ins hold back what comes while consent is withdrawn.
    const untilGrant = await page.evaluate(readVendors, { event: ADD, thenGrant: true });
    for (const vendor of VENDORS) {
      expect([vendor, untilGrant.handed[vendor], untilGrant.sent[vendor]]).toEqual([vendor, 0, 0]);
    }
    expect(untilGrant.layer).not.toContain('add_to_cart');

    expect((await standIn(page, 'meta')).calls).toContainEqual(['consent', 'grant']);
    for (const vendor of VENDORS) await sentEvent(page, vendor, ADD[vendor]);
    expect(await layerEvents(page)).toContain('add_to_cart');
    // The held add to cart went once, after the grant.
    const afterGrant = await page.evaluate(readVendors, { event: ADD, thenGrant: false });
    for (const vendor of VENDORS)
      expect([vendor, afterGrant.handed[vendor], afterGrant.sent[vendor]]).toEqual([vendor, 1, 1]);
    expect(afterGrant.layer.filter((event) => event === 'add_to_cart')).toHaveLength(1);
    for (const vendor of VENDORS)
      expect([vendor, (await standIn(page, vendor)).problems]).toEqual([vendor, []]);
    expect(watch.pageErrors).toEqual([]);
    expect(trackingLines(watch)).toEqual([]);
  });

  test("a page's own Meta Pixel gets our id through its fbq, and no second fbevents.js", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (REAL.meta.url.test(request.url())) requested.push(request.url());
    });
    await serveVendors(page);
    // The host's tag manager ran Meta's base code with its own pixel, before the SDK.
    await page.addInitScript(() => {
      /* eslint-disable */
      const w = window as unknown as Record<string, any>;
      const n: any = (w['fbq'] = function () {
        n.callMethod ? n.callMethod.apply(n, arguments) : n.queue.push(arguments);
      });
      if (!w['_fbq']) w['_fbq'] = n;
      n.push = n;
      n.loaded = true;
      n.version = '2.0';
      n.queue = [];
      const t = document.createElement('script');
      t.async = true;
      t.src = 'https://connect.facebook.net/en_US/fbevents.js';
      document.addEventListener('DOMContentLoaded', () => document.head.append(t));
      n('init', '999999');
      n('track', 'PageView');
      /* eslint-enable */
    });
    await page.goto(`${PRODUCT}?vendors=real`);
    await sentEvent(page, 'meta', 'ViewContent');
    const meta = await standIn(page, 'meta');
    expect(meta.pixels).toEqual(['999999', META_ID]);
    expect(meta.calls?.filter((call) => call[0] === 'init')).toEqual([
      ['init', '999999'],
      ['init', META_ID],
    ]);
    expect(meta.problems).toEqual([]);
    expect(requested).toHaveLength(1);
    expect(await page.locator('script[data-rove="pixel-meta"]').count()).toBe(0);
  });
});

test.describe('a failing vendor: one [rove] line, the others and the data layer go on', () => {
  for (const vendor of VENDORS)
    for (const failure of ['404', 'throws', 'never-ready'] as const)
      test(`${vendor}: ${failure}`, async ({ page }) => {
        const watch = await watchPage(page);
        const heard = await hearTracking(page);
        await serveVendors(page, { [vendor]: failure });
        await page.goto(`${PRODUCT}?vendors=real`);
        const others = VENDORS.filter((name) => name !== vendor);
        for (const other of others) await sentEvent(page, other, VIEW[other]);
        await addToCart(page);
        for (const other of others) await sentEvent(page, other, ADD[other]);

        const kind = failure === '404' ? 'script-failed' : 'not-ready';
        await expect
          .poll(async () => (await heard()).problems, { timeout: 10_000 })
          .toEqual([
            expect.objectContaining({ area: 'tracking', vendor: REAL[vendor].problem, kind }),
          ]);
        const lines = trackingLines(watch);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toContain(`[rove] the ${REAL[vendor].label} script`);
        expect(await layerEvents(page)).toEqual(
          expect.arrayContaining(['page_view', 'view_item', 'add_to_cart']),
        );
        for (const other of others) expect((await standIn(page, other)).problems).toEqual([]);
        // Only the vendor's own exception reached the page, none of ours.
        expect(watch.pageErrors.map((error) => error.message)).toEqual(
          failure === 'throws' ? [`${vendor} stand-in: a broken build`] : [],
        );
      });
});
