import { type Country } from '../../core/country';
import {
  COUNTRY_NUMERIC_CODE,
  countryOfNumericCode,
  type CountryNumericCode,
} from '../../core/country-codes';
import { isValidEmail } from '../../core/validate/email';
import { invalidMessage, requiredMessage } from '../../core/validate/field-messages';
import { normalizeSwatchPhone } from '../../core/validate/phone';
import { isPostalCode } from '../../core/validate/postal';
import type { PlaceAddress } from '../shared/vendors/places/place-address.logic';

// The swatch request's address (spec/product.md §3 'Swatch request', §5): the fields, the numeric
// country codes the page posts, and one rule per field. Pure, so the view, the hook and the
// tests share one source of truth.

/** spec/product.md §3: the swatch address's country select posts the numeric codes (core/country). */
export const SWATCH_COUNTRY_CODES = COUNTRY_NUMERIC_CODE;

export type SwatchCountryCode = CountryNumericCode;

/** Every code, in the specification's order. */
export const ALL_SWATCH_COUNTRY_CODES: readonly SwatchCountryCode[] = [124, 840, 410, 826, 36, 344];

/**
 * The shop country of a numeric code.
 *
 * @example countryOfCode(410) // 'KR'
 * @example countryOfCode(999) // undefined
 */
export const countryOfCode = countryOfNumericCode;

/**
 * The form's fields in screen order. spec/product.md names the address ones; name and email are ours:
 * a parcel needs a recipient and the shopper needs a confirmation (spec/marketing.md §3 lists name,
 * email and swatches among the contact data a swatch request carries).
 */
export const ADDRESS_FIELDS = [
  'name',
  'email',
  // Before the address lines: which of them are required (and their formats) follow it.
  'country',
  'address1',
  'address2',
  'city',
  'province',
  'postal_code',
  'phone',
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type SwatchAddress = Readonly<Record<AddressField, string>>;
export type AddressErrors = Partial<Record<AddressField, string>>;

/** Longest value any text field keeps (the email's own limit is 254). */
export const FIELD_MAX_LENGTH = 128;

/** An empty address for a country code. */
export function emptyAddress(country: SwatchCountryCode): SwatchAddress {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Record<
    AddressField,
    string
  >;
  address.country = String(country);
  return address;
}

/**
 * spec/product.md §5: the phone input keeps digits only, drops a leading 1 or +1 and is cut to 10
 * digits (core/validate's rule, applied as the shopper types).
 *
 * @example trimSwatchPhone('+1 (604) 555-0199') // '6045550199'
 */
export function trimSwatchPhone(value: string): string {
  return normalizeSwatchPhone(value);
}

/** Fewest phone digits per country after trimming (ours: Hong Kong numbers have 8, Australia's 9 without the 0). */
const PHONE_MIN_DIGITS: Readonly<Record<Country, number>> = {
  US: 10,
  CA: 10,
  KR: 9,
  UK: 10,
  AU: 9,
  HK: 8,
};

/** Countries whose address needs a province / state (ours: the others' addresses do without). */
const PROVINCE_REQUIRED: ReadonlySet<Country> = new Set(['US', 'CA', 'AU']);

/** Korea's postal codes have had 5 digits since 2015; isPostalCode accepts anything there. */
const KOREAN_POSTAL_CODE = /^\d{5}$/;

/**
 * Whether a field must be filled for an address in a country (code as the form holds it).
 *
 * @example isFieldRequired('province', '826') // false: UK addresses do without a county
 * @example isFieldRequired('postal_code', '344') // false: Hong Kong has no postal codes
 */
export function isFieldRequired(field: AddressField, countryCode: string): boolean {
  if (field === 'address2') return false;
  const country = countryOfCode(countryCode);
  if (field === 'province') return country === undefined || PROVINCE_REQUIRED.has(country);
  if (field === 'postal_code') return country !== 'HK';
  return true;
}

function postalCodeOk(code: string, country: Country): boolean {
  if (country === 'HK') return true; // Hong Kong has no postal codes: the field is optional.
  if (country === 'KR') return KOREAN_POSTAL_CODE.test(code);
  return isPostalCode(code, country);
}

/**
 * Checks every field; returns the message per invalid field (empty object: valid). Messages
 * are the specification's 'Required' / 'Invalid', in Korean for a Korean address where a Korean text
 * exists (core/validate/field-messages). A country outside `allowed` is 'Invalid'.
 *
 * @example validateSwatchAddress({ ...emptyAddress(840), name: 'Ana' }, [840]).address1 // 'Required'
 */
export function validateSwatchAddress(
  address: SwatchAddress,
  allowed: readonly SwatchCountryCode[],
): AddressErrors {
  const errors: AddressErrors = {};
  const value = (field: AddressField) => String(address[field] ?? '').trim();
  const code = countryOfCode(value('country'));
  const country = code && allowed.includes(SWATCH_COUNTRY_CODES[code]) ? code : undefined;
  const required = requiredMessage(country);
  const wrong = invalidMessage(country);

  for (const field of ADDRESS_FIELDS) {
    if (value(field).length > (field === 'email' ? 254 : FIELD_MAX_LENGTH)) errors[field] = wrong;
  }
  for (const field of ['name', 'address1', 'city'] as const) {
    if (value(field) === '') errors[field] = required;
  }
  if (value('email') === '') errors.email = required;
  else if (!isValidEmail(value('email'))) errors.email = wrong;

  if (value('country') === '') errors.country = required;
  else if (!country) errors.country = wrong;

  if (country) {
    if (PROVINCE_REQUIRED.has(country) && value('province') === '') errors.province = required;
    const postal = value('postal_code');
    if (postal === '' && country !== 'HK') errors.postal_code = required;
    else if (postal !== '' && !postalCodeOk(postal, country)) errors.postal_code = wrong;
  }

  const phone = trimSwatchPhone(value('phone'));
  if (phone === '') errors.phone = required;
  else if (phone.length < PHONE_MIN_DIGITS[country ?? 'US']) errors.phone = wrong;
  return errors;
}

/** The address as the request carries it (spec/product.md §3 fields; the country as its number). */
export type AddressPayload = Readonly<Record<Exclude<AddressField, 'country'>, string>> & {
  readonly country: number;
};

/**
 * The address as it is posted: trimmed, the phone trimmed by the specification's rule, the postal code
 * in capitals, the country as its number. Call it on a validated address.
 *
 * @example addressPayload({ ...emptyAddress(124), phone: '+1 604 555 0199' }).phone // '6045550199'
 */
export function addressPayload(address: SwatchAddress): AddressPayload {
  const out: Record<string, string | number> = {};
  for (const field of ADDRESS_FIELDS) out[field] = String(address[field] ?? '').trim();
  out['phone'] = trimSwatchPhone(String(out['phone']));
  out['postal_code'] = String(out['postal_code']).toUpperCase();
  out['country'] = Number(out['country']);
  return out as unknown as AddressPayload;
}

/**
 * What a chosen place fills (spec/product.md §7: address1, address2, city, province, country and
 * postal_code; issue 25), country first since the required fields follow it. The province is
 * written as the post does: the code where there is one ('DC', 'ON', 'ACT'), else the name.
 * Parts the place does not have are left out, so what the shopper typed there stays.
 *
 * @example swatchPlaceFields(whiteHouse)[0] // ['country', '840']
 */
export function swatchPlaceFields(place: PlaceAddress): [AddressField, string][] {
  const province =
    place.country && PROVINCE_REQUIRED.has(place.country) && place.province?.code
      ? place.province.code
      : (place.province?.name ?? '');
  const filled: [AddressField, string][] = [
    ['country', place.country ? String(SWATCH_COUNTRY_CODES[place.country]) : ''],
    ['address1', place.street],
    ['address2', place.address2],
    ['city', place.city],
    ['province', province],
    ['postal_code', place.postal],
  ];
  return filled.filter(([, value]) => value !== '');
}
