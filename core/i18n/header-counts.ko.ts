import type { headerCountMessages } from './header-counts';
import type { Translation } from './korean-on-demand';

/**
 * The wishlist and cart counters' names in Korean. Our translation, in the polite style of the
 * checkout's Korean. Part of the page's Korean texts (ko.ts).
 */
export const headerCountsKo: Translation<typeof headerCountMessages.en> = {
  wishlistCount: '위시리스트, 상품 {count}개',
  wishlistCountOne: '위시리스트, 상품 1개',
  cartCount: '장바구니, 상품 {count}개',
  cartCountOne: '장바구니, 상품 1개',
};
