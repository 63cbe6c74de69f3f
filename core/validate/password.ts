import { accountMessages } from '../i18n/account';
import { translate } from '../i18n/translate';
import { requiredMessage } from './field-messages';
import { invalid, valid, type ValidationResult } from './result';

/**
 * Fewest characters a password may have: "greater than 4" (spec/checkout.md §5, §9).
 *
 * @example 'abcde'.length >= PASSWORD_MIN_LENGTH // true
 */
export const PASSWORD_MIN_LENGTH = 5;

// Characters as a shopper counts them: an emoji or an accented letter typed as one symbol is one.
function characterCount(value: string): number {
  return Array.from(value).length;
}

/**
 * A new password: 'Required' when empty, else at least 5 characters. Not trimmed: spaces are
 * legitimate password characters.
 *
 * @example validatePassword('abcd') // { ok: false, message: 'Please enter at least 5 characters.' }
 * @example validatePassword('abcde') // { ok: true }
 */
export function validatePassword(value: string): ValidationResult {
  const password = String(value ?? '');
  if (password === '') return invalid(requiredMessage());
  return characterCount(password) >= PASSWORD_MIN_LENGTH
    ? valid()
    : invalid(
        translate(accountMessages, 'passwordTooShort', undefined, {
          min: PASSWORD_MIN_LENGTH,
        }),
      );
}

/**
 * The confirmation field must repeat the password exactly (spec/checkout.md §5, "password match").
 *
 * @example validatePasswordMatch('secret1', 'secret2') // { ok: false, message: 'The passwords do not match.' }
 */
export function validatePasswordMatch(password: string, confirmation: string): ValidationResult {
  return password === confirmation
    ? valid()
    : invalid(translate(accountMessages, 'passwordMismatch'));
}
