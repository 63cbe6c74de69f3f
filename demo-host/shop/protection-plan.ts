import type { CatalogueProduct } from '../fixtures/catalogue-types';
import type { Country } from '../lib/markets';
import { chargedOffers, type ProtectionOffer } from './protection';
import type { Checked } from './request-checks';

// Which protection plans a shopper may buy with a model: offered only in the US and Canada
// (spec/checkout.md §2 'Protection … only for US and Canada'), elsewhere none.

export const PROTECTION_COUNTRIES: readonly Country[] = ['US', 'CA'];

/**
 * The plans offered for a model in a country, at what the order charges ([] outside the US and
 * Canada).
 *
 * @example offeredProtection(product, 'AU', model) // []
 */
export function offeredProtection(
  product: CatalogueProduct,
  country: Country,
  model: string,
): ProtectionOffer[] {
  return PROTECTION_COUNTRIES.includes(country) ? chargedOffers(product, country, model) : [];
}

/**
 * The posted `protection` field: absent or empty means none; otherwise it must be one of the
 * model's offers in this country (400 otherwise, so a stale or forged id is never stored).
 *
 * @example checkProtection('1006-3y', product, 'US', model) // { ok: true, value: { id: '1006-3y', … } }
 */
export function checkProtection(
  raw: string | undefined,
  product: CatalogueProduct,
  country: Country,
  model: string,
): Checked<ProtectionOffer | null> {
  const id = (raw ?? '').trim();
  if (id === '') return { ok: true, value: null };
  const offer = offeredProtection(product, country, model).find((o) => o.id === id);
  if (offer) return { ok: true, value: offer };
  const error = PROTECTION_COUNTRIES.includes(country)
    ? `Unknown protection plan ${id.slice(0, 40)} for model ${model}`
    : 'Protection plans are offered only in the US and Canada';
  return { ok: false, status: 400, error };
}
