// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatAdjustment } from './money';

// formatMoney itself is core/money's (tested there); this is the CMS's swatch adjustment.
describe('formatAdjustment', () => {
  it.each([
    [300, 'USD', '+$300'],
    [-150, 'GBP', '-£150'],
    [200000, 'KRW', '+200,000₩'],
    [0, 'USD', ''],
  ] as const)('%s %s → %j', (amount, currency, expected) => {
    expect(formatAdjustment(amount, currency)).toBe(expected);
  });
});
