import { describe, expect, it } from 'vitest';
import type { CheckoutTotals } from './checkout-config';
import { couponDiscount, creditForTotal, normalizeCouponCode, withCoupon } from './coupon.logic';

const rove10 = { code: 'ROVE10', title: '10% off your order', rate: 0.1 };
const totals: CheckoutTotals = {
  currency: 'USD',
  subtotal: 1005,
  memberPricing: false,
  memberSavings: 0,
  products: 1005,
  protection: 80,
  shipping: 149,
  memberFee: 0,
  total: 1234,
  voucher: 0,
  discount: 0,
  coupon: null,
};

describe('couponDiscount', () => {
  it('takes the rate of the products, rounded to whole units like the server', () => {
    expect(couponDiscount(1005, rove10)).toBe(101);
    expect(couponDiscount(1004, rove10)).toBe(100);
    expect(couponDiscount(1005, null)).toBe(0);
    expect(couponDiscount(0, rove10)).toBe(0);
  });
});

describe('withCoupon', () => {
  it('applies and removes a coupon without touching protection, shipping or the fee', () => {
    const applied = withCoupon(totals, rove10);
    expect(applied).toMatchObject({ discount: 101, total: 1133, coupon: rove10, protection: 80 });
    expect(withCoupon(applied, null)).toEqual(totals);
  });
});

describe('creditForTotal', () => {
  const credit = { credits: 150, usable: 150, amount_to_charge_usable: 1084, expiry: '2027-12-31' };
  it('keeps usable at most the credits and the rest to charge', () => {
    expect(creditForTotal(credit, 1133)).toEqual({ ...credit, amount_to_charge_usable: 983 });
    expect(creditForTotal(credit, 100)).toEqual({
      ...credit,
      usable: 100,
      amount_to_charge_usable: 0,
    });
    expect(creditForTotal(null, 100)).toBeNull();
  });
});

describe('normalizeCouponCode', () => {
  it('trims and upper-cases; empty is no code', () => {
    expect(normalizeCouponCode(' rove10 ')).toBe('ROVE10');
    expect(normalizeCouponCode('   ')).toBeNull();
  });
});
