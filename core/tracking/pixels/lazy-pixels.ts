import { logOnce } from '../../log';
import type { TrackedEvent } from '../events';

/** The host's consent changed after the pixels started: each vendor hears it in its terms. */
export type ConsentSignal = 'grant' | 'revoke';

/** What the pixels hear, in the order it happened: delivered events and consent changes. */
export type PixelInput = TrackedEvent | ConsentSignal;

/** Hears a delivered (consented) tracking event or a consent change. */
export type PixelListener = (input: PixelInput) => void;

/**
 * The ad pixels' side of the tracking layer (issue 26), small because every page carries it:
 * with `tracking.pixels` set, the first event the consent queue delivers fetches the pixels'
 * chunk (which waits for an idle moment before any vendor's script). Events — and consent
 * changes, in their place among them — wait in a queue that the chunk drains and then takes
 * over, the way a vendor's script takes over its snippet's queue. A consent change before any
 * event was delivered reaches nobody: no pixel exists yet. Without the setting: nothing.
 *
 * The pixels run in `win`, the window tracking was started with (injectable, like every
 * window tracking touches). A chunk that fails to load, or pixels that fail to start, are
 * logged once; tracking goes on without them.
 *
 * @example const pixels = lazyPixels(config.pixels, window); deliver = (event) => { push(event); pixels?.(event); };
 */
export function lazyPixels(settings: unknown, win: object): PixelListener | undefined {
  if (settings === undefined) return undefined;
  const queue: PixelInput[] = [];
  let asked = false;
  return (input) => {
    if (!asked && typeof input === 'string') return;
    queue.push(input);
    if (asked) return;
    asked = true;
    import('./start-pixels')
      .then(({ startPixels }) => startPixels(settings, win as Window, queue))
      .catch((error: unknown) => {
        queue.length = 0;
        queue.push = () => 0;
        logOnce('error', 'pixels:chunk', 'could not start the ad pixels', error);
      });
  };
}
