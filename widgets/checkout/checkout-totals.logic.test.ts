import { describe, expect, it } from 'vitest';
import { checkoutTotals, protectionCost } from './checkout-totals.logic';
import { checkoutConfig } from './fixtures';

const config = checkoutConfig('US');
const server = { totals: config.totals, counted: { membership: null, protectionTerm: null } };

describe('protectionCost', () => {
  it('sums the term offer of every line without a plan, by quantity', () => {
    expect(protectionCost(config, 36)).toBe(99);
    expect(protectionCost(config, null)).toBe(0);
    const twoSofas = { lines: [{ ...config.lines[0]!, qty: 2 }, config.lines[1]!] };
    expect(protectionCost(twoSofas, 60)).toBe(298);
    const planned = { lines: [{ ...config.lines[0]!, plan: { term: 36 } } as never] };
    expect(protectionCost(planned, 36)).toBe(0);
  });
});

describe('checkoutTotals', () => {
  it("is the server's figures, untouched, when they count every choice", () => {
    expect(checkoutTotals(server, { membership: null, protectionTerm: null }, { config })).toBe(
      server.totals,
    );
  });

  it('prices in a protection term and a membership choice the server has not counted', () => {
    const totals = checkoutTotals(
      server,
      { membership: 1, protectionTerm: 36 },
      { config, memberFee: 100 },
    );
    expect(totals).toMatchObject({ protection: 99, memberFee: 100, products: 2742 });
    expect(totals.total).toBe(2742 + 99 + 100);
  });

  it("applies the coupon's rate to the re-priced products", () => {
    const coupon = { code: 'ROVE10', title: '10% off', rate: 0.1 };
    const withCoupon = { ...server, totals: { ...config.totals, coupon, discount: 343 } };
    const totals = checkoutTotals(withCoupon, { membership: 1, protectionTerm: null }, { config });
    expect(totals.discount).toBe(Math.round(2742 * 0.1));
  });
});
