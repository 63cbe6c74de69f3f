// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://shop.example/product/sofa" }
/**
 * The pixels on a page as a browser would run them: each vendor's base code set up in code, one
 * script per vendor (the demo host's simulation, run when our <script> "loads"), the page's own
 * copy of a vendor used as it is, a failing vendor leaving the others alone, nothing at all
 * before consent and nothing more after a withdrawal. The vendors' own contracts are tested
 * against the stand-ins in start-pixels.contract.test.ts and tests/vendors/pixels.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../log';
import { resetVendorScripts } from '../../vendor-script';
import { runAppendedScripts } from '../../vendor-script.test-helpers';
import { addToCart, purchase, type EventContext, type TrackedEvent } from '../events';
import { startTracking } from '../start';
import { fakeCookies, memoryStore, trackingPage } from '../test-helpers';
import type { PixelInput } from './pixel-input';
import { startPixels } from './start-pixels';

/** A gtag command as the page's own snippet leaves it in the data layer. */
function argumentsOf(..._: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params
  return arguments;
}

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
      ['event', 'purchase'],
      ['event', 'conversion'],
    ]);
    expect(podcast).toEqual([['conf', { key: 'k1' }], ['view']]);
  });

  it('uses a vendor the page already has, loads nothing for it, and adds our id once', async () => {
    scriptsRun();
    const fbq = vi.fn();
    page['fbq'] = fbq;
    startPixels({ meta: SETTINGS.meta }, window, [addToCart([sofa], context)]);
    await settle();
    expect(appended).toEqual([]);
    // The page's own pixel has not got our id: init through it; no page view of ours.
    expect(fbq.mock.calls.map((call) => call.slice(0, 2))).toEqual([
      ['init', '1234567'],
      ['track', 'AddToCart'],
    ]);
  });

  it("initialises nothing more where the page's pixel already has our id", async () => {
    scriptsRun();
    // Each vendor's base code, as the page's tag manager left it before its script loaded.
    const fbq = Object.assign(vi.fn(), { queue: [['init', '1234567']], version: '2.0' });
    const pintrk = Object.assign(vi.fn(), { queue: [['load', '26120000'], ['page']] });
    const ttq = Object.assign([], {
      _i: { CABC1234567: [] },
      track: vi.fn(),
      load: vi.fn(),
    });
    const gtagCalls: unknown[][] = [];
    const gtag = function () {
      // eslint-disable-next-line prefer-rest-params
      gtagCalls.push([...arguments]);
    };
    Object.assign(page, {
      fbq,
      pintrk,
      ttq,
      gtag,
      dataLayer: [argumentsOf('config', 'AW-123456')],
    });
    startPixels(SETTINGS, window, []);
    await settle();
    expect(fbq).not.toHaveBeenCalled();
    expect(pintrk).not.toHaveBeenCalled();
    expect(ttq.load).not.toHaveBeenCalled();
    expect(gtagCalls).toEqual([]);
    expect(appended.map((script) => script.dataset['rove'])).toEqual(['pixel-podcast']);
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
      '[rove] the Pinterest tag script could not be loaded from https://shop.example',
    ]);
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      '[rove] a call to the Google Ads tag (gtag.js) threw',
    ]);
    expect(recorded()['podcast']).toEqual([['conf', { key: 'k1' }], ['view']]);
  });
});

describe('consent after the pixels started', () => {
  it('tells each vendor of a withdrawal in its terms, holds its script back, and undoes both', async () => {
    scriptsRun();
    const queue: PixelInput[] = [addToCart([sofa], context)];
    startPixels(SETTINGS, window, queue);
    queue.push('revoke');
    await settle();
    // Withdrawn before the idle moment: no vendor script is requested.
    expect(appended).toEqual([]);
    queue.push('grant');
    await settle();
    expect(appended).toHaveLength(5);
    const { meta, tiktok, pinterest } = recorded();
    expect(meta?.slice(3)).toEqual([
      ['consent', 'revoke'],
      ['consent', 'grant'],
    ]);
    expect(tiktok?.slice(2)).toEqual([['revokeConsent'], ['grantConsent']]);
    // Pinterest documents no consent call: it hears only events.
    expect(pinterest?.map((call) => call[0])).toEqual(['load', 'page', 'track']);
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
