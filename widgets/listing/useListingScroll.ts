import { useEffect, useState } from 'react';
import { reachedTrigger, windowMetrics, type ScrollPhase } from '../shared/infinite-scroll';
import { onScrollFrame } from '../shared/scroll-paging';
import { CATEGORY_TRIGGER_RATIO, showsBackToTop } from './listing.logic';

/**
 * What the window's scroll drives: the next page once the viewport's bottom reaches the 55%
 * trigger, and the back-to-top button (returned: whether it shows).
 */
export function useListingScroll(
  loadNext: (byButton: boolean) => Promise<void>,
  phase: ScrollPhase,
  itemCount: number,
): boolean {
  const [backToTop, setBackToTop] = useState(false);

  // Scroll: the 55% trigger and the back-to-top button, measured once per frame.
  useEffect(() => {
    const listeners = new AbortController();
    onScrollFrame(() => {
      const metrics = windowMetrics();
      setBackToTop(showsBackToTop(metrics.scrollTop, metrics.viewportHeight));
      if (reachedTrigger(metrics, CATEGORY_TRIGGER_RATIO)) void loadNext(false);
    }, listeners.signal);
    return () => listeners.abort();
  }, [loadNext]);

  // Back to idle while the shopper is still past the trigger (e.g. at the bottom): go on.
  useEffect(() => {
    if (phase !== 'idle' || itemCount === 0) return;
    if (reachedTrigger(windowMetrics(), CATEGORY_TRIGGER_RATIO)) void loadNext(false);
  }, [phase, itemCount, loadNext]);

  return backToTop;
}
