/**
 * Every tag the SDK knows, with the import() of its chunk. The bundler turns each import()
 * into a separate hashed chunk, loaded only when its tag appears in the page. A map of
 * tag → loader keeps each new element to a few bytes of loader.js (budget 1.5 kB).
 */
export type ChunkLoader = () => Promise<unknown>;

export const REGISTRY: Readonly<Record<string, ChunkLoader>> = {
  'rove-love': () => import('../widgets/love/define'),
  'rove-delivery': () => import('../widgets/delivery/define'),
  'rove-financing': () => import('../widgets/financing/define'),
  'rove-love-count': () => import('../widgets/love-count/define'),
  'rove-search': () => import('../widgets/search/define'),
  'rove-search-results': () => import('../widgets/search-results/define'),
  'rove-buybox': () => import('../widgets/buybox/define'),
  'rove-checkout': () => import('../widgets/checkout/define'),
  'rove-cart': () => import('../widgets/cart/define'),
  'rove-cart-count': () => import('../widgets/cart-count/define'),
  'rove-product-media': () => import('../widgets/product-media/define'),
  'rove-email-cart': () => import('../widgets/email-cart/define'),
  'rove-chat': () => import('../widgets/chat/define'),
  'rove-popups': () => import('../widgets/popups/define'),
};

/**
 * Each element's box before and after upgrade, so nothing shifts when its chunk arrives
 * (server fallback content still shows inside). In @layer rove, so hosts can override;
 * the widgets' own sheets style what is inside. Elements not listed size to their content.
 */
export const RESERVE_CSS =
  '@layer rove{' +
  'rove-love,rove-love-count{display:inline-block;vertical-align:middle;min-inline-size:2.75rem;min-block-size:2.75rem}' +
  'rove-search{display:block;min-block-size:2.75rem}' +
  'rove-search-results{display:block;min-block-size:40rem}' +
  // The smallest upgraded buy box (a two-option product, phone or desktop) is ~31rem.
  'rove-buybox{display:block;min-block-size:30rem}' +
  // The gallery's thumbnail strip (3.5rem + 0.75rem gap) under the server's image; once
  // defined, the widget's own sheet lays it out.
  'rove-product-media:not(:defined){display:block;padding-bottom:4.25rem}' +
  '}';
