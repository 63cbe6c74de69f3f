/**
 * Each ad network's standard snippet, in code (no inline script): the global function its
 * script replays calls from, installed before the script arrives, and the first calls the
 * snippet makes (init and page view). A page whose own tag manager already put the vendor's
 * global there keeps it: the adapter sends its events through it and installs nothing.
 */
import type { PixelAccount, PixelCall, PixelVendorName } from './pixel-calls.logic';
import { PIXEL_SCRIPTS } from './pixels-settings';

/** A vendor's global function, as our calls reach it. */
export type PixelSend = (call: PixelCall) => void;

/** The vendors' globals on the page's window. */
export interface PixelGlobals {
  fbq?: unknown;
  _fbq?: unknown;
  ttq?: unknown;
  TiktokAnalyticsObject?: string;
  pintrk?: unknown;
  gtag?: unknown;
  dataLayer?: unknown;
}

export interface PixelVendor {
  /** The page's own copy of the vendor (a host's tag manager), or null. */
  present(win: PixelGlobals): PixelSend | null;
  /** Installs the snippet's queue on the page and returns the way to call it. */
  install(win: PixelGlobals, account: PixelAccount): PixelSend;
  /** What the snippet calls first when we load the vendor (init, page view). */
  first(account: PixelAccount): PixelCall[];
  /** What we call on a page's own copy: nothing but what our account needs. */
  join(account: PixelAccount): PixelCall[];
}

type Callable = (...args: unknown[]) => unknown;
const isCallable = (value: unknown): value is Callable => typeof value === 'function';
/**
 * Calls the vendor's global as it is at the time, as a page's own `fbq(…)` would: a vendor's
 * script may replace the snippet's queue function with its own (Pinterest's core.js does).
 */
const viaGlobal =
  (win: object, name: string): PixelSend =>
  (call) =>
    void ((win as Record<string, unknown>)[name] as Callable)(...call);

/** Meta's `fbq`: calls queue until fbevents.js defines `callMethod`. */
const meta: PixelVendor = {
  present: (win) => (isCallable(win.fbq) ? viaGlobal(win, 'fbq') : null),
  install(win) {
    type Fbq = Callable & {
      callMethod?: Callable;
      queue: unknown[][];
      push?: Fbq;
      loaded?: boolean;
      version?: string;
    };
    const fbq = ((...args: unknown[]) =>
      fbq.callMethod ? fbq.callMethod(...args) : fbq.queue.push(args)) as Fbq;
    Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
    win.fbq = fbq;
    win._fbq ??= fbq;
    return viaGlobal(win, 'fbq');
  },
  first: ({ id }) => [
    ['init', id],
    ['track', 'PageView'],
  ],
  join: () => [],
};

const TIKTOK_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
];

type Ttq = unknown[] & Record<string, unknown>;
const callTtq =
  (win: PixelGlobals): PixelSend =>
  ([method, ...args]) =>
    void ((win.ttq as Ttq)[String(method)] as Callable)(...args);

/** TikTok's `ttq`: an array of `[method, …args]` that events.js replays. */
const tiktok: PixelVendor = {
  present: (win) => {
    const ttq = win.ttq as Ttq | undefined;
    return ttq && isCallable(ttq['track']) ? callTtq(win) : null;
  },
  install(win, { id }) {
    const ttq = Object.assign([], { methods: TIKTOK_METHODS }) as unknown as Ttq;
    for (const method of TIKTOK_METHODS)
      ttq[method] = (...args: unknown[]) => ttq.push([method, ...args]);
    // What the snippet's `ttq.load(id)` records for events.js before adding the script.
    const queue = Object.assign([], { _u: PIXEL_SCRIPTS.tiktok.base });
    Object.assign(ttq, { _i: { [id]: queue }, _t: { [id]: Date.now() }, _o: { [id]: {} } });
    win.TiktokAnalyticsObject = 'ttq';
    win.ttq = ttq;
    return callTtq(win);
  },
  first: () => [['page']],
  join: () => [],
};

/** Pinterest's `pintrk`: calls queue until core.js has loaded. */
const pinterest: PixelVendor = {
  present: (win) => (isCallable(win.pintrk) ? viaGlobal(win, 'pintrk') : null),
  install(win) {
    const pintrk = Object.assign((...args: unknown[]) => pintrk.queue.push(args), {
      queue: [] as unknown[][],
      version: '3.0',
    });
    win.pintrk = pintrk;
    return viaGlobal(win, 'pintrk');
  },
  first: ({ id }) => [['load', id], ['page']],
  join: () => [],
};

/** Google's `gtag`: pushes its `arguments` to the data layer, which gtag.js reads. */
const googleAds: PixelVendor = {
  present: (win) => (isCallable(win.gtag) ? viaGlobal(win, 'gtag') : null),
  install(win) {
    const layer = (win.dataLayer ??= []) as { push(entry: unknown): void };
    // gtag.js tells a command from a data-layer event by its being an Arguments object.
    function gtag() {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    }
    win.gtag = gtag;
    return viaGlobal(win, 'gtag');
  },
  first: ({ id }) => [
    ['js', new Date()],
    ['config', id],
  ],
  // A page's own gtag (GA4's, say) learns our Ads account as one more destination.
  join: ({ id }) => [['config', id]],
};

export const PIXEL_VENDORS: Readonly<Record<PixelVendorName, PixelVendor>> = {
  meta,
  tiktok,
  pinterest,
  googleAds,
};

/**
 * A plain tracker's snippet: `window[name] = function () { (window[name].q ||= []).push(arguments) }`,
 * the common shape of podcast and audience trackers' async snippets; the page's own is kept.
 */
export function trackerQueue(win: Record<string, unknown>, name: string): PixelSend {
  if (isCallable(win[name])) return viaGlobal(win, name);
  const queue = Object.assign(
    function tracker() {
      // eslint-disable-next-line prefer-rest-params
      (queue.q ??= []).push(arguments);
    },
    { q: undefined as unknown[] | undefined },
  );
  win[name] = queue;
  return viaGlobal(win, name);
}
