/**
 * Messages of the swatch request page (spec/product.md §4, §8).
 *
 * @example translate(swatchMessages, 'limitExceeded', 'en', { limit: 10 }) // 'Error message: Please limit your selection to 10.'
 */
export const swatchMessages = {
  en: {
    // spec/product.md, verbatim.
    selectSwatch: 'Select swatch',
    removeSwatch: 'Remove swatch',
    continue: 'Continue',
    back: 'Back',
    limitExceeded: 'Error message: Please limit your selection to {limit}.',
    // The selected counter's wording is not given by the specification; ours.
    selectedCount: '{count} selected',
  },
} as const;
