import type { KoreanOnDemand } from './korean-on-demand';

// The English of headerMessages (below).
const en = {
  menu: 'Menu',
  account: 'Account',
  cartTitle: 'Your cart',
  cartItems: '{count} items in your cart',
  cartItemsOne: '1 item in your cart',
  cartEmpty: 'Your cart is empty',
  viewCart: 'View cart',
  close: 'Close',
  loading: 'Loading',
} as const;

/**
 * The header's own words: its menus and its cart flyout. The specification names none of them,
 * so they are ours. Korean: header.ko.ts, loaded on Korean pages only (`afterHeaderTexts`).
 *
 * @example translate(headerMessages, 'viewCart', 'en_US') // 'View cart'
 */
export const headerMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'header' };
