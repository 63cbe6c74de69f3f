import { logOnce } from '../../log';
import type { PixelInput, PixelListener } from './pixel-input';

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
