import { describe, expect, it } from 'vitest';
import { focusTarget, nextOpen } from './accordion.logic';

describe('nextOpen', () => {
  it('keeps at most one item open', () => {
    expect(nextOpen(-1, 2)).toBe(2);
    expect(nextOpen(2, 0)).toBe(0);
    expect(nextOpen(2, 2)).toBe(-1);
  });
});

describe('focusTarget', () => {
  it('moves between headers with wrapping arrows, Home and End', () => {
    expect(focusTarget('ArrowDown', 0, 4)).toBe(1);
    expect(focusTarget('ArrowDown', 3, 4)).toBe(0);
    expect(focusTarget('ArrowUp', 0, 4)).toBe(3);
    expect(focusTarget('Home', 2, 4)).toBe(0);
    expect(focusTarget('End', 0, 4)).toBe(3);
    expect(focusTarget('Enter', 0, 4)).toBeUndefined();
    expect(focusTarget('ArrowDown', 0, 0)).toBeUndefined();
  });
});
