/**
 * Every element the SDK ships (one per widgets/<name>/define.ts), with what the lifecycle
 * suite needs to know about it: the demo page whose server HTML gives it its settings, body
 * flags and markup; what only the upgraded element shows; the request it sends on mount; and
 * the properties a page may set before the definition arrives.
 */

/** A property set on the element before its definition exists. */
export interface EarlyProperty {
  property: string;
  /** Taken from this attribute of the server markup (which the case then leaves out)… */
  attribute?: string;
  type?: 'number' | 'string';
  /** …or this value, for elements whose properties have no attribute twin in the markup. */
  value?: string | number;
}

export interface LifecycleElement {
  tag: string;
  /** The demo page (path and query) the element is taken from; its address is reused. */
  source: string;
  /**
   * Matched by the element itself or inside it once it has rendered, never by the server's
   * markup (checked before every upgrade, so the suite cannot pass on the fallback).
   */
  ready: string;
  /** The request it sends on mount (URL pathname + search), held in the removal case. */
  mountRequest?: RegExp;
  properties?: readonly EarlyProperty[];
  /** Its view waits until the shopper reaches for it (a pointer over it, the focus in it). */
  waitsForShopper?: boolean;
  /** Documented to render once per page however many copies there are: the reason. */
  oncePerPage?: string;
}

const nid: EarlyProperty = { property: 'nid', attribute: 'nid', type: 'number' };

export const LIFECYCLE_ELEMENTS: readonly LifecycleElement[] = [
  { tag: 'rove-accordion', source: '/host-connect', ready: '.rove-accordion--ready' },
  {
    tag: 'rove-ar-tour',
    source: '/planner',
    ready: '.rove-ar-tour--ready',
    properties: [{ property: 'tip', value: 1 }],
  },
  {
    tag: 'rove-buybox',
    source: '/product/demo-in-stock',
    ready: ':scope > .rove-buybox',
    mountRequest: /^\/ajax\/uc_mulberry/,
    properties: [nid],
  },
  {
    tag: 'rove-carousel',
    source: '/',
    ready: '.rove-carousel--ready',
    properties: [{ property: 'index', value: 1 }],
  },
  { tag: 'rove-cart', source: '/demo/cart', ready: ':scope > .rove-cart' },
  { tag: 'rove-cart-count', source: '/', ready: '.rove-cart-count__link' },
  { tag: 'rove-chat', source: '/help', ready: ':scope > .rove-chat' },
  {
    tag: 'rove-checkout',
    source: '/demo/checkout-cart',
    ready: '.rove-checkout__main',
    properties: [{ property: 'orderId', attribute: 'order-id', type: 'number' }],
  },
  { tag: 'rove-country', source: '/', ready: ':scope > .rove-country' },
  {
    tag: 'rove-delivery',
    source: '/product/demo-in-stock',
    ready: ':scope > .rove-delivery',
    properties: [nid],
  },
  { tag: 'rove-email-cart', source: '/demo/cart', ready: ':scope > .rove-email-cart' },
  {
    tag: 'rove-financing',
    source: '/product/demo-financing',
    ready: ':scope > .rove-financing',
    properties: [nid],
  },
  {
    tag: 'rove-header',
    source: '/',
    ready: ':scope > .rove-header__progress',
    mountRequest: /^\/ajax\/live_info\.json/,
  },
  {
    tag: 'rove-host-listing',
    source: '/host-connect',
    ready: '.rove-host-listing__count[aria-live]',
  },
  { tag: 'rove-listing', source: '/category/sofas', ready: '.rove-listing__grid' },
  {
    tag: 'rove-love',
    source: '/category/sofas',
    ready: '.rove-love__button',
    properties: [nid, { property: 'productTitle', attribute: 'product-title', type: 'string' }],
  },
  { tag: 'rove-love-count', source: '/', ready: '.rove-love-count__link' },
  {
    tag: 'rove-membership',
    source: '/product/demo-financing',
    ready: ':scope > .rove-membership',
    properties: [nid],
  },
  {
    tag: 'rove-photo-wall',
    source: '/community',
    ready: '.rove-photo-wall__footer',
    mountRequest: /^\/community\/photos/,
    properties: [
      { property: 'endpoint', attribute: 'endpoint', type: 'string' },
      { property: 'maxPages', attribute: 'max-pages', type: 'number' },
    ],
  },
  { tag: 'rove-poem', source: '/', ready: '.rove-poem--ready' },
  // The countdown banner shows at once on this campaign (its popups wait for their timers).
  {
    tag: 'rove-popups',
    source: '/campaign/spring-sale',
    ready: '.rove-countdown',
    oncePerPage: 'the countdown banner shows once per page (README: the first instance keeps it)',
  },
  {
    tag: 'rove-product-media',
    source: '/product/demo-in-stock',
    ready: ':scope > .rove-product-media',
    properties: [nid],
  },
  {
    tag: 'rove-product-toggle',
    source: '/',
    ready: '.rove-product-toggle--ready',
    properties: [{ property: 'tab', value: 'new-arrivals' }],
  },
  {
    tag: 'rove-reviews-wall',
    source: '/reviews',
    ready: '.rove-scroller__footer',
    mountRequest: /^\/api\/reviews-provider-sim\//,
  },
  {
    tag: 'rove-scroller',
    source: '/blog',
    ready: '.rove-scroller__footer',
    mountRequest: /^\/blog\?page=2/,
  },
  { tag: 'rove-search', source: '/', ready: '.rove-search__form', waitsForShopper: true },
  {
    tag: 'rove-search-results',
    // The CMS's plain fallback: the SDK's own rendering (the default page) already shows the
    // heading, and is hydrated rather than rendered (widgets/search-results/server-render.test.tsx
    // covers its lifecycle: moved, another language, a refused answer).
    source: '/search/products/sofa?server-render=off',
    ready: '.rove-search-results__heading',
    mountRequest: /^\/1\/indexes\/\*\/queries/,
  },
  { tag: 'rove-swatch-request', source: '/swatch-request', ready: ':scope > .rove-swatch-request' },
  { tag: 'rove-trade-application', source: '/trade/apply', ready: ':scope > .rove-trade' },
  { tag: 'rove-videos', source: '/videos', ready: '.rove-videos--ready' },
];
