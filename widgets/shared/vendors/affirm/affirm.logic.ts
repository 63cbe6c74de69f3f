import { object, oneOf, optional, string } from '../../../../core/schema';
import { vendorSettings, type VendorOff, type VendorPage } from '../vendor-setup';
import { isAffirmCountry, type AffirmCountry } from './affirm-markets';

// Affirm's promotional messaging (docs/vendors/affirm.md; issue 26): whether a page may show
// it, which script to load and the `_affirm_config` Affirm's script reads. Pure;
// affirm-snippet.ts and affirm-vendor.ts carry it out.

/**
 * Affirm's script, live and sandbox (docs/vendors/affirm.md, "Script URL"): the same for US
 * and Canadian keys, the market being told by `locale` and `country_code`.
 */
export const AFFIRM_SCRIPTS = {
  live: 'https://cdn1.affirm.com/js/v2/affirm.js',
  sandbox: 'https://cdn1-sandbox.affirm.com/js/v2/affirm.js',
} as const;

const AFFIRM_HOSTS = ['cdn1.affirm.com', 'cdn1-sandbox.affirm.com'];

/**
 * Affirm lends in the US and Canada only: its country codes and locales there, the first the
 * market's default (docs/vendors/affirm.md, "Config and the install snippet").
 */
const AFFIRM_MARKETS: Record<AffirmCountry, { countryCode: string; locales: string[] }> = {
  US: { countryCode: 'USA', locales: ['en_US'] },
  CA: { countryCode: 'CAN', locales: ['en_CA', 'fr_CA'] },
};

const settingsSchema = object({
  publicKey: string(/^\w{6,}$/),
  mode: optional(oneOf(['live', 'sandbox'] as const), 'live'),
  /** A same-origin copy of the script (or Affirm's own); the mode's script when absent. */
  scriptUrl: optional(string(/\S/), ''),
});

/** What Affirm's script reads from `window._affirm_config`. */
export interface AffirmConfig {
  public_api_key: string;
  script: string;
  locale: string;
  country_code: string;
}

export type AffirmSetup = { on: true; config: AffirmConfig } | VendorOff;

const settingsRule = {
  key: 'affirm',
  provider: 'Affirm',
  schema: settingsSchema,
  defaultScript: ({ mode }: { mode: keyof typeof AFFIRM_SCRIPTS }) => AFFIRM_SCRIPTS[mode],
  providerHosts: AFFIRM_HOSTS,
};

/**
 * Affirm's setup for a page: settings `affirm {publicKey, mode, scriptUrl}` on a US or
 * Canadian shop. Malformed settings or a script from anywhere but the site or Affirm turn it
 * off with the reason, and the page keeps our own estimate.
 *
 * @example affirmSetup({ publicKey: 'ABCDEF123' }, { country: 'US', locale: 'en_US', origin: 'https://shop.example' }) // { on: true, config: { …, country_code: 'USA' } }
 */
export function affirmSetup(settings: unknown, page: VendorPage): AffirmSetup {
  const market = isAffirmCountry(page.country) ? AFFIRM_MARKETS[page.country] : undefined;
  if (!market) return { on: false };
  const read = vendorSettings(settings, page.origin, settingsRule);
  if (!read.on) return read;
  const { settings: valid, script } = read;
  const locale = market.locales.includes(page.locale) ? page.locale : (market.locales[0] as string);
  return {
    on: true,
    config: {
      public_api_key: valid.publicKey,
      script: script.href,
      locale,
      country_code: market.countryCode,
    },
  };
}
