/**
 * Small rules of the popups' forms and showroom targeting, apart from the hook so they are
 * tested alone.
 */
import { foldText } from '../../core/fold-text';
import { isValidEmail } from '../../core/validate/email';
import type { PopupKind } from './types';

/** Campaign sign-up emails need at least 2 characters (spec/product.md §5, spec/marketing.md §5). */
export const CAMPAIGN_EMAIL_MIN_LENGTH = 2;

/**
 * Whether a popup's email field may be sent. Every email kind uses the shared email rule
 * (core/validate/email: spec/marketing.md §5 "a standard email pattern"). Campaign sign-ups also
 * need 2 characters (spec/product.md §5); we read that as a floor on top of the pattern, not instead
 * of it — an address is still required, and any valid address is longer than 2 anyway.
 *
 * @example acceptsEmail('newsletter', 'ana@rove.shop') // true
 * @example acceptsEmail('campaign-signup', 'ab') // false: not an address
 */
export function acceptsEmail(kind: PopupKind, email: string): boolean {
  const value = typeof email === 'string' ? email.trim() : '';
  if (kind === 'campaign-signup' && value.length < CAMPAIGN_EMAIL_MIN_LENGTH) return false;
  return isValidEmail(value);
}

/**
 * Whether the geolocation city is one of the showroom's cities (case and accents ignored:
 * services disagree on 'Montréal' and 'Montreal').
 *
 * @example cityMatches(['Toronto', 'Vancouver'], 'toronto') // true
 */
export function cityMatches(cities: readonly string[], cityName: string): boolean {
  const city = foldText(cityName);
  return city !== '' && cities.some((candidate) => foldText(candidate) === city);
}
