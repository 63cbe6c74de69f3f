import type { headerMessages } from './header';
import type { Translation } from './korean-on-demand';

/**
 * The header's Korean: its menus, and its cart flyout. Our
 * translation, in the polite style of the checkout's Korean. Part of the page's Korean texts (ko.ts).
 */
export const headerKo: Translation<typeof headerMessages.en> = {
  menu: '메뉴',
  account: '계정',
  cartTitle: '장바구니',
  cartItems: '장바구니에 상품 {count}개',
  cartItemsOne: '장바구니에 상품 1개',
  cartEmpty: '장바구니가 비어 있습니다',
  viewCart: '장바구니 보기',
  close: '닫기',
  loading: '불러오는 중',
};
