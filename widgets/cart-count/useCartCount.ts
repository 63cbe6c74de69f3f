import { useLayoutEffect, useState } from 'react';
import { lastDetail, on } from '../../core/bus';
import { getSettings } from '../../core/settings/settings';
import { cartCountFromSettings } from './cart-count.logic';

const accepts = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The cart count: the latest `cart-added` (from <rove-buybox> or a host script) or
 * `cart-changed` (from <rove-cart>) event on the bus, else the server's figure in settings.cart
 * (validated, so a broken setting is reported even when the bus already knows better). Before
 * mount, a `cart-changed` count wins over a `cart-added` one: the cart page's replies are the
 * later, whole-cart figure.
 */
export function useCartCount(): number {
  const [count, setCount] = useState(() => {
    const fromServer = cartCountFromSettings(getSettings().extra);
    return lastDetail('cart-changed')?.count ?? lastDetail('cart-added')?.count ?? fromServer;
  });
  // Subscribed at commit, before paint: no event can slip between render and subscription.
  useLayoutEffect(() => {
    const accept = (value: number) => {
      if (accepts(value)) setCount(value);
    };
    const offAdded = on('cart-added', (detail) => accept(detail.count));
    const offChanged = on('cart-changed', (detail) => accept(detail.count));
    return () => {
      offAdded();
      offChanged();
    };
  }, []);
  return count;
}
