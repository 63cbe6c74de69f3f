import type { CatalogueProduct } from '../fixtures/catalogue-types';
import type { Country } from '../lib/markets';

// The demo's stand-in for the product-protection provider behind /ajax/uc_mulberry (spec/product.md
// §7: offers, each with a cost, and optional order charges). A simulation: plans priced as a
// share of the model's price; one product carries a promotional order charge, which is what its
// cart line and checkout charge.

export interface ProtectionOffer {
  id: string;
  title: string;
  duration_months: number;
  cost: number;
}

const PLANS = [
  { id: '3y', title: '3-Year Protection', duration_months: 36, rate: 0.08, minimum: 29 },
  { id: '5y', title: '5-Year Protection', duration_months: 60, rate: 0.12, minimum: 49 },
] as const;

/** Offers for a model's price in the page's country (whole units, like every price). */
export function protectionOffers(
  product: CatalogueProduct,
  country: Country,
  model: string,
): ProtectionOffer[] {
  const price = product.stock[country][model]?.p ?? 0;
  return PLANS.map((plan) => ({
    id: `${product.nid}-${plan.id}`,
    title: plan.title,
    duration_months: plan.duration_months,
    cost: Math.max(plan.minimum, Math.round(price * plan.rate)),
  }));
}

/** The reply's optional order charges (spec/product.md §7), which replace the offers' costs. */
export interface OrderChargeOverrides {
  override_order_charge: number;
  override_order_charge_term_3: number;
}

/** The demo's promotion: the outdoor lounge chair's plans at $39 (five years) and $19 (three). */
const ORDER_CHARGE_OVERRIDES: Readonly<Record<number, OrderChargeOverrides>> = {
  1010: { override_order_charge: 39, override_order_charge_term_3: 19 },
};

export function orderChargeOverrides(product: CatalogueProduct): OrderChargeOverrides | null {
  return ORDER_CHARGE_OVERRIDES[product.nid] ?? null;
}

/**
 * The offers at what the order charges: the three-year one at `override_order_charge_term_3`,
 * the others at `override_order_charge`, when the product has them.
 *
 * @example chargedOffers(outdoorChair, 'US', model).map((o) => o.cost) // [19, 39]
 */
export function chargedOffers(
  product: CatalogueProduct,
  country: Country,
  model: string,
): ProtectionOffer[] {
  const overrides = orderChargeOverrides(product);
  return protectionOffers(product, country, model).map((offer) =>
    overrides
      ? {
          ...offer,
          cost:
            offer.duration_months === 36
              ? overrides.override_order_charge_term_3
              : overrides.override_order_charge,
        }
      : offer,
  );
}
