import { describe, expect, it } from 'vitest';
import { financingViewModel } from './financing.view-model';

describe('financingViewModel', () => {
  it('shows nothing below 1000, and no estimate texts', () => {
    const view = financingViewModel(999, 'USD', 'standard_3_6_12', 'en_US');
    expect(view.shown).toBe(false);
    expect(view.terms).toEqual([]);
    expect(view.text.asLowAs).toBe('');
  });

  it('from 1000 up: the estimate in the currency, and 12/18/24 payment rows', () => {
    const view = financingViewModel(2499, 'CAD', 'standard_3_6_12', 'en_CA');
    expect(view.shown).toBe(true);
    expect(view.text.asLowAs).toMatch(/C\$\d+\/mo/);
    expect(view.terms.map((row) => row.label)).toHaveLength(3);
    expect(view.terms.every((row) => /^C\$[\d,]+\/mo$/.test(row.monthly))).toBe(true);
  });

  it('no price yet: hidden', () => {
    expect(financingViewModel(null, 'USD', 'zero_percent', 'en_US').shown).toBe(false);
  });
});
