import { accountMessages } from '../i18n/account';
import { chatMessages } from '../i18n/chat';
import { translate } from '../i18n/translate';
import { isValidEmail } from './email';
import { invalid, valid, type ValidationResult } from './result';

// Apart from email.ts, like checkout-email.ts: the love dialog checks an email on nearly every
// page, and would otherwise load these forms' message tables with it.

/**
 * The password-reset form's email (spec/shell.md §5), its message in the page's language.
 *
 * @example validatePasswordResetEmail('ana@', 'en_US') // { ok: false, message: 'Enter a valid e-mail address' }
 */
export function validatePasswordResetEmail(value: string, locale?: string): ValidationResult {
  return isValidEmail(value)
    ? valid()
    : invalid(translate(accountMessages, 'invalidResetEmail', locale));
}

/**
 * The live-chat pre-chat form's email, required (spec/marketing.md §5).
 *
 * @example validatePrechatEmail('') // { ok: false, message: 'Please Enter a valid Email' }
 */
export function validatePrechatEmail(value: string): ValidationResult {
  return isValidEmail(value) ? valid() : invalid(translate(chatMessages, 'invalidEmail'));
}
