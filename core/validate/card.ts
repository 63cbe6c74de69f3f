import { invalidMessage } from './field-messages';
import { passesLuhn } from './luhn';
import { invalid, valid, type ValidationResult } from './result';

/** A card brand the checkout's own card form recognises; anything else is 'unknown'. */
export type CardType = 'amex' | 'visa' | 'mastercard' | 'unknown';

/**
 * Digits a card number of each known brand must have (spec/checkout.md §5).
 *
 * @example CARD_NUMBER_LENGTH.amex // 15
 */
export const CARD_NUMBER_LENGTH: Readonly<Record<Exclude<CardType, 'unknown'>, number>> = {
  amex: 15,
  visa: 16,
  mastercard: 16,
};

/**
 * Most characters the card number input accepts (spec/checkout.md §5 input limits).
 *
 * @example '4242424242424242'.length <= CARD_NUMBER_MAX_LENGTH // true
 */
export const CARD_NUMBER_MAX_LENGTH = 16;

/**
 * Most characters the cvv input accepts (spec/checkout.md §5 input limits).
 *
 * @example '1234'.length <= CVV_MAX_LENGTH // true
 */
export const CVV_MAX_LENGTH = 4;

/**
 * A card number as digits only: spaces and hyphens a shopper types or pastes between groups are
 * dropped; other characters are kept so that validation can refuse them.
 *
 * @example cardDigits('4242 4242-4242 4242') // '4242424242424242'
 */
export function cardDigits(value: string): string {
  return String(value ?? '').replace(/[\s-]/g, '');
}

/**
 * The brand of a card number, from its prefix (spec/checkout.md §5): 34 or 37 amex; 4 visa; 2221–2720
 * or 51–55 mastercard.
 *
 * @example detectCardType('378282246310005') // 'amex'
 * @example detectCardType('2223003122003222') // 'mastercard'
 * @example detectCardType('6011111111111117') // 'unknown'
 */
export function detectCardType(value: string): CardType {
  const digits = cardDigits(value);
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  if (digits.length >= 2 && two >= 51 && two <= 55) return 'mastercard';
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  return 'unknown';
}

/** Options of {@link validateCardNumber}. */
export interface CardNumberOptions {
  /**
   * Also require a valid Luhn check digit (default true). The legacy form only had Luhn as a
   * utility; applying it catches a mistyped digit before the payment is attempted, and every
   * real card number passes it.
   */
  readonly luhn?: boolean;
}

/**
 * A card number (spec/checkout.md §5): a known brand with its exact length (amex 15, visa and
 * mastercard 16) and, by default, a valid Luhn check digit; otherwise 'Invalid'.
 *
 * @example validateCardNumber('4242 4242 4242 4242') // { ok: true }
 * @example validateCardNumber('4242 4242 4242') // { ok: false, message: 'Invalid' }
 */
export function validateCardNumber(
  value: string,
  options: CardNumberOptions = {},
): ValidationResult {
  const digits = cardDigits(value);
  const type = detectCardType(digits);
  if (type === 'unknown' || !/^\d+$/.test(digits)) return invalid(invalidMessage());
  if (digits.length !== CARD_NUMBER_LENGTH[type]) return invalid(invalidMessage());
  if (options.luhn !== false && !passesLuhn(digits)) return invalid(invalidMessage());
  return valid();
}

/**
 * A card security code (spec/checkout.md §5): 4 digits for amex, 3 for visa and mastercard, and for an
 * unknown brand anything non-blank; otherwise 'Invalid'.
 *
 * @example validateCardCvv('1234', 'amex') // { ok: true }
 * @example validateCardCvv('1234', 'visa') // { ok: false, message: 'Invalid' }
 */
export function validateCardCvv(value: string, type: CardType): ValidationResult {
  const cvv = String(value ?? '').trim();
  const ok =
    type === 'amex' ? /^\d{4}$/.test(cvv) : type === 'unknown' ? cvv !== '' : /^\d{3}$/.test(cvv);
  return ok ? valid() : invalid(invalidMessage());
}

/**
 * The card owner's name (spec/checkout.md §5): flagged 'Invalid' when it is all digits (a card number
 * typed into the wrong field) or blank.
 *
 * @example validateCardOwner('Ana Lee') // { ok: true }
 * @example validateCardOwner('4242') // { ok: false, message: 'Invalid' }
 */
export function validateCardOwner(value: string): ValidationResult {
  const name = String(value ?? '').trim();
  return name === '' || /^\d+$/.test(name) ? invalid(invalidMessage()) : valid();
}

/**
 * A card's expiry (spec/checkout.md §5): 'Invalid' when the year is not numeric, is in the past, or is
 * this year with a month already past, or when the month is not 1–12. A 2-digit year means
 * 20YY. The card is valid through the whole of its expiry month. `today` is a parameter so the
 * check is pure and testable.
 *
 * @example validateCardExpiry('12', '2030') // { ok: true }
 * @example validateCardExpiry('01', '2020') // { ok: false, message: 'Invalid' }
 */
export function validateCardExpiry(
  month: string | number,
  year: string | number,
  today: Date = new Date(),
): ValidationResult {
  const monthText = String(month ?? '').trim();
  const yearText = String(year ?? '').trim();
  if (!/^\d{1,2}$/.test(monthText) || !/^(?:\d{2}|\d{4})$/.test(yearText)) {
    return invalid(invalidMessage());
  }
  const expiryMonth = Number(monthText);
  const expiryYear = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (expiryMonth < 1 || expiryMonth > 12) return invalid(invalidMessage());
  const thisYear = today.getFullYear();
  const thisMonth = today.getMonth() + 1;
  if (expiryYear < thisYear || (expiryYear === thisYear && expiryMonth < thisMonth)) {
    return invalid(invalidMessage());
  }
  return valid();
}

/** The fields of the checkout's own card form. */
export interface CardForm {
  readonly owner: string;
  readonly number: string;
  readonly month: string | number;
  readonly year: string | number;
  readonly cvv: string;
}

/** Each card field's result, so a form can flag every invalid field at once. */
export interface CardFormResult {
  readonly ok: boolean;
  readonly fields: {
    readonly owner: ValidationResult;
    readonly number: ValidationResult;
    readonly expiry: ValidationResult;
    readonly cvv: ValidationResult;
  };
}

/**
 * Validates the whole card form; the cvv is checked against the brand of the number.
 *
 * @example validateCardForm({ owner: 'Ana Lee', number: '4242424242424242', month: '12', year: '2030', cvv: '123' }).ok // true
 */
export function validateCardForm(
  form: CardForm,
  today: Date = new Date(),
  options: CardNumberOptions = {},
): CardFormResult {
  const fields = {
    owner: validateCardOwner(form.owner),
    number: validateCardNumber(form.number, options),
    expiry: validateCardExpiry(form.month, form.year, today),
    cvv: validateCardCvv(form.cvv, detectCardType(form.number)),
  };
  return { ok: Object.values(fields).every((field) => field.ok), fields };
}
