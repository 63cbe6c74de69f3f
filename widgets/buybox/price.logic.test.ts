import { describe, expect, it } from 'vitest';
import { priceLines, type PriceSettings } from './price.logic';

const visitor: PriceSettings = {
  currency: 'USD',
  isMembership: false,
  memberDiscount: 0.2,
  isMSRPShown: true,
  msrpLock: false,
  voucherType: 'rate',
  voucherRate: 0.1,
  voucherMax: 500,
};

describe('priceLines', () => {
  it('shows a visitor the price, the compare-at price and the voucher', () => {
    expect(priceLines({ p: 1799, ori: 2339 }, visitor)).toEqual({
      current: '$1,799',
      member: false,
      regular: '',
      compareAt: '$2,339',
      voucher: '$180',
    });
  });

  it('shows members the MEMBER price beside the regular one', () => {
    const lines = priceLines({ p: 1799, ori: 2339 }, { ...visitor, isMembership: true });
    expect(lines).toMatchObject({
      current: '$1,439',
      member: true,
      regular: '$1,799',
      voucher: '$144',
    });
  });

  it('falls back to ×1.4 without ori, and hides it when not shown or locked', () => {
    expect(priceLines({ p: 1000, ori: null }, visitor).compareAt).toBe('$1,400');
    expect(priceLines({ p: 1000, ori: 0 }, visitor).compareAt).toBe('$1,400');
    expect(priceLines({ p: 1000, ori: 1500 }, { ...visitor, isMSRPShown: false }).compareAt).toBe(
      '',
    );
    expect(priceLines({ p: 1000, ori: 1500 }, { ...visitor, msrpLock: true }).compareAt).toBe('');
  });

  it('formats in the visitor’s currency, whole units, and caps the voucher', () => {
    const won = priceLines({ p: 1_500_000.4, ori: null }, { ...visitor, currency: 'KRW' });
    expect(won.current).toBe('1,500,000₩');
    expect(won.voucher).toBe('500₩');
    const perStep = priceLines(
      { p: 2500, ori: null },
      { ...visitor, voucherType: 'amount_per', voucherAmtPer: 1000, voucherRate: 50 },
    );
    expect(perStep.voucher).toBe('$100');
  });
});
