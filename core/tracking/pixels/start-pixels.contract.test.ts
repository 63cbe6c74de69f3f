// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://shop.example/product/sofa" }
/**
 * The ad pixels against the contract tests' stand-ins (tests/vendors/stand-ins/, written from
 * docs/vendors/meta.md, tiktok.md, pinterest.md and google-ads.md alone): the whole tracking
 * layer on a page whose host asks for consent, each vendor's script "loading" as the stand-in,
 * and the failures a real page meets — a script that does not load, one that loads and never
 * takes its queue over — each one `[rove]` line naming the vendor while the others and the
 * data layer go on. The browser run of the same contract is tests/vendors/pixels.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../log';
import type { RoveProblem } from '../../problem';
import { resetVendorScripts } from '../../vendor-script';
import { runAppendedScripts } from '../../vendor-script.test-helpers';
import type { EventContext } from '../events';
import { addToCart, newsletterSignup, purchase, search, viewItem } from '../events';
import { startTracking, type Tracking } from '../start';
import { fakeCookies, memoryStore, trackingPage } from '../test-helpers';
import { PIXEL_READY_GRACE_MS } from './start-pixels';

interface StandIn {
  calls?: unknown[][];
  commands?: unknown[][];
  sent: Record<string, unknown>[];
  problems: string[];
  consent?: Record<string, string> | null;
}
type Vendor = 'meta' | 'tiktok' | 'pinterest' | 'google';
type PageGlobals = Window & { __pixelStandIns?: Partial<Record<Vendor, StandIn>> } & Record<
    string,
    unknown
  >;
const page = window as unknown as PageGlobals;

/** Meta, TikTok, Pinterest and Google Ads, at the vendors' own addresses. */
const PIXELS = {
  meta: { id: '1234567' },
  tiktok: { id: 'CABC1234567' },
  pinterest: { id: '26120000' },
  googleAds: { id: 'AW-123456', conversions: { purchase: 'AW-123456/buy' } },
};
const STAND_INS: Record<Vendor, { path: string; load: () => Promise<unknown> }> = {
  meta: {
    path: 'connect.facebook.net/en_US/fbevents.js',
    load: () => import('../../../tests/vendors/stand-ins/meta/fbevents.js'),
  },
  tiktok: {
    path: 'analytics.tiktok.com/i18n/pixel/events.js',
    load: () => import('../../../tests/vendors/stand-ins/tiktok/events.js'),
  },
  pinterest: {
    path: 's.pinimg.com/ct/core.js',
    load: () => import('../../../tests/vendors/stand-ins/pinterest/core.js'),
  },
  google: {
    path: 'www.googletagmanager.com/gtag/js',
    load: () => import('../../../tests/vendors/stand-ins/google/gtag.js'),
  },
};
const PROBLEM_VENDOR: Record<Vendor, string> = {
  meta: 'meta',
  tiktok: 'tiktok',
  pinterest: 'pinterest',
  google: 'google-ads',
};
const context: EventContext = { country: 'UK', currency: 'GBP', brand: 'Rove', excludedIds: [] };
const sofa = { id: 'S-1', name: 'Sofa', price: 999, id_google: 'S-1-GRY', category: 'Shop/Sofas' };

let settled = () => Promise.resolve();
let tracking: Tracking | undefined;
let problems: RoveProblem[] = [];
let offProblems = () => {};

/** Each vendor's script "loads" as its stand-in, except those failing: 404 or never ready. */
function vendorsServe(failing: Partial<Record<Vendor, '404' | 'silent'>> = {}) {
  const run = runAppendedScripts((script) => {
    const vendor = (Object.keys(STAND_INS) as Vendor[]).find((name) =>
      script.src.includes(STAND_INS[name].path),
    );
    if (!vendor) return false;
    if (failing[vendor] === '404') return false;
    // A script that threw before taking its queue over, or that is not the vendor's.
    if (failing[vendor] === 'silent') return Promise.resolve();
    return STAND_INS[vendor].load();
  });
  settled = run.settled;
  return run.appended;
}

const standIn = (vendor: Vendor): StandIn =>
  page.__pixelStandIns?.[vendor] ?? { sent: [], problems: [] };

async function settle(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await vi.advanceTimersByTimeAsync(10);
    await settled();
  }
}

function start(consent: 'pending' | 'granted'): Tracking {
  tracking = startTracking({
    win: window,
    settings: trackingPage(
      { tracking: { consent, pageType: 'product', pixels: PIXELS } },
      {
        country: 'UK',
        currency: 'GBP',
      },
    ),
    local: memoryStore(),
    cookies: fakeCookies(),
    on: () => () => {},
  });
  return tracking;
}

const layerEvents = () =>
  ((page['dataLayer'] as Record<string, unknown>[] | undefined) ?? [])
    .filter((entry) => typeof entry?.['event'] === 'string')
    .map((entry) => entry['event']);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] });
  resetVendorScripts();
  resetLogOnce();
  for (const name of ['fbq', '_fbq', 'ttq', 'TiktokAnalyticsObject', 'pintrk', 'gtag'])
    delete page[name];
  delete page.__pixelStandIns;
  page['dataLayer'] = [];
  problems = [];
  // As the retailer's monitoring hears them (the chunk's modules are loaded afresh here).
  const hear = (event: Event) => void problems.push((event as CustomEvent<RoveProblem>).detail);
  document.addEventListener('rove:problem', hear);
  offProblems = () => document.removeEventListener('rove:problem', hear);
});
afterEach(() => {
  tracking?.stop();
  tracking = undefined;
  offProblems();
  vi.useRealTimers();
});

describe('the pixels as their contracts say', () => {
  it('consent pending, granted, withdrawn, granted: every vendor hears it in its terms', async () => {
    const appended = vendorsServe();
    const running = start('pending');
    running.track(viewItem(sofa, context));
    await settle();
    expect(appended).toEqual([]);

    running.grantConsent();
    await settle();
    running.track(addToCart([sofa], context));
    running.track(search('sofa'));
    running.revokeConsent();
    running.track(addToCart([{ ...sofa, id: 'S-2', id_google: 'S-2-OAK' }], context));
    running.track(newsletterSignup('GBP'));
    await settle();
    // Nothing after the withdrawal reached a vendor (or the data layer).
    for (const vendor of ['meta', 'tiktok', 'pinterest', 'google'] as const)
      expect(JSON.stringify(standIn(vendor).calls ?? standIn(vendor).commands)).not.toContain(
        'S-2',
      );
    expect(layerEvents()).toEqual(['page_view', 'view_item', 'add_to_cart', 'search']);

    running.grantConsent();
    running.track(purchase({ transaction_id: 'R-9' }, [sofa], context));
    await settle();
    expect(layerEvents()).toEqual([
      ...['page_view', 'view_item', 'add_to_cart', 'search'],
      ...['add_to_cart', 'generate_lead', 'purchase'],
    ]);
    for (const vendor of ['meta', 'tiktok', 'pinterest', 'google'] as const)
      expect([vendor, standIn(vendor).problems]).toEqual([vendor, []]);

    const meta = standIn('meta');
    expect(meta.calls?.map((call) => call.slice(0, 2))).toEqual([
      ['init', '1234567'],
      ['track', 'PageView'],
      ['track', 'ViewContent'],
      ['track', 'AddToCart'],
      ['track', 'Search'],
      ['consent', 'revoke'],
      ['consent', 'grant'],
      ['track', 'AddToCart'],
      ['track', 'Lead'],
      ['track', 'Purchase'],
    ]);
    expect(meta.sent.at(-1)).toMatchObject({
      event: 'Purchase',
      params: { content_ids: ['C-S-1'], content_type: 'product', value: 999, currency: 'GBP' },
      eventID: 'R-9',
    });

    const tiktok = standIn('tiktok');
    expect(tiktok.calls?.map((call) => call.slice(0, 2))).toEqual([
      ['page'],
      ['track', 'ViewContent'],
      ['track', 'AddToCart'],
      ['track', 'Search'],
      ['revokeConsent'],
      ['grantConsent'],
      ['track', 'AddToCart'],
      ['track', 'Subscribe'],
      ['track', 'Purchase'],
    ]);
    expect(tiktok.sent.at(-1)).toMatchObject({
      params: { contents: [{ content_id: 'C-S-1', content_type: 'product' }], value: 999 },
      event_id: 'R-9',
    });

    const pinterest = standIn('pinterest');
    expect(pinterest.sent.map((sent) => sent['event'])).toEqual([
      'page',
      'pagevisit',
      'addtocart',
      'search',
      'addtocart',
      'lead',
      'checkout',
    ]);
    expect(pinterest.sent.at(-1)).toMatchObject({
      data: { order_id: 'R-9', event_id: 'R-9', line_items: [{ product_id: 'C-S-1' }] },
    });

    const google = standIn('google');
    expect(google.commands?.map((command) => command.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
      ['js', expect.any(String)],
      ['config', 'AW-123456'],
      ['event', 'view_item'],
      ['event', 'add_to_cart'],
      ['consent', 'update'],
      ['consent', 'update'],
      ['event', 'add_to_cart'],
      ['event', 'purchase'],
      ['event', 'conversion'],
    ]);
    expect(google.consent).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });
    // Merchant Center's id for the product, the order id as the conversion's transaction_id.
    expect(google.sent.find((sent) => sent['event'] === 'purchase')).toMatchObject({
      params: { items: [{ id: 'S-1-GRY', google_business_vertical: 'retail' }] },
    });
    expect(google.sent.at(-1)).toMatchObject({
      event: 'conversion',
      params: { send_to: 'AW-123456/buy', transaction_id: 'R-9', value: 999, currency: 'GBP' },
    });
    expect(problems).toEqual([]);
  });

  it('a page with its own pixels gets our ids through them, and no second script', async () => {
    const appended = vendorsServe();
    // The host's tag manager installed each base code with its own ids, scripts not yet here.
    const fbq = Object.assign(vi.fn(), { queue: [['init', '999999']], version: '2.0' });
    const ttq = Object.assign([] as unknown[], { _i: { CHOST0000001: [] }, track: vi.fn() });
    Object.assign(ttq, { load: vi.fn() });
    const pintrk = Object.assign(vi.fn(), { queue: [['load', '55555']], version: '3.0' });
    const gtag = vi.fn();
    Object.assign(page, { fbq, ttq, pintrk, gtag });
    start('granted');
    await settle();
    expect(appended).toEqual([]);
    expect(fbq.mock.calls.slice(0, 1)).toEqual([['init', '1234567']]);
    expect((ttq as unknown as { load: ReturnType<typeof vi.fn> }).load.mock.calls).toEqual([
      ['CABC1234567'],
    ]);
    expect(pintrk.mock.calls.slice(0, 1)).toEqual([['load', '26120000']]);
    expect(gtag.mock.calls.map((call) => call.slice(0, 2))).toContainEqual(['config', 'AW-123456']);
  });
});

describe('a failing vendor: one [rove] line, the others and the data layer go on', () => {
  const vendors = ['meta', 'tiktok', 'pinterest', 'google'] as const;
  const LABEL = {
    meta: 'Meta Pixel',
    tiktok: 'TikTok Pixel',
    pinterest: 'Pinterest tag',
    google: 'Google Ads tag (gtag.js)',
  };

  for (const vendor of vendors)
    for (const failure of ['404', 'silent'] as const)
      it(`${vendor}: ${failure === '404' ? 'its script does not load' : 'it never takes its queue over'}`, async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        vendorsServe({ [vendor]: failure });
        const running = start('granted');
        running.track(addToCart([sofa], context));
        await settle();
        await vi.advanceTimersByTimeAsync(PIXEL_READY_GRACE_MS);
        running.track(addToCart([{ id: 'R-1', name: 'Rug', price: 200 }], context));
        await settle();

        const kind = failure === '404' ? 'script-failed' : 'not-ready';
        expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
          expect.stringMatching(
            new RegExp(`^\\[rove\\] the ${LABEL[vendor].replace(/[()]/g, '\\$&')} script`),
          ),
        ]);
        expect(problems).toEqual([
          expect.objectContaining({ area: 'tracking', vendor: PROBLEM_VENDOR[vendor], kind }),
        ]);
        expect(layerEvents()).toEqual(['page_view', 'add_to_cart', 'add_to_cart']);
        for (const other of vendors.filter((name) => name !== vendor)) {
          expect(standIn(other).problems).toEqual([]);
          expect(JSON.stringify(standIn(other).sent)).toContain('R-1');
        }
      });
});
