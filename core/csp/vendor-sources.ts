import type { Country } from '../country';
import type { VendorName } from '../problem';

/**
 * What each vendor documents that a page's Content-Security-Policy must allow, one entry per
 * vendor, copied from its contract page in docs/vendors/ (each host there cites the vendor's
 * own documentation). `rove-widgets/csp` adds these to a host's policy for the vendors a page's
 * settings configure; the browser side reads the same table to name the vendor and the
 * directive when a policy blocks one (docs/csp.md).
 */

/** The fetch directives a vendor may need, plus the Trusted Types policy names it creates. */
export type Directive =
  | 'script-src'
  | 'connect-src'
  | 'frame-src'
  | 'img-src'
  | 'style-src'
  | 'font-src'
  | 'media-src'
  | 'worker-src'
  | 'trusted-types';

export type Sources = Partial<Record<Directive, readonly string[]>>;

/**
 * Whom a page's policy must let in: the vendors whose scripts the SDK loads (`VendorName`, which
 * problems name) and the search service, whose client the SDK ships. The search stays out of
 * `VendorName`: a new name there would widen the `rove:problem` event's detail, a major change
 * of the host contract (docs/decisions/0074); a blocked search is named by its label.
 */
export type PolicyVendor = VendorName | 'algolia';

export interface VendorSources {
  /** The vendor's name as a shopper's retailer knows it (console and problem messages). */
  label: string;
  /** Its contract page. */
  contract: string;
  /** Every source the vendor needs wherever it is configured. */
  sources: Sources;
  /** Sources it needs besides, by the shop's country (`settings.country`). */
  byCountry?: Readonly<Partial<Record<Country, Sources>>>;
  /**
   * The vendor's own page asks for `style-src 'unsafe-inline'`: it draws with inline styles in
   * the host's document (`rove-widgets/csp` adds it unless told `inlineStyles: false`).
   */
  inlineStyles?: true;
}

/**
 * Google's own domain for each shop's country, where Google Ads' pings are redirected
 * (docs/vendors/google-ads.md: a CSP host source takes no wildcard after the name, so each
 * country's domain is listed by itself). The shop's country covers its own shoppers; a shopper
 * from elsewhere is redirected to their own country's domain, which no list can foresee.
 */
const GOOGLE_DOMAIN: Readonly<Record<Country, string>> = {
  US: 'https://www.google.com',
  CA: 'https://www.google.ca',
  AU: 'https://www.google.com.au',
  KR: 'https://www.google.co.kr',
  UK: 'https://www.google.co.uk',
  HK: 'https://www.google.com.hk',
};

const googleAdsByCountry: Partial<Record<Country, Sources>> = {};
for (const [country, domain] of Object.entries(GOOGLE_DOMAIN) as [Country, string][])
  googleAdsByCountry[country] = { 'img-src': [domain], 'connect-src': [domain] };

export const VENDOR_SOURCES: Readonly<Record<PolicyVendor, VendorSources>> = {
  stripe: {
    label: 'Stripe',
    contract: 'docs/vendors/stripe.md',
    sources: {
      'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
      'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      'connect-src': ['https://api.stripe.com'],
    },
  },
  'google-places': {
    label: 'Google Maps (Places)',
    contract: 'docs/vendors/google-places.md',
    sources: {
      'script-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
      'connect-src': [
        'https://*.googleapis.com',
        'https://*.google.com',
        'https://*.gstatic.com',
        'data:',
        'blob:',
      ],
      'img-src': [
        'https://*.googleapis.com',
        'https://*.gstatic.com',
        'https://*.google.com',
        'https://*.googleusercontent.com',
        'data:',
      ],
      'frame-src': ['https://*.google.com'],
      'font-src': ['https://fonts.gstatic.com'],
      'style-src': ['https://fonts.googleapis.com'],
      'worker-src': ['blob:'],
      'trusted-types': [
        '@googlemaps/js-api-loader',
        'google-maps-api-loader',
        'google-maps-api#html',
        'lit-html',
      ],
    },
  },
  'kakao-postcode': {
    label: 'Kakao postcode search',
    contract: 'docs/vendors/kakao-postcode.md',
    // Kakao's current script host (and its former one, which a site's settings may still name);
    // the search is Kakao's frame (postcode.map.daum.net now redirects there).
    sources: {
      'script-src': ['https://t1.kakaocdn.net', 'https://t1.daumcdn.net'],
      'frame-src': ['https://postcode.map.kakao.com'],
    },
    // Its maintainers: postcode.v2.js writes inline styles for the layer it draws in the page.
    inlineStyles: true,
  },
  affirm: {
    label: 'Affirm',
    contract: 'docs/vendors/affirm.md',
    // Affirm's own list (its Magento extension's csp_whitelist.xml); Canadian keys use the same
    // affirm.js from cdn1.affirm.com, their API calls *.affirm.ca.
    sources: {
      'script-src': ['https://*.affirm.com', 'https://*.affirm.ca'],
      'connect-src': ['https://*.affirm.com', 'https://*.affirm.ca'],
      'frame-src': ['https://*.affirm.com', 'https://*.affirm.ca'],
      'img-src': ['https://*.affirm.com', 'https://*.affirm.ca'],
    },
  },
  klarna: {
    label: 'Klarna',
    contract: 'docs/vendors/klarna.md',
    // Klarna's browser-security page, with its style-src 'unsafe-inline': the messaging draws
    // in a shadow root in the page, with its own <style> elements.
    inlineStyles: true,
    sources: {
      'script-src': [
        'https://x.klarnacdn.net',
        'https://js.klarna.com',
        'https://js.playground.klarna.com',
      ],
      'connect-src': ['https://*.klarna.com', 'https://*.klarnaevt.com', 'https://x.klarnacdn.net'],
      'frame-src': ['https://*.klarna.com', 'https://x.klarnacdn.net'],
      'img-src': ['https://x.klarnacdn.net', 'https://*.klarna.com'],
      'style-src': ['https://x.klarnacdn.net'],
      'font-src': ['https://x.klarnacdn.net'],
    },
  },
  meta: {
    label: 'Meta Pixel',
    contract: 'docs/vendors/meta.md',
    sources: {
      'script-src': ['https://connect.facebook.net'],
      'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
      'img-src': ['https://www.facebook.com'],
      'frame-src': ['https://www.facebook.com'],
    },
  },
  tiktok: {
    label: 'TikTok Pixel',
    contract: 'docs/vendors/tiktok.md',
    sources: {
      'script-src': ['https://analytics.tiktok.com'],
      'connect-src': ['https://analytics.tiktok.com'],
      'img-src': ['https://analytics.tiktok.com'],
    },
  },
  pinterest: {
    label: 'Pinterest tag',
    contract: 'docs/vendors/pinterest.md',
    sources: {
      'script-src': ['https://s.pinimg.com'],
      'connect-src': ['https://ct.pinterest.com'],
      'img-src': ['https://ct.pinterest.com'],
    },
  },
  'google-ads': {
    label: 'Google Ads (gtag.js)',
    contract: 'docs/vendors/google-ads.md',
    // Google's CSP guide, its Google Ads section (conversions, remarketing, conversion linker).
    sources: {
      'script-src': [
        'https://*.googletagmanager.com',
        'https://www.googleadservices.com',
        'https://www.google.com',
        'https://pagead2.googlesyndication.com',
        'https://googleads.g.doubleclick.net',
      ],
      'connect-src': [
        'https://www.googletagmanager.com',
        'https://pagead2.googlesyndication.com',
        'https://www.googleadservices.com',
        'https://googleads.g.doubleclick.net',
        'https://ad.doubleclick.net',
        'https://www.google.com',
        'https://google.com',
      ],
      'img-src': [
        'https://www.googletagmanager.com',
        'https://googleads.g.doubleclick.net',
        'https://www.google.com',
        'https://google.com',
        'https://pagead2.googlesyndication.com',
        'https://www.googleadservices.com',
      ],
      'frame-src': ['https://www.googletagmanager.com', 'https://td.doubleclick.net'],
    },
    byCountry: googleAdsByCountry,
  },
  livechat: {
    label: 'LiveChat',
    contract: 'docs/vendors/livechat.md',
    // LiveChat's CSP article: its widget's scripts, API, static files, uploads and sounds, and
    // inline styles; the chat's socket is wss:, which an https: source does not match.
    inlineStyles: true,
    sources: {
      'script-src': ['https://*.livechatinc.com', 'https://*.livechat-static.com'],
      'connect-src': [
        'https://*.livechatinc.com',
        'wss://*.livechatinc.com',
        'https://*.livechat-static.com',
        'https://*.livechat-files.com',
        'https://*.text.com',
      ],
      'frame-src': ['https://*.livechatinc.com'],
      'img-src': [
        'https://*.livechatinc.com',
        'https://*.livechat-static.com',
        'https://*.livechat-files.com',
        'https://*.files-text.com',
      ],
      'media-src': ['https://*.livechatinc.com', 'https://*.livechat-static.com'],
      'style-src': ['https://*.livechatinc.com'],
    },
  },
  algolia: {
    label: 'Algolia search',
    contract: 'docs/vendors/algolia.md',
    // Algolia's hosts for reads: {appId}-dsn.algolia.net, then {appId}-1…3.algolianet.com. A
    // site's own search hosts replace them (core/csp/page-vendors.ts).
    sources: {
      'connect-src': ['https://*.algolia.net', 'https://*.algolianet.com'],
    },
  },
};
