import { describe, expect, it } from 'vitest';
import {
  FINANCING_MIN_AMOUNT,
  aprFor,
  asLowAs,
  checkoutAffirmEstimate,
  formatApr,
  monthlyPayment,
  parseProgramme,
  termTable,
} from './financing';

describe('monthlyPayment', () => {
  it('divides evenly at 0 % and rounds up to whole units', () => {
    expect(monthlyPayment(1200, 12, 0)).toBe(100);
    expect(monthlyPayment(1000, 12, 0)).toBe(84); // 83.33…
    expect(monthlyPayment(1800, 18, 0)).toBe(100); // exact stays exact
  });

  it('amortises at 10 % APR', () => {
    // 2499 · (0.1/12) / (1 − (1 + 0.1/12)^−24) = 115.316…
    expect(monthlyPayment(2499, 24, 0.1)).toBe(116);
    expect(monthlyPayment(2499, 12, 0.1)).toBe(220); // 219.70…
    expect(monthlyPayment(1000, 24, 0.1)).toBe(47); // 46.14…
  });

  it('answers null for input that has no payment', () => {
    expect(monthlyPayment(Number.NaN, 12, 0.1)).toBeNull();
    expect(monthlyPayment(-5, 12, 0.1)).toBeNull();
    expect(monthlyPayment(1000, 0, 0.1)).toBeNull();
    expect(monthlyPayment(1000, 12, -1)).toBeNull();
  });
});

describe('asLowAs', () => {
  it('shows nothing below 1000 or without a price', () => {
    expect(FINANCING_MIN_AMOUNT).toBe(1000);
    expect(asLowAs(999.99)).toBeNull();
    expect(asLowAs(null)).toBeNull();
    expect(asLowAs(undefined)).toBeNull();
    expect(asLowAs(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('answers the longest term’s payment from 1000 up', () => {
    expect(asLowAs(1000)).toEqual({ monthly: 47, months: 24, apr: 0.1 });
    expect(asLowAs(2499, 'standard_3_6_12')).toEqual({ monthly: 116, months: 24, apr: 0.1 });
    expect(asLowAs(2400, 'zero_percent')).toEqual({ monthly: 100, months: 24, apr: 0 });
  });
});

describe('programme and terms', () => {
  it('uses APR 0 only for the zero-percent programme', () => {
    expect(aprFor('standard_3_6_12')).toBe(0.1);
    expect(aprFor('zero_percent')).toBe(0);
    expect(parseProgramme(undefined)).toBe('standard_3_6_12');
    expect(parseProgramme('bogus')).toBe('standard_3_6_12');
    expect(parseProgramme('zero_percent')).toBe('zero_percent');
  });

  it('tables 12, 18 and 24 payments', () => {
    expect(termTable(1200, 'zero_percent')).toEqual([
      { months: 12, monthly: 100 },
      { months: 18, monthly: 67 },
      { months: 24, monthly: 50 },
    ]);
    expect(formatApr(0.1)).toBe('10%');
    expect(formatApr(0)).toBe('0%');
  });
});

describe('checkoutAffirmEstimate', () => {
  it('answers 12 payments at the programme’s rate, from 1000 up', () => {
    expect(checkoutAffirmEstimate(2499, 'standard_3_6_12')).toEqual({
      monthly: 220,
      months: 12,
      apr: 0.1,
    });
    expect(checkoutAffirmEstimate(1200, 'zero_percent')).toEqual({
      monthly: 100,
      months: 12,
      apr: 0,
    });
    expect(checkoutAffirmEstimate(1000)).toEqual({ monthly: 88, months: 12, apr: 0.1 }); // 87.92…
  });

  it('answers null below 1000 or for a total that is not a number', () => {
    expect(checkoutAffirmEstimate(999.99)).toBeNull();
    expect(checkoutAffirmEstimate(Number.NaN)).toBeNull();
    expect(checkoutAffirmEstimate(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
