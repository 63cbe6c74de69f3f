import { describe, expect, it } from 'vitest';
import { reachedTrigger } from '../shared/paging/infinite-scroll';
import {
  CATEGORY_TRIGGER_RATIO,
  parseGridSize,
  showsBackToTop,
  unseenItems,
} from './listing.logic';

describe('reachedTrigger (55% of the page height)', () => {
  it('fires once the viewport bottom reaches 55% of the page', () => {
    const at = (scrollTop: number) =>
      reachedTrigger({ scrollTop, viewportHeight: 800, pageHeight: 3000 }, CATEGORY_TRIGGER_RATIO);
    expect(at(849)).toBe(false);
    expect(at(850)).toBe(true);
  });
});

describe('showsBackToTop (3 window heights)', () => {
  it('shows from three window heights down', () => {
    expect(showsBackToTop(2399, 800)).toBe(false);
    expect(showsBackToTop(2400, 800)).toBe(true);
    expect(showsBackToTop(5000, 0)).toBe(false);
  });
});

describe('parseGridSize', () => {
  it('reads 6, defaults to 4 for anything else', () => {
    expect(parseGridSize('6')).toBe(6);
    expect(parseGridSize('4')).toBe(4);
    expect(parseGridSize(undefined)).toBe(4);
    expect(parseGridSize('12')).toBe(4);
  });
});

describe('unseenItems', () => {
  it('drops items already shown, and repeats within a page', () => {
    const seen = new Set([1, 2]);
    expect(unseenItems([{ nid: 2 }, { nid: 3 }, { nid: 3 }, { nid: 4 }], seen)).toEqual([
      { nid: 3 },
      { nid: 4 },
    ]);
    expect([...seen]).toEqual([1, 2, 3, 4]);
  });
});
