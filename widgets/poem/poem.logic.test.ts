import { describe, expect, it } from 'vitest';
import { POEM_MAX_PERCENT, POEM_SPEED, poemTranslate, scrolledInto } from './poem.logic';

describe('poem scroll effect (spec/shell.md §9)', () => {
  it('measures how far the section has scrolled into view', () => {
    expect(scrolledInto(900, 800)).toBe(0);
    expect(scrolledInto(300, 800)).toBe(500);
    expect(scrolledInto(-200, 800)).toBe(1000);
    expect(scrolledInto(Number.NaN, 800)).toBe(0);
  });

  it('translates by scroll × 0.07 up to 67 %', () => {
    expect(POEM_SPEED).toBe(0.07);
    expect(POEM_MAX_PERCENT).toBe(67);
    expect(poemTranslate(0)).toBe(0);
    expect(poemTranslate(500)).toBeCloseTo(35);
    expect(poemTranslate(957)).toBeCloseTo(66.99);
    expect(poemTranslate(5000)).toBe(67);
    expect(poemTranslate(-40)).toBe(0);
  });

  it('stays still under reduced motion', () => {
    expect(poemTranslate(500, { reducedMotion: true })).toBe(0);
  });
});
