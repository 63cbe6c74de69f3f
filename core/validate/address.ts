import { checkoutMessages } from '../i18n/checkout';
import type { Country } from '../country';
import { checkoutMessage, requiredMessage } from './field-messages';
import { validateNotPoBox } from './po-box';
import { invalid, valid, type ValidationResult } from './result';

/**
 * Province choices that mean "nothing selected" (spec/checkout.md §5): the placeholder labels, and the
 * empty or 0 value a placeholder option carries.
 *
 * @example PROVINCE_PLACEHOLDERS.includes('Section/Region') // true
 */
export const PROVINCE_PLACEHOLDERS: readonly string[] = [
  '',
  '0',
  checkoutMessages.en.provincePlaceholder,
  checkoutMessages.en.regionPlaceholder,
];

/**
 * A required address field (street, city, names …): 'Required' when blank, in Korean for a
 * Korean address (spec/checkout.md §5).
 *
 * @example validateRequiredAddressField('  ', 'US') // { ok: false, message: 'Required' }
 */
export function validateRequiredAddressField(value: string, country?: Country): ValidationResult {
  return String(value ?? '').trim() === '' ? invalid(requiredMessage(country)) : valid();
}

/**
 * The street line: required, and not a PO box (spec/checkout.md §5).
 *
 * @example validateStreet('PO Box 9', 'CA') // { ok: false, message: 'We do not accept PO Boxes' }
 */
export function validateStreet(value: string, country?: Country): ValidationResult {
  const required = validateRequiredAddressField(value, country);
  return required.ok ? validateNotPoBox(value, country) : required;
}

/** Options of {@link validateProvince}. */
export interface ProvinceOptions {
  /** Australia ships only to enabled zones; when the list is given, other zones are refused. */
  readonly enabledZones?: ReadonlySet<string> | readonly string[];
}

/**
 * The province / state / zone select (spec/checkout.md §5): not required in Korea; otherwise a
 * placeholder choice gives 'Required', and an Australian zone outside the enabled list gives
 * 'Please contact us for shipping assistance'.
 *
 * @example validateProvince('State/Province', 'US') // { ok: false, message: 'Required' }
 * @example validateProvince('', 'KR') // { ok: true }
 * @example validateProvince('NT', 'AU', { enabledZones: ['NSW', 'VIC'] }) // { ok: false, message: 'Please contact us for shipping assistance' }
 */
export function validateProvince(
  value: string,
  country: Country,
  options: ProvinceOptions = {},
): ValidationResult {
  if (country === 'KR') return valid();
  const zone = String(value ?? '').trim();
  if (PROVINCE_PLACEHOLDERS.includes(zone)) return invalid(requiredMessage(country));
  const zones = options.enabledZones;
  if (country === 'AU' && zones) {
    const enabled =
      zones instanceof Set ? zones.has(zone) : (zones as readonly string[]).includes(zone);
    if (!enabled) return invalid(checkoutMessage('contactForShipping', country));
  }
  return valid();
}
