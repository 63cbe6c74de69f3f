import { createHeaderCountElement } from '../shared/counts/HeaderCount';
import { LoveCount } from './LoveCount';
import loveCountCss from './love-count.css?raw';
import { useLoveCount } from './useLoveCount';

/** The <rove-love-count> element class (no side effects: define.ts registers it). */
export function createLoveCountElement(): CustomElementConstructor {
  return createHeaderCountElement({
    tag: 'rove-love-count',
    useCount: useLoveCount,
    labelKeys: { one: 'wishlistCountOne', other: 'wishlistCount' },
    // The wishlist page of spec/shell.md §2.
    page: 'i-love',
    View: LoveCount,
    css: loveCountCss,
  });
}
