import type { Country } from '../../lib/markets';
import { parseCountry } from './countries';
import { field, type FormFields } from './form-fields';

// What the shopper typed into the checkout panes, as the order stores it. The posted names are
// Ubercart's: panes[customer][primary_email], panes[delivery][first_name], …

export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'street1',
  'street2',
  'city',
  'zone',
  'postal_code',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number] | 'country';

/** A delivery or billing address (spec/checkout.md §3); the country is the shop's code (UK, not GB). */
export type Address = Record<(typeof ADDRESS_FIELDS)[number], string> & { country: Country | '' };

export type AddressPane = 'delivery' | 'billing';

export type MembershipChoice = 0 | 1;

export interface OrderPanes {
  email?: string;
  membership?: MembershipChoice;
  delivery?: Address;
  billing?: Address;
  /** Billing is the delivery address (the 'copy to billing' box; checked unless posted as 0). */
  copyAddress?: boolean;
  quoteOption?: string;
  /** Protection term in months, 0 for none (spec/checkout.md §3). */
  protectionTerm?: number;
  paymentMethod?: string;
}

export const FIELD = {
  email: 'panes[customer][primary_email]',
  membership: 'panes[membership][value]',
  copyAddress: 'panes[billing][copy_address]',
  quoteOption: 'panes[quotes][quote_option]',
  protectionTerm: 'panes[protection][term]',
  paymentMethod: 'panes[payment][payment_method]',
} as const;

export function addressFieldName(pane: AddressPane, name: AddressField): string {
  return `panes[${pane}][${name}]`;
}

export function emptyAddress(country: Country | ''): Address {
  return {
    first_name: '',
    last_name: '',
    company: '',
    street1: '',
    street2: '',
    city: '',
    zone: '',
    postal_code: '',
    phone: '',
    country,
  };
}

/** Field values longer than this are cut: no address line needs more. */
const MAX_FIELD = 128;

function readAddress(
  fields: FormFields,
  pane: AddressPane,
  stored: Address | undefined,
  fallbackCountry: Country,
): { address: Address; posted: boolean; badCountry: boolean } {
  const address: Address = { ...(stored ?? emptyAddress(fallbackCountry)) };
  let posted = false;
  for (const name of ADDRESS_FIELDS) {
    const value = field(fields, addressFieldName(pane, name));
    if (value !== undefined) {
      address[name] = value.slice(0, MAX_FIELD);
      posted = true;
    }
  }
  const rawCountry = field(fields, addressFieldName(pane, 'country'));
  let badCountry = false;
  if (rawCountry !== undefined && rawCountry !== '') {
    const country = parseCountry(rawCountry);
    if (country) address.country = country;
    else badCountry = true;
    posted = true;
  }
  if (address.country === '') address.country = fallbackCountry;
  return { address, posted, badCountry };
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  return value === '1' || value.toLowerCase() === 'true' || value.toLowerCase() === 'on';
}

export interface PanesRead {
  panes: OrderPanes;
  /** Fields whose posted value cannot be stored (unknown country, membership not 0/1, …). */
  errors: Record<string, string>;
}

/**
 * Merges a post into the stored panes: a field that was posted replaces the stored value, one
 * that was not keeps it (Drupal keeps form state between ajax rebuilds the same way).
 */
export function mergePanes(fields: FormFields, stored: OrderPanes, country: Country): PanesRead {
  const panes: OrderPanes = { ...stored };
  const errors: Record<string, string> = {};

  const email = field(fields, FIELD.email);
  if (email !== undefined) panes.email = email.slice(0, 254);

  const membership = field(fields, FIELD.membership);
  if (membership === '0' || membership === '1') panes.membership = membership === '1' ? 1 : 0;
  else if (membership !== undefined && membership !== '') errors[FIELD.membership] = 'Invalid';

  for (const pane of ['delivery', 'billing'] as const) {
    const read = readAddress(fields, pane, stored[pane], country);
    if (read.posted) panes[pane] = read.address;
    if (read.badCountry) errors[addressFieldName(pane, 'country')] = 'Invalid';
  }

  const copy = flag(field(fields, FIELD.copyAddress));
  if (copy !== undefined) panes.copyAddress = copy;

  const quote = field(fields, FIELD.quoteOption);
  if (quote !== undefined) panes.quoteOption = quote.slice(0, 40);

  const term = field(fields, FIELD.protectionTerm);
  if (term !== undefined && term !== '') {
    if (/^\d{1,3}$/.test(term)) panes.protectionTerm = Number(term);
    else errors[FIELD.protectionTerm] = 'Invalid';
  }

  const method = field(fields, FIELD.paymentMethod);
  if (method !== undefined) panes.paymentMethod = method.slice(0, 20);

  return { panes, errors };
}

/** The billing address in force: the delivery address unless 'copy to billing' was unchecked. */
export function billingAddress(panes: OrderPanes): Address | undefined {
  return panes.copyAddress === false ? panes.billing : panes.delivery;
}
