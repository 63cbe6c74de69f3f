import type { commonMessages } from './common';
import type { Translation } from './korean-on-demand';

/**
 * The shared labels' Korean (commonMessages): the cookies notice, field errors, the unavailable
 * labels, the member label and the generic controls. Our translation, in the polite style of the
 * checkout's Korean, to be confirmed by the retailer's Korean team. 'Required' ships with the
 * table itself; the rest is part of the page's Korean texts (ko.ts).
 */
export const commonKo: Translation<Omit<(typeof commonMessages)['en'], 'required'>> = {
  cookiesDisabled:
    '현재 브라우저가 쿠키를 허용하지 않도록 설정되어 있습니다. 쿠키를 허용하도록 설정하시거나 쿠키를 차단하는 다른 프로그램이 있는지 확인해 주세요.',
  invalid: '올바르지 않은 값입니다.',
  soldOut: '품절',
  soldOutNotifyMe: '품절 - 재입고 알림 받기',
  memberLabel: '멤버',
  close: '닫기',
  loading: '불러오는 중…',
};
