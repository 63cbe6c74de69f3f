/**
 * Manual chunk groups for the production build. Left to itself the bundler gives every set
 * of modules shared by a different set of widgets a chunk of its own, and each new widget
 * splits the common code further: a love-only page had reached 14 files. Three groups keep
 * it to a handful:
 *
 * - boot: what the loader's start module (loader/start-widgets.ts, imported after the first
 *   paint) shares with the runtime: logging, reading the raw settings;
 * - kit: the framework every widget page loads anyway — preact/compat, nanoevents, the
 *   element factory, error boundary and modal, and core's settings, bus, http, schema, storage,
 *   translate and money (the settings reader needs money: it loaded with the kit anyway, as a
 *   file of its own);
 * - shop: prices, the URL guard and the shared messages, which search, the buybox, the cart
 *   and checkout all load — one file instead of three small ones (each file costs its own
 *   compression overhead and an import with a hashed name in every chunk that uses it).
 *
 * Area code (validators, search, message tables) still splits by use.
 */
const BOOT = /[\\/]core[\\/](log|settings[\\/](raw|plain-object))\.ts$/;

const KIT =
  /node_modules[\\/](preact|nanoevents)[\\/]|[\\/]widgets[\\/]shared[\\/](define-element|ErrorBoundary|Modal)\.tsx$|[\\/]widgets[\\/]shared[\\/](use-announce-overlay|use-page-id|dialog-tab-wrap|upgrade-queue|reserve-boxes|reserve-css)\.ts$|[\\/]widgets[\\/]shared[\\/]modal\.css|[\\/]core[\\/](http|schema|bus|events|overlays|adopt-styles|country|money|i18n[\\/]translate|storage[\\/](cookies|cookie-names|key-value)|validate[\\/]result|settings[\\/](settings|schema|defaults|body-flags|resolve-country))\.tsx?$/;

const SHOP = /[\\/]core[\\/](pricing|safe-url|i18n[\\/]common)\.ts$/;

export const CHUNK_GROUPS = [
  { name: 'boot', test: BOOT, priority: 20 },
  { name: 'kit', test: KIT, priority: 10 },
  { name: 'shop', test: SHOP, priority: 5 },
];
