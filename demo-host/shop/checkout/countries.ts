import { COUNTRIES, isCountry, type Country } from '../../lib/markets';

// The checkout's country field carries Ubercart's numeric country ids (spec/checkout.md §3); Stripe
// wants ISO 3166 alpha-2, where the United Kingdom is GB (the shop's own code is UK).

/** Ubercart country ids, spec/checkout.md §3. */
export const COUNTRY_NUMERIC: Readonly<Record<Country, number>> = {
  CA: 124,
  AU: 36,
  KR: 410,
  UK: 826,
  HK: 344,
  US: 840,
};

const ISO_ALPHA2: Readonly<Record<Country, string>> = {
  US: 'US',
  CA: 'CA',
  AU: 'AU',
  KR: 'KR',
  UK: 'GB',
  HK: 'HK',
};

/** The code a payment provider expects (GB for the United Kingdom). */
export function isoAlpha2(country: Country): string {
  return ISO_ALPHA2[country];
}

/**
 * Reads a posted country: the numeric id ('840'), the shop code ('US', 'uk') or 'GB'.
 * @example parseCountry('826') // 'UK'
 */
export function parseCountry(raw: string | undefined): Country | undefined {
  const text = (raw ?? '').trim().toUpperCase();
  if (text === '') return undefined;
  if (/^\d{1,3}$/.test(text)) return COUNTRIES.find((c) => COUNTRY_NUMERIC[c] === Number(text));
  if (text === 'GB') return 'UK';
  return isCountry(text) ? text : undefined;
}

/**
 * Each shop's help line, as the checkout's timing popup and its no-JS fallback show it. Numbers
 * no one answers: the ranges kept for fiction (US and Canada 555-01xx, Australia's 1800 160 4xx,
 * the UK's 0808 157 0xxx) or, where a country keeps none, a prefix no operator is given.
 */
export const HELP_PHONES: Readonly<Record<Country, string>> = {
  US: '1-800-555-0199',
  CA: '1-800-555-0142',
  AU: '1800 160 401',
  KR: '080-000-0199',
  UK: '0808 157 0199',
  HK: '+852 0000 0199',
};
