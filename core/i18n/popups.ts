import type { KoreanOnDemand } from './korean-on-demand';
import { messagesIn } from './messages-in';

// The English of popupsMessages (below).
const en = {
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
} as const;

/**
 * The labels of <rove-popups> (newsletter, promo, exit-intent, showroom, store-closing, trade
 * and campaign sign-ups, renewal overlay, countdown banner). The specification gives no wording for any
 * of them (spec/marketing.md §8: the only user-visible error is the field's error class), so every text
 * here is ours; the popups' own content comes from the CMS markup.
 *
 * Counted units have a `…One` and a `…Other` key; Korean has no plural, so both read the same.
 *
 * Korean: popups.ko.ts, part of the page's Korean (ko.ts).
 *
 * @example popupsMessages.en.subscribe // 'Subscribe'
 */
export const popupsMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'popups' };

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
  return messagesIn(popupsMessages, locale);
}
