// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isFar } from './is-far';

function boxed(top: number, height = 100): Element {
  const element = document.createElement('div');
  element.getBoundingClientRect = () =>
    ({ top, bottom: top + height, width: 300, height, left: 0, right: 300 }) as DOMRect;
  return element;
}

describe('isFar', () => {
  it('is true more than a screen below or above the viewport, false nearer', () => {
    expect(isFar(boxed(2001), 1000)).toBe(true);
    expect(isFar(boxed(1999), 1000)).toBe(false);
    expect(isFar(boxed(-1200, 100), 1000)).toBe(true);
    expect(isFar(boxed(-1050, 100), 1000)).toBe(false);
  });

  it('is never true for an element without a box (hidden, or a behaviour)', () => {
    const empty = document.createElement('div');
    empty.getBoundingClientRect = () =>
      ({ top: 5000, bottom: 5000, width: 0, height: 0 }) as DOMRect;
    expect(isFar(empty, 1000)).toBe(false);
  });
});
