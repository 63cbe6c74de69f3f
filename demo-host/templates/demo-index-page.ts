import { markup, type SafeHtml } from '../lib/html';
import { COUNTRY_NAMES, LOCALES, LOCALE_COUNTRY } from '../lib/markets';
import type { Category } from '../fixtures/catalogue-types';
import { CAMPAIGNS } from '../fixtures/campaigns';

// /demo: one page from which marketers, designers and testers reach every scenario and state.

interface DemoLink {
  href: string;
  label: string;
  note: string;
}

export const STOCK_SCENARIOS: readonly DemoLink[] = [
  {
    href: '/product/demo-in-stock',
    label: 'In stock',
    note: 'Every model 10+ in stock; under $1,000.',
  },
  {
    href: '/product/demo-low-stock',
    label: 'Low stock',
    note: 'The default model has 3 left (“Only 3 left”).',
  },
  {
    href: '/product/demo-sold-out',
    label: 'Sold out',
    note: 'The default model is disallowed: “Sold Out - Notify Me”.',
  },
  {
    href: '/product/demo-pre-order',
    label: 'Pre-order',
    note: 'Pre-order counts 25 (shown as 10+) and 4, with dates.',
  },
  {
    href: '/product/demo-satellite-stock',
    label: 'Satellite stock',
    note: 'Stock only at a local warehouse: shown once a postal code is set.',
  },
  {
    href: '/product/demo-custom-message',
    label: 'Custom message',
    note: 'A made-to-order message with a tip.',
  },
  {
    href: '/product/demo-hidden-model',
    label: 'Hidden model',
    note: 'The second colourway is hidden and must not be offered.',
  },
  {
    href: '/product/demo-fragile',
    label: 'Fragile',
    note: 'Not deliverable to US ZIP 99501 or Canadian codes starting with X.',
  },
  {
    href: '/product/demo-financing',
    label: 'Financing',
    note: 'Over $1,000, so the “as low as” estimate shows.',
  },
  {
    href: '/product/demo-outdoor-lounge-chair',
    label: 'Outdoor cover upsell',
    note: 'Two seconds after the first add to cart, the matching cover is offered.',
  },
  {
    href: '/product/demo-final-sale',
    label: 'Final sale',
    note: 'The Terracotta Velvet model is final sale; Olive Velvet is not.',
  },
  {
    href: '/product/demo-in-stock#play-video',
    label: 'Product video',
    note: 'The #play-video address plays the generated HLS stream at once (hls.js loads on play).',
  },
];

export const PAGE_SCENARIOS: readonly DemoLink[] = [
  {
    href: '/demo/loader-twice',
    label: 'Loader twice',
    note: 'The loader script is included more than once.',
  },
  {
    href: '/demo/nothing-to-paint',
    label: 'Nothing to paint',
    note: 'A blank page with one element: the load event starts the SDK (Firefox and Safari report no paint here).',
  },
  {
    href: '/demo/malformed-settings',
    label: 'Malformed settings',
    note: 'Wrong types, __proto__, DOM clobbering.',
  },
  {
    href: '/demo/broken-settings-json',
    label: 'Unparseable settings',
    note: 'Truncated JSON in the settings tag.',
  },
  {
    href: '/demo/legacy-settings',
    label: 'Legacy settings',
    note: 'Only window.Drupal.settings, no JSON tag.',
  },
  {
    href: '/demo/settings-precedence',
    label: 'Settings precedence',
    note: 'Both sources; the JSON tag wins per key.',
  },
  {
    href: '/demo/late-love',
    label: 'Late love',
    note: '“Load more” appends cards with rove-love after load.',
  },
  {
    href: '/demo/page-behaviours',
    label: 'Page behaviours',
    note: 'Protected card images, print originals, 320/480/768 srcsets, the VR viewer; password reset and staff check forms.',
  },
  {
    href: '/blog',
    label: 'Journal (blog)',
    note: 'rove-scroller: endless scroll up to 5 pages, filters, Back restores the list.',
  },
  {
    href: '/videos?video=105',
    label: 'Videos listing',
    note: 'Endless scroll of 60 videos; ?video=105 opens that video after 1 s (hls.js on play).',
  },
];

export const LOVE_STATES: readonly DemoLink[] = [
  {
    href: '/category/sofas?as=anonymous',
    label: 'Anonymous love',
    note: 'Loving asks for an optional email first.',
  },
  {
    href: '/category/sofas?as=customer',
    label: 'Logged-in love',
    note: 'Casey Customer: loves save straight away.',
  },
  {
    href: '/category/sofas?as=member',
    label: 'Member',
    note: 'Morgan Member: member pricing, loved items filled.',
  },
  {
    href: '/i-love',
    label: 'Wishlist page',
    note: 'The current visitor’s loved products, or the empty state.',
  },
];

export const CHECKOUT_SCENARIOS: readonly DemoLink[] = [
  {
    href: '/demo/cart',
    label: 'Cart page',
    note: 'A chair and a sofa in the cart: quantities save 700 ms after the last change.',
  },
  {
    href: '/demo/cart?custom=1&coupon=1',
    label: 'Cart with a made-to-order line',
    note: 'Checkout asks for the custom-order terms first; the ROVE10 coupon can be removed.',
  },
  {
    href: '/demo/checkout-cart',
    label: 'Checkout',
    note: 'Fills the cart (a chair and a sofa, with protection offers in the US and Canada) and opens it.',
  },
  {
    href: '/demo/checkout-cart?set=no-protection',
    label: 'Checkout without protection',
    note: 'A pillow and a lamp: no warranty pane.',
  },
  {
    href: '/demo/checkout-cart?flags=membership-only',
    label: 'Membership-only checkout',
    note: 'The membership step completes itself after the account step.',
  },
  {
    href: '/demo/checkout-cart?flags=membership-lock',
    label: 'Membership lock',
    note: 'Joining is pre-selected and required.',
  },
  {
    href: '/demo/checkout-cart?as=customer',
    label: 'Store credit (part)',
    note: 'Casey Customer: 150 of credit (USD; more in other currencies).',
  },
  {
    href: '/demo/checkout-cart?as=member',
    label: 'Store credit (all)',
    note: 'Morgan Member: credit covering any order; member prices.',
  },
];

// Campaign pages (fixtures/campaigns.ts) with the states a reviewer wants to reach directly.
export const MARKETING_SCENARIOS: readonly DemoLink[] = [
  ...CAMPAIGNS.map((c) => ({
    href: `/campaign/${c.slug}`,
    label: `Campaign: ${c.slug}`,
    note: c.note,
  })),
  {
    href: '/campaign/showroom?city=Toronto',
    label: 'Showroom popup: Toronto',
    note: 'Geolocation answers Toronto (a showroom city): the popup shows after 5 s.',
  },
  {
    href: '/campaign/showroom?city=Denver',
    label: 'Showroom popup: Denver',
    note: 'Geolocation answers Denver (no showroom): no popup.',
  },
  {
    href: '/campaign/store-closing?locale=en_AU',
    label: 'Store closing (Australia)',
    note: 'English store-closing modal (without a rove_warehouse cookie).',
  },
  {
    href: '/campaign/store-closing?locale=ko_KR',
    label: 'Store closing (Korea)',
    note: 'The same modal in Korean.',
  },
  {
    href: '/user/membership?as=member',
    label: 'Membership renewal',
    note: 'Signs in as Morgan Member (morgan@example.com): the renewal overlay after 2 s; accepting enrols and submits the renewal form.',
  },
  {
    href: '/demo/cart',
    label: 'Email my cart',
    note: 'The cart page’s “EMAIL MY CART” form (up to 3 addresses).',
  },
  {
    href: '/help',
    label: 'Live chat',
    note: 'The help page’s chat with its pre-chat form.',
  },
];

/** Programmes and community pages (issue 8). */
export const PROGRAMME_PAGES: readonly DemoLink[] = [
  {
    href: '/swatch-request',
    label: 'Swatch request',
    note: 'Free fabric swatches: up to 5 (a sixth alerts), then the address; a reload keeps the selection until it is sent. /swatch-request-intl/UK, /US and /CA ship to one country.',
  },
  {
    href: '/trade/apply',
    label: 'Trade membership application',
    note: 'The four-step trade form: Required/Invalid on Next, uploads (5 MB, PDF/JPG/PNG), SUBMIT enrols; what was typed survives a reload.',
  },
  {
    href: '/planner',
    label: '3D & AR planner',
    note: 'rove-ar-tour: the guided tour opens once, then “Show planner tips”.',
  },
  {
    href: '/reviews',
    label: 'Reviews wall',
    note: 'rove-reviews-wall: 12 reviews a page, appended as you scroll, up to 7 pages; the provider’s review count.',
  },
  {
    href: '/reviews/gallery',
    label: 'Review gallery',
    note: 'rove-reviews-wall variant="gallery": reviews with customer photos in a grid.',
  },
  {
    href: '/host-connect',
    label: 'Host Program (host-connect)',
    note: 'rove-host-listing: filters and pages without a reload (kept in the URL), a host popup that swaps to the full home after 1 s with product cards, a photo popup; rove-accordion host FAQ (one open at a time).',
  },
  {
    href: '/community',
    label: 'Community photo wall',
    note: 'rove-photo-wall: 4 columns, up to 10 pages; a photo opens a popup with its products.',
  },
];

export const BODY_FLAGS: readonly DemoLink[] = [
  {
    href: '/product/demo-in-stock?flags=membership-only',
    label: 'Membership only',
    note: 'body.rove-membership-only',
  },
  {
    href: '/product/demo-in-stock?flags=membership-lock',
    label: 'Membership lock',
    note: 'body.rove-membership-lock',
  },
  {
    href: '/product/demo-in-stock?flags=msrp-lock',
    label: 'MSRP lock',
    note: 'body.rove-msrp-lock',
  },
];

function linkList(links: readonly DemoLink[]): SafeHtml {
  return markup`<ul class="demo-links">
    ${links.map(
      (l) =>
        markup`<li>
          <a href="${l.href}">${l.label}</a>
          <span class="demo-links__note">${l.note}</span>
        </li>`,
    )}
  </ul>`;
}

export function demoIndexPage(categories: readonly Category[]): SafeHtml {
  const countryLinks: DemoLink[] = LOCALES.map((locale) => ({
    href: `/category/sofas?locale=${locale}`,
    label: locale,
    note: COUNTRY_NAMES[LOCALE_COUNTRY[locale]],
  }));
  const pages: DemoLink[] = [
    { href: '/', label: 'Home', note: 'Best sellers, categories, new arrivals.' },
    ...categories.map((c) => ({
      href: `/category/${c.slug}`,
      label: c.title,
      note: 'Category listing',
    })),
  ];
  return markup`<header class="page-head">
      <h1 class="page-head__title">Demo scenarios</h1>
      <p class="page-head__lead">
        Every page state the Rove widgets handle, one link each. The visitor switch (top bar) and
        the country are remembered in cookies; <a href="/demo/reset">reset them</a> to start over.
      </p>
    </header>
    <div class="demo-sections">
      <section class="demo-section">
        <h2>Vendors</h2>
        <p class="demo-section__note">
          The ad pixels, LiveChat, Affirm, Klarna, Google Places, Kakao and Stripe run through the
          SDK's real adapters against same-origin simulations:
          <a href="/demo/providers">what each one received</a>.
        </p>
      </section>
      <section class="demo-section">
        <h2>Widget states (Storybook)</h2>
        <p class="demo-section__note">
          Every widget in every state, with the accessibility panel:
          <a href="/storybook/">open Storybook</a> (built by <code>npm start</code>; or run
          <code>npm run storybook</code> while editing).
        </p>
      </section>
      <section class="demo-section">
        <h2>Stock states</h2>
        ${linkList(STOCK_SCENARIOS)}
      </section>
      <section class="demo-section">
        <h2>Wishlist (love)</h2>
        ${linkList(LOVE_STATES)}
      </section>
      <section class="demo-section">
        <h2>Page scenarios</h2>
        ${linkList(PAGE_SCENARIOS)}
      </section>
      <section class="demo-section">
        <h2>Countries</h2>
        <p class="demo-section__note">
          ?locale= applies when no rove_warehouse cookie is set (the cookie wins).
        </p>
        ${linkList(countryLinks)}
      </section>
      <section class="demo-section">
        <h2>Checkout (simulated Stripe, Affirm, PayBright, Klarna)</h2>
        <p class="demo-section__note">
          Cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155
          asks for authentication. Emails: casey@, morgan@, expired@, trade@,
          trade-pending@example.com.
        </p>
        ${linkList(CHECKOUT_SCENARIOS)}
      </section>
      <section class="demo-section">
        <h2>Marketing</h2>
        <p class="demo-section__note">
          Popups remember being shown or closed (local storage, cookies): use a private window to
          see one again. Add ?delay=0 to a campaign to skip the wait; the simulated geolocation
          takes its city from ?city= (or the rove_demo_city cookie), else the shop’s country.
        </p>
        ${linkList(MARKETING_SCENARIOS)}
      </section>
      <section class="demo-section">
        <h2>Programmes and community</h2>
        ${linkList(PROGRAMME_PAGES)}
      </section>
      <section class="demo-section">
        <h2>Body flags</h2>
        ${linkList(BODY_FLAGS)}
      </section>
      <section class="demo-section">
        <h2>Pages</h2>
        ${linkList(pages)}
      </section>
    </div>`;
}
