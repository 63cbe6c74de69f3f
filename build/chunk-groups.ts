/**
 * Manual chunk groups for the production build. Left to itself the bundler gives every set
 * of modules shared by a different set of widgets a chunk of its own, and each new widget
 * splits the common code further: a love-only page had reached 14 files. Three groups keep
 * it to a handful:
 *
 * - kit: what every page loads anyway — Preact and our React layer on it, nanoevents, the
 *   element factory, the store and request runner, and error boundary, the header's counters
 *   (and the heart they share with the love button), core's logging, settings, bus, schema,
 *   storage and translate, and what the loader's
 *   start module runs (the lazy definitions, the runtime, `window.Rove`, the page's image
 *   behaviours). Logging and the raw settings were a `boot` group for loader.js; since the
 *   loader imports nothing before the first paint, they ride with the kit. The start module
 *   itself stays a file of its own, a few lines that import from the kit: the loader imports it
 *   by name, and a group cannot be imported so without a namespace object and the bundler's
 *   helpers, one more file. Apart, its parts cost every page ~0.2 kB of names passed between
 *   the two files;
 * - http: core/http/json, the one way requests are made (timeouts to the last byte, retries with
 *   backoff, typed failures). Most widgets call it as they load; the love button only when
 *   pressed and the header search never (Algolia's client makes its own requests), so a
 *   love-only or search-only page does not download it (issue 24: its retries and error
 *   bodies cost 0.25 kB, which those two pages' budgets had no room for);
 * - modal: the dialog and its focus handling, which a page loads with the first widget that
 *   opens one at once (the love button and the phone's search sheet fetch it when first needed);
 * - shop: prices, money formatting, the URL guard and the shared messages, which search, the
 *   buybox, the cart and checkout all load — one file instead of several small ones (each file
 *   costs its own compression overhead and an import with a hashed name in every chunk that
 *   uses it).
 *
 * Area code (validators, search, message tables) still splits by use. A module listed here
 * changes what every page of its group downloads: scripts/size-report.ts shows the effect.
 */

import { isLoaderOwnCopy } from './loader-own-copy';

const KIT_PACKAGES = /node_modules[\\/](preact|nanoevents)[\\/]/;

const KIT = [
  // React's names on Preact (decision 0089): with Preact itself, on every page.
  'build/react-on-preact/react.ts',
  'build/react-on-preact/react-dom.ts',
  'widgets/shared/element/define-element.tsx',
  // Properties a page set before the definition arrived, for both element bases.
  'widgets/shared/element/early-property.ts',
  'widgets/shared/element/ErrorBoundary.tsx',
  // Its sibling for views with nothing to show (cart, buy box, checkout): 0.06 kB here, or a
  // file of its own.
  'widgets/shared/element/KeepServerFallback.tsx',
  'widgets/shared/counts/HeaderCount.tsx',
  'widgets/shared/counts/heart-path.ts',
  'widgets/shared/counts/header-count.css',
  'widgets/shared/element/use-page-id.ts',
  'widgets/shared/element/upgrade-queue.ts',
  // The header's search and the hearts wait for the shopper with it: one of them is on most pages.
  'widgets/shared/element/when-reached.ts',
  // The one way a widget holds state and makes requests (issue 24): apart, a 0.4 kB file of its
  // own on every page with a heart or the header search; here, 0.3 kB.
  'widgets/shared/state/use-store.ts',
  'core/store.ts',
  'core/request-runner.ts',
  // Its companion: a call run as the runner's latest whose failed reply is logged once (the love
  // button, the photo wall, email my cart). Apart, a file of 0.15 kB on the love-only page.
  'widgets/shared/state/latest-reply.ts',
  'core/next-task.ts',
  'widgets/shared/element/reserve-boxes.ts',
  'widgets/shared/element/reserve-css.ts',
  'core/adopt-styles.ts',
  'core/bus.ts',
  'core/country.ts',
  'core/currency.ts',
  'core/events.ts',
  'core/i18n/header-counts.ts',
  'core/i18n/translate.ts',
  'core/log.ts',
  'core/page-leaving.ts',
  'core/schema.ts',
  'core/settings/body-flags.ts',
  'core/settings/defaults.ts',
  'core/settings/plain-object.ts',
  'core/settings/raw.ts',
  'core/settings/resolve-country.ts',
  'core/settings/schema.ts',
  'core/settings/settings.ts',
  'core/settings/site-cookies.ts',
  'core/settings/validate-settings.ts',
  'core/storage/cookie-names.ts',
  'core/storage/cookies.ts',
  'core/storage/key-value.ts',
  'core/storage/local-keys.ts',
  'core/validate/result.ts',
  'widgets/shared/element/lazy-module.ts',
  // The start module's parts (loader/start-widgets.ts imports them).
  'loader/lazy-define.ts',
  'loader/is-far.ts',
  'loader/runtime.ts',
  'loader/api.ts',
  'loader/version.ts',
  'loader/page/start.ts',
  'loader/page/images.ts',
  'core/responsive-image.ts',
];

const HTTP = [
  'core/http/json.ts',
  // The loop of the machines with effects (cart, listing, buy box): each of them calls the
  // server through core/http/json as it loads, so it rides here rather than being a 0.12 kB file.
  'widgets/shared/state/machine-driver.ts',
];

const MODAL = [
  'widgets/shared/overlays/Modal.tsx',
  'widgets/shared/overlays/modal.css',
  'widgets/shared/overlays/dialog-tab-wrap.ts',
  // Its × button, which the popups' countdown banner wears too: popups load the dialog anyway.
  'widgets/shared/controls/CloseButton.tsx',
];

// The overlay announcements (popups wait while a dialog or the search panel is open): used by
// the dialog, the search panel, checkout, popups and the AR/VR viewers; one small file. The link
// that opens the chat's panel rides along: its two users (the chat, checkout's summary) both load
// this file, and apart it was a file of 38 B.
const OVERLAYS = [
  'widgets/shared/overlays/use-announce-overlay.ts',
  'core/overlays.ts',
  'widgets/shared/chat-link.ts',
];

// One form field and its error rules (issue 24): every form of ours draws its fields with the
// first; the second, a form's messages by field, is what the trade application, the swatch
// request and the pre-chat form also load (apart, a file of 0.12 kB).
const FORM = [
  'widgets/shared/forms/form-field.tsx',
  'widgets/shared/forms/field-errors.logic.ts',
  // The one control's rule (decision 0067), which form-field.tsx and the checkout's form logic read.
  'widgets/shared/forms/form-control.logic.ts',
];

const SHOP = [
  'core/pricing.ts',
  'core/money.ts',
  'core/sanitize/safe-url.ts',
  'core/i18n/common.ts',
];

// The lifecycle of every element that enhances the server's markup in place (issue 52): the
// eight plain-DOM elements (accordion, AR tour, carousel, poem, product toggle, reviews wall,
// scroller, videos) and the header and the two listings, whose React parts render in place with
// it. A file of its own, not in the kit: a page without such an element (love only) does not
// download it (docs/decisions/0059).
const IN_PLACE = [
  'widgets/shared/element/plain-element.ts',
  'widgets/shared/element/view-in-place.tsx',
];

// What the plain-DOM elements share besides: the same-origin check and the arrow keys — one
// small file rather than two, apart from the lifecycle so that a page whose only in-place element
// is the header does not load them. A build past 64 chunks takes seven-character hashes, +0.05 kB
// on every page (build/build.ts): it has been past them since issue 50.
const PLAIN_DOM = [
  'core/sanitize/same-origin-path.ts',
  // The accordion's and the product toggle's arrow keys (APG: one rule for headers and tabs).
  'widgets/shared/roving-index.logic.ts',
];

/** A module id (absolute, maybe with a `?raw` query) → its path from the project root. */
function projectPath(id: string): string {
  return id.replace(/\\/g, '/').replace(/\?.*$/, '');
}

/**
 * Whether a module id is one of `files` (paths from the project root). Never loader.js's own copy
 * of a module (build/loader-own-copy.ts): that stays in loader.js.
 */
function oneOf(files: readonly string[]): (id: string) => boolean {
  return (id) => {
    if (isLoaderOwnCopy(id)) return false;
    const path = projectPath(id);
    return files.some((file) => path.endsWith(`/${file}`));
  };
}

const isKitFile = oneOf(KIT);

/** Every file the groups name by path (build/chunk-groups.test.ts checks each exists). */
export const GROUPED_FILES: Readonly<Record<string, readonly string[]>> = {
  kit: KIT,
  http: HTTP,
  modal: MODAL,
  overlays: OVERLAYS,
  form: FORM,
  shop: SHOP,
  'in-place': IN_PLACE,
  'plain-dom': PLAIN_DOM,
};

export const CHUNK_GROUPS = [
  { name: 'kit', test: (id: string) => KIT_PACKAGES.test(id) || isKitFile(id), priority: 10 },
  { name: 'http', test: oneOf(HTTP), priority: 8 },
  { name: 'modal', test: oneOf(MODAL), priority: 7 },
  { name: 'overlays', test: oneOf(OVERLAYS), priority: 6 },
  { name: 'form', test: oneOf(FORM), priority: 6 },
  { name: 'shop', test: oneOf(SHOP), priority: 5 },
  { name: 'in-place', test: oneOf(IN_PLACE), priority: 4 },
  { name: 'plain-dom', test: oneOf(PLAIN_DOM), priority: 4 },
];
