import type { Translation } from './korean-on-demand';
import type { marketingMessages } from './marketing';

/**
 * Email my cart's Korean, the specification's capitals ('EMAIL MY CART') included: a Korean page
 * shows their Korean. Our translation, to be confirmed by the retailer's Korean team. Part of
 * the page's Korean texts (ko.ts).
 */
export const marketingKo: Translation<typeof marketingMessages.en> = {
  emailMyCart: '장바구니 이메일로 보내기',
  cancel: '취소',
  emailSent: '이메일을 보냈습니다!',
  addEmail: '이메일 추가',
  emailLabel: '이메일',
  send: '보내기',
  close: '닫기',
  emailCartLegend: '장바구니를 보낼 이메일',
  emailCartFieldLabel: '이메일 {number}',
  removeEmail: '이메일 {number} 삭제',
  emailCartMessage: '메시지 (선택)',
  emailCartSubscribe: '뉴스와 혜택 받기',
  emailCartInvalid: '올바른 이메일 주소를 입력해 주세요.',
  emailCartNeedOne: '이메일 주소를 하나 이상 입력해 주세요.',
  emailCartSending: '보내는 중…',
  emailCartSentStatus: '이메일을 보냈습니다. 장바구니가 전송되었습니다.',
};
