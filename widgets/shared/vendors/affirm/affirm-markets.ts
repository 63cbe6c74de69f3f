import type { Country } from '../../../../core/country';

/**
 * The shops Affirm lends in: the US and Canada (docs/vendors/affirm.md). Apart from
 * affirm.logic.ts so that a widget knows, before fetching Affirm's adapter, that another shop's
 * page has no use for it.
 */
export const AFFIRM_COUNTRIES = ['US', 'CA'] as const satisfies readonly Country[];

export type AffirmCountry = (typeof AFFIRM_COUNTRIES)[number];

/** Whether `country` is one of {@link AFFIRM_COUNTRIES}. */
export const isAffirmCountry = (country: Country): country is AffirmCountry =>
  (AFFIRM_COUNTRIES as readonly Country[]).includes(country);
