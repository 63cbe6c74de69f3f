// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { membershipSettings } from './page-settings';

describe('membershipSettings', () => {
  it('gives the fee and the voucher cap in each shop’s currency, the rates unchanged', () => {
    const figures = (['USD', 'CAD', 'AUD', 'KRW', 'GBP', 'HKD'] as const).map((currency) => {
      const { memberFee, voucherMax, voucherRate, memberDiscount } = membershipSettings(currency);
      return [currency, memberFee, voucherMax, voucherRate, memberDiscount];
    });
    expect(figures).toEqual([
      ['USD', 100, 500, 0.1, 0.2],
      ['CAD', 140, 680, 0.1, 0.2],
      ['AUD', 150, 760, 0.1, 0.2],
      ['KRW', 140_000, 690_000, 0.1, 0.2],
      ['GBP', 80, 400, 0.1, 0.2],
      ['HKD', 780, 3_900, 0.1, 0.2],
    ]);
  });
});
