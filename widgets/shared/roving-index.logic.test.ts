import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving-index.logic';

describe('rovingIndex', () => {
  it('moves a column (accordion headers) with Up and Down, wrapping, and Home/End', () => {
    expect(rovingIndex('ArrowDown', 0, 4, 'vertical')).toBe(1);
    expect(rovingIndex('ArrowDown', 3, 4, 'vertical')).toBe(0);
    expect(rovingIndex('ArrowUp', 0, 4, 'vertical')).toBe(3);
    expect(rovingIndex('Home', 2, 4, 'vertical')).toBe(0);
    expect(rovingIndex('End', 0, 4, 'vertical')).toBe(3);
    expect(rovingIndex('ArrowRight', 0, 4, 'vertical')).toBeNull();
  });

  it('moves a tab row with all four arrows, wrapping', () => {
    expect(rovingIndex('ArrowRight', 0, 2, 'both')).toBe(1);
    expect(rovingIndex('ArrowRight', 1, 2, 'both')).toBe(0);
    expect(rovingIndex('ArrowDown', 1, 2, 'both')).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 2, 'both')).toBe(1);
    expect(rovingIndex('ArrowUp', 0, 2, 'both')).toBe(1);
    expect(rovingIndex('End', 0, 2, 'both')).toBe(1);
  });

  it('answers null for other keys and an empty set', () => {
    expect(rovingIndex('Enter', 0, 4, 'both')).toBeNull();
    expect(rovingIndex('ArrowDown', 0, 0, 'vertical')).toBeNull();
  });
});
