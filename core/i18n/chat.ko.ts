import type { chatMessages } from './chat';
import type { Translation } from './korean-on-demand';

/**
 * The live chat's Korean: its launcher, pre-chat form and errors. Our translation, in the polite
 * style of the checkout's Korean, to be confirmed by the retailer's Korean team. Part of the
 * page's Korean texts (ko.ts).
 */
export const chatKo: Translation<typeof chatMessages.en> = {
  invalidName: '올바른 이름을 입력해 주세요',
  invalidEmail: '올바른 이메일 주소를 입력해 주세요',
  selectOption: '항목을 선택해 주세요',
  yes: '예',
  no: '아니요',
  launcher: '채팅 상담',
  agentsAvailable: '상담원 연결 가능',
  leaveMessage: '메시지 남기기',
  panelTitle: '채팅 상담',
  panelIntro: '정보를 입력하시면 상담원과 연결해 드립니다.',
  nameLabel: '이름',
  emailLabel: '이메일',
  existingOrderLabel: '기존 주문이 있으신가요?',
  chooseOption: '선택…',
  orderNumberLabel: '주문 번호 (선택)',
  invalidOrderNumber: '숫자만 입력해 주세요',
  start: '채팅 시작',
  starting: '연결 중…',
  close: '닫기',
  confirmation: '{name}님, 감사합니다. {email}(으)로 이메일 답변을 드리겠습니다.',
  connected: '연결되었습니다. 채팅 창이 열렸습니다.',
};
