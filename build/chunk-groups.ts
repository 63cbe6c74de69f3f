/**
 * Manual chunk groups for the production build. Left to itself the bundler gives every set
 * of modules shared by a different set of widgets a chunk of its own, and each new widget
 * splits the common code further: a love-only page had reached 14 files. Two groups keep
 * it to a handful:
 *
 * - kit: what every page loads anyway — preact/compat, nanoevents, the element factory, error
 *   boundary and modal, and core's logging, raw settings, settings, bus, http, schema, storage,
 *   translate and money (the settings reader needs money: it loaded with the kit anyway, as a
 *   file of its own). Logging and the raw settings were a `boot` group for loader.js; since
 *   the loader imports nothing before the first paint, they ride with the kit: two files fewer
 *   on every page (boot, and the session keys tracking and popups share);
 * - shop: prices, the URL guard and the shared messages, which search, the buybox, the cart
 *   and checkout all load — one file instead of three small ones (each file costs its own
 *   compression overhead and an import with a hashed name in every chunk that uses it).
 *
 * Area code (validators, search, message tables) still splits by use.
 */

const KIT =
  /node_modules[\\/](preact|nanoevents)[\\/]|[\\/]widgets[\\/]shared[\\/](define-element|ErrorBoundary|Modal)\.tsx$|[\\/]widgets[\\/]shared[\\/](use-announce-overlay|use-page-id|dialog-tab-wrap|upgrade-queue|reserve-boxes|reserve-css)\.ts$|[\\/]widgets[\\/]shared[\\/]modal\.css|[\\/]core[\\/](http|schema|bus|events|overlays|adopt-styles|country|money|i18n[\\/]translate|storage[\\/](cookies|cookie-names|key-value|local-keys)|log|settings[\\/](raw|plain-object)|validate[\\/]result|settings[\\/](settings|schema|defaults|body-flags|resolve-country))\.tsx?$/;

const SHOP = /[\\/]core[\\/](pricing|safe-url|i18n[\\/]common)\.ts$/;

export const CHUNK_GROUPS = [
  { name: 'kit', test: KIT, priority: 10 },
  { name: 'shop', test: SHOP, priority: 5 },
];
