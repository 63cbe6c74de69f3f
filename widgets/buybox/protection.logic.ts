import type { Country } from '../../core/country';
import {
  array,
  map,
  nullable,
  number,
  object,
  optional,
  string,
  union,
  type Infer,
} from '../../core/schema';
import type { StockMessage } from './stock-message';

/**
 * Product protection (extended warranty) on the product page: which models get offers, the
 * reply of POST /ajax/uc_mulberry (spec/product.md §7) and which offer travels with add to cart.
 */

/** Protection is sold only in the US and Canada (spec/checkout.md §2). */
export const PROTECTION_COUNTRIES: readonly Country[] = ['US', 'CA'];

const offerSchema = map(
  object({
    // The provider's ids are strings; a numeric id is read as its text.
    id: map(union(string(/\S/), number({ integer: true })), String),
    title: string(/\S/),
    duration_months: optional(nullable(number({ integer: true, min: 1 })), null),
    cost: number({ min: 0 }),
  }),
  (offer) => ({
    id: offer.id,
    title: offer.title,
    durationMonths: offer.duration_months,
    cost: offer.cost,
  }),
);
export type ProtectionOffer = Infer<typeof offerSchema>;

/** The term the reply's `override_order_charge_term_3` prices: three years. */
export const TERM_3_MONTHS = 36;

// A charge may come as a number or as Drupal's decimal text ('19.00').
const charge = optional(
  nullable(union(number({ min: 0 }), map(string(/^\d+(?:\.\d+)?$/), Number))),
  null,
);

/**
 * The reply: offers, each with a cost, and optionally the charges the order will really carry
 * (spec/product.md §7): `override_order_charge_term_3` for the three-year offer, `override_order_charge`
 * for the others. An override replaces the offer's cost, so the shopper sees what the cart will
 * charge; an offer it does not name keeps its own cost.
 *
 * @example check(offersReplySchema, { offers: [{ id: '3y', title: '3-Year', duration_months: 36, cost: 89 }], override_order_charge_term_3: 49 }).value[0].cost // 49
 */
export const offersReplySchema = map(
  object({
    offers: array(offerSchema),
    override_order_charge: charge,
    override_order_charge_term_3: charge,
  }),
  (reply) =>
    reply.offers
      // Two offers with one id could not be told apart once chosen: the first is kept.
      .filter((offer, index, all) => all.findIndex((other) => other.id === offer.id) === index)
      .map((offer) => ({
        ...offer,
        cost:
          (offer.durationMonths === TERM_3_MONTHS
            ? reply.override_order_charge_term_3
            : reply.override_order_charge) ?? offer.cost,
      })),
);

/**
 * Whether protection is offered for what the page shows: a complete model the shopper can buy,
 * in the US or Canada, that can be delivered to the chosen destination.
 *
 * @example protectionEligible({ country: 'US', model: 'RC1-A', stock, restricted: false }) // true when stock.canBuy
 */
export function protectionEligible(input: {
  country: Country;
  model: string | null;
  stock: StockMessage | null;
  restricted: boolean;
}): boolean {
  return (
    PROTECTION_COUNTRIES.includes(input.country) &&
    input.model !== null &&
    input.stock !== null &&
    input.stock.canBuy &&
    input.stock.kind !== 'hidden' &&
    !input.restricted
  );
}

/** Offers as they were answered for one model. */
export interface ModelOffers {
  model: string;
  offers: readonly ProtectionOffer[];
}

/**
 * The offer id to send with add to cart: the shopper's choice, only when it is one of the
 * offers answered for the model being added (a choice made for another model is not sent).
 *
 * @example offerToSend({ model: 'A', offers: [offer3y] }, 'A', '3y') // '3y'
 * @example offerToSend({ model: 'A', offers: [offer3y] }, 'B', '3y') // null
 */
export function offerToSend(
  answered: ModelOffers | null,
  model: string | null,
  chosen: string,
): string | null {
  if (!answered || chosen === '' || answered.model !== model) return null;
  return answered.offers.some((offer) => offer.id === chosen) ? chosen : null;
}
