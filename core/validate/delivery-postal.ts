import { productMessages } from '../i18n/product';
import { translate } from '../i18n/translate';
import type { Country } from '../country';
import { invalid, valid, type ValidationResult } from './result';

/**
 * The delivery popup's own formats (spec/product.md §5), apart from checkout's (postal.ts, spec/checkout.md
 * §5): the US +4 part needs its hyphen here. Kept apart so the product page does not load the
 * checkout's rules and messages, nor checkout the product page's.
 */
const DELIVERY_PATTERNS = {
  US: /^\d{5}(?:-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/,
} as const;

/**
 * The product page's delivery-location popup (spec/product.md §5): only Canada and the US can look a
 * code up. Canada: letter-digit-letter, optional separator, digit-letter-digit, else 'Invalid
 * Postal Code'. US: 5 digits or 5+4 with a hyphen, else 'Invalid Zip Code'. Any other country:
 * 'This will only work in Canada and the United States.'
 *
 * @example validateDeliveryPostalCode('90210', 'US') // { ok: true }
 * @example validateDeliveryPostalCode('9021', 'US') // { ok: false, message: 'Invalid Zip Code' }
 * @example validateDeliveryPostalCode('2000', 'AU') // { ok: false, message: 'This will only work in Canada and the United States.' }
 * @example validateDeliveryPostalCode('06236', 'KR', 'ko_KR').ok // false, with the message in Korean
 */
export function validateDeliveryPostalCode(
  value: string,
  country: Country,
  locale?: string,
): ValidationResult {
  const code = String(value ?? '').trim();
  const message = (key: 'invalidPostalCode' | 'invalidZipCode' | 'deliveryOnlyCanadaUs') =>
    invalid(translate(productMessages, key, locale));
  if (country === 'CA') {
    return DELIVERY_PATTERNS.CA.test(code) ? valid() : message('invalidPostalCode');
  }
  if (country === 'US') {
    return DELIVERY_PATTERNS.US.test(code) ? valid() : message('invalidZipCode');
  }
  return message('deliveryOnlyCanadaUs');
}
