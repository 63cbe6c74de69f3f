import { createHeaderCountElement } from '../shared/counts/HeaderCount';
import { CartCount } from './CartCount';
import cartCountCss from './cart-count.css?raw';
import { useCartCount } from './useCartCount';

/** The <rove-cart-count> element class (no side effects: define.ts registers it). */
export function createCartCountElement(): CustomElementConstructor {
  return createHeaderCountElement({
    tag: 'rove-cart-count',
    useCount: useCartCount,
    labelKeys: { one: 'cartCountOne', other: 'cartCount' },
    page: 'cart',
    View: CartCount,
    css: cartCountCss,
  });
}
