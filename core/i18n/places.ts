import type { KoreanOnDemand } from './korean-on-demand';

// The English of placesMessages (below).
const en = {
  list: 'Address suggestions',
  searching: 'Looking up addresses…',
  countOne: '1 address found. Use the up and down arrow keys to choose it.',
  count: '{count} addresses found. Use the up and down arrow keys to choose one.',
  none: 'No matching address. Please type the address.',
  failed: 'Address suggestions are unavailable. Please type the address.',
  lookupFailed: 'That address could not be filled in. Please type it.',
  filled: 'Address filled in: {address}.',
  poweredBy: 'Powered by Google',
} as const;

/**
 * Messages of the address suggestions on the checkout's street fields and the swatch request's
 * address 1 (widgets/shared/places). They arrive with the suggestions on the first focus.
 * Korean: places.ko.ts, part of the page's Korean (ko.ts).
 *
 * @example translatePlural(placesMessages, { one: 'countOne', other: 'count' }, 3, 'en')
 */
export const placesMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'places' };
