import type { CatalogueProduct } from '../fixtures/catalogue-types';
import type { Country } from '../lib/markets';

// The demo's stand-in for the product-protection provider behind /ajax/uc_mulberry (seed 001
// §7: offers, each with a cost). A simulation: plans priced as a share of the model's price.

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
