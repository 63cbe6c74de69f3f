import { checkoutMessages } from '../i18n/checkout';
import { translate } from '../i18n/translate';
import { invalid, valid, type ValidationResult } from './result';

/**
 * Whether a required input is missing for the generic submit check (spec/checkout.md §5): blank text,
 * or a select still at its value 0.
 *
 * @example isMissingInput('  ') // true
 * @example isMissingInput('0', { select: true }) // true
 */
export function isMissingInput(
  value: string,
  options: { readonly select?: boolean } = {},
): boolean {
  const text = String(value ?? '').trim();
  return text === '' || (options.select === true && text === '0');
}

/**
 * The generic submit check of a required input: 'Please complete this field' (spec/checkout.md §5).
 *
 * @example validateRequiredInput('') // { ok: false, message: 'Please complete this field' }
 */
export function validateRequiredInput(
  value: string,
  options: { readonly select?: boolean } = {},
): ValidationResult {
  return isMissingInput(value, options)
    ? invalid(translate(checkoutMessages, 'completeField'))
    : valid();
}
