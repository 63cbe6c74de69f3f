import type { KoreanOnDemand } from './korean-on-demand';

// The English of countryMessages (below).
const en = {
  button: 'Country: {country}, currency {currency}',
  listLabel: 'Choose your country',
  US: 'United States',
  CA: 'Canada',
  AU: 'Australia',
  KR: 'Korea',
  UK: 'United Kingdom',
  HK: 'Hong Kong',
} as const;

/**
 * The country menu's words (the specification names none; country names in the shopper's
 * language).
 *
 * Korean: country.ko.ts, in the page's Korean texts (ko.ts), which only a Korean page loads.
 */
export const countryMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'country' };
