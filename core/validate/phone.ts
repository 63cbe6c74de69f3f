import type { Country } from '../country';
import { checkoutMessage, invalidMessage, requiredMessage } from './field-messages';
import { invalid, valid, type ValidationResult } from './result';
import { isWrittenPhone } from './written-phone';

/**
 * Fewest digits a checkout phone number may have, per country (spec/checkout.md §5, §9).
 *
 * @example PHONE_MIN_DIGITS.HK // 8
 */
export const PHONE_MIN_DIGITS: Readonly<Record<Country, number>> = {
  US: 10,
  CA: 10,
  AU: 9,
  KR: 11,
  UK: 11,
  HK: 8,
};

/**
 * Most digits the checkout phone input accepts, per country: 11 for Korea and the UK, else 10
 * (spec/checkout.md §5 input limits).
 *
 * @example PHONE_MAX_DIGITS.UK // 11
 */
export const PHONE_MAX_DIGITS: Readonly<Record<Country, number>> = {
  US: 10,
  CA: 10,
  AU: 10,
  KR: 11,
  UK: 11,
  HK: 10,
};

/**
 * What the checkout phone input keeps of a keystroke or a paste: digits only, cut to the
 * country's maximum. Use it in the input handler so that "(604) 555-0199" becomes "6045550199"
 * instead of being rejected.
 *
 * @example normalizeCheckoutPhone('(604) 555-0199', 'CA') // '6045550199'
 */
export function normalizeCheckoutPhone(value: string, country: Country): string {
  return String(value ?? '')
    .replace(/\D/g, '')
    .slice(0, PHONE_MAX_DIGITS[country] ?? 10);
}

/**
 * A checkout (shipping or billing) phone number (spec/checkout.md §5): digits only; 'Required' when
 * empty, 'Cannot start with 1' when it starts with 1, 'Invalid' when it has other characters
 * or fewer digits than the country's minimum (or more than its maximum).
 *
 * @example validateCheckoutPhone('', 'US') // { ok: false, message: 'Required' }
 * @example validateCheckoutPhone('1604555019', 'CA') // { ok: false, message: 'Cannot start with 1' }
 * @example validateCheckoutPhone('91234567', 'HK') // { ok: true }
 * @example validateCheckoutPhone('0212345678', 'KR') // { ok: false, message: 'Invalid' } (11 digits needed)
 */
export function validateCheckoutPhone(value: string, country: Country): ValidationResult {
  const phone = String(value ?? '').trim();
  if (phone === '') return invalid(requiredMessage(country));
  if (!/^\d+$/.test(phone)) return invalid(invalidMessage(country));
  if (phone.startsWith('1')) return invalid(checkoutMessage('cannotStartWith1', country));
  const min = PHONE_MIN_DIGITS[country] ?? 10;
  const max = PHONE_MAX_DIGITS[country] ?? 10;
  if (phone.length < min || phone.length > max) return invalid(invalidMessage(country));
  return valid();
}

/**
 * The trade application's phone (spec/product.md §5): 10 to 13 digits, with an optional leading plus,
 * brackets, spaces, dots or hyphens between them.
 *
 * @example validateTradePhone('+1 (604) 555-0199') // { ok: true }
 * @example validateTradePhone('555-0199') // { ok: false, message: 'Invalid' }
 */
export function validateTradePhone(value: string): ValidationResult {
  const phone = String(value ?? '').trim();
  if (phone === '') return invalid(requiredMessage());
  return isWrittenPhone(phone, 10, 13) ? valid() : invalid(invalidMessage());
}

/**
 * The swatch request's phone, as the page stores it (spec/product.md §5): digits only, without a
 * leading 1 or +1 country code, cut to 10 digits.
 *
 * @example normalizeSwatchPhone('+1 604-555-0199') // '6045550199'
 */
export function normalizeSwatchPhone(value: string): string {
  return String(value ?? '')
    .replace(/\D/g, '')
    .replace(/^1/, '')
    .slice(0, 10);
}

/**
 * The shared validator's North American number (spec/checkout.md §5): an optional +1, an area code and
 * exchange that start with 2–9, then 4 digits, with optional brackets and separators.
 *
 * @example isNorthAmericanPhone('(604) 555-0199') // true
 * @example isNorthAmericanPhone('+1 104 555 0199') // false: area codes never start with 1
 */
export function isNorthAmericanPhone(value: string): boolean {
  return /^(?:\+?1[\s.-]?)?(?:\([2-9]\d{2}\)|[2-9]\d{2})[\s.-]?[2-9]\d{2}[\s.-]?\d{4}$/.test(
    String(value ?? '').trim(),
  );
}
