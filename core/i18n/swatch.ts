import type { KoreanOnDemand } from './korean-on-demand';

// The English of swatchMessages (below).
const en = {
  // spec/product.md, verbatim.
  selectSwatch: 'Select swatch',
  removeSwatch: 'Remove swatch',
  continue: 'Continue',
  back: 'Back',
  limitExceeded: 'Error message: Please limit your selection to {limit}.',
  // The selected counter's wording is not given by the specification; ours.
  selectedCount: '{count} selected',
} as const;

/**
 * Messages of the swatch request page (spec/product.md §4, §8).
 * Korean: swatch.ko.ts, part of the page's Korean (ko.ts).
 *
 * @example translate(swatchMessages, 'limitExceeded', 'en', { limit: 10 }) // 'Error message: Please limit your selection to 10.'
 */
export const swatchMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'swatch' };
