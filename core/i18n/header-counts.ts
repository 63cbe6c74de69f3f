/**
 * The header counters' accessible names. A table of its own, with the counters' view in the kit:
 * every storefront page shows both counters, and a page with only them loads no widget's table.
 *
 * @example translatePlural(headerCountMessages, { one: 'cartCountOne', other: 'cartCount' }, 2) // 'Cart, 2 items'
 */
export const headerCountMessages = {
  en: {
    // As fixed by the love and cart widgets' issues.
    wishlistCount: 'Wishlist, {count} items',
    wishlistCountOne: 'Wishlist, 1 item',
    cartCount: 'Cart, {count} items',
    cartCountOne: 'Cart, 1 item',
  },
} as const;
