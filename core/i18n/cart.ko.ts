import type { cartMessages } from './cart';
import type { Translation } from './korean-on-demand';

/**
 * The cart page's Korean, the custom-order terms included. Our translation, in the polite style
 * of the checkout's Korean, to be confirmed by the retailer's Korean team. Part of the page's
 * Korean texts (ko.ts).
 */
export const cartKo: Translation<typeof cartMessages.en> = {
  title: '장바구니',
  empty: '장바구니가 비어 있습니다.',
  continueShopping: '쇼핑 계속하기',
  lines: '장바구니에 담긴 상품',
  quantity: '{title} 수량',
  decrease: '{title} 수량 줄이기',
  increase: '{title} 수량 늘리기',
  remove: '삭제',
  removeLine: '{title} 삭제',
  madeToOrder: '주문 제작',
  protectionEach: '{title}, 개당 {cost}',
  was: '정가',
  member: '멤버',
  lineTotal: '상품 합계',
  saving: '저장 중…',
  saved: '저장되었습니다',
  saveFailed:
    '변경 사항을 저장하지 못했습니다. 변경 내용은 그대로 남아 있으며 다음에 변경하실 때 함께 전송됩니다.',
  tryAgain: '다시 시도',
  couponFailed: '쿠폰을 삭제하지 못했습니다. 다시 시도해 주세요.',
  termsFailed: '동의 내용을 기록하지 못했습니다. 다시 시도해 주세요.',
  summary: '주문 요약',
  subtotal: '소계',
  memberSavings: '멤버 할인',
  protection: '보호 플랜',
  coupon: '쿠폰 {code}',
  removeCoupon: '쿠폰 삭제',
  total: '합계',
  processing: '예상 처리 기간: {time}',
  checkout: '주문하기',
  termsTitle: '주문 제작 약관',
  termsIntro:
    '장바구니에 주문 제작 상품이 있습니다. 주문 후 고객님을 위해 제작되므로, 주문하시기 전에 아래 약관을 꼭 읽어 주세요.',
  termsBuilt: '주문 제작 상품은 주문이 완료되면 제작에 들어가며, 발송까지 {time} 정도 걸립니다.',
  termsFinal: '제작이 시작된 주문 제작 상품은 취소, 반품, 교환이 불가합니다.',
  termsFabric: '천연 소재 특성상 색상과 결이 견본 및 사진과 조금 다를 수 있습니다.',
  termsAgree: '주문 제작 약관에 동의합니다',
  termsAgreeRequired: '계속하려면 주문 제작 약관에 동의해 주세요.',
  termsContinue: '동의하고 주문하기',
  backToCart: '장바구니로 돌아가기',
  close: '닫기',
};
