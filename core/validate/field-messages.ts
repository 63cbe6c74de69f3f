import { commonMessages } from '../i18n/common';
import { checkoutMessages } from '../i18n/checkout';
import { translate } from '../i18n/translate';
import type { Country } from '../country';

/**
 * The language of address-field messages. spec/checkout.md §5 ties the Korean text to Korea (the
 * shipping country), not to the page locale, so a Korean address always gets Korean messages
 * where a Korean text exists; every other message falls back to English.
 *
 * @example fieldLocale('KR') // 'ko'
 */
export function fieldLocale(country?: Country): 'ko' | 'en' {
  return country === 'KR' ? 'ko' : 'en';
}

/**
 * 'Required' in the field's language.
 *
 * @example requiredMessage('US') // 'Required'
 */
export function requiredMessage(country?: Country): string {
  return translate(commonMessages, 'required', fieldLocale(country));
}

/**
 * 'Invalid' in the field's language.
 *
 * @example invalidMessage() // 'Invalid'
 */
export function invalidMessage(country?: Country): string {
  return translate(commonMessages, 'invalid', fieldLocale(country));
}

/**
 * A checkout message in the field's language.
 *
 * @example checkoutMessage('noPoBoxes') // 'We do not accept PO Boxes'
 */
export function checkoutMessage(
  key: keyof (typeof checkoutMessages)['en'],
  country?: Country,
): string {
  return translate(checkoutMessages, key, fieldLocale(country));
}
