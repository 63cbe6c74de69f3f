import { loveMessages } from '../i18n/love';
import { translate } from '../i18n/translate';
import { isValidEmail } from './email';
import { invalid, valid, type ValidationResult } from './result';

// Apart from email.ts, like checkout-email.ts: every page that checks an email would otherwise
// load the wishlist's message table with it, and the wishlist's own chunk that table's copy.

/**
 * The love dialog's email (spec/shell.md §5). The field is optional: blank is valid and the love is
 * recorded anonymously; anything typed must be an address.
 *
 * The message is in the page's language (`locale`, the settings' storefront locale).
 *
 * @example validateLoveEmail('') // { ok: true }
 * @example validateLoveEmail('ana', 'en_US') // { ok: false, message: 'Please enter a valid email address.' }
 */
export function validateLoveEmail(value: string, locale?: string): ValidationResult {
  if (typeof value === 'string' && value.trim() === '') return valid();
  return isValidEmail(value) ? valid() : invalid(translate(loveMessages, 'invalidEmail', locale));
}
