import { useEffect, useState } from 'react';
import { on } from '../../core/bus';
import { getSettings } from '../../core/settings/settings';

/**
 * The wishlist count: the server's figure from settings.uc_love, then whatever the latest
 * `love-changed` event on the bus says — from any <rove-love> on the page, or a host script
 * (`Rove.emit('love-changed', …)`). No import of the love widget: the bus is the contract.
 */
export function useLoveCount(): number {
  const [count, setCount] = useState(() => getSettings().uc_love.count);
  useEffect(() => on('love-changed', (detail) => setCount(Math.max(0, detail.count))), []);
  return count;
}
