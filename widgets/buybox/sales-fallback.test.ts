import { describe, expect, it } from 'vitest';
import { VISITOR } from './fixtures';
import { salesDataPrice, salesDataStock } from './sales-fallback';

const SALES = { sell_price: 1799, amt: 1799, currency: 'USD', available: true };

describe('salesDataPrice', () => {
  it('prices sales_data like a model, without a guessed compare-at price', () => {
    expect(salesDataPrice(SALES, VISITOR)).toEqual({
      current: '$1,799',
      member: false,
      regular: '',
      compareAt: '',
      voucher: '$180',
    });
  });

  it('gives members their MEMBER price', () => {
    const price = salesDataPrice(SALES, { ...VISITOR, isMembership: true });
    expect(price?.current).toBe('$1,439');
    expect(price?.member).toBe(true);
  });

  it('is null without sales_data', () => {
    expect(salesDataPrice(null, VISITOR)).toBeNull();
  });
});

describe('salesDataStock', () => {
  it('lets an available product be bought, with no stock message', () => {
    expect(salesDataStock(SALES, 'en_US')).toMatchObject({
      canBuy: true,
      text: '',
      notifyMe: false,
    });
  });

  it('turns available: false into Sold Out with notify-me', () => {
    expect(salesDataStock({ ...SALES, available: false }, 'en_US')).toEqual({
      kind: 'unavailable',
      text: 'Sold Out',
      detail: '',
      canBuy: false,
      notifyMe: true,
    });
  });

  it('is null without sales_data', () => {
    expect(salesDataStock(null, 'en_US')).toBeNull();
  });
});
