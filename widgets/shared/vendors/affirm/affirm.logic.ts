import type { Country } from '../../../../core/country';
import { resolveAllowedUrl } from '../../../../core/sanitize/safe-url';
import { check, object, oneOf, optional, string } from '../../../../core/schema';

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
const AFFIRM_MARKETS: Partial<Record<Country, { countryCode: string; locales: string[] }>> = {
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

export type AffirmSetup =
  | { on: true; config: AffirmConfig }
  /** Off: no settings (silently), a shop Affirm does not serve, or a problem to log. */
  | { on: false; problem?: string };

/**
 * Affirm's setup for a page: settings `affirm {publicKey, mode, scriptUrl}` on a US or
 * Canadian shop. Malformed settings or a script from anywhere but the site or Affirm turn it
 * off with the reason, and the page keeps our own estimate.
 *
 * @example affirmSetup({ publicKey: 'ABCDEF123' }, { country: 'US', locale: 'en_US', origin: 'https://shop.example' }) // { on: true, config: { …, country_code: 'USA' } }
 */
export function affirmSetup(
  settings: unknown,
  page: { country: Country; locale: string; origin: string },
): AffirmSetup {
  if (settings === undefined || settings === null) return { on: false };
  const market = AFFIRM_MARKETS[page.country];
  if (!market) return { on: false };
  const read = check(settingsSchema, settings);
  if (!read.ok) return { on: false, problem: 'settings.affirm is malformed' };
  const { publicKey, mode, scriptUrl } = read.value;
  const script = resolveAllowedUrl(scriptUrl || AFFIRM_SCRIPTS[mode], {
    origin: page.origin,
    providerHosts: AFFIRM_HOSTS,
  });
  if (!script)
    return { on: false, problem: 'settings.affirm.scriptUrl is neither the site’s nor Affirm’s' };
  const locale = market.locales.includes(page.locale) ? page.locale : (market.locales[0] as string);
  return {
    on: true,
    config: {
      public_api_key: publicKey,
      script: script.href,
      locale,
      country_code: market.countryCode,
    },
  };
}
