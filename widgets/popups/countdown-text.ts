import type { PopupsText } from '../../core/i18n/popups';
import { interpolate, pluralCategory } from '../../core/i18n/translate';

/** Remaining time split into the banner's boxes. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Splits whole remaining seconds into days, hours, minutes and seconds (negative, fractional
 * or non-finite input counts as 0, so a bad clock never shows "-1").
 *
 * @example countdownParts(93_784) // { days: 1, hours: 2, minutes: 3, seconds: 4 }
 */
export function countdownParts(remaining: number): CountdownParts {
  const total = Number.isFinite(remaining) ? Math.max(0, Math.floor(remaining)) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** Two digits for the clock-like boxes: 7 → '07'. Days are not padded (they may exceed 99). */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

// English's rules pick the key: the Korean table reads the same under both (core/i18n/popups).
function counted(text: PopupsText, one: keyof PopupsText, other: keyof PopupsText, n: number) {
  return interpolate(pluralCategory(n) === 'one' ? text[one] : text[other], { count: n });
}

/**
 * The sentence screen readers hear, to the minute: it only changes once a minute, so a polite
 * live region holding it speaks at most once a minute while the boxes tick every second.
 * Zero units are left out ('2 days 4 minutes left'); under a minute it says so.
 *
 * @example countdownSentence(183_840, popupsText('en')) // '2 days 3 hours 4 minutes left'
 * @example countdownSentence(183_840, popupsText('ko')) // '2일 3시간 4분 남음'
 */
export function countdownSentence(remaining: number, text: PopupsText): string {
  const { days, hours, minutes } = countdownParts(remaining);
  if (days === 0 && hours === 0 && minutes === 0) return text.lessThanMinute;
  const parts: string[] = [];
  if (days > 0) parts.push(counted(text, 'dayOne', 'dayOther', days));
  if (hours > 0) parts.push(counted(text, 'hourOne', 'hourOther', hours));
  if (minutes > 0) parts.push(counted(text, 'minuteOne', 'minuteOther', minutes));
  return interpolate(text.timeLeft, { time: parts.join(' ') });
}
