/**
 * Each ad network's base code, in code (no inline script), as its contract page records it
 * (docs/vendors/meta.md, tiktok.md, pinterest.md, google-ads.md): the global function its
 * script replays calls from, installed before the script arrives, the first calls the base
 * code makes (init and page view), the consent calls the vendor documents, and how to tell that
 * the vendor's script has taken its queue over. A page whose own tag manager already put the
 * vendor's global there keeps it: the adapter sends its events through it, installs nothing,
 * and only initialises our id there when the page's pixel does not have it yet.
 */
import type { VendorName } from '../../problem';
import type { ConsentSignal } from './pixel-input';
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

/** Our copy of the base code on the page. */
export interface Installed {
  send: PixelSend;
  /** True once the vendor's script has taken the base code's queue over. */
  ready(): boolean;
}

export interface PixelVendor {
  /** The vendor as problem reports name it (core/problem.ts) and as a retailer knows it. */
  vendor: VendorName;
  label: string;
  /** The page's own copy of the vendor (a host's tag manager), or null. */
  present(win: PixelGlobals): PixelSend | null;
  /** Installs the base code's queue on the page. */
  install(win: PixelGlobals, account: PixelAccount): Installed;
  /** What the base code calls first when we load the vendor (init, page view). */
  first(account: PixelAccount): PixelCall[];
  /**
   * What we call on a page's own copy: our id's init when the page's pixel has not got it
   * (read from what the vendor's base code keeps; no second script, no second page view).
   */
  join(win: PixelGlobals, account: PixelAccount): PixelCall[];
  /** The consent change in the vendor's documented terms (none where its docs have none). */
  consent(signal: ConsentSignal): PixelCall[];
}

type Callable = ((...args: unknown[]) => unknown) & Record<string, unknown>;
const isCallable = (value: unknown): value is Callable => typeof value === 'function';
/**
 * Calls the vendor's global as it is at the time, as a page's own `fbq(…)` would: a vendor's
 * script may replace the base code's queue function with its own.
 */
const viaGlobal =
  (win: object, name: string): PixelSend =>
  (call) =>
    void ((win as Record<string, unknown>)[name] as Callable)(...call);

/** The entries of a queue that are calls of `command`, by their first argument. */
const argsOf = (queue: unknown, command: string): unknown[] =>
  Array.isArray(queue)
    ? queue
        .map((entry) => Array.prototype.slice.call(entry) as unknown[])
        .filter((args) => args[0] === command)
        .map((args) => String(args[1]))
    : [];

const initUnless = (known: unknown[], call: PixelCall): PixelCall[] =>
  known.includes(call[1]) ? [] : [call];

/** Meta's `fbq`: calls queue (as `arguments`) until fbevents.js defines `callMethod`. */
const meta: PixelVendor = {
  vendor: 'meta',
  label: 'Meta Pixel',
  present: (win) => (isCallable(win.fbq) ? viaGlobal(win, 'fbq') : null),
  install(win) {
    type Fbq = Callable & { callMethod?: Callable; queue: unknown[] };
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      // The base code keeps the `arguments` object itself, as fbevents.js expects.
      // eslint-disable-next-line prefer-rest-params
      else fbq.queue.push(arguments);
    } as Fbq;
    Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
    win.fbq = fbq;
    win._fbq ??= fbq;
    return {
      send: viaGlobal(win, 'fbq'),
      ready: () => typeof fbq.callMethod === 'function' || win.fbq !== fbq,
    };
  },
  first: ({ id }) => [
    ['init', id],
    ['track', 'PageView'],
  ],
  join(win, { id }) {
    const fbq = win.fbq as Callable;
    const known = argsOf(fbq['queue'], 'init');
    try {
      // fbevents.js's own record of its pixels, when it has loaded (Meta documents none).
      const state = (fbq['getState'] as (() => { pixels?: { id: unknown }[] }) | undefined)?.();
      for (const pixel of state?.pixels ?? []) known.push(String(pixel.id));
    } catch {
      // An older or a stand-in fbq: the queue is all we know.
    }
    return initUnless(known, ['init', id]);
  },
  consent: (signal) => [['consent', signal]],
};

/** The methods TikTok's base code stubs until events.js arrives. */
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

/** TikTok's base code's `setAndDefer`: a method that queues `[method, …args]` on `target`. */
const defer = (target: Ttq, method: string) =>
  (target[method] = (...args: unknown[]) => target.push([method, ...args]));

/** TikTok's `ttq`: an array of `[method, …args]` that events.js replays. */
const tiktok: PixelVendor = {
  vendor: 'tiktok',
  label: 'TikTok Pixel',
  present: (win) => {
    const ttq = win.ttq as Ttq | undefined;
    return ttq && isCallable(ttq['track']) ? callTtq(win) : null;
  },
  install(win, { id }) {
    const ttq = Object.assign([], { methods: TIKTOK_METHODS }) as unknown as Ttq;
    TIKTOK_METHODS.forEach((method) => defer(ttq, method));
    const track = ttq['track'];
    ttq['instance'] = (pixel: string) => {
      const instance = ((ttq['_i'] as Record<string, Ttq>)[pixel] ?? []) as Ttq;
      TIKTOK_METHODS.forEach((method) => defer(instance, method));
      return instance;
    };
    // What the base code's `ttq.load(id)` records for events.js before adding the script.
    const queue = Object.assign([], { _u: PIXEL_SCRIPTS.tiktok.base });
    Object.assign(ttq, { _i: { [id]: queue }, _t: { [id]: Date.now() }, _o: { [id]: {} } });
    win.TiktokAnalyticsObject = 'ttq';
    win.ttq = ttq;
    return {
      send: callTtq(win),
      ready: () => win.ttq !== ttq || ttq['track'] !== track,
    };
  },
  first: () => [['page']],
  // The base code's `load` records each pixel under `ttq._i`; a new one loads its own events.js.
  join: (win, { id }) =>
    initUnless(Object.keys(((win.ttq as Ttq)['_i'] as object | undefined) ?? {}), ['load', id]),
  consent: (signal) => [[signal === 'grant' ? 'grantConsent' : 'revokeConsent']],
};

/** Pinterest's `pintrk`: calls queue (as arrays) until core.js has loaded. */
const pinterest: PixelVendor = {
  vendor: 'pinterest',
  label: 'Pinterest tag',
  present: (win) => (isCallable(win.pintrk) ? viaGlobal(win, 'pintrk') : null),
  install(win) {
    const pintrk = Object.assign(
      function () {
        // eslint-disable-next-line prefer-rest-params
        (win.pintrk as typeof pintrk).queue.push(Array.prototype.slice.call(arguments));
      },
      { queue: [] as unknown[][], version: '3.0' },
    );
    win.pintrk = pintrk;
    return {
      send: viaGlobal(win, 'pintrk'),
      // core.js replaces the global, or takes the queue over, or has emptied it.
      ready: () =>
        win.pintrk !== pintrk ||
        pintrk.queue.length === 0 ||
        pintrk.queue.push !== Array.prototype.push,
    };
  },
  first: ({ id }) => [['load', id], ['page']],
  join: (win, { id }) =>
    initUnless(argsOf((win.pintrk as Callable)['queue'], 'load'), ['load', id]),
  // Pinterest documents no consent call for its tag: after a withdrawal it hears nothing more.
  consent: () => [],
};

/** Google's `gtag`: pushes its `arguments` to the data layer, which gtag.js reads. */
const googleAds: PixelVendor = {
  vendor: 'google-ads',
  label: 'Google Ads tag (gtag.js)',
  present: (win) => (isCallable(win.gtag) ? viaGlobal(win, 'gtag') : null),
  install(win) {
    win.dataLayer ??= [];
    // gtag.js tells a command from a data-layer event by its being an Arguments object.
    function gtag() {
      // eslint-disable-next-line prefer-rest-params
      (win.dataLayer as unknown[]).push(arguments);
    }
    win.gtag = gtag;
    return {
      send: viaGlobal(win, 'gtag'),
      // gtag.js hears later commands by replacing the data layer's push.
      ready: () => (win.dataLayer as unknown[] | undefined)?.push !== Array.prototype.push,
    };
  },
  first: ({ id }) => [
    ['js', new Date()],
    ['config', id],
  ],
  // A page's own gtag (GA4's, say) learns our Ads account as one more destination, once.
  join: (win, { id }) => initUnless(argsOf(win.dataLayer, 'config'), ['config', id]),
  // Consent Mode's commands come from the tracking layer (google-consent.ts), before any config.
  consent: () => [],
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
