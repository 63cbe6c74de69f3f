// The English of commonMessages (below).
const commonEnglish = {
  // spec/shell.md §8, shown in an error box when the browser refuses cookies.
  cookiesDisabled:
    'Your browser currently is not set to accept Cookies. Please turn it on or check if you have another program set to block cookies.',
  // Field messages of checkout (spec/checkout.md §8) and the trade form (spec/product.md §5).
  required: 'Required',
  invalid: 'Invalid',
  // Unavailable labels (spec/shell.md §8, spec/product.md §4).
  soldOut: 'Sold Out',
  soldOutNotifyMe: 'Sold Out - Notify Me',
  // Member pricing label (spec/shell.md §6).
  memberLabel: 'MEMBER',
  // Generic controls. Wording not given by the specification (they name the controls only).
  close: 'Close',
  loading: 'Loading…',
} as const;

/**
 * Messages shared by several areas: field errors, availability labels, the member label and the
 * cookies warning.
 *
 * @example translate(commonMessages, 'required', 'ko_KR') // '필수 입력 항목입니다.'
 */
export const commonMessages: {
  readonly en: typeof commonEnglish;
  readonly ko: Partial<Record<keyof typeof commonEnglish, string>>;
  /** The rest of its Korean (the labels the product page and search show): core/i18n/ko.ts. */
  readonly koreanName: 'common';
} = {
  en: commonEnglish,
  koreanName: 'common',
  ko: {
    // spec/checkout.md §5 asks for a Korean 'Required' in Korea without quoting it; this is our
    // translation, to be confirmed by the retailer's Korean team.
    required: '필수 입력 항목입니다.',
  },
};
