import { checkoutMessages } from '../i18n/checkout';
import { translate } from '../i18n/translate';
import { isValidEmail } from './email';
import { invalid, valid, type ValidationResult } from './result';

// Apart from email.ts: a chunk holding it would make every page that checks an email (the
// wishlist's love dialog) also load the checkout's message table.

/**
 * The checkout account step's email (spec/checkout.md §5).
 *
 * @example validateCheckoutEmail('ana@') // { ok: false, message: 'Please enter a valid email address for this order' }
 */
export function validateCheckoutEmail(value: string): ValidationResult {
  return isValidEmail(value, 'checkout')
    ? valid()
    : invalid(translate(checkoutMessages, 'invalidOrderEmail'));
}
