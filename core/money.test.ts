import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney, type Currency } from './money';
import { CURRENCIES } from './currency';

describe('formatMoney', () => {
  it.each<[number, Currency, string]>([
    [1234, 'USD', '$1,234'],
    [1234, 'CAD', 'C$1,234'],
    [1234, 'AUD', 'AU$1,234'],
    [1234, 'HKD', 'HK$1,234'],
    [1234, 'GBP', '£1,234'],
    [1234, 'KRW', '1,234₩'],
    [1500000, 'KRW', '1,500,000₩'],
    [0, 'USD', '$0'],
    [999.5, 'USD', '$1,000'],
    [1234.49, 'USD', '$1,234'],
    [-20, 'GBP', '-£20'],
    [-1500, 'KRW', '-1,500₩'],
    [-0.4, 'USD', '$0'],
    [-0, 'USD', '$0'],
  ])('%d %s → %s (whole units by default)', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it.each<[number, Currency, string]>([
    [1234.5, 'USD', '$1,234.50'],
    [1234.5, 'CAD', 'C$1,234.50'],
    [0.005, 'AUD', 'AU$0.01'],
    [-0.004, 'GBP', '£0.00'],
    [12, 'HKD', 'HK$12.00'],
    // The won has no minor unit: 2 decimals are never shown.
    [1234.5, 'KRW', '1,235₩'],
  ])('%d %s with 2 decimals → %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency, { decimals: 2 })).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'returns "" for the non-finite amount %d',
    (amount) => {
      expect(formatMoney(amount, 'USD')).toBe('');
    },
  );

  it('shows an unknown currency from untrusted data with its code', () => {
    expect(formatMoney(5, 'EUR' as Currency)).toBe('5 EUR');
  });

  it('never throws and always carries the symbol for finite amounts (property)', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom<0 | 2>(0, 2),
        (amount, currency, decimals) => {
          const text = formatMoney(amount, currency, { decimals });
          if (!Number.isFinite(amount)) return text === '';
          return text.includes(currencySymbol(currency)) && !text.startsWith('-0');
        },
      ),
    );
  });

  it('round-trips whole amounts through the grouping (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        const digits = formatMoney(amount, 'USD').replace(/[$,]/g, '');
        return Number(digits) === amount;
      }),
    );
  });
});

describe('grouping without Intl', () => {
  // The text Intl.NumberFormat('en-US') gives, which formatMoney used to call.
  const intl = (amount: number, decimals: 0 | 2) =>
    new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(Math.abs(amount));

  it('matches Intl for any finite amount, both precisions (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
          fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 1000),
        ),
        fc.constantFrom<0 | 2>(0, 2),
        (amount, decimals) => {
          const shown = formatMoney(amount, 'USD', { decimals });
          expect(shown.replace(/^-?\$/, '')).toBe(intl(amount, decimals));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('rounds halves away from zero on the decimal text, as Intl does', () => {
    expect(formatMoney(1.005, 'USD', { decimals: 2 })).toBe('$1.01');
    expect(formatMoney(0.5, 'USD')).toBe('$1');
    expect(formatMoney(-2.5, 'USD')).toBe('-$3');
    expect(formatMoney(999999.995, 'USD', { decimals: 2 })).toBe('$1,000,000.00');
    expect(formatMoney(1e21, 'USD')).toBe('$1,000,000,000,000,000,000,000');
    expect(formatMoney(1e-7, 'USD', { decimals: 2 })).toBe('$0.00');
  });
});
