import { describe, expect, it } from 'vitest';
import { median, ms, percentile } from './stats';

describe('percentile', () => {
  it('takes the nearest rank of the sorted samples', () => {
    expect(percentile([4, 1, 3, 2], 50)).toBe(2);
    expect(percentile([4, 1, 3, 2], 95)).toBe(4);
    expect(percentile([5], 95)).toBe(5);
    expect(median([9, 1, 5, 7, 3])).toBe(5);
  });

  it('is NaN without samples, shown as a dash', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(ms(NaN)).toBe('–');
    expect(ms(3.14159)).toBe('3.1 ms');
    expect(ms(42.6)).toBe('43 ms');
  });
});
