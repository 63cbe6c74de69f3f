import { getSettings } from '../../core/settings/settings';
import { useLatestCount } from '../shared/use-latest-count';
import { cartCountFromSettings } from './cart-count.logic';

/**
 * The cart count: the latest `cart-added` event on the bus (from <rove-buybox> or a host
 * script), else the server's figure in settings.cart (validated, so a broken setting is
 * reported even when the bus already knows better).
 */
export function useCartCount(): number {
  return useLatestCount('cart-added', () => cartCountFromSettings(getSettings().extra));
}
