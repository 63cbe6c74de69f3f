import {
  checkoutMessage,
  invalidMessage,
  validateCheckoutPhone,
  validateCheckoutPostalCode,
  validateProvince,
  validateRequiredAddressField,
  validateStreet,
  type ValidationResult,
} from '../../../core/validate';
import type { Country } from '../../lib/markets';
import { isShippableCity } from './quotes';
import { addressFieldName, type Address, type AddressField, type AddressPane } from './panes';
import { AU_ALLOWED_POSTAL_CODES, AU_ENABLED_ZONES, isZone } from './zones';

// The server's copy of spec/checkout.md §5's address rules, with core/validate's own validators and
// messages, so a shopper who bypasses the page's checks gets the same words from the server.

export type FieldErrors = Record<string, string>;

const ENABLED_ZONES = new Set(AU_ENABLED_ZONES);
const ALLOWED_POSTAL_CODES = new Set(AU_ALLOWED_POSTAL_CODES);

// Australia's zone and postal limits are delivery limits: a billing address is not refused for them.
function zoneResult(address: Address, country: Country, pane: AddressPane): ValidationResult {
  const result = validateProvince(
    address.zone,
    country,
    pane === 'delivery' ? { enabledZones: ENABLED_ZONES } : {},
  );
  if (!result.ok || country === 'KR') return result;
  return isZone(country, address.zone) ? result : { ok: false, message: invalidMessage(country) };
}

/**
 * Errors of one address, keyed by the posted field name (panes[delivery][postal_code] → 'Invalid').
 * A delivery address must be in the shop's country; a billing address may be in any of the six.
 */
export function addressErrors(
  address: Address | undefined,
  pane: AddressPane,
  shopCountry: Country,
): FieldErrors {
  const errors: FieldErrors = {};
  const country = address?.country || shopCountry;
  const put = (name: AddressField, result: ValidationResult) => {
    if (!result.ok) errors[addressFieldName(pane, name)] = result.message;
  };
  const value = (name: keyof Address) => (address ? String(address[name]) : '');
  if (pane === 'delivery' && country !== shopCountry) {
    put('country', { ok: false, message: checkoutMessage('contactForShipping', country) });
  }
  put('first_name', validateRequiredAddressField(value('first_name'), country));
  put('last_name', validateRequiredAddressField(value('last_name'), country));
  put('street1', validateStreet(value('street1'), country));
  put('city', validateRequiredAddressField(value('city'), country));
  if (pane === 'delivery' && address && errors[addressFieldName(pane, 'city')] === undefined) {
    if (!isShippableCity(address)) {
      put('city', { ok: false, message: checkoutMessage('notShippableCity', country) });
    }
  }
  put('zone', address ? zoneResult(address, country, pane) : validateProvince('', country));
  put(
    'postal_code',
    validateCheckoutPostalCode(
      value('postal_code'),
      country,
      pane === 'delivery' ? { allowedPostalCodes: ALLOWED_POSTAL_CODES } : {},
    ),
  );
  put('phone', validateCheckoutPhone(value('phone'), country));
  return errors;
}
