import type { CheckoutConfig, CheckoutTotals } from './checkout-config';
import { couponDiscount } from './coupon.logic';
import { membershipTotals, type MembershipChoice } from './membership.logic';

// The order summary's figures, as one pure function: the server's latest totals, re-priced for
// whatever the shopper has chosen since the server priced them. Nothing else writes totals.

/** The shopper's choices that change the figures before the server has them. */
export interface PricedChoices {
  readonly membership: MembershipChoice | null;
  readonly protectionTerm: number | null;
}

/** The server's latest figures and the choices they already count. */
export interface ServerFigures {
  readonly totals: CheckoutTotals;
  readonly counted: PricedChoices;
}

/** What re-pricing needs from the page: the order's lines and the membership settings. */
export interface PricingContext {
  readonly config: Pick<CheckoutConfig, 'lines' | 'membership'>;
  /** Settings' memberFee / memberDiscount. */
  readonly memberFee?: number | undefined;
  readonly memberDiscount?: number | undefined;
}

/**
 * The protection costs for a term (none: 0); plans bought on the product page stand apart.
 *
 * @example protectionCost(config, 36) // the 3-year offers of every line without a plan, × qty
 */
export function protectionCost(config: Pick<CheckoutConfig, 'lines'>, term: number | null): number {
  if (term === null) return 0;
  return config.lines.reduce((sum, line) => {
    if (line.plan) return sum;
    const offer = line.protection.find((candidate) => candidate.duration_months === term);
    return sum + (offer ? offer.cost * line.qty : 0);
  }, 0);
}

/**
 * The figures to show: the server's, with the protection term and the membership choice it has
 * not counted yet priced in here (member prices, the fee; the coupon's rate on the re-priced
 * products, as on the server). The server's next figures replace these when they come.
 *
 * @example checkoutTotals({ totals, counted: { membership: 0, protectionTerm: null } }, { membership: 1, protectionTerm: null }, pricing).memberFee // 100
 */
export function checkoutTotals(
  server: ServerFigures,
  choices: PricedChoices,
  pricing: PricingContext,
): CheckoutTotals {
  let totals = server.totals;
  if (choices.protectionTerm !== server.counted.protectionTerm) {
    const change =
      protectionCost(pricing.config, choices.protectionTerm) -
      protectionCost(pricing.config, server.counted.protectionTerm);
    totals = { ...totals, protection: totals.protection + change, total: totals.total + change };
  }
  if (choices.membership !== null && choices.membership !== server.counted.membership)
    totals = repricedForMembership(totals, choices.membership, pricing);
  return totals;
}

function repricedForMembership(
  totals: CheckoutTotals,
  choice: MembershipChoice,
  { config, memberFee, memberDiscount }: PricingContext,
): CheckoutTotals {
  const local = membershipTotals(
    config.lines.map((line) => ({
      price: line.price,
      qty: line.qty,
      ...(line.memberPrice >= 0 ? { memberPrice: line.memberPrice } : {}),
    })),
    { choice, alreadyMember: config.membership.active },
    { memberFee, memberDiscount },
  );
  const products = local.subtotal - local.memberSavings;
  const discount = couponDiscount(products, totals.coupon);
  return {
    ...totals,
    subtotal: local.subtotal,
    memberSavings: local.memberSavings,
    memberPricing: local.memberSavings > 0,
    products,
    discount,
    memberFee: local.fee,
    total: products - discount + totals.protection + (totals.shipping ?? 0) + local.fee,
  };
}
