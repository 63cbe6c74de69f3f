import { useLayoutEffect, useState } from 'react';
import { lastDetail, on } from '../../../core/bus';
import type { RoveEventMap } from '../../../core/events';

type CountEvent = {
  [K in keyof RoveEventMap]: RoveEventMap[K] extends { count: number } ? K : never;
}[keyof RoveEventMap];

/**
 * A count that follows the latest `name` event on the bus — from a widget or a host script —
 * starting from the last one already emitted, else from `initial` (the server's figure). The
 * bus is the only contract: the counter imports nothing from the widget that changes it.
 *
 * @example const count = useLatestCount('love-changed', () => getSettings().uc_love.count);
 */
export function useLatestCount(name: CountEvent, initial: () => number): number {
  const [count, setCount] = useState(() => {
    // Read even when the bus already knows better, so a broken server figure is reported.
    const fromServer = initial();
    return lastDetail(name)?.count ?? fromServer;
  });
  // Subscribed at commit, before paint: no event can slip between render and subscription.
  useLayoutEffect(() => {
    const accept = (value: number) => {
      if (Number.isInteger(value) && value >= 0) setCount(value);
    };
    const latest = lastDetail(name);
    if (latest) accept(latest.count);
    return on(name, (detail) => accept(detail.count));
  }, [name]);
  return count;
}
