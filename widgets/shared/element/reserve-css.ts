/**
 * Each element's box before and after upgrade, so nothing shifts when its chunk arrives
 * (server fallback content still shows inside). In @layer rove, so hosts can override;
 * the widgets' own sheets style what is inside. Elements not listed size to their content.
 *
 * Also the one rule every widget shares, `.rove-visually-hidden` (text for screen readers only:
 * status messages, legends, 'Original price: '): the kit adopts this sheet on every page
 * before any widget is defined (reserve-boxes.ts), so no widget sheet carries a copy. clip-path, not display: none, keeps the
 * text in the accessibility tree; nowrap keeps the 1px box from reflowing words into a column.
 */
/** A product toggle before its upgrade, unless it will not upgrade (then the server's layout). */
const TOGGLE = 'rove-product-toggle:not(:defined):not([data-rove-failed])';

export const RESERVE_CSS =
  '@layer rove{' +
  // <rove-product-toggle>'s headings are hidden as its tabs will name them (below).
  `.rove-visually-hidden,${TOGGLE} .rove-product-toggle__title{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}` +
  'rove-love,rove-love-count{display:inline-block;vertical-align:middle;min-inline-size:2.75rem;min-block-size:2.75rem}' +
  'rove-search{display:block;min-block-size:2.75rem}' +
  'rove-search-results{display:block;min-block-size:40rem}' +
  // The smallest upgraded buy box (a sold-out two-option product, phone or desktop) is ~30rem.
  'rove-buybox{display:block;min-block-size:30rem}' +
  // The gallery's thumbnail strip (3.5rem + 0.75rem gap) under the server's image; once
  // defined, the widget's own sheet lays it out.
  'rove-product-media:not(:defined):not([data-rove-failed]){display:block;padding-bottom:4.25rem}' +
  // The cart page's 'Email my cart' row (its 2.75rem button) until it upgrades.
  'rove-email-cart:not(:defined):not([data-rove-failed]){display:block;min-block-size:2.75rem}' +
  // <rove-product-toggle> is upgraded when it comes near, often in view: until then it holds
  // the layout its tabs will have — shop-all in the tab row (on a phone under it, the row kept
  // empty) and only the first panel. Without this the hidden list and the tab row moved the
  // page by up to 0.85 as it upgraded (tests/e2e/home.spec.ts). Not in the host's sheet: were
  // the SDK never to load, the second list would stay hidden. Folded, not display:none: its
  // hearts keep boxes five screens down, so the loader still sees them as far (is-far.ts).
  `${TOGGLE}{display:block;&>.rove-product-toggle__shop-all{display:table;margin:0 0 .75rem auto;line-height:2.75rem}&>.rove-product-toggle__panel~.rove-product-toggle__panel{block-size:0;overflow:hidden;visibility:hidden}@media (max-width:540px){padding-block-start:3.5rem}}` +
  // Phones: <rove-header> folds each menu behind a disclosure button (a 2.75rem button with
  // 0.25rem margins, one row). Without the loader the menus stay open as links; with it they
  // fold at once and the button row is held until the header upgrades (a focused header
  // without menus, as on checkout, holds none). Held space and folded menus come back if the
  // chunk cannot load (the loader marks the element data-rove-failed).
  '@media (max-width:767px){' +
  'rove-header:not(:defined):not([data-rove-failed]) [data-rove-menu]{display:none}' +
  'rove-header:not(:defined):not([data-rove-failed]):has([data-rove-menu])::after{content:"";display:block;block-size:3.25rem}' +
  '}' +
  '}';
