import type { headerCountMessages } from './header-counts';
import type { Translation } from './korean-on-demand';

/**
 * The wishlist and cart counters' names in Korean. Our translation, in the polite style of the
 * checkout's Korean. Part of the page's Korean texts (ko.ts).
 */
// The count stands as a word of its own, as the badge shows it: a name must hold the visible
// label's words (WCAG 2.5.3, axe's label-content-name-mismatch), and '0개' is not the word '0'.
export const headerCountsKo: Translation<typeof headerCountMessages.en> = {
  wishlistCount: '위시리스트, 상품 수 {count}',
  wishlistCountOne: '위시리스트, 상품 수 1',
  cartCount: '장바구니, 상품 수 {count}',
  cartCountOne: '장바구니, 상품 수 1',
};
