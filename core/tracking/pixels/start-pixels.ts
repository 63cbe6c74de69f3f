/**
 * The ad pixels and plain trackers of a page (issue 26), started once consent is given: the
 * tracking layer fetches this chunk with the first event it delivers (lazy-pixels.ts) and
 * hands it every event from then on. Each vendor is the page's own copy when it has one
 * (nothing loaded), else its snippet's queue in code and its script from the vendor's URL. A
 * vendor that fails to load or throws is logged once and never stops the others or the page.
 */
import { logOnce } from '../../log';
import { allowScriptUrl } from '../../trusted-types';
import { requestScript } from '../../vendor-script';
import type { TrackedEvent } from '../events';
import { pixelCalls, type PixelCall } from './pixel-calls.logic';
import { PIXEL_VENDORS, trackerQueue, type PixelGlobals, type PixelSend } from './pixel-vendors';
import { readPixels, type PixelSetup, type TrackerSetup } from './pixels-settings';

/** Hears a delivered (consented) tracking event. */
export type PixelListener = (event: TrackedEvent) => void;

function guarded(name: string, send: PixelSend): PixelSend {
  return (call) => {
    try {
      send(call);
    } catch (error) {
      logOnce('error', `pixels:${name}:call`, `the ${name} pixel threw`, error);
    }
  };
}

/** How long a vendor's script may wait for an idle moment on a busy page. */
export const PIXEL_IDLE_TIMEOUT_MS = 3000;

/** Vendor scripts are large: they wait until the page (its widgets first) is idle. */
function load(name: string, src: string, win: Window): void {
  const request = () =>
    void requestScript({ src, name: `pixel-${name}` }, win.document).then((loaded) => {
      if (!loaded) logOnce('warn', `pixels:${name}:load`, `the ${name} pixel could not be loaded`);
    });
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(request, { timeout: PIXEL_IDLE_TIMEOUT_MS });
  else win.setTimeout(request, 1);
}

function startPixel({ vendor, account, src }: PixelSetup, win: Window): PixelListener {
  const adapter = PIXEL_VENDORS[vendor];
  const globals = win as unknown as PixelGlobals;
  const own = adapter.present(globals);
  const send = guarded(vendor, own ?? adapter.install(globals, account));
  (own ? adapter.join(account) : adapter.first(account)).forEach(send);
  if (!own) load(vendor, src, win);
  return (event) => pixelCalls(vendor, event, account).forEach(send);
}

function startTracker(tracker: TrackerSetup, win: Window): void {
  const calls: PixelCall[] = tracker.pageView;
  if (tracker.queue) {
    const send = guarded(
      tracker.name,
      trackerQueue(win as unknown as Record<string, unknown>, tracker.queue),
    );
    calls.forEach(send);
  }
  // Named by the host's settings, not by the SDK's list: the policy signs this one URL.
  allowScriptUrl(tracker.src);
  load(tracker.name, tracker.src, win);
}

/**
 * Starts the page's pixels from `tracking.pixels`, hands them the events waiting in `queue`,
 * and takes the queue over: every later `queue.push(event)` reaches them at once.
 *
 * @example startPixels(settings.extra.tracking.pixels, window, queue); queue.push(event);
 */
export function startPixels(settings: unknown, win: Window, queue: TrackedEvent[]): void {
  const { pixels, trackers } = readPixels(settings, win.location.origin);
  const listeners = pixels.map((pixel) => startPixel(pixel, win));
  trackers.forEach((tracker) => startTracker(tracker, win));
  const hear: PixelListener = (event) => listeners.forEach((listen) => listen(event));
  queue.splice(0).forEach(hear);
  // Never 1 again: the tracking layer's side asks for this chunk only on the first event.
  queue.push = (...events) => (events.forEach(hear), 0);
}
