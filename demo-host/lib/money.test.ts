// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatAdjustment, formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [1299, 'USD', '$1,299'],
    [1769, 'CAD', 'C$1,769'],
    [1979, 'AUD', 'AU$1,979'],
    [1790000, 'KRW', '1,790,000₩'],
    [1029, 'GBP', '£1,029'],
    [10129, 'HKD', 'HK$10,129'],
    [12.6, 'USD', '$13'],
  ] as const)('%s %s → %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('formats option adjustments with a sign, and nothing for free options', () => {
    expect(formatAdjustment(300, 'USD')).toBe('+$300');
    expect(formatAdjustment(0, 'USD')).toBe('');
  });
});
