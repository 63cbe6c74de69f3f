import type { KoreanOnDemand } from './korean-on-demand';

// The English of headerCountMessages (below); as fixed by the love and cart widgets' issues.
const en = {
  wishlistCount: 'Wishlist, {count} items',
  wishlistCountOne: 'Wishlist, 1 item',
  cartCount: 'Cart, {count} items',
  cartCountOne: 'Cart, 1 item',
} as const;

/**
 * The header counters' accessible names. A table of its own, with the counters' view in the kit:
 * every storefront page shows both counters, and a page with only them loads no widget's table.
 * Korean: header.ko.ts, loaded on Korean pages only (`afterHeaderTexts`).
 *
 * @example translatePlural(headerCountMessages, { one: 'cartCountOne', other: 'cartCount' }, 2) // 'Cart, 2 items'
 */
export const headerCountMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'headerCounts' };
