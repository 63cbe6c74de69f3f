/**
 * Messages of the swatch request page (seed 001 §4, §8).
 *
 * @example translate(swatchMessages, 'limitExceeded', 'en', { limit: 10 }) // 'Error message: Please limit your selection to 10.'
 */
export const swatchMessages = {
  en: {
    // Seed 001, verbatim.
    selectSwatch: 'Select swatch',
    removeSwatch: 'Remove swatch',
    continue: 'Continue',
    back: 'Back',
    limitExceeded: 'Error message: Please limit your selection to {limit}.',
    // The selected counter's wording is not given by the seed; ours.
    selectedCount: '{count} selected',
  },
} as const;
