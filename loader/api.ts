import { emit, on } from '../core/bus';
import { problemsSoFar } from '../core/log';
import type { RoveSettings } from '../core/settings/settings';

const noop = () => {};

/**
 * `Rove.on` as host scripts get it: a listener that is not a function, or a name no event has,
 * is reported on the console (an invalid listener type, README "Host contract") and gets an
 * unsubscribe that does nothing. The check, and the replay of earlier problems to a `problem`
 * listener, come in a file fetched on the first call (event-names.ts), not in the kit every
 * page loads.
 */
const hostOn: typeof on = (name, listener) => {
  const off = typeof listener === 'function' ? on(name, listener) : noop;
  // A monitoring hook runs once the SDK is ready: it also hears what went wrong before then
  // (docs/monitoring.md), as the page's problems were when it was added.
  const earlier = problemsSoFar();
  import('./event-names').then((names) => names.checkListener(name, listener, off, earlier), noop);
  return off;
};

export type RoveCallback = (rove: RoveApi) => void;

/** `window.Rove`: what host scripts and tag managers may use (docs/architecture.md §3). */
export interface RoveApi {
  readonly version: string;
  /** The page's validated settings. */
  readonly settings: RoveSettings | undefined;
  on: typeof on;
  emit: typeof emit;
  /** Settles once the settings are read and the widgets near the screen are defined. */
  ready: Promise<RoveApi>;
  /**
   * The host's consent banner says yes: tracking events held since the page loaded (settings
   * `tracking.consent: 'pending'` or `'denied'`) go to `window.dataLayer` and the ad pixels,
   * and the following ones directly.
   */
  grantConsent(): void;
  /**
   * The shopper withdrew consent: every ad pixel already started hears it in its vendor's
   * terms (Meta `fbq('consent', 'revoke')`, TikTok `ttq.revokeConsent()`, Google Consent Mode
   * 'denied'; docs/vendors/) and later events are held again — none reaches
   * `window.dataLayer` or a pixel — until `grantConsent()`. Like the grant, the answer is the
   * host's to keep: print `tracking.consent: 'denied'` on the pages that follow.
   */
  revokeConsent(): void;
}

export interface RoveWindow extends Window {
  Rove?: RoveApi;
  RoveCallbacks?: RoveCallback[] | { push: (callback: RoveCallback) => number };
}

function run(callback: unknown, api: RoveApi): void {
  if (typeof callback !== 'function') return;
  try {
    (callback as RoveCallback)(api);
  } catch (error) {
    console.error('[rove] a RoveCallbacks function threw', error);
  }
}

/**
 * Installs `window.Rove` and drains `window.RoveCallbacks` once ready; later pushes run
 * as soon as the SDK is ready, so host code never needs to know whether the loader came first.
 *
 * @example window.RoveCallbacks = window.RoveCallbacks || []; RoveCallbacks.push((rove) => rove.on('love-changed', log));
 */
export function installApi(
  win: RoveWindow,
  version: string,
  whenReady: Promise<RoveSettings | undefined>,
  grantConsent: () => void = () => {},
  revokeConsent: () => void = () => {},
): RoveApi {
  let settings: RoveSettings | undefined;
  const api: RoveApi = {
    version,
    get settings() {
      return settings;
    },
    on: hostOn,
    emit,
    grantConsent,
    revokeConsent,
    ready: whenReady.then((value) => {
      settings = value;
      return api;
    }),
  };
  // Read-only, so a later script cannot swap the API out from under the widgets.
  Object.defineProperty(win, 'Rove', {
    value: Object.freeze(api),
    configurable: true,
    enumerable: true,
    writable: false,
  });

  const queued = Array.isArray(win.RoveCallbacks) ? [...win.RoveCallbacks] : [];
  win.RoveCallbacks = {
    push(callback: RoveCallback) {
      void api.ready.then(() => run(callback, api));
      return 0;
    },
  };
  void api.ready.then(() => queued.forEach((callback) => run(callback, api)));
  return api;
}
