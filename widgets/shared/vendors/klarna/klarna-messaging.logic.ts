import { object, oneOf, optional, string } from '../../../../core/schema';
import { vendorSettings, type VendorOff, type VendorPage } from '../vendor-setup';
import { isKlarnaCountry, type KlarnaCountry } from './klarna-markets';

// Klarna's on-site messaging (issue 26; spec/checkout.md §9 "Klarna product widget"): whether a page
// shows it, the web SDK's script and its attributes, and the placement's locale
// (docs/vendors/klarna.md). Pure; klarna-vendor.ts carries it out.

/** Klarna's web SDK, one URL for every market and both environments (docs/vendors/klarna.md). */
export const KLARNA_WEB_SDK = 'https://js.klarna.com/web-sdk/v1/klarna.js';

/** Klarna's markets among the shops, with the placement locales it has there. */
const KLARNA_LOCALES: Record<KlarnaCountry, { shop: Record<string, string>; fallback: string }> = {
  US: { shop: { en_US: 'en-US' }, fallback: 'en-US' },
  CA: { shop: { en_CA: 'en-CA', fr_CA: 'fr-CA' }, fallback: 'en-CA' },
  AU: { shop: { en_AU: 'en-AU' }, fallback: 'en-AU' },
  UK: { shop: { en_UK: 'en-GB', en_GB: 'en-GB' }, fallback: 'en-GB' },
};

const settingsSchema = object({
  /** `klarna_{test|live}_client_…` (base64, maybe padded), or a legacy UUID. */
  clientId: string(/^[\w-]{6,}={0,2}$/),
  /** Absent: the client id's own (`klarna_test_…` is playground), else Klarna's default. */
  environment: optional(oneOf(['production', 'playground'] as const), undefined),
  /** A same-origin copy of the SDK (or Klarna's own); Klarna's when absent. */
  scriptUrl: optional(string(/\S/), ''),
});

export type KlarnaMessagingSetup =
  | {
      on: true;
      src: string;
      /** The script tag's `data-client-id` and `data-environment`. */
      clientId: string;
      environment: 'production' | 'playground';
      /** The placement's `data-locale` ('en-US'). */
      locale: string;
    }
  | VendorOff;

const settingsRule = {
  key: 'klarna',
  provider: 'Klarna',
  schema: settingsSchema,
  defaultScript: () => KLARNA_WEB_SDK,
  providerHosts: ['js.klarna.com'],
};

/**
 * Klarna's on-site messaging for a page: settings `klarna {clientId, environment, scriptUrl}`
 * on a US, Canadian, Australian or UK shop.
 *
 * @example klarnaMessagingSetup({ clientId: 'klarna_live_client_abc' }, { country: 'UK', locale: 'en_UK', origin: 'https://shop.example' }) // { on: true, locale: 'en-GB', … }
 */
export function klarnaMessagingSetup(settings: unknown, page: VendorPage): KlarnaMessagingSetup {
  const market = isKlarnaCountry(page.country) ? KLARNA_LOCALES[page.country] : undefined;
  if (!market) return { on: false };
  const read = vendorSettings(settings, page.origin, settingsRule);
  if (!read.on) return read;
  const { clientId, environment } = read.settings;
  return {
    on: true,
    src: read.script.href,
    clientId,
    environment: environment ?? (/^klarna_test_/.test(clientId) ? 'playground' : 'production'),
    locale: market.shop[page.locale] ?? market.fallback,
  };
}
