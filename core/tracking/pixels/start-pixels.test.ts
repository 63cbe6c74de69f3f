// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://shop.example/product/sofa" }
/**
 * The pixels on a page as a browser would run them: each vendor's snippet set up in code, one
 * script per vendor (the demo host's simulation, run when our <script> "loads"), the page's own
 * copy of a vendor used as it is, a failing vendor leaving the others alone, and nothing at all
 * before consent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../log';
import { resetVendorScripts } from '../../vendor-script';
import { runAppendedScripts } from '../../vendor-script.test-helpers';
import { addToCart, purchase, type EventContext, type TrackedEvent } from '../events';
import { startTracking } from '../start';
import { fakeCookies, memoryStore, trackingPage } from '../test-helpers';
import { startPixels } from './start-pixels';

type Recorded = Record<string, unknown[][]>;
type PageGlobals = Window & { __simulatedPixels?: Recorded } & Record<string, unknown>;
const page = window as unknown as PageGlobals;

const SETTINGS = {
  meta: { id: '1234567', scriptUrl: '/simulated/meta/fbevents.js' },
  tiktok: { id: 'CABC1234567', scriptUrl: '/simulated/tiktok/events.js' },
  pinterest: { id: '26120000', scriptUrl: '/simulated/pinterest/core.js' },
  googleAds: {
    id: 'AW-123456',
    scriptUrl: '/simulated/google/gtag.js',
    conversions: { purchase: 'AW-123456/buy' },
  },
  trackers: [
    {
      name: 'podcast',
      src: '/simulated/podcast/pixel.js',
      queue: 'pdst',
      pageView: [['conf', { key: 'k1' }], ['view']],
    },
  ],
};
const context: EventContext = { country: 'US', currency: 'USD', brand: 'Rove', excludedIds: [] };
const sofa = { id: 'S-1', name: 'Sofa', price: 999 };

let appended: HTMLScriptElement[] = [];
let settled = () => Promise.resolve();

/** Our <script>s: run the simulation as the browser would (or fail those named). */
function scriptsRun(failing: string[] = []) {
  const run = runAppendedScripts(
    (script) =>
      !failing.some((path) => script.src.includes(path)) &&
      import('../../../demo-host/simulations/pixels/pixels.js'),
  );
  appended = run.appended;
  settled = run.settled;
}

/** The page's idle moments, run when a test says so. */
let idle: (() => void)[] = [];
const settle = async () => {
  for (const run of idle.splice(0)) run();
  await settled();
  await new Promise((resolve) => setTimeout(resolve, 5));
};
const recorded = (): Recorded => page.__simulatedPixels ?? {};

beforeEach(() => {
  resetVendorScripts();
  resetLogOnce();
  for (const name of ['fbq', '_fbq', 'ttq', 'TiktokAnalyticsObject', 'pintrk', 'gtag', 'pdst'])
    delete page[name];
  delete page.__simulatedPixels;
  page['dataLayer'] = [];
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('startPixels', () => {
  it('loads each vendor once, from its script, and replays what the page did before', async () => {
    scriptsRun();
    const queue = [addToCart([sofa], context)];
    startPixels(SETTINGS, window, queue);
    // The snippets' queues are there at once; the scripts wait for the page to be idle.
    expect(typeof page['fbq']).toBe('function');
    expect(appended).toEqual([]);
    await settle();
    expect(appended.map((script) => [script.dataset['rove'], new URL(script.src).href])).toEqual([
      ['pixel-meta', 'https://shop.example/simulated/meta/fbevents.js'],
      ['pixel-tiktok', 'https://shop.example/simulated/tiktok/events.js?sdkid=CABC1234567&lib=ttq'],
      ['pixel-pinterest', 'https://shop.example/simulated/pinterest/core.js'],
      ['pixel-googleAds', 'https://shop.example/simulated/google/gtag.js?id=AW-123456'],
      ['pixel-podcast', 'https://shop.example/simulated/podcast/pixel.js'],
    ]);
    queue.push(purchase({ transaction_id: 'R-9' }, [sofa], context));
    const { meta, tiktok, pinterest, googleAds, podcast } = recorded();
    expect(meta?.map((call) => call.slice(0, 2))).toEqual([
      ['init', '1234567'],
      ['track', 'PageView'],
      ['track', 'AddToCart'],
      ['track', 'Purchase'],
    ]);
    expect(meta?.at(-1)?.[3]).toEqual({ eventID: 'R-9' });
    expect(tiktok?.map((call) => call.slice(0, 2))).toEqual([
      ['load', 'CABC1234567'],
      ['page'],
      ['track', 'AddToCart'],
      ['track', 'Purchase'],
    ]);
    expect(pinterest?.map((call) => call.slice(0, 2))).toEqual([
      ['load', '26120000'],
      ['page'],
      ['track', 'addtocart'],
      ['track', 'checkout'],
    ]);
    expect(googleAds?.map((call) => call.slice(0, 2))).toEqual([
      ['js', expect.any(String)],
      ['config', 'AW-123456'],
      ['event', 'add_to_cart'],
      ['loaded', 'AW-123456'],
      ['event', 'purchase'],
      ['event', 'conversion'],
    ]);
    expect(podcast).toEqual([['conf', { key: 'k1' }], ['view']]);
  });

  it('uses a vendor the page already has and loads nothing for it', async () => {
    scriptsRun();
    const fbq = vi.fn();
    page['fbq'] = fbq;
    startPixels({ meta: SETTINGS.meta }, window, [addToCart([sofa], context)]);
    await settle();
    expect(appended).toEqual([]);
    // The page's own pixel was set up by its tag manager: no second init or page view.
    expect(fbq.mock.calls.map((call) => call.slice(0, 2))).toEqual([['track', 'AddToCart']]);
  });

  it('keeps the other vendors when one is malformed, fails to load or throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    scriptsRun(['/simulated/pinterest/']);
    page['gtag'] = () => {
      throw new Error('broken tag manager');
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queue: TrackedEvent[] = [];
    startPixels(
      {
        meta: { id: 'not-an-id' },
        tiktok: { id: 'CABC1234567', scriptUrl: 'https://evil.example/events.js' },
        pinterest: SETTINGS.pinterest,
        googleAds: SETTINGS.googleAds,
        trackers: [{ name: 'podcast', src: 'javascript:alert(1)' }, SETTINGS.trackers[0]],
      },
      window,
      queue,
    );
    expect(() => queue.push(addToCart([sofa], context))).not.toThrow();
    await settle();
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[rove] invalid tracking pixels.meta ignored: id: expected string /^\\d{5,20}$/, got "not-an-id"',
      '[rove] invalid tracking pixels.tiktok ignored: scriptUrl is neither the site’s nor the vendor’s',
      '[rove] invalid tracking pixels.trackers.0 ignored: src must be the site’s or an https URL',
      '[rove] the pinterest pixel could not be loaded',
    ]);
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      '[rove] the googleAds pixel threw',
    ]);
    expect(recorded()['podcast']).toEqual([['conf', { key: 'k1' }], ['view']]);
  });
});

describe('pixels under the tracking layer', () => {
  it('fetches nothing before consent, then loads the pixels and hands them the held events', async () => {
    scriptsRun();
    const tracking = startTracking({
      win: window,
      settings: trackingPage(
        { tracking: { consent: 'pending', pixels: { meta: SETTINGS.meta } } },
        { country: 'CA', currency: 'CAD' },
      ),
      local: memoryStore(),
      cookies: fakeCookies(),
      on: () => () => {},
    });
    tracking.track(addToCart([sofa], { ...context, country: 'CA', currency: 'CAD' }));
    await settle();
    expect(appended).toEqual([]);
    expect(page['fbq']).toBeUndefined();

    tracking.grantConsent();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    await settle();
    expect(appended).toHaveLength(1);
    expect(recorded()['meta']).toHaveLength(3);
    expect(recorded()['meta']?.[2]).toMatchObject([
      'track',
      'AddToCart',
      { content_ids: ['C-S-1'], currency: 'CAD' },
    ]);
    tracking.stop();
  });
});
