import { describe, expect, it } from 'vitest';
import { rovingIndex, type RovingAxis } from './roving-index.logic';

describe('rovingIndex', () => {
  // A column (accordion headers) moves with Up and Down, a tab row with all four arrows; both
  // wrap, and Home and End go to the ends.
  it.each<[string, number, number, RovingAxis, number]>([
    ['ArrowDown', 0, 4, 'vertical', 1],
    ['ArrowDown', 3, 4, 'vertical', 0],
    ['ArrowUp', 0, 4, 'vertical', 3],
    ['Home', 2, 4, 'vertical', 0],
    ['End', 0, 4, 'vertical', 3],
    ['ArrowRight', 0, 2, 'both', 1],
    ['ArrowRight', 1, 2, 'both', 0],
    ['ArrowDown', 1, 2, 'both', 0],
    ['ArrowLeft', 0, 2, 'both', 1],
    ['ArrowUp', 0, 2, 'both', 1],
    ['End', 0, 2, 'both', 1],
  ])('moves with %s from %i of %i (%s) to %i', (key, from, count, axis, to) => {
    expect(rovingIndex(key, from, count, axis)).toBe(to);
  });

  it.each<[string, number, number, RovingAxis]>([
    ['ArrowRight', 0, 4, 'vertical'], // a column does not move sideways
    ['Enter', 0, 4, 'both'],
    ['ArrowDown', 0, 0, 'vertical'], // an empty set
  ])('answers null for %s from %i of %i (%s)', (key, from, count, axis) => {
    expect(rovingIndex(key, from, count, axis)).toBeNull();
  });
});
