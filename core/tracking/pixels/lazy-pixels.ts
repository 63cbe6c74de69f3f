import { logOnce } from '../../log';
import type { TrackedEvent } from '../events';
import type { PixelListener } from './start-pixels';

/**
 * The ad pixels' side of the tracking layer (issue 26), small because every page carries it:
 * with `tracking.pixels` set, the first event the consent queue delivers fetches the pixels'
 * chunk (which waits for an idle moment before any vendor's script). Events wait in a queue
 * that the chunk drains and then takes over, the way a vendor's script takes over its
 * snippet's queue. Without the setting: nothing.
 *
 * @example const pixels = lazyPixels(config.pixels); deliver = (event) => { push(event); pixels?.(event); };
 */
export function lazyPixels(settings: unknown): PixelListener | undefined {
  if (settings === undefined) return undefined;
  const queue: TrackedEvent[] = [];
  return (event) => {
    if (queue.push(event) === 1)
      import('./start-pixels').then(
        ({ startPixels }) => startPixels(settings, window, queue),
        (error: unknown) => {
          queue.push = () => 0;
          logOnce('error', 'pixels:chunk', 'could not load the ad pixels', error);
        },
      );
  };
}
