import { useEffect, useState } from 'react';
import { nextTask } from '../../../core/next-task';

/** Items rendered in one task: a phone's first screen of result cards, and then some. */
export const SLICE_ITEMS = 4;

/**
 * How many of `total` items to render now: {@link SLICE_ITEMS} at once, then as many more in
 * each following task until all are: a results page's 24 cards in one go made a task of
 * 80–180 ms on a phone's 4× slower CPU (issue 22); in slices, input is handled between them.
 * A new `listKey` (a new result set) starts again from the first slice; items added to the
 * same list (load more) come in slices after those shown.
 *
 * @example const shown = useRenderInSlices(cards.length, settled); cards.slice(0, shown)
 */
export function useRenderInSlices(total: number, listKey: unknown, all = false): number {
  // `all`: every item at once on the first render — a server already printed them, and a
  // hydrating render must match what it printed.
  const [slices, setSlices] = useState(() => ({ listKey, shown: all ? total : SLICE_ITEMS }));
  // React's pattern for state that follows a prop: set during render, no effect.
  let shown = slices.shown;
  if (!Object.is(slices.listKey, listKey)) {
    shown = SLICE_ITEMS;
    setSlices({ listKey, shown });
  }
  const visible = Math.min(shown, total);
  useEffect(() => {
    if (visible >= total) return;
    let current = true;
    nextTask(() => {
      if (current)
        setSlices((now) =>
          Object.is(now.listKey, listKey)
            ? { listKey, shown: Math.min(visible + SLICE_ITEMS, total) }
            : now,
        );
    });
    return () => {
      current = false;
    };
  }, [visible, total, listKey]);
  return visible;
}
