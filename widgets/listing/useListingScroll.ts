import { useEffect } from 'react';
import { windowMetrics } from '../shared/paging/infinite-scroll';
import { onScrollFrame } from '../shared/paging/scroll-paging';
import type { ListingEvent } from './listing.machine';

/**
 * The window's scroll as the listing machine's events: a measurement once per frame while it
 * scrolls or resizes (the 55% trigger, back to top), and one as the listing opens (after a
 * Back navigation the shopper may already be past the trigger).
 */
export function useListingScroll(send: (event: ListingEvent) => void): void {
  useEffect(() => {
    const listeners = new AbortController();
    onScrollFrame(() => send({ type: 'scrolled', metrics: windowMetrics() }), listeners.signal);
    send({ type: 'measured', metrics: windowMetrics() });
    return () => listeners.abort();
  }, [send]);
}
