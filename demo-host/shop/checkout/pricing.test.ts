// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PricedLine } from './order-lines';
import { orderTotals } from './pricing';

const line = (price: number, qty: number, extra: Partial<PricedLine> = {}): PricedLine => ({
  nid: 1,
  model: 'M',
  title: 'T',
  url: '/product/t',
  image: '',
  qty,
  price,
  memberPrice: Math.round(price * 0.8),
  originalPrice: price,
  available: true,
  protection: [
    { id: '1-3y', title: '3-Year Protection', duration_months: 36, cost: 80 },
    { id: '1-5y', title: '5-Year Protection', duration_months: 60, cost: 120 },
  ],
  plan: null,
  ...extra,
});

const base = { currency: 'USD' as const, activeMember: false, protectionTerm: 0, shipping: 149 };

describe('orderTotals', () => {
  it('adds products, shipping and nothing else for a shopper who opts out', () => {
    expect(orderTotals([line(1000, 2)], { ...base, membership: 0 })).toEqual({
      currency: 'USD',
      subtotal: 2000,
      memberPricing: false,
      memberSavings: 0,
      products: 2000,
      protection: 0,
      discount: 0,
      coupon: null,
      shipping: 149,
      memberFee: 0,
      total: 2149,
      voucher: 0,
    });
  });

  it('re-prices at member prices and adds the fee when joining; the voucher is informational', () => {
    const totals = orderTotals([line(1000, 2)], { ...base, membership: 1 });
    expect(totals).toMatchObject({
      memberPricing: true,
      memberSavings: 400,
      products: 1600,
      memberFee: 100,
      total: 1849,
      voucher: 160,
    });
  });

  it('charges the fee and caps the voucher in the shop’s own currency: won in Korea', () => {
    const won = { ...base, currency: 'KRW' as const, shipping: 0, membership: 1 as const };
    expect(orderTotals([line(960_000, 1)], won)).toMatchObject({
      products: 768_000,
      memberFee: 140_000,
      total: 908_000,
      voucher: 76_800,
    });
    // 10 % of 9,600,000₩ is over the cap: the cap is 690,000₩, not 500₩.
    expect(orderTotals([line(12_000_000, 1)], won).voucher).toBe(690_000);
  });

  it('gives an active member member prices without a fee', () => {
    expect(
      orderTotals([line(1000, 1)], { ...base, activeMember: true, membership: undefined }),
    ).toMatchObject({ products: 800, memberFee: 0, total: 949 });
  });

  it('prices the chosen protection term per unit, and keeps a plan bought on the product page', () => {
    const plan = { id: 'p', title: '5-Year', cost: 150 };
    const totals = orderTotals([line(1000, 2), line(500, 1, { plan })], {
      ...base,
      membership: 0,
      protectionTerm: 36,
    });
    expect(totals.protection).toBe(2 * 80 + 150);
  });

  it('leaves shipping out until a quote is chosen', () => {
    expect(orderTotals([line(100, 1)], { ...base, membership: 0, shipping: null })).toMatchObject({
      shipping: null,
      total: 100,
    });
  });

  it('takes the cart coupon off the products, after member pricing, as the cart page does', () => {
    const coupon = { code: 'ROVE10', title: '10% off your order', rate: 0.1 };
    expect(orderTotals([line(1005, 1)], { ...base, membership: 0, coupon })).toMatchObject({
      products: 1005,
      discount: 101,
      coupon,
      total: 1005 - 101 + 149,
    });
    // Joining: 10 % of the member prices (1600), never of the fee, protection or shipping.
    expect(
      orderTotals([line(1000, 2)], { ...base, membership: 1, protectionTerm: 36, coupon }),
    ).toMatchObject({ products: 1600, discount: 160, total: 1600 - 160 + 160 + 149 + 100 });
  });
});
