import type { Country } from '../../../../core/country';

/**
 * The shops Klarna's on-site messaging serves: the US, Canada, Australia and the UK
 * (docs/vendors/klarna.md). Apart from klarna-messaging.logic.ts so that a widget knows, before
 * fetching Klarna's adapter, that another shop's page has no use for it.
 */
export const KLARNA_COUNTRIES = ['US', 'CA', 'AU', 'UK'] as const satisfies readonly Country[];

export type KlarnaCountry = (typeof KLARNA_COUNTRIES)[number];

/** Whether `country` is one of {@link KLARNA_COUNTRIES}. */
export const isKlarnaCountry = (country: Country): country is KlarnaCountry =>
  (KLARNA_COUNTRIES as readonly Country[]).includes(country);
