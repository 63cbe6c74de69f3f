import { describe, expect, it } from 'vitest';
import { clampQty } from './qty.logic';

describe('clampQty', () => {
  it('keeps a whole quantity from 1 to 10', () => {
    expect([1, 4, 10].map(clampQty)).toEqual([1, 4, 10]);
  });

  it('rounds to the nearest whole quantity', () => {
    expect([2.4, 2.5, 9.6].map(clampQty)).toEqual([2, 3, 10]);
  });

  it('brings a quantity outside the range to its nearest end', () => {
    expect([0, -3, 11, 250].map(clampQty)).toEqual([1, 1, 10, 10]);
  });

  it('reads what is not a number as 1', () => {
    expect([NaN, Infinity, -Infinity].map(clampQty)).toEqual([1, 1, 1]);
  });
});
