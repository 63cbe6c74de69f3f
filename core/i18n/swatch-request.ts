import type { KoreanOnDemand } from './korean-on-demand';

// The English of swatchRequestMessages (below).
const en = {
  counter: '{count} of {limit} selected',
  listHeading: 'Choose up to {limit} swatches',
  addressHeading: 'Where should we send them?',
  yourSwatches: 'Your swatches',
  noneSelected: 'Please select at least one swatch.',
  alertTitle: 'Swatch limit',
  ok: 'OK',
  name: 'Full name',
  email: 'Email',
  address1: 'Address',
  address2: 'Apartment, suite, etc. (optional)',
  city: 'City',
  province: 'Province / State',
  provinceOptional: 'Province / State (optional)',
  postal_code: 'Postal code',
  postalOptional: 'Postal code (optional)',
  country: 'Country',
  phone: 'Phone',
  phoneHint: '10 digits; a leading 1 or +1 is dropped.',
  submit: 'Request swatches',
  sending: 'Sending…',
  sent: 'Thank you! Your swatch request has been sent.',
  sentNote: 'Your {count} swatches will be posted to {city}.',
  restart: 'Request more swatches',
  failed: 'Your request could not be sent. Please try again.',
  submittedBefore: 'Your last swatch request has been sent. Choose again to start a new one.',
  unavailable: 'Swatches cannot be requested right now. Please try again later.',
  fixErrors: 'Please correct the marked fields.',
} as const;

/**
 * The rest of <rove-swatch-request>'s texts. spec/product.md's own ('Select swatch', 'Remove
 * swatch', 'Continue', 'Back', the limit alert) are swatchMessages, verbatim; the specification
 * gives no other wording for this page, so these are ours. Korean: swatch.ko.ts, part of the
 * page's Korean (ko.ts).
 *
 * @example translate(swatchRequestMessages, 'counter', 'en', { count: 2, limit: 10 }) // '2 of 10 selected'
 */
export const swatchRequestMessages: KoreanOnDemand<typeof en> = {
  en,
  koreanName: 'swatchRequest',
};
