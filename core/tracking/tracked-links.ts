import { directionsClick, type TrackedEvent } from './events';

/** A showroom's Get Directions link names its location: `<a data-rove-directions="Toronto">`. */
export const DIRECTIONS_SELECTOR = 'a[data-rove-directions]';

/**
 * Tracks clicks on marked links (spec/marketing.md §2 'directions click') with one delegated listener, so
 * links added later count too and no element needs upgrading. The push is synchronous: the link
 * may leave the page right after. Returns the function that stops listening.
 *
 * @example const stop = trackLinkClicks(document, tracking.track);
 */
export function trackLinkClicks(
  doc: Pick<Document, 'addEventListener' | 'removeEventListener'>,
  track: (event: TrackedEvent) => void,
): () => void {
  const onClick = (event: Event) => {
    const link = (event.target as Partial<Element> | null)?.closest?.(DIRECTIONS_SELECTOR);
    const location = link?.getAttribute('data-rove-directions')?.trim();
    if (location) track(directionsClick(location));
  };
  // Capture: a host handler that stops propagation must not hide the click from analytics.
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
