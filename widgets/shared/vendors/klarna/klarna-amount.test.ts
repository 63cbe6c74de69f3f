import { describe, expect, it } from 'vitest';
import { klarnaOrderAmount, klarnaWidgetHeight } from './klarna-amount';

describe('Klarna amounts (spec/checkout.md §9)', () => {
  it.each<[number, number]>([
    [40000, 15],
    [125000, 15],
    [39999, 40],
    [0, 40],
    [Number.NaN, 40],
  ])('widget height for %s is %s', (amount, height) => {
    expect(klarnaWidgetHeight(amount)).toBe(height);
  });

  it.each([
    [399.99, 'USD', 39999],
    [400, 'GBP', 40000],
    [0.1 + 0.2, 'AUD', 30],
    [50000, 'KRW', 50000],
  ] as const)('order amount of %s %s is %s minor units', (total, currency, minor) => {
    expect(klarnaOrderAmount(total, currency)).toBe(minor);
  });
});
