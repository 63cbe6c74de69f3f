import { markup, type SafeHtml } from '../lib/html';

/** The vendors the demo host simulates on the SDK's own code path (issue 26), and their real scripts. */
export const SIMULATED_PROVIDERS: readonly { vendor: string; simulation: string; real: string }[] =
  [
    {
      vendor: 'Meta pixel',
      simulation: '/simulated/meta/fbevents.js',
      real: 'https://connect.facebook.net/en_US/fbevents.js',
    },
    {
      vendor: 'TikTok pixel',
      simulation: '/simulated/tiktok/events.js',
      real: 'https://analytics.tiktok.com/i18n/pixel/events.js',
    },
    {
      vendor: 'Pinterest tag',
      simulation: '/simulated/pinterest/core.js',
      real: 'https://s.pinimg.com/ct/core.js',
    },
    {
      vendor: 'Google Ads (gtag.js)',
      simulation: '/simulated/google/gtag.js',
      real: 'https://www.googletagmanager.com/gtag/js',
    },
    {
      vendor: 'Podcast tracker',
      simulation: '/simulated/podcast/pixel.js',
      real: 'a tracker’s own script (settings)',
    },
    {
      vendor: 'LiveChat',
      simulation: '/simulated/livechat/tracking.js',
      real: 'https://cdn.livechatinc.com/tracking.js',
    },
    {
      vendor: 'Affirm',
      simulation: '/simulated/affirm/affirm.js',
      real: 'https://cdn1.affirm.com/js/v2/affirm.js',
    },
    {
      vendor: 'Klarna messaging',
      simulation: '/simulated/klarna/web-sdk.js',
      real: 'https://js.klarna.com/web-sdk/v1/klarna.js',
    },
    {
      vendor: 'Google Places',
      simulation: '/simulated/google/maps-places.js',
      real: 'https://maps.googleapis.com (Maps JavaScript API)',
    },
    {
      vendor: 'Kakao postcode',
      simulation: '/simulated/kakao/postcode.v2.js',
      real: 'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js',
    },
    {
      vendor: 'Stripe.js',
      simulation: '/simulated/stripe/v3.js',
      real: 'https://js.stripe.com/v3',
    },
  ];

/**
 * /demo/providers: which vendor each simulation stands for, and what the simulations received in
 * this browser tab (each records through simulation-log.js into sessionStorage, which
 * /demo-assets/providers.js shows).
 */
export function providersPage(): SafeHtml {
  return markup`<header class="page-head">
      <h1 class="page-head__title">Simulated providers</h1>
      <p class="page-head__lead">
        The SDK loads each vendor through its real adapter; on the demo host the script is a
        same-origin simulation that records what it receives. Nothing leaves this machine.
      </p>
    </header>
    <section class="demo-section" aria-labelledby="providers-scripts">
      <h2 id="providers-scripts">Scripts</h2>
      <table class="demo-providers">
        <thead><tr><th scope="col">Vendor</th><th scope="col">Simulation</th><th scope="col">Real script</th></tr></thead>
        <tbody>
          ${SIMULATED_PROVIDERS.map(
            (row) =>
              markup`<tr><th scope="row">${row.vendor}</th><td><code>${row.simulation}</code></td><td><code>${row.real}</code></td></tr>`,
          )}
        </tbody>
      </table>
    </section>
    <section class="demo-section" aria-labelledby="providers-log">
      <h2 id="providers-log">Received in this tab</h2>
      <p class="demo-section__note">
        Open a <a href="/product/demo-financing">product page</a> (pixels, Affirm and Klarna
        messaging), add to cart, go through <a href="/cart/checkout">checkout</a> (address
        suggestions, Stripe, Klarna) or chat on <a href="/help">Help</a>, then come back. The
        newest 200 calls are kept.
      </p>
      <div id="demo-provider-log" aria-live="polite">
        <p>Without JavaScript there is nothing to show: the simulations run in the browser.</p>
      </div>
      <button type="button" class="button button--ghost" id="demo-provider-clear">Clear the log</button>
    </section>`;
}
