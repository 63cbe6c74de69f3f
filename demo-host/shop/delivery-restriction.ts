import type { Country } from '../lib/markets';
import type { CatalogueProduct } from '../fixtures/catalogue-types';

/**
 * Whether a fragile product cannot be delivered to a postal code (spec/product.md: 'restricted').
 * Postal codes compare without spaces and case, as people type 'x0a 1a0' or 'X0A1A0'.
 * @example isDeliveryRestricted(fragileTable, 'CA', 'x0a 1a0') // true
 */
export function isDeliveryRestricted(
  product: CatalogueProduct,
  country: Country,
  postal: string,
): boolean {
  const normalised = postal.replace(/\s+/g, '').toUpperCase();
  return product.restrictions.some(
    (r) => r.country === country && normalised.startsWith(r.postalPrefix.toUpperCase()),
  );
}
