import { markup, type SafeHtml } from '../lib/html';
import type { Shop } from '../context';
import type { CatalogueProduct } from '../fixtures/catalogue-types';
import { productCard, productGrid } from './product-card';
import { LOADER_TAG, settingsTags } from './settings-tags';

// Bodies of the /demo/* scenario pages that e2e, security and fault tests drive. Each explains
// itself on screen, so a person opening it knows what should (not) happen.

function intro(title: string, lead: SafeHtml | string): SafeHtml {
  return markup`<header class="page-head">
    <p class="eyebrow"><a href="/demo">Demo scenarios</a></p>
    <h1 class="page-head__title">${title}</h1>
    <p class="page-head__lead">${lead}</p>
  </header>`;
}

export function loaderTwicePage(products: readonly CatalogueProduct[], shop: Shop): SafeHtml {
  return markup`${intro(
    'Loader included twice',
    'This page includes the loader three times: once in the head, then again at the end of the body with the same URL and with a query string (a separate module instance). Every widget must still mount exactly once.',
  )}
  ${productGrid(products, shop)}`;
}

/**
 * A whole document with nothing to paint before the SDK starts: the settings, the loader and one
 * element with no content of its own. Engines that report only contentful paints (Firefox,
 * Safari) say nothing here, so the loader starts after the load event (loader/after-first-paint.ts).
 * It cannot explain itself on screen without painting: its title says what it is for.
 */
export function nothingToPaintDocument(settings: object): SafeHtml {
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nothing to paint: the load event starts the SDK</title>
<link rel="icon" href="/demo-assets/favicon.svg" type="image/svg+xml">
${settingsTags({ kind: 'json', settings })}
${LOADER_TAG}
</head>
<body><rove-love-count></rove-love-count></body>
</html>`;
}

/** The second and third loader tags; the query string defeats the browser's module de-duplication. */
export const EXTRA_LOADER_TAGS = markup`${LOADER_TAG}
<script type="module" src="/rove/loader.js?copy=2" data-base="/rove/" fetchpriority="low"></script>`;

/**
 * Valid JSON with every value of the wrong type, a __proto__ key and a constructor.prototype
 * key: the loader must fall back per key to the defaults and never pollute Object.prototype.
 * Written as text because JSON.stringify would drop the __proto__ key.
 */
export const MALFORMED_SETTINGS_JSON = `{
  "country": 42,
  "locale": ["en_US"],
  "currency": null,
  "basePath": {"evil": true},
  "uc_love": {"user": "admin", "count": "many"},
  "memberFee": "one hundred",
  "memberDiscount": 7,
  "voucherRate": -1,
  "voucherType": "bogus",
  "voucherMax": true,
  "isMembership": "yes",
  "isMSRPShown": 1,
  "widgets": ["rove-love"],
  "__proto__": {"polluted": "yes", "isAdmin": true},
  "constructor": {"prototype": {"polluted": "yes"}}
}`;

/** Truncated JSON: the settings tag cannot be parsed at all. */
export const BROKEN_SETTINGS_JSON = '{"country": "US", "memberFee": 100, "uc_love": {"user": nu';

/**
 * DOM clobbering: named elements make window.Drupal a form (or a collection), and
 * window.Drupal.settings an <input>; window.RoveCallbacks becomes an element, not an array.
 */
export const CLOBBERING_ELEMENTS = markup`<div class="clobber" hidden>
  <form id="Drupal" name="Drupal"><input name="settings" value="clobbered" /></form>
  <img name="Drupal" src="data:," alt="" />
  <form id="RoveCallbacks"><input name="length" value="1" /></form>
</div>`;

export function malformedSettingsPage(products: readonly CatalogueProduct[], shop: Shop): SafeHtml {
  return markup`${intro(
    'Malformed settings',
    'The settings tag holds wrong types, a __proto__ key and a constructor.prototype key, and the page clobbers window.Drupal and window.RoveCallbacks with named elements. Widgets must fall back to defaults, warn once, and keep working; Object.prototype must stay clean.',
  )}
  ${productGrid(products, shop)}`;
}

export function brokenSettingsPage(products: readonly CatalogueProduct[], shop: Shop): SafeHtml {
  return markup`${intro(
    'Unparseable settings',
    'The settings tag holds truncated JSON. The loader must not throw; widgets run on defaults.',
  )}
  ${productGrid(products, shop)}`;
}

export function legacySettingsPage(products: readonly CatalogueProduct[], shop: Shop): SafeHtml {
  return markup`${intro(
    'Legacy settings only',
    'No settings tag: the settings come only from window.Drupal.settings, set by a static script from its data-settings attribute (no inline script, so the CSP holds).',
  )}
  ${productGrid(products, shop)}`;
}

export function settingsPrecedencePage(
  products: readonly CatalogueProduct[],
  shop: Shop,
): SafeHtml {
  return markup`${intro(
    'Settings precedence',
    markup`Both sources are present. window.Drupal.settings says memberFee 80 and voucherMax 300; the
      JSON tag says memberFee 120 only. The JSON tag wins per key:
      <strong>memberFee 120, voucherMax 300</strong>.`,
  )}
  ${productGrid(products, shop)}`;
}

export function lateLovePage(products: readonly CatalogueProduct[], shop: Shop): SafeHtml {
  return markup`${intro(
    'Cards added after load',
    'Like infinite scroll: “Load more” fetches more cards (each with a rove-love) and appends them. The new hearts must work like the first ones, without a second loader.',
  )}
    <div id="late-love-grid" class="product-grid">${products.map((p) => productCard(p, shop))}</div>
    <div class="load-more">
      <button
        type="button"
        class="button"
        id="late-love-more"
        data-src="/demo/late-love/items"
        data-page="2"
      >
        Load more
      </button>
      <p class="load-more__status" id="late-love-status" role="status" aria-live="polite"></p>
    </div>`;
}
