import { logOnce } from '../log';
import type { TrackedEvent } from './events';

/** The part of `window` the data layer needs. */
export interface DataLayerHost {
  dataLayer?: unknown;
}

/**
 * Pushes an event to `window.dataLayer`, creating the array when missing. An ecommerce event is
 * preceded by `{ ecommerce: null }` (Google's advice, so GTM does not merge the previous
 * event's items into it). Never throws: returns false, logging once, when the page's
 * dataLayer is unusable or a tag manager's push throws.
 *
 * @example pushToDataLayer(window, { event: 'search', search_term: 'sofa' }) // true
 */
export function pushToDataLayer(win: DataLayerHost, event: TrackedEvent): boolean {
  try {
    const layer = (win.dataLayer ??= []) as { push?: unknown };
    if (typeof layer.push !== 'function') {
      logOnce('warn', 'tracking:dataLayer', 'window.dataLayer is not an array; tracking skipped');
      return false;
    }
    const push = layer.push as (...entries: unknown[]) => unknown;
    if (event.ecommerce) push.call(layer, { ecommerce: null });
    push.call(layer, event);
    return true;
  } catch (error) {
    logOnce('error', 'tracking:push', 'a dataLayer push threw', error);
    return false;
  }
}
