import type { Translation } from './korean-on-demand';
import type { popupsMessages } from './popups';

/**
 * The popups' Korean: their frames, the email form, the renewal overlay and the countdown. Our
 * translation, to be confirmed by the retailer's Korean team; Korean has no plural, so a
 * counted unit's two keys read the same. Part of the page's Korean texts (ko.ts).
 */
export const popupsKo: Translation<typeof popupsMessages.en> = {
  close: '닫기',
  emailLabel: '이메일 주소',
  emailPlaceholder: 'you@example.com',
  subscribe: '구독하기',
  signUp: '가입하기',
  sending: '구독 중…',
  invalidEmail: '올바른 이메일 주소를 입력해 주세요. 예: name@example.com',
  doneFallback: '구독해 주셔서 감사합니다!',
  labelNewsletter: '뉴스레터 구독',
  labelPromo: '특별 혜택',
  labelExitIntent: '떠나시기 전에',
  labelShowroom: '쇼룸 방문 안내',
  labelStoreClosing: '매장 영업 종료 안내',
  labelTradeNewsletter: '트레이드 뉴스레터 구독',
  labelCampaignSignup: '캠페인 가입',
  labelRenewal: '멤버십 갱신',
  renewalAccept: '지금 갱신하기',
  renewalDecline: '괜찮습니다',
  renewalSending: '갱신 중…',
  countdownLabel: '카운트다운',
  countdownEndsIn: '종료까지',
  countdownDays: '일',
  countdownHours: '시간',
  countdownMinutes: '분',
  countdownSeconds: '초',
  dayOne: '{count}일',
  dayOther: '{count}일',
  hourOne: '{count}시간',
  hourOther: '{count}시간',
  minuteOne: '{count}분',
  minuteOther: '{count}분',
  timeLeft: '{time} 남음',
  lessThanMinute: '1분 미만 남음',
  closeCountdown: '카운트다운 닫기',
};
