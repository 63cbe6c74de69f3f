import type { MessageTable } from '../../core/i18n/translate';

/**
 * The header's own words. The specification names none of them, so they are ours; Korean where the
 * shopper sees them on ko_KR pages.
 */
export const headerMessages = {
  en: {
    menu: 'Menu',
    account: 'Account',
    cartTitle: 'Your cart',
    cartItems: '{count} items in your cart',
    cartItemsOne: '1 item in your cart',
    cartEmpty: 'Your cart is empty',
    viewCart: 'View cart',
    close: 'Close',
    loading: 'Loading',
  },
  ko: {
    menu: '메뉴',
    account: '계정',
    cartTitle: '장바구니',
    viewCart: '장바구니 보기',
    close: '닫기',
    loading: '로딩 중',
  },
} as const satisfies MessageTable;
