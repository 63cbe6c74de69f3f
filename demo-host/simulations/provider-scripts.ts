import { markup } from '../lib/html';

// The payment providers' browser scripts as the checkout page includes them: on the real site
// https://js.stripe.com and Klarna's CDN; here the demo host's simulations of both. Classic,
// non-deferred scripts at the start of <body>: they run before the (module) loader, so
// loadStripe from @stripe/stripe-js/pure finds window.Stripe and never injects js.stripe.com.
export const CHECKOUT_PROVIDER_SCRIPTS = markup`<link rel="stylesheet" href="/demo-assets/checkout.css">
<script src="/simulated/stripe/v3.js"></script>
<script src="/simulated/klarna/payments.js"></script>`;

// settings.koreanPostcode of the pages with an address form (checkout, the swatch request): the
// real page leaves it out and gets Kakao's script; the demo host serves its simulation.
export const DEMO_KOREAN_POSTCODE = { scriptUrl: '/simulated/kakao/postcode.v2.js' } as const;
