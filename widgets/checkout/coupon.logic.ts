import type { CheckoutTotals } from './checkout-config';
import type { StoreCredit } from './payment/payment.logic';

// The cart coupon in the checkout's totals (issue 5: the coupon pane). The server prices it
// (demo-host/shop/checkout/pricing.ts: the rate of the products, rounded to whole units, as the
// cart page does); these re-price in place when the products or the coupon change before the
// server's figures arrive, with the same rounding, so the page never shows two totals.

/** The coupon as the totals carry it. */
export type AppliedCoupon = NonNullable<CheckoutTotals['coupon']>;

/**
 * The coupon's discount on the products: the rate of them, rounded to whole units.
 *
 * @example couponDiscount(1005, { code: 'ROVE10', title: '10% off', rate: 0.1 }) // 101
 * @example couponDiscount(1005, null) // 0
 */
export function couponDiscount(products: number, coupon: AppliedCoupon | null): number {
  return coupon && products > 0 ? Math.round(products * coupon.rate) : 0;
}

/**
 * The totals with another coupon (or none): the old discount is given back, the new one taken
 * off the same products.
 *
 * @example withCoupon({ …, products: 1000, discount: 100, total: 1049, coupon: rove10 }, null) // { …, discount: 0, total: 1149, coupon: null }
 */
export function withCoupon(totals: CheckoutTotals, coupon: AppliedCoupon | null): CheckoutTotals {
  const discount = couponDiscount(totals.products, coupon);
  return { ...totals, coupon, discount, total: totals.total + totals.discount - discount };
}

/**
 * Store credit for a new total, as the server answers it: usable = min(credits, total), the
 * rest to charge. A stale figure would make the card amount disagree with the server's.
 *
 * @example creditForTotal({ credits: 150, usable: 150, amount_to_charge_usable: 900, expiry: '' }, 950) // { …, usable: 150, amount_to_charge_usable: 800 }
 */
export function creditForTotal(credit: StoreCredit | null, total: number): StoreCredit | null {
  if (!credit) return null;
  const usable = Math.max(0, Math.min(credit.credits, total));
  return { ...credit, usable, amount_to_charge_usable: Math.max(0, total - usable) };
}

/**
 * What the pane accepts as a code: trimmed, upper case (codes are printed in capitals, shoppers
 * type them any way), at most 64 characters; null when empty.
 *
 * @example normalizeCouponCode(' rove10 ') // 'ROVE10'
 */
export function normalizeCouponCode(raw: string): string | null {
  const code = raw.trim().toUpperCase().slice(0, 64);
  return code === '' ? null : code;
}
