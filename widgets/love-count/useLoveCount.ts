import { useLayoutEffect, useState } from 'react';
import { lastDetail, on } from '../../core/bus';
import { getSettings } from '../../core/settings/settings';

/**
 * The wishlist count: the latest `love-changed` event on the bus — from any <rove-love> on
 * the page, or a host script (`Rove.emit('love-changed', …)`) — else the server's figure
 * from settings.uc_love. No import of the love widget: the bus is the contract.
 */
export function useLoveCount(): number {
  const [count, setCount] = useState(
    () => lastDetail('love-changed')?.count ?? getSettings().uc_love.count,
  );
  // Subscribed at commit, before paint: no event can slip between render and subscription.
  useLayoutEffect(() => {
    const latest = lastDetail('love-changed');
    if (latest) setCount(Math.max(0, latest.count));
    return on('love-changed', (detail) => setCount(Math.max(0, detail.count)));
  }, []);
  return count;
}
