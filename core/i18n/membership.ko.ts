import type { Translation } from './korean-on-demand';
import type { membershipMessages } from './membership';

/**
 * The membership offer's Korean, in the register and words of the checkout's Korean labels (멤버,
 * 멤버십). Part of the page's Korean texts (ko.ts).
 */
export const membershipKo: Translation<typeof membershipMessages.en> = {
  saveOnItem: '멤버는 이 상품에서 {savings} 할인을 받습니다.',
  saveOnCart: '멤버는 이 주문에서 {savings} 할인을 받습니다.',
  feePerYear: '멤버십 연회비는 {fee}입니다.',
  onlyMembers: '멤버 전용 스토어입니다. 연회비 {fee}.',
  seeOffer: '멤버십 보기',
  title: '멤버십 가입하기',
  titleOnly: '멤버십이 필요합니다',
  intro:
    '멤버는 1년 동안 모든 주문에서 {rate} 할인을 받고, 다음 주문에 사용할 수 있는 바우처를 적립합니다.',
  introOnly:
    '이 스토어는 멤버 전용입니다. 가입하시면 {rate} 할인된 멤버 가격으로 쇼핑하고, 다음 주문에 사용할 수 있는 바우처를 적립합니다.',
  figuresLabel: '멤버십 혜택 안내',
  feeLabel: '멤버십 1년',
  savingsOnItem: '이 상품의 멤버 할인',
  savingsOnCart: '이 주문의 멤버 할인',
  voucherLabel: '적립되는 멤버 바우처',
  netLabel: '연회비를 제외한 절약 금액',
  join: '지금 가입하기',
  joinOnly: '가입하고 쇼핑하기',
  notNow: '다음에 하기',
  close: '닫기',
};
