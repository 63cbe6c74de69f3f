import { describe, expect, it } from 'vitest';
import { nextOpen } from './accordion.logic';

describe('nextOpen', () => {
  it('keeps at most one item open', () => {
    expect(nextOpen(-1, 2)).toBe(2);
    expect(nextOpen(2, 0)).toBe(0);
    expect(nextOpen(2, 2)).toBe(-1);
  });
});
