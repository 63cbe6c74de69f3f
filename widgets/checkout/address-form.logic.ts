import { type Country } from '../../core/country';
import { COUNTRY_NUMERIC_CODE, countryFromCode } from '../../core/country-codes';
import {
  validateProvince,
  validateRequiredAddressField,
  validateStreet,
} from '../../core/validate/address';
import { CARD_NUMBER_MAX_LENGTH, CVV_MAX_LENGTH } from '../../core/validate/card';
import { checkoutMessage } from '../../core/validate/field-messages';
import { normalizeCheckoutPhone, validateCheckoutPhone } from '../../core/validate/phone';
import { validateNotPoBox } from '../../core/validate/po-box';
import { postalCodeMaxLength, validateCheckoutPostalCode } from '../../core/validate/postal';
import { invalid, valid, type ValidationResult } from '../../core/validate/result';
import type { MembershipChoice } from './membership.logic';
import type { PlaceAddress } from '../shared/vendors/places/place-address.logic';
import { matchZone, type ZoneLike } from '../shared/vendors/places/place-regions.logic';

// The address step's shipping and billing forms (spec/checkout.md §3, §4, §5). Every field rule comes
// from core/validate; this module picks the rules per field and country, limits what inputs
// accept, and decides when the shipping quote may be asked for.

/**
 * The fields of a delivery or billing address, in form order (spec/checkout.md §3).
 *
 * @example ADDRESS_FIELDS.length // 10
 */
export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'street1',
  'street2',
  'city',
  'zone',
  'country',
  'postal_code',
  'phone',
] as const;

/** One field of {@link ADDRESS_FIELDS}; the names are the checkout form's (panes[delivery][zone]). */
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** An address as the form holds it: every field a string. `country` is a code ('CA' or '124'). */
export type Address = Readonly<Record<AddressField, string>>;

/** The checkout form's two address panes. */
export type AddressPane = 'delivery' | 'billing';

/**
 * The posted name of an address field, as the checkout form and its server errors write it.
 *
 * @example paneFieldName('delivery', 'postal_code') // 'panes[delivery][postal_code]'
 */
export function paneFieldName(pane: AddressPane, field: AddressField): string {
  return `panes[${pane}][${field}]`;
}

/**
 * Fields a shopper may leave blank.
 *
 * @example OPTIONAL_ADDRESS_FIELDS.includes('company') // true
 */
export const OPTIONAL_ADDRESS_FIELDS: readonly AddressField[] = ['company', 'street2'];

/**
 * A blank address, with the country preset.
 *
 * @example emptyAddress('CA').country // '124'
 */
export function emptyAddress(country?: Country): Address {
  const blank = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Record<
    AddressField,
    string
  >;
  return { ...blank, country: country ? String(COUNTRY_NUMERIC_CODE[country]) : '' };
}

/**
 * Where the retailer ships in Australia (spec/checkout.md §5). Both lists come from the page; when a
 * list is missing the check it feeds is not made.
 */
export interface ShippingRestrictions {
  readonly enabledZones?: ReadonlySet<string> | readonly string[];
  readonly allowedPostalCodes?: ReadonlySet<string> | readonly string[];
}

/**
 * One field's check for an address in a country (spec/checkout.md §5). `restrictions` are shipping
 * restrictions: pass them for the delivery address only.
 *
 * @example validateAddressField('zone', '', 'KR') // { ok: true }
 * @example validateAddressField('street1', 'PO Box 12', 'US') // { ok: false, message: 'We do not accept PO Boxes' }
 * @example validateAddressField('company', '', 'US') // { ok: true }
 */
export function validateAddressField(
  field: AddressField,
  value: string,
  country: Country,
  restrictions: ShippingRestrictions = {},
): ValidationResult {
  switch (field) {
    case 'company':
      return valid();
    case 'street1':
      return validateStreet(value, country);
    case 'street2':
      // Optional, but a PO box hidden in the second line is still a PO box.
      return validateNotPoBox(value, country);
    case 'zone':
      return validateProvince(value, country, { enabledZones: restrictions.enabledZones });
    case 'postal_code':
      return validateCheckoutPostalCode(value, country, {
        allowedPostalCodes: restrictions.allowedPostalCodes,
      });
    case 'phone':
      return validateCheckoutPhone(value, country);
    case 'first_name':
    case 'last_name':
    case 'city':
    case 'country':
    default:
      return validateRequiredAddressField(value, country);
  }
}

/** The first message of each failing field. */
export type AddressErrors = Readonly<Partial<Record<AddressField, string>>>;

/** A whole address's check. */
export interface AddressValidation {
  readonly ok: boolean;
  readonly errors: AddressErrors;
}

/**
 * Checks every field of an address, so that every failing field is flagged at once.
 *
 * @example validateAddress(emptyAddress('US'), 'US').errors.city // 'Required'
 */
export function validateAddress(
  address: Address,
  country: Country,
  restrictions: ShippingRestrictions = {},
): AddressValidation {
  const errors: Partial<Record<AddressField, string>> = {};
  for (const field of ADDRESS_FIELDS) {
    const result = validateAddressField(field, address[field] ?? '', country, restrictions);
    if (!result.ok) errors[field] = result.message;
  }
  return { ok: Object.keys(errors).length === 0, errors };
}

/** The address step's forms. */
export interface AddressForms {
  readonly shipping: Address;
  readonly billing: Address;
  /** The "billing same as shipping" box. */
  readonly copyToBilling: boolean;
}

/** The address step's check. `billing` is null when it was copied (and so not checked). */
export interface AddressFormsValidation {
  readonly ok: boolean;
  readonly shipping: AddressValidation;
  readonly billing: AddressValidation | null;
}

/**
 * The billing address that is submitted: the shipping address when copy-to-billing is checked.
 *
 * @example billingForSubmit({ shipping, billing, copyToBilling: true }) === shipping // true
 */
export function billingForSubmit(forms: AddressForms): Address {
  return forms.copyToBilling ? forms.shipping : forms.billing;
}

/**
 * The country whose rules a billing address follows: its own when the select holds one of the
 * six countries, else the shop's.
 *
 * @example billingRulesCountry({ ...emptyAddress(), country: '840' }, 'CA') // 'US'
 */
export function billingRulesCountry(billing: Address, shopCountry: Country): Country {
  return countryFromCode(billing.country) ?? shopCountry;
}

/**
 * Checks the delivery address under the shop (warehouse) country's rules, with the Australian
 * shipping restrictions, and the billing address under its own country's rules unless it is
 * copied (spec/checkout.md §4). Billing gets no shipping restrictions: nothing is shipped there.
 *
 * @example validateAddressForms({ shipping, billing, copyToBilling: true }, 'US').billing // null
 */
export function validateAddressForms(
  forms: AddressForms,
  shopCountry: Country,
  restrictions: ShippingRestrictions = {},
): AddressFormsValidation {
  const shipping = validateAddress(forms.shipping, shopCountry, restrictions);
  const billing = forms.copyToBilling
    ? null
    : validateAddress(forms.billing, billingRulesCountry(forms.billing, shopCountry));
  return { ok: shipping.ok && (billing?.ok ?? true), shipping, billing };
}

/**
 * 'Please complete your details to continue.', in Korean for Korea (spec/checkout.md §4).
 *
 * @example completeDetailsMessage('US') // 'Please complete your details to continue.'
 */
export function completeDetailsMessage(country: Country): string {
  return checkoutMessage('completeDetails', country);
}

/**
 * Whether the shipping quote section may open (spec/checkout.md §4): the delivery fields, and the
 * billing fields unless copied, must pass; otherwise 'Please complete your details to
 * continue.'. Korea skips this check before quoting (its addresses come from the postcode
 * search and are checked on continue, see {@link validateAddressStep}).
 *
 * @example canQuote(emptyAddress('US'), emptyAddress('US'), true, 'US') // { ok: false, message: 'Please complete your details to continue.' }
 * @example canQuote(emptyAddress('KR'), emptyAddress('KR'), true, 'KR') // { ok: true }
 */
export function canQuote(
  shipping: Address,
  billing: Address,
  copyToBilling: boolean,
  country: Country,
  restrictions: ShippingRestrictions = {},
): ValidationResult {
  if (country === 'KR') return valid();
  const result = validateAddressForms({ shipping, billing, copyToBilling }, country, restrictions);
  return result.ok ? valid() : invalid(completeDetailsMessage(country));
}

/** The address step's check on continue: the forms' errors and the step message. */
export interface AddressStepValidation extends AddressFormsValidation {
  /** 'Please complete your details to continue.' (Korean for Korea) when not ok. */
  readonly message: string | null;
}

/**
 * The address step's check on continue. Unlike {@link canQuote} it applies to every country,
 * Korea included, which is where a Korean shopper sees the Korean message.
 *
 * @example validateAddressStep({ shipping, billing, copyToBilling: true }, 'KR').message // the Korean text
 */
export function validateAddressStep(
  forms: AddressForms,
  country: Country,
  restrictions: ShippingRestrictions = {},
): AddressStepValidation {
  const result = validateAddressForms(forms, country, restrictions);
  return { ...result, message: result.ok ? null : completeDetailsMessage(country) };
}

/** Inputs with a length or character limit (spec/checkout.md §5 input limits). */
export type LimitedField = AddressField | 'cc_number' | 'cc_cvv';

/**
 * What an input keeps of a keystroke or a paste (spec/checkout.md §5 input limits): phone digits only,
 * at most 10 (11 in Korea and the UK); postal code as `postalCodeMaxLength` allows (US 10 for ZIP+4,
 * Australia 7, Canada 6 or 7 with a space, UK 8, else 5);
 * card number and cvv digits only, at most 16 and 4. Card separators are dropped rather than
 * counted, so a pasted '4242 4242 4242 4242' keeps all 16 digits. Other fields are unchanged.
 *
 * @example limitInput('phone', '(604) 555-0199 ext', 'CA') // '6045550199'
 * @example limitInput('postal_code', 'K1A 0B1X', 'CA') // 'K1A 0B1'
 * @example limitInput('cc_number', '4242 4242 4242 4242 99', 'US') // '4242424242424242'
 */
export function limitInput(field: LimitedField, value: string, country: Country): string {
  const text = String(value ?? '');
  switch (field) {
    case 'phone':
      return normalizeCheckoutPhone(text, country);
    case 'postal_code': {
      // Canada allows 7 only with a space: cut, then cut again if the space fell outside the
      // kept part ('!!!!!!! ' → 6), so limiting twice changes nothing.
      const cut = text.slice(0, postalCodeMaxLength(country, text));
      return cut.slice(0, postalCodeMaxLength(country, cut));
    }
    case 'cc_number':
      return text.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_LENGTH);
    case 'cc_cvv':
      return text.replace(/\D/g, '').slice(0, CVV_MAX_LENGTH);
    default:
      return text;
  }
}

/**
 * A field's value once the shopper leaves it: trimmed (spec/checkout.md §5), then limited.
 *
 * @example blurValue('city', '  Toronto ', 'CA') // 'Toronto'
 * @example blurValue('postal_code', ' K1A 0B1 ', 'CA') // 'K1A 0B1'
 */
export function blurValue(field: LimitedField, value: string, country: Country): string {
  return limitInput(field, String(value ?? '').trim(), country);
}

/**
 * The key whose change triggers a shipping recalculation (spec/checkout.md §4): province, city, postal
 * code and membership choice. Spelling that does not change the destination (case, spaces in a
 * postal code, repeated spaces in a city) gives the same key, so it does not cost a quote.
 *
 * @example addressHash('ON', 'Toronto', 'm5v 2t6', 1) === addressHash('ON', ' toronto ', 'M5V2T6', 1) // true
 * @example addressHash('ON', 'Toronto', 'M5V2T6', 1) === addressHash('ON', 'Toronto', 'M5V2T6', 0) // false
 */
export function addressHash(
  province: string,
  city: string,
  postalCode: string,
  membershipChoice: MembershipChoice | null,
): string {
  return JSON.stringify([
    String(province ?? '').trim(),
    String(city ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .toLowerCase(),
    String(postalCode ?? '')
      .replace(/\s+/g, '')
      .toUpperCase(),
    membershipChoice,
  ]);
}

/**
 * Whether an address change should schedule a recalculation: the key changed and the address
 * passes (an invalid address would only earn an error quote).
 *
 * @example shouldRecalculate(previousHash, nextHash, true) // true when the hashes differ
 */
export function shouldRecalculate(
  previousHash: string | null,
  nextHash: string,
  addressValid: boolean,
): boolean {
  return addressValid && previousHash !== nextHash;
}

/**
 * What a chosen place fills in a pane (issue 25), in the order to apply: the billing country
 * first (its provinces and rules follow it), then street, unit, city, province and postal code.
 * Parts the place does not have are left out, so what the shopper typed there stays.
 * Delivery stays in the shop's country whatever the place says (its search is limited to it).
 *
 * @example placeFields(downingStreet, 'billing', 'US', zones)[0] // ['country', '826']
 */
export function placeFields(
  place: PlaceAddress,
  pane: AddressPane,
  rules: Country,
  zones: Readonly<Record<string, readonly ZoneLike[]>>,
): [AddressField, string][] {
  const country = pane === 'billing' && place.country ? place.country : rules;
  const filled: [AddressField, string][] = [
    ['street1', place.street],
    ['street2', place.address2],
    ['city', place.city],
    ['zone', matchZone(zones[country] ?? [], place.province)],
    ['postal_code', place.postal],
  ];
  if (pane === 'billing' && place.country) {
    filled.unshift(['country', String(COUNTRY_NUMERIC_CODE[place.country])]);
  }
  return filled.filter(([, value]) => value !== '');
}
