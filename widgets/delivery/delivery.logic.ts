import type { Country } from '../../core/country';
import { COOKIE } from '../../core/storage/cookie-names';

// Pure rules of <rove-delivery>: cookie names, the label, and what a destination reply means.
// The view and the hook only carry these out (DOM, cookies, network).

/** spec/product.md §9: the destination cookies live 365 days. */
export const DESTINATION_COOKIE_DAYS = 365;

/**
 * The two cookies of a country's destination override (spec/product.md 'Destination override').
 * @example destinationCookieNames('CA') // {postal: 'rove_dest_postal_CA', label: 'rove_dest_label_CA'}
 */
export function destinationCookieNames(country: Country): { postal: string; label: string } {
  return {
    postal: `${COOKIE.destinationPostalPrefix}${country}`,
    label: `${COOKIE.destinationLabelPrefix}${country}`,
  };
}

/**
 * The postal code as sent and stored: trimmed and upper case; a Canadian code written with a
 * space in the middle ('m5v2t6' → 'M5V 2T6') so the cookie and the message read the same way.
 * Only called on codes that passed validateDeliveryPostalCode.
 */
export function normalisePostal(country: Country, typed: string): string {
  const postal = typed.trim().toUpperCase();
  if (country === 'CA') {
    const compact = postal.replace(/[ -]/, '');
    return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  }
  return postal;
}

/**
 * The label shown as 'Deliver to {label}': the city and state with the postal code.
 * @example destinationLabel({city: 'New York', state_id: 'NY'}, '10001') // 'New York, NY 10001'
 */
export function destinationLabel(geo: { city: string; state_id: string }, postal: string): string {
  const place = [geo.city.trim(), geo.state_id.trim()].filter(Boolean).join(', ');
  return place ? `${place} ${postal}` : postal;
}

/** A saved label is shown as the page's text: cap its length, drop control characters. */
export function cleanSavedLabel(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const printable = [...raw].filter((char) => {
    const code = char.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });
  const text = printable.join('').trim().slice(0, 80);
  return text === '' ? null : text;
}

export interface DestinationReplyLike {
  geo?: { city: string; state_id: string } | null;
  restricted: boolean;
}

export type DestinationOutcome =
  /** No geo: the code is unknown to the CMS ('Error response.', spec/product.md §8). */
  | { kind: 'no-geo' }
  /** A destination: set the cookies; `restricted` says the product cannot go there. */
  | { kind: 'destination'; label: string; restricted: boolean };

/** What a validated reply means for the postal code that was sent. */
export function destinationOutcome(
  reply: DestinationReplyLike,
  postal: string,
): DestinationOutcome {
  if (!reply.geo) return { kind: 'no-geo' };
  return {
    kind: 'destination',
    label: destinationLabel(reply.geo, postal),
    restricted: reply.restricted,
  };
}
