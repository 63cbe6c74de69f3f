/**
 * The guest every checkout journey types in, and the labels it is reached by — shared by the
 * Chromium helpers (checkout-flow.ts) and the engines suite, so both walk the same checkout.
 */

/** The shipping address group's fields, by label: a New York address. */
export const GUEST_ADDRESS: Readonly<Record<string, string>> = {
  'First name': 'Pat',
  'Last name': 'Guest',
  'Street address': '1 Main Street',
  City: 'New York',
  'Postal code': '10001',
  Phone: '2125550100',
};

/** The State/Province option of that address. */
export const GUEST_STATE = 'New York';

/** How the standard delivery's radio is named: 'Standard - $0.00 …'. */
export const STANDARD_DELIVERY = 'Standard - ';

/**
 * The steps a guest may meet before the address, in the order they come: the login panel of
 * an email that has an account, then the membership offer.
 */
export const GUEST_PASSES = {
  account: 'No thanks, continue as a guest',
  membership: 'No thanks, continue without membership',
} as const;
