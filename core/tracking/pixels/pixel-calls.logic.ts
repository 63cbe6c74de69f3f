/**
 * What each ad network hears (issue 26, spec/marketing.md §4 and §9): the tracked events that stand
 * for a shopper's step towards an order, as each vendor's standard event. Pure: from a
 * data-layer event (core/tracking/events.ts) to the calls of the vendor's global function —
 * `fbq(...)`, `ttq.track(...)`, `pintrk(...)`, `gtag(...)`.
 *
 * The items arrive already mapped for the ad networks (core/tracking/items.ts): their `id` is
 * the sku, 'C-'-prefixed outside the US, and the excluded ids are left out of the items and of
 * the value. Each network gets the id its product catalogue is keyed by, in the field its
 * documentation matches against the catalogue (docs/vendors/*.md): Meta `content_ids` /
 * `contents[].id`, TikTok `contents[].content_id`, Pinterest `line_items[].product_id` — the ad
 * id, which the retailer's catalogues carry — and Google Ads `items[].id`, Merchant Center's
 * id (`id_google`) when the product has one. Values are in the currency's major unit, as every
 * vendor documents (`value: 142.52, currency: 'USD'`). A purchase carries the order id as the
 * vendors' deduplication event id (the tracking layer sends it once per order).
 */
import type { TrackedEvent } from '../events';
import type { TrackedItem } from '../items';

/** One call of a vendor's global function, e.g. `['track', 'AddToCart', {…}]`. */
export type PixelCall = readonly unknown[];

/** The vendors with a standard pixel. */
export type PixelVendorName = 'meta' | 'tiktok' | 'pinterest' | 'googleAds';

/** An ecommerce event's money and items. */
interface Commerce {
  currency: string;
  value: number;
  items: readonly TrackedItem[];
  /** The order id, on a purchase. */
  orderId?: string;
}

function commerceOf(event: TrackedEvent): Commerce | null {
  const ecommerce = event.ecommerce;
  if (!ecommerce || !Array.isArray(ecommerce['items'])) return null;
  const orderId = ecommerce['transaction_id'];
  return {
    currency: String(ecommerce['currency'] ?? ''),
    value: Number(ecommerce['value'] ?? 0),
    items: ecommerce['items'] as TrackedItem[],
    ...(typeof orderId === 'string' ? { orderId } : {}),
  };
}

/** Meta's standard events, by the GA4 event that stands for each. */
const META_EVENTS: Readonly<Record<string, string>> = {
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  add_payment_info: 'AddPaymentInfo',
  purchase: 'Purchase',
  search: 'Search',
  add_to_wishlist: 'AddToWishlist',
  generate_lead: 'Lead',
};

/** The GA4 events an ad network hears, and their name there (absent: the vendor has none). */
const STANDARD_EVENTS: Readonly<Record<PixelVendorName, Readonly<Record<string, string>>>> = {
  meta: META_EVENTS,
  // TikTok names its events as Meta does; a newsletter sign-up is its Subscribe.
  tiktok: { ...META_EVENTS, generate_lead: 'Subscribe' },
  // Pinterest's tag has no begin-checkout, payment-info or wishlist event.
  pinterest: {
    view_item: 'pagevisit',
    add_to_cart: 'addtocart',
    purchase: 'checkout',
    search: 'search',
    generate_lead: 'lead',
  },
  // Google Ads' dynamic remarketing for retail: its own event names are GA4's.
  googleAds: {
    view_item: 'view_item',
    add_to_cart: 'add_to_cart',
    begin_checkout: 'begin_checkout',
    purchase: 'purchase',
  },
};

const searchTerm = (event: TrackedEvent) => String(event['search_term'] ?? '');
const quantityOf = (items: readonly TrackedItem[]) =>
  items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * Meta's and TikTok's shape: `track(name, data[, {dedup id}])` — the sale's products as the
 * vendor lists them, its value and currency, and the order id under the vendor's key.
 */
function trackCall(
  name: string,
  event: TrackedEvent,
  products: (items: readonly TrackedItem[]) => Record<string, unknown>,
  search: (term: string) => Record<string, unknown>,
  dedupKey: 'eventID' | 'event_id',
): PixelCall {
  if (event.event === 'search') return ['track', name, search(searchTerm(event))];
  const sale = commerceOf(event);
  if (!sale) return ['track', name, { value: event['value'], currency: event['currency'] }];
  const data = { ...products(sale.items), value: sale.value, currency: sale.currency };
  return sale.orderId ? ['track', name, data, { [dedupKey]: sale.orderId }] : ['track', name, data];
}

/**
 * Meta's pixel: content ids and contents (`id` and `quantity` are Meta's required keys);
 * `num_items` only with InitiateCheckout, as Meta documents it; the order id is its `eventID`
 * (4th argument).
 */
const metaCall = (name: string, event: TrackedEvent) =>
  trackCall(
    name,
    event,
    (items) => ({
      content_ids: items.map((item) => item.id),
      content_type: 'product',
      contents: items.map((item) => ({
        id: item.id,
        quantity: item.quantity,
        ...(item.price === undefined ? {} : { item_price: item.price }),
      })),
      ...(name === 'InitiateCheckout' ? { num_items: quantityOf(items) } : {}),
    }),
    (term) => ({ search_string: term }),
    'eventID',
  );

/**
 * TikTok's pixel: `content_type: 'product'` because the ids are catalogue skus, and contents;
 * a search carries the term under both names TikTok's pages give it; the order id is its
 * `event_id` (3rd argument to `ttq.track`).
 */
const tiktokCall = (name: string, event: TrackedEvent) =>
  trackCall(
    name,
    event,
    (items) => ({
      content_type: 'product',
      content_ids: items.map((item) => item.id),
      contents: items.map((item) => ({
        content_id: item.id,
        content_type: 'product',
        content_name: item.item_name,
        quantity: item.quantity,
        ...(item.price === undefined ? {} : { price: item.price }),
        ...(item.item_category ? { content_category: item.item_category } : {}),
        brand: item.item_brand,
      })),
    }),
    (term) => ({ search_string: term, query: term }),
    'event_id',
  );

/** Pinterest's tag: line items; a checkout carries the order id and the same event id. */
function pinterestCall(name: string, event: TrackedEvent): PixelCall {
  if (event.event === 'search') return ['track', name, { search_query: searchTerm(event) }];
  const sale = commerceOf(event);
  if (!sale) return ['track', name, { lead_type: 'Newsletter' }];
  return [
    'track',
    name,
    {
      value: sale.value,
      currency: sale.currency,
      order_quantity: quantityOf(sale.items),
      line_items: sale.items.map((item) => ({
        product_id: item.id,
        product_name: item.item_name,
        product_quantity: item.quantity,
        ...(item.price === undefined ? {} : { product_price: item.price }),
        ...(item.item_category ? { product_category: item.item_category } : {}),
        ...(item.item_variant ? { product_variant: item.item_variant } : {}),
        product_brand: item.item_brand,
      })),
      ...(sale.orderId ? { order_id: sale.orderId, event_id: sale.orderId } : {}),
    },
  ];
}

/** Google Ads' remarketing event: the ad ids with the retail vertical, for the account's tag. */
function googleAdsCall(name: string, event: TrackedEvent, account: string): PixelCall {
  const sale = commerceOf(event);
  return [
    'event',
    name,
    {
      send_to: account,
      value: sale?.value ?? 0,
      currency: sale?.currency,
      // Google matches `id` against Merchant Center: its own id for the product when given.
      items: (sale?.items ?? []).map((item) => ({
        id: item.id_google ?? item.id,
        google_business_vertical: 'retail',
      })),
    },
  ];
}

/** A Google Ads conversion the account has set up for this event (`conversions` by GA4 name). */
function googleAdsConversion(event: TrackedEvent, label: string): PixelCall {
  const sale = commerceOf(event);
  return [
    'event',
    'conversion',
    {
      send_to: label,
      value: sale?.value ?? event['value'] ?? 0,
      currency: sale?.currency ?? event['currency'],
      ...(sale?.orderId ? { transaction_id: sale.orderId } : {}),
    },
  ];
}

/** What a vendor's pixel needs besides the event: Google Ads' account and conversion labels. */
export interface PixelAccount {
  /** The vendor's pixel / tag / account id. */
  id: string;
  /** Google Ads: conversion labels ('AW-123/AbC') by the GA4 event that completes them. */
  conversions?: Readonly<Record<string, string>>;
}

type CallBuilder = (
  name: string | undefined,
  event: TrackedEvent,
  account: PixelAccount,
) => PixelCall[];

const only =
  (build: (name: string, event: TrackedEvent) => PixelCall): CallBuilder =>
  (name, event) =>
    name ? [build(name, event)] : [];

const BUILDERS: Readonly<Record<PixelVendorName, CallBuilder>> = {
  meta: only(metaCall),
  tiktok: only(tiktokCall),
  pinterest: only(pinterestCall),
  googleAds: (name, event, account) => {
    const label = account.conversions?.[event.event];
    return [
      ...(name ? [googleAdsCall(name, event, account.id)] : []),
      ...(label ? [googleAdsConversion(event, label)] : []),
    ];
  },
};

/**
 * The calls a vendor's global function gets for a tracked event; none for an event the
 * vendor has no standard event for.
 *
 * @example pixelCalls('meta', { event: 'search', search_term: 'sofa' }, { id: '1234567' })
 * // [['track', 'Search', { search_string: 'sofa' }]]
 */
export function pixelCalls(
  vendor: PixelVendorName,
  event: TrackedEvent,
  account: PixelAccount,
): PixelCall[] {
  return BUILDERS[vendor](STANDARD_EVENTS[vendor][event.event], event, account);
}
