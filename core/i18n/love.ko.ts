import type { Translation } from './korean-on-demand';
import type { loveMessages } from './love';

/**
 * The wishlist heart's Korean: its names and its email dialog's frame and validation. Our
 * translation, in the polite style of the checkout's Korean. Part of the page's Korean texts (ko.ts).
 */
export const loveKo: Translation<typeof loveMessages.en> = {
  invalidEmail: '올바른 이메일 주소를 입력해 주세요.',
  addToWishlist: '{title} 위시리스트에 추가',
  removeFromWishlist: '{title} 위시리스트에서 삭제',
  modalTitle: '위시리스트에 저장',
  close: '닫기',
  thisProduct: '이 상품',
};
