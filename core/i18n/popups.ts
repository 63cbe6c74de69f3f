import { languageOf } from './translate';

/**
 * The labels of <rove-popups> (newsletter, promo, exit-intent, showroom, store-closing, trade
 * and campaign sign-ups, renewal overlay, countdown banner). The specification gives no wording for any
 * of them (spec/marketing.md §8: the only user-visible error is the field's error class), so every text
 * here is ours; the popups' own content comes from the CMS markup.
 *
 * Counted units have a `…One` and a `…Other` key; Korean has no plural, so both read the same.
 *
 * @example popupsMessages.en.subscribe // 'Subscribe'
 */
export const popupsMessages = {
  en: {
    close: 'Close',
    // The email form.
    emailLabel: 'Email address',
    emailPlaceholder: 'you@example.com',
    subscribe: 'Subscribe',
    signUp: 'Sign up',
    sending: 'Subscribing…',
    // Shown with the specification's error class so the state is not told by colour alone.
    invalidEmail: 'Please enter a valid email address, like name@example.com.',
    // When the CMS gave no done content.
    doneFallback: 'Thank you for subscribing!',
    // Dialog names when a popup definition has no label.
    labelNewsletter: 'Newsletter sign-up',
    labelPromo: 'Special offer',
    labelExitIntent: 'Before you go',
    labelShowroom: 'Visit our showroom',
    labelStoreClosing: 'Store closing notice',
    labelTradeNewsletter: 'Trade newsletter sign-up',
    labelCampaignSignup: 'Campaign sign-up',
    labelRenewal: 'Renew your membership',
    // The renewal overlay.
    renewalAccept: 'Renew now',
    renewalDecline: 'No thanks',
    renewalSending: 'Renewing…',
    // The countdown banner.
    countdownLabel: 'Countdown',
    countdownEndsIn: 'Ends in',
    countdownDays: 'Days',
    countdownHours: 'Hours',
    countdownMinutes: 'Min',
    countdownSeconds: 'Sec',
    dayOne: '{count} day',
    dayOther: '{count} days',
    hourOne: '{count} hour',
    hourOther: '{count} hours',
    minuteOne: '{count} minute',
    minuteOther: '{count} minutes',
    timeLeft: '{time} left',
    lessThanMinute: 'Less than a minute left',
    closeCountdown: 'Close countdown',
  },
  ko: {
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
  },
} as const;

/** A key of the popups' texts. */
export type PopupsTextKey = keyof (typeof popupsMessages)['en'];

/**
 * The resolved texts <rove-popups>' view receives: one language, English where a translation
 * is missing. Templates keep their `{placeholders}`; the view fills them with `interpolate`.
 */
export type PopupsText = Readonly<Record<PopupsTextKey, string>>;

/**
 * The popups' texts for a storefront locale: Korean for ko_KR (or ko-KR, ko), English otherwise.
 *
 * @example popupsText('ko_KR').close // '닫기'
 * @example popupsText('en_AU').subscribe // 'Subscribe'
 */
export function popupsText(locale: string | undefined | null): PopupsText {
  return languageOf(locale) === 'ko'
    ? { ...popupsMessages.en, ...popupsMessages.ko }
    : popupsMessages.en;
}
