import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  JOIN,
  membershipExpiry,
  membershipOptions,
  membershipTotals,
  membershipValidatePayload,
  OPT_OUT,
  parseMembershipChoice,
  type PricedLine,
} from './membership.logic';

describe('membershipOptions (spec/checkout.md §4)', () => {
  it.each([
    [false, false, null, true],
    [true, false, JOIN, true],
    [false, true, JOIN, false],
    [true, true, JOIN, false],
  ] as const)('only %s, lock %s', (membershipOnly, membershipLock, initialChoice, showOptOut) => {
    expect(membershipOptions({ membershipOnly, membershipLock })).toEqual({
      initialChoice,
      showOptOut,
    });
  });

  it('parses the radio values', () => {
    expect([1, '1', 0, '0', '', 'yes', 2, null].map(parseMembershipChoice)).toEqual([
      1,
      1,
      0,
      0,
      null,
      null,
      null,
      null,
    ]);
    expect(membershipValidatePayload(OPT_OUT)).toEqual({ value: 0 });
  });
});

describe('membershipExpiry: one year from today, YYYY-MM-DD', () => {
  it.each<[Date, string]>([
    [new Date(2025, 5, 9), '2026-06-09'],
    [new Date(2025, 0, 1), '2026-01-01'],
    [new Date(2025, 11, 31), '2026-12-31'],
    [new Date(2024, 1, 29), '2025-02-28'],
    [new Date(2027, 1, 29 - 1), '2028-02-28'],
    [new Date(2023, 2, 1), '2024-03-01'],
  ])('%s', (today, expected) => {
    expect(membershipExpiry(today)).toBe(expected);
  });

  it('is always a valid date one calendar year later (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
        (today) => {
          const text = membershipExpiry(today);
          expect(text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          const [year, month, day] = text.split('-').map(Number) as [number, number, number];
          expect(year).toBe(today.getFullYear() + 1);
          expect(month).toBe(today.getMonth() + 1);
          expect(day).toBeLessThanOrEqual(today.getDate());
          expect(new Date(year, month - 1, day).getDate()).toBe(day);
        },
      ),
    );
  });
});

describe('membershipTotals (joining re-prices the order)', () => {
  const lines: PricedLine[] = [
    { price: 1299, qty: 1 },
    { price: 450, qty: 2, memberPrice: 400 },
  ];

  it('opting out keeps regular prices, no fee, no voucher', () => {
    expect(membershipTotals(lines, { choice: OPT_OUT })).toEqual({
      subtotal: 2199,
      memberSavings: 0,
      fee: 0,
      voucher: 0,
      total: 2199,
    });
    expect(membershipTotals(lines, { choice: null }).total).toBe(2199);
  });

  it('joining uses member prices (given or 20% off), adds the fee and earns the voucher', () => {
    // 1299 → 1039 (core/pricing memberPrice); 450 → 400 given. Member subtotal 1839.
    expect(membershipTotals(lines, { choice: JOIN })).toEqual({
      subtotal: 2199,
      memberSavings: 360,
      fee: 100,
      // 1839 × 0.1, to the cent like the server's figure.
      voucher: 183.9,
      total: 1939,
    });
  });

  it('an active member pays member prices without the fee', () => {
    expect(membershipTotals(lines, { choice: null, alreadyMember: true })).toMatchObject({
      memberSavings: 360,
      fee: 0,
      total: 1839,
    });
  });

  it('follows the page settings', () => {
    expect(
      membershipTotals(
        [{ price: 10000, qty: 1 }],
        { choice: JOIN },
        {
          memberFee: 150,
          memberDiscount: 0.3,
          voucherType: 'amount_per',
          voucherAmtPer: 1000,
          voucherRate: 50,
        },
      ),
    ).toEqual({ subtotal: 10000, memberSavings: 3000, fee: 150, voucher: 350, total: 7150 });
    // The voucher cap of 500 applies.
    expect(membershipTotals([{ price: 20000, qty: 1 }], { choice: JOIN }).voucher).toBe(500);
    // A broken fee setting falls back to 100.
    expect(membershipTotals(lines, { choice: JOIN }, { memberFee: Number.NaN }).fee).toBe(100);
    expect(membershipTotals(lines, { choice: JOIN }, { memberFee: -5 }).fee).toBe(100);
  });

  it('never charges a member more, and ignores broken lines', () => {
    expect(
      membershipTotals([{ price: 100, qty: 1, memberPrice: 120 }], { choice: JOIN }).memberSavings,
    ).toBe(0);
    expect(
      membershipTotals(
        [
          { price: Number.NaN, qty: 1 },
          { price: 100, qty: Number.NaN },
        ],
        {
          choice: JOIN,
        },
      ),
    ).toEqual({ subtotal: 0, memberSavings: 0, fee: 100, voucher: 0, total: 100 });
    expect(membershipTotals([], { choice: JOIN }).total).toBe(100);
  });

  it('gives whole prices that add up (property)', () => {
    const line = fc.record({
      price: fc.double({ min: 0, max: 50000, noNaN: true }),
      qty: fc.integer({ min: 1, max: 10 }),
      memberPrice: fc.option(fc.double({ min: 0, max: 50000, noNaN: true }), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.constantFrom(JOIN, OPT_OUT),
        (ls, choice) => {
          const totals = membershipTotals(ls, { choice });
          for (const value of [totals.subtotal, totals.memberSavings, totals.fee, totals.total]) {
            expect(Number.isInteger(value)).toBe(true);
          }
          expect(Math.round(totals.voucher * 100) / 100).toBe(totals.voucher);
          expect(totals.total).toBe(totals.subtotal - totals.memberSavings + totals.fee);
          expect(totals.memberSavings).toBeGreaterThanOrEqual(0);
          expect(totals.memberSavings).toBeLessThanOrEqual(totals.subtotal);
          expect(totals.voucher).toBeLessThanOrEqual(500);
        },
      ),
    );
  });
});
