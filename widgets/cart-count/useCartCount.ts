import { useLayoutEffect, useState } from 'react';
import { lastDetail, on } from '../../core/bus';
import { getSettings } from '../../core/settings/settings';
import { cartCountFromSettings } from './cart-count.logic';

/**
 * The cart count: the latest `cart-added` event on the bus (from <rove-buybox> or a host
 * script), else the server's figure in settings.cart. The bus is the only contract with the
 * buy box; nothing is imported from it.
 */
export function useCartCount(): number {
  const [count, setCount] = useState(() => {
    // Validated even when the bus already knows better, so a broken setting is reported.
    const fromSettings = cartCountFromSettings(getSettings().extra);
    return lastDetail('cart-added')?.count ?? fromSettings;
  });
  // Subscribed at commit, before paint: no event can slip between render and subscription.
  useLayoutEffect(() => {
    const accept = (value: number) => {
      if (Number.isInteger(value) && value >= 0) setCount(value);
    };
    const latest = lastDetail('cart-added');
    if (latest) accept(latest.count);
    return on('cart-added', (detail) => accept(detail.count));
  }, []);
  return count;
}
