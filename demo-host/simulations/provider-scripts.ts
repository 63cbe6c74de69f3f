import { markup } from '../lib/html';

// The providers' browser scripts as the checkout page includes them: on the real site
// https://js.stripe.com and Klarna's CDN; here the demo host's simulations of both, and of a
// host that loads Google Maps itself (see DEMO_MAPS). Classic,
// non-deferred scripts at the start of <body>: they run before the (module) loader, so
// loadStripe from @stripe/stripe-js/pure finds window.Stripe and never injects js.stripe.com.
export const CHECKOUT_PROVIDER_SCRIPTS = markup`<link rel="stylesheet" href="/demo-assets/checkout.css">
<script src="/simulated/stripe/v3.js"></script>
<script src="/simulated/klarna/payments.js"></script>
<script src="/simulated/google/maps-places.js"></script>`;

// settings.koreanPostcode of the pages with an address form (checkout, the swatch request): the
// real page leaves it out and gets Kakao's script; the demo host serves its simulation.
export const DEMO_KOREAN_POSTCODE = { scriptUrl: '/simulated/kakao/postcode.v2.js' } as const;

// settings.maps of the same pages. A real site puts its Maps key here and the SDK loads Maps
// with it on the first focus of a street field; the demo host plays a host that loads Maps
// itself (the simulation below defines google.maps.importLibrary), which the SDK then uses as
// it is, so the key is only a name.
export const DEMO_MAPS = { apiKey: 'demo-simulated-maps-key' } as const;

export const MAPS_PLACES_SCRIPT = markup`<script src="/simulated/google/maps-places.js"></script>`;

// settings.affirm of the US and Canadian product pages: a real site puts its public key here
// (and the mode) and the SDK loads affirm.js from Affirm's CDN; the demo host points it at
// its simulation.
export const DEMO_AFFIRM = {
  publicKey: 'demo_simulated_affirm_key',
  mode: 'sandbox',
  scriptUrl: '/simulated/affirm/affirm.js',
} as const;

// settings.klarna of the product pages (US, CA, AU, UK shops): a real site puts its Klarna
// client id here and the SDK loads Klarna's web SDK; the demo host points it at its simulation.
// The id has the form Klarna gives (`klarna_test_client_…`, docs/vendors/klarna.md).
export const DEMO_KLARNA_MESSAGING = {
  clientId: 'klarna_test_client_ZGVtby1zaW11bGF0ZWQ',
  environment: 'playground',
  scriptUrl: '/simulated/klarna/web-sdk.js',
} as const;

// settings.extra.tracking.pixels of every page: a real site puts its Meta, TikTok, Pinterest
// and Google Ads ids here (and any podcast or audience tracker) and the SDK loads each
// vendor's script once consent is given; the demo host points every script at its simulation.
export const DEMO_PIXELS = {
  meta: { id: '1234567890123', scriptUrl: '/simulated/meta/fbevents.js' },
  tiktok: { id: 'CDEMOSIMULATED0001', scriptUrl: '/simulated/tiktok/events.js' },
  pinterest: { id: '2612000000000', scriptUrl: '/simulated/pinterest/core.js' },
  googleAds: {
    id: 'AW-1234567890',
    scriptUrl: '/simulated/google/gtag.js',
    conversions: {
      purchase: 'AW-1234567890/demoPurchase',
      add_to_cart: 'AW-1234567890/demoAddToCart',
      generate_lead: 'AW-1234567890/demoNewsletter',
    },
  },
  trackers: [
    {
      name: 'podcast',
      src: '/simulated/podcast/pixel.js',
      queue: 'pdst',
      pageView: [['conf', { key: 'demo-simulated-podcast' }], ['view']],
    },
  ],
} as const;
