/**
 * The ad pixels and plain trackers of a page (issue 26), started once consent is given: the
 * tracking layer fetches this chunk with the first event it delivers (lazy-pixels.ts) and
 * hands it every event, and every later consent change, from then on. Each vendor is the
 * page's own copy when it has one (nothing loaded), else its base code's queue in code and its
 * script from the vendor's URL. A vendor whose script fails, never takes its queue over, or
 * throws is reported once (`[rove]`, a `problem` naming the vendor) and never stops the others,
 * the data layer or the page.
 */
import { logOnce, logVendorProblem } from '../../log';
import { allowScriptUrl } from '../../trusted-types';
import { requestScript } from '../../vendor-script';
import type { ConsentSignal, PixelInput, PixelListener } from './pixel-input';
import { pixelCalls, type PixelCall } from './pixel-calls.logic';
import {
  PIXEL_VENDORS,
  trackerQueue,
  type Installed,
  type PixelGlobals,
  type PixelSend,
  type PixelVendor,
} from './pixel-vendors';
import { readPixels, type PixelSetup, type TrackerSetup } from './pixels-settings';

/** How long a vendor's script may wait for an idle moment on a busy page. */
export const PIXEL_IDLE_TIMEOUT_MS = 3000;

/**
 * How long a loaded script may take to take its queue over before it is reported as not
 * ready (a script that threw while starting, or an empty one).
 */
export const PIXEL_READY_GRACE_MS = 2000;

/** The page's consent as this chunk has heard it, and what waits for the next grant. */
interface ConsentState {
  revoked: boolean;
  /** Scripts not requested because consent was withdrawn first: requested on the next grant. */
  waiting: (() => void)[];
}

function guarded({ vendor, label }: PixelVendor, send: PixelSend): PixelSend {
  return (call) => {
    try {
      send(call);
    } catch (error) {
      logVendorProblem({
        area: 'tracking',
        vendor,
        kind: 'call-failed',
        level: 'error',
        message: `a call to the ${label} threw`,
        detail: error,
      });
    }
  };
}

/**
 * Vendor scripts are large: they wait until the page (its widgets first) is idle, and they
 * are not requested at all while consent is withdrawn.
 */
function whenIdle(win: Window, consent: ConsentState, request: () => void): void {
  const run = () => (consent.revoked ? consent.waiting.push(request) : request());
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(run, { timeout: PIXEL_IDLE_TIMEOUT_MS });
  else win.setTimeout(run, 1);
}

/** Requests our copy's script, then checks that it took the base code's queue over. */
function load(
  adapter: PixelVendor,
  installed: Installed,
  { vendor: name, src }: PixelSetup,
  win: Window,
): void {
  const { vendor, label } = adapter;
  void requestScript({ src, name: `pixel-${name}` }, win.document).then((loaded) => {
    if (!loaded)
      return logVendorProblem({
        area: 'tracking',
        vendor,
        kind: 'script-failed',
        message: `the ${label} script could not be loaded from ${new URL(src).origin}`,
      });
    if (installed.ready()) return;
    win.setTimeout(() => {
      if (!installed.ready())
        logVendorProblem({
          area: 'tracking',
          vendor,
          kind: 'not-ready',
          message: `the ${label} script loaded but never started (it threw, or did not take the base code's queue over)`,
        });
    }, PIXEL_READY_GRACE_MS);
  });
}

interface StartedPixel {
  hear(event: Exclude<PixelInput, ConsentSignal>): void;
  consent(signal: ConsentSignal): void;
}

function startPixel(setup: PixelSetup, win: Window, consent: ConsentState): StartedPixel {
  const { vendor, account } = setup;
  const adapter = PIXEL_VENDORS[vendor];
  const globals = win as unknown as PixelGlobals;
  const own = adapter.present(globals);
  let send: PixelSend;
  if (own) {
    send = guarded(adapter, own);
    adapter.join(globals, account).forEach(send);
  } else {
    const installed = adapter.install(globals, account);
    send = guarded(adapter, installed.send);
    adapter.first(account).forEach(send);
    whenIdle(win, consent, () => load(adapter, installed, setup, win));
  }
  return {
    hear: (event) => pixelCalls(vendor, event, account).forEach(send),
    consent: (signal) => adapter.consent(signal).forEach(send),
  };
}

function startTracker(tracker: TrackerSetup, win: Window, consent: ConsentState): void {
  const calls: PixelCall[] = tracker.pageView;
  if (tracker.queue) {
    const send = trackerQueue(win as unknown as Record<string, unknown>, tracker.queue);
    calls.forEach((call) => {
      try {
        send(call);
      } catch (error) {
        logOnce('error', `pixels:${tracker.name}:call`, `the ${tracker.name} tracker threw`, error);
      }
    });
  }
  // Named by the host's settings, not by the SDK's list: the policy signs this one URL.
  allowScriptUrl(tracker.src);
  whenIdle(win, consent, () => {
    void requestScript({ src: tracker.src, name: `pixel-${tracker.name}` }, win.document).then(
      (loaded) => {
        if (!loaded)
          logOnce(
            'warn',
            `pixels:${tracker.name}:load`,
            `the ${tracker.name} tracker's script could not be loaded`,
          );
      },
    );
  });
}

/**
 * Starts the page's pixels from `tracking.pixels`, hands them what waits in `queue` (events
 * and consent changes, in order), and takes the queue over: every later `queue.push(input)`
 * reaches them at once. A withdrawal tells each vendor in its terms (Meta's
 * `fbq('consent', 'revoke')`, TikTok's `ttq.revokeConsent()`; Pinterest and Google, see
 * docs/vendors/) and holds back the scripts not yet requested; a grant undoes both.
 *
 * @example startPixels(settings.extra.tracking.pixels, window, queue); queue.push(event);
 */
export function startPixels(settings: unknown, win: Window, queue: PixelInput[]): void {
  const { pixels, trackers } = readPixels(settings, win.location.origin);
  const consent: ConsentState = { revoked: false, waiting: [] };
  const started = pixels.map((pixel) => startPixel(pixel, win, consent));
  trackers.forEach((tracker) => startTracker(tracker, win, consent));
  const hear: PixelListener = (input) => {
    if (typeof input !== 'string') return started.forEach((pixel) => pixel.hear(input));
    if (consent.revoked === (input === 'revoke')) return;
    consent.revoked = input === 'revoke';
    started.forEach((pixel) => pixel.consent(input));
    if (input === 'grant') consent.waiting.splice(0).forEach((request) => request());
  };
  queue.splice(0).forEach(hear);
  // Never 1 again: the tracking layer's side asks for this chunk only on the first input.
  queue.push = (...inputs) => (inputs.forEach(hear), 0);
}
