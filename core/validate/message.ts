import { accountMessages } from '../i18n/account';
import { translate } from '../i18n/translate';
import { invalid, valid, type ValidationResult } from './result';

/**
 * Most characters a free-text message may have (spec/checkout.md §5, §9).
 *
 * @example 'Hello'.length <= MESSAGE_MAX_LENGTH // true
 */
export const MESSAGE_MAX_LENGTH = 5000;

/**
 * A free-text message (contact form, notes): at most 5000 characters, counted as a shopper
 * counts them (an emoji is one). Whether it may be empty is the form's own required check.
 *
 * @example validateMessage('Hello') // { ok: true }
 * @example validateMessage('x'.repeat(5001)) // { ok: false, message: 'Please enter no more than 5000 characters.' }
 */
export function validateMessage(value: string): ValidationResult {
  return Array.from(String(value ?? '')).length <= MESSAGE_MAX_LENGTH
    ? valid()
    : invalid(translate(accountMessages, 'messageTooLong', undefined, { max: MESSAGE_MAX_LENGTH }));
}
