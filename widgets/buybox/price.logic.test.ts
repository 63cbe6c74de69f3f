import { describe, expect, it } from 'vitest';
import { VISITOR } from './fixtures';
import { priceLines } from './price.logic';

describe('priceLines', () => {
  it('shows a visitor the price, the compare-at price and the voucher', () => {
    expect(priceLines({ p: 1799, ori: 2339 }, VISITOR)).toEqual({
      current: '$1,799',
      member: false,
      regular: '',
      compareAt: '$2,339',
      voucher: '$180',
    });
  });

  it('shows members the MEMBER price beside the regular one', () => {
    const lines = priceLines({ p: 1799, ori: 2339 }, { ...VISITOR, isMembership: true });
    expect(lines).toMatchObject({
      current: '$1,439',
      member: true,
      regular: '$1,799',
      voucher: '$144',
    });
  });

  it('falls back to ×1.4 without ori, and hides it when not shown or locked', () => {
    expect(priceLines({ p: 1000, ori: null }, VISITOR).compareAt).toBe('$1,400');
    expect(priceLines({ p: 1000, ori: 0 }, VISITOR).compareAt).toBe('$1,400');
    expect(priceLines({ p: 1000, ori: 1500 }, { ...VISITOR, isMSRPShown: false }).compareAt).toBe(
      '',
    );
    expect(priceLines({ p: 1000, ori: 1500 }, { ...VISITOR, msrpLock: true }).compareAt).toBe('');
  });

  it('formats in the visitor’s currency, whole units, and caps the voucher', () => {
    const won = priceLines({ p: 1_500_000.4, ori: null }, { ...VISITOR, currency: 'KRW' });
    expect(won.current).toBe('1,500,000₩');
    expect(won.voucher).toBe('500₩');
    const perStep = priceLines(
      { p: 2500, ori: null },
      { ...VISITOR, voucherType: 'amount_per', voucherAmtPer: 1000, voucherRate: 50 },
    );
    expect(perStep.voucher).toBe('$100');
  });
});
