import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareAtPrice,
  DEFAULT_MEMBER_FEE,
  DEFAULT_VOUCHER_MAX,
  DEFAULT_VOUCHER_RATE,
  DEFAULT_VOUCHER_TYPE,
  MEMBERSHIP_MODAL_MEMBER_DISCOUNT,
  memberPrice,
  memberSavings,
  MSRP_FALLBACK_FACTOR,
  PRICE_FUNCTION_MEMBER_DISCOUNT,
  voucherAmount,
  type VoucherSettings,
} from './pricing';

describe('seed defaults', () => {
  it('match spec/shell.md/spec/product.md/spec/checkout.md §9', () => {
    expect(PRICE_FUNCTION_MEMBER_DISCOUNT).toBe(0.2);
    expect(MEMBERSHIP_MODAL_MEMBER_DISCOUNT).toBe(0.3);
    expect(DEFAULT_MEMBER_FEE).toBe(100);
    expect(DEFAULT_VOUCHER_RATE).toBe(0.1);
    expect(DEFAULT_VOUCHER_MAX).toBe(500);
    expect(DEFAULT_VOUCHER_TYPE).toBe('rate');
    expect(MSRP_FALLBACK_FACTOR).toBe(1.4);
  });
});

describe('memberPrice', () => {
  it.each<[number, number | undefined, number]>([
    [1000, undefined, 800],
    [1299, undefined, 1039],
    [1299, 0.3, 909],
    [1299, MEMBERSHIP_MODAL_MEMBER_DISCOUNT, 909],
    [999, 0.25, 749], // 749.25
    [10, 0.25, 8], // 7.5 rounds half up
    [1000, 0, 1000],
    // Broken settings fall back to the price function's default instead of giving 0 or less.
    [1000, 1, 800],
    [1000, -0.5, 800],
    [1000, Number.NaN, 800],
  ])('memberPrice(%d, %s) = %d', (price, discount, expected) => {
    expect(memberPrice(price, discount)).toBe(expected);
  });

  it('is NaN (formatted as "") for a non-finite price', () => {
    expect(memberPrice(Number.NaN)).toBeNaN();
  });

  it('is a whole number between 0 and the price for valid inputs (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.double({ min: 0, max: 0.99, noNaN: true }),
        (price, discount) => {
          const member = memberPrice(price, discount);
          return Number.isInteger(member) && member >= 0 && member <= price;
        },
      ),
    );
  });
});

describe('memberSavings', () => {
  it.each<[number, number | undefined, number]>([
    [1299, undefined, 260],
    [1000, 0.3, 300],
  ])('memberSavings(%d, %s) = %d', (price, discount, expected) => {
    expect(memberSavings(price, discount)).toBe(expected);
  });

  it('adds up with the member price to the shown price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (price) => {
        return memberPrice(price) + memberSavings(price) === price;
      }),
    );
  });
});

describe('voucherAmount', () => {
  it.each<[string, number, VoucherSettings | undefined, number]>([
    ['rate, defaults', 1200, undefined, 120],
    ['rate, capped at the default 500', 9000, undefined, 500],
    ['rate, exactly at the cap', 5000, {}, 500],
    ['rate, custom rate', 1000, { voucherRate: 0.15 }, 150],
    ['rate, custom cap', 9000, { voucherMax: 300 }, 300],
    ['rate, cents kept', 1234.56, { voucherType: 'rate' }, 123.46],
    ['rate, float residue removed', 3, { voucherRate: 0.1 }, 0.3],
    [
      'amount_per, 2 full steps',
      2500,
      { voucherType: 'amount_per', voucherAmtPer: 1000, voucherRate: 50 },
      100,
    ],
    [
      'amount_per, below one step',
      999,
      { voucherType: 'amount_per', voucherAmtPer: 1000, voucherRate: 50 },
      0,
    ],
    [
      'amount_per, capped',
      100000,
      { voucherType: 'amount_per', voucherAmtPer: 1000, voucherRate: 50 },
      500,
    ],
    [
      'amount_per, default rate per step',
      2500,
      { voucherType: 'amount_per', voucherAmtPer: 1000 },
      0.2,
    ],
    ['amount_per, no step size', 2500, { voucherType: 'amount_per' }, 0],
    [
      'amount_per, zero step size',
      2500,
      { voucherType: 'amount_per', voucherAmtPer: 0, voucherRate: 50 },
      0,
    ],
    ['range, rounded rate', 2500, { voucherType: 'range', voucherRate: 149.6 }, 150],
    ['range, capped', 2500, { voucherType: 'range', voucherRate: 800 }, 500],
    ['range, default rate rounds to 0', 2500, { voucherType: 'range' }, 0],
    ['negative spend', -100, undefined, 0],
    ['NaN spend', Number.NaN, undefined, 0],
    ['negative cap falls back to 500', 9000, { voucherMax: -1 }, 500],
    ['NaN rate falls back to 0.1', 1000, { voucherRate: Number.NaN }, 100],
  ])('%s: voucherAmount(%d) = %d', (_name, spend, settings, expected) => {
    expect(voucherAmount(spend, settings)).toBe(expected);
  });

  it('treats an unknown type from untrusted settings as rate', () => {
    expect(voucherAmount(1000, { voucherType: 'bogus' as VoucherSettings['voucherType'] })).toBe(
      100,
    );
  });

  it('is always within [0, voucherMax] (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: false }),
        fc.constantFrom('rate', 'amount_per', 'range') as fc.Arbitrary<
          VoucherSettings['voucherType']
        >,
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 1, max: 5000, noNaN: true }),
        fc.integer({ min: 0, max: 1000 }),
        (spend, voucherType, voucherRate, voucherAmtPer, voucherMax) => {
          const amount = voucherAmount(spend, {
            voucherType,
            voucherRate,
            voucherAmtPer,
            voucherMax,
          });
          return Number.isFinite(amount) && amount >= 0 && amount <= voucherMax;
        },
      ),
    );
  });
});

describe('compareAtPrice', () => {
  it.each<[number, number | null | undefined, number]>([
    [1000, undefined, 1400],
    [1000, null, 1400],
    [999, 0, 1399],
    [999, -5, 1399],
    [1000, 1599, 1599],
    [1000, Number.NaN, 1400],
  ])('compareAtPrice(%d, %s) = %d', (price, compareAt, expected) => {
    expect(compareAtPrice(price, compareAt)).toBe(expected);
  });

  it('is NaN for a non-finite price without a compare-at', () => {
    expect(compareAtPrice(Number.NaN)).toBeNaN();
  });
});
