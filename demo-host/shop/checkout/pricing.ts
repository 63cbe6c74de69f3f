import { voucherAmount } from '../../../core/pricing';
import type { Currency } from '../../lib/markets';
import { membershipSettings } from '../page-settings';
import type { PricedLine } from './order-lines';

// Order totals with membership pricing (spec/checkout.md §4: joining re-prices the order with member
// prices and adds the fee), protection, shipping and the member voucher the order earns. The
// SDK computes the same figures with core/pricing, so both sides round the same way. The cart's
// coupon takes its rate off the products exactly as the cart page does (shop/cart-view.ts), so
// the total the shopper saw on /cart is the one the checkout charges.

export interface OrderTotals {
  currency: Currency;
  /** Lines at regular prices. */
  subtotal: number;
  /** Whether member prices apply (an active member, or the shopper joins with this order). */
  memberPricing: boolean;
  /** subtotal − the lines at member prices, when member prices apply; else 0. */
  memberSavings: number;
  /** What the products cost: subtotal − memberSavings. */
  products: number;
  protection: number;
  /** The coupon's discount on the products (positive; 0 without a coupon). */
  discount: number;
  /** The visitor's cart coupon, with its rate so a client can re-price on a membership change. */
  coupon: AppliedCoupon | null;
  /** The chosen quote's price; null while no quote is chosen. */
  shipping: number | null;
  /** The membership fee when the shopper joins with this order. */
  memberFee: number;
  total: number;
  /** Member voucher earned on the products (informational; never deducted). */
  voucher: number;
}

export interface AppliedCoupon {
  code: string;
  title: string;
  /** Share of the products taken off (0.1 = 10 %). */
  rate: number;
}

export interface PricingInput {
  currency: Currency;
  /** The visitor is already an active member: member prices, no fee. */
  activeMember: boolean;
  /** Membership choice on the order (1 join, 0 opt out, undefined not chosen yet). */
  membership: 0 | 1 | undefined;
  protectionTerm: number;
  shipping: number | null;
  /** The visitor's cart coupon, if any. */
  coupon?: AppliedCoupon | null;
}

export function orderTotals(lines: readonly PricedLine[], input: PricingInput): OrderTotals {
  const joining = !input.activeMember && input.membership === 1;
  const memberPricing = input.activeMember || joining;
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.qty, 0);
  const atMember = lines.reduce((sum, l) => sum + l.memberPrice * l.qty, 0);
  const products = memberPricing ? atMember : subtotal;
  // A plan bought on the product page stands; the checkout's term covers the other lines.
  const protection = lines.reduce((sum, line) => {
    if (line.plan) return sum + line.plan.cost * line.qty;
    const offer = line.protection.find((o) => o.duration_months === input.protectionTerm);
    return sum + (offer ? offer.cost * line.qty : 0);
  }, 0);
  const membership = membershipSettings(input.currency);
  const memberFee = joining ? membership.memberFee : 0;
  const coupon = input.coupon ?? null;
  // Rounded to whole units like the cart page's figure (shop/cart-view.ts).
  const discount = coupon && lines.length > 0 ? Math.round(products * coupon.rate) : 0;
  return {
    currency: input.currency,
    subtotal,
    memberPricing,
    memberSavings: subtotal - products,
    products,
    protection,
    discount,
    coupon,
    shipping: input.shipping,
    memberFee,
    total: products - discount + protection + (input.shipping ?? 0) + memberFee,
    voucher: memberPricing ? voucherAmount(products, membership) : 0,
  };
}
