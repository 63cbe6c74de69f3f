/**
 * Builders for the data-layer events of spec/marketing.md §2, as GA4 ecommerce events where GA4 has one
 * and as the site's own snake_case events otherwise. Each builder is pure: it returns the
 * object that data-layer.ts pushes. The specification names the events but does not show their
 * parameters beyond the ones quoted here; where it is silent the shape is GA4's recommended
 * one (https://developers.google.com/analytics/devguides/collection/ga4/reference/events).
 * No event carries an email, name or phone: Google's policies forbid personal data in GA.
 */
import type { Currency } from '../money';
import { itemsValue, toItem, toItems, type ItemContext, type TrackedProduct } from './items';

/** One data-layer entry: a GA4 event name and its parameters. */
export interface TrackedEvent {
  event: string;
  ecommerce?: Record<string, unknown>;
  [parameter: string]: unknown;
}

/** Item mapping context plus the page's currency. */
export interface EventContext extends ItemContext {
  currency: Currency;
}

/** Item lists of spec/marketing.md §9: search results show 3 tracked items, category lists 8. */
export const LIST_SIZE = { search: 3, category: 8 } as const;

/** Newsletter sign-up value (spec/marketing.md §9). */
export const NEWSLETTER_VALUE = 35;

function commerce(
  event: string,
  products: readonly TrackedProduct[],
  context: EventContext,
  extra: Record<string, unknown> = {},
): TrackedEvent {
  const items = toItems(products, context);
  return {
    event,
    ecommerce: { currency: context.currency, value: itemsValue(items), ...extra, items },
  };
}

/** @example viewItem(sofa, context) // { event: 'view_item', ecommerce: { currency, value, items: [sofa] } } */
export const viewItem = (product: TrackedProduct, context: EventContext) =>
  commerce('view_item', [product], context);

/**
 * The first 3 (search) or 8 (category) products of a list, indexed from 0.
 *
 * @example viewItemList('category', 'Sofas', products, context).ecommerce.items.length // ≤ 8
 */
export function viewItemList(
  list: keyof typeof LIST_SIZE,
  name: string,
  products: readonly TrackedProduct[],
  context: EventContext,
): TrackedEvent {
  return {
    event: 'view_item_list',
    ecommerce: {
      item_list_id: list,
      item_list_name: name,
      items: toItems(products.slice(0, LIST_SIZE[list]), context, true),
    },
  };
}

/** @example selectItem('search', 'sofa', sofa, 2, context) */
export function selectItem(
  list: string,
  name: string,
  product: TrackedProduct,
  index: number,
  context: EventContext,
): TrackedEvent {
  const item = toItem(product, context, index);
  return {
    event: 'select_item',
    ecommerce: { item_list_id: list, item_list_name: name, items: item ? [item] : [] },
  };
}

/**
 * Wishlist add (GA4 add_to_wishlist) or remove (GA4 has none: the site's remove_from_wishlist).
 *
 * @example wishlist(true, sofa, context).event // 'add_to_wishlist'
 */
export const wishlist = (added: boolean, product: TrackedProduct, context: EventContext) =>
  commerce(added ? 'add_to_wishlist' : 'remove_from_wishlist', [product], context);

/** @example addToCart([sofa], context).event // 'add_to_cart' */
export const addToCart = (products: readonly TrackedProduct[], context: EventContext) =>
  commerce('add_to_cart', products, context);

/** @example removeFromCart([sofa], context).event // 'remove_from_cart' */
export const removeFromCart = (products: readonly TrackedProduct[], context: EventContext) =>
  commerce('remove_from_cart', products, context);

/** @example viewCart(cart, context).event // 'view_cart' */
export const viewCart = (products: readonly TrackedProduct[], context: EventContext) =>
  commerce('view_cart', products, context);

/** @example beginCheckout(cart, context, 'SAVE10').ecommerce.coupon // 'SAVE10' */
export const beginCheckout = (
  products: readonly TrackedProduct[],
  context: EventContext,
  coupon?: string,
) => commerce('begin_checkout', products, context, coupon ? { coupon } : {});

/** Legacy step 4 (spec/marketing.md §4): shipping tier 'Ground'. @example addShippingInfo(cart, context).ecommerce.shipping_tier // 'Ground' */
export const addShippingInfo = (products: readonly TrackedProduct[], context: EventContext) =>
  commerce('add_shipping_info', products, context, { shipping_tier: 'Ground' });

/** Legacy step 6 (spec/marketing.md §4): payment type 'Credit Card'. @example addPaymentInfo(cart, context).ecommerce.payment_type // 'Credit Card' */
export const addPaymentInfo = (products: readonly TrackedProduct[], context: EventContext) =>
  commerce('add_payment_info', products, context, { payment_type: 'Credit Card' });

/**
 * A checkout step in the legacy numbering, with its option: the review page sends step 4
 * with 'Payment Entered' (spec/marketing.md §4). GA4 has no step event; this is the site's own.
 *
 * @example checkoutStep(4, 'Payment Entered') // { event: 'checkout_step', checkout_step: 4, checkout_option: 'Payment Entered' }
 */
export const checkoutStep = (step: number, option?: string): TrackedEvent => ({
  event: 'checkout_step',
  checkout_step: step,
  ...(option ? { checkout_option: option } : {}),
});

/** The specification's order entity (transaction_id … has_mulberry). */
export interface TrackedOrder {
  transaction_id: string;
  tax?: number;
  shipping?: number;
  discount?: number;
  coupon?: string;
  /** The order carries a protection (Mulberry) plan. */
  has_mulberry?: boolean;
}

/**
 * GA4 purchase; value is the subtotal of the tracked items, so the excluded ids (spec/marketing.md §9)
 * stay out of it.
 *
 * @example purchase({ transaction_id: '1001', tax: 80 }, cart, context).ecommerce.value // 999
 */
export function purchase(
  order: TrackedOrder,
  products: readonly TrackedProduct[],
  context: EventContext,
): TrackedEvent {
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(order)) if (value !== undefined) extra[key] = value;
  return commerce('purchase', products, context, extra);
}

/** @example search('sofa') // { event: 'search', search_term: 'sofa' } */
export const search = (term: string): TrackedEvent => ({ event: 'search', search_term: term });

/** GA4's view_search_results. @example searchResults('sofa', 42).results // 42 */
export const searchResults = (term: string, results: number): TrackedEvent => ({
  event: 'view_search_results',
  search_term: term,
  results,
});

/**
 * The newsletter sign-up: GA4's generate_lead with the specification's value 35. (sign_up stays for
 * account creation: counting the newsletter twice would double the conversion.)
 *
 * @example newsletterSignup('USD') // { event: 'generate_lead', value: 35, currency: 'USD', lead_source: 'newsletter' }
 */
export const newsletterSignup = (currency: Currency): TrackedEvent => ({
  event: 'generate_lead',
  value: NEWSLETTER_VALUE,
  currency,
  lead_source: 'newsletter',
});

/** An account or trade registration. @example signUp('trade') // { event: 'sign_up', method: 'trade' } */
export const signUp = (method: string): TrackedEvent => ({ event: 'sign_up', method });

/** A logged-in visitor (spec/marketing.md §4). @example login() // { event: 'login', method: 'site' } */
export const login = (): TrackedEvent => ({ event: 'login', method: 'site' });

/** Page types recognised for tracking (spec/marketing.md §2), 'other' for the rest. */
export type PageType = 'home' | 'category' | 'product' | 'cart' | 'checkout' | 'other';

/** @example pageView('home', 'New') // { event: 'page_view', page_type: 'home', customer_type: 'New' } */
export const pageView = (pageType: PageType, customerType: string): TrackedEvent => ({
  event: 'page_view',
  page_type: pageType,
  customer_type: customerType,
});

/** @example changeCountry('US', 'CA') // { event: 'change_country', country_from: 'US', country_to: 'CA' } */
export const changeCountry = (from: string, to: string): TrackedEvent => ({
  event: 'change_country',
  country_from: from,
  country_to: to,
});

/** Notify-me for a sold-out model; the shopper's email stays out. @example notifyMe(sofa, context).event // 'notify_me' */
export const notifyMe = (product: TrackedProduct, context: EventContext) =>
  commerce('notify_me', [product], context);

/**
 * A coupon applied or removed, with the cart total the server answered.
 *
 * @example coupon('add', 'SAVE10', 900) // { event: 'coupon', coupon_action: 'add', coupon: 'SAVE10', value: 900 }
 */
export const coupon = (action: string, code: string, total?: number): TrackedEvent => ({
  event: 'coupon',
  coupon_action: action,
  coupon: code,
  ...(total === undefined ? {} : { value: total }),
});

/** Email-my-cart sent (the addresses stay out). @example emailCart(2, true, cart, context).email_count // 2 */
export const emailCart = (
  count: number,
  subscribe: boolean,
  products: readonly TrackedProduct[],
  context: EventContext,
): TrackedEvent => ({
  ...commerce('email_cart', products, context),
  email_count: count,
  subscribe,
});

/** @example directionsClick('Toronto') // { event: 'directions_click', location: 'Toronto' } */
export const directionsClick = (location: string): TrackedEvent => ({
  event: 'directions_click',
  location,
});

/** @example lookbookOpen('Spring 2026') // { event: 'lookbook_open', lookbook: 'Spring 2026' } */
export const lookbookOpen = (lookbook: string): TrackedEvent => ({
  event: 'lookbook_open',
  lookbook,
});

/** Swatches requested or displayed. @example swatch('request', 3) // { event: 'swatch_request', swatch_count: 3 } */
export const swatch = (action: 'request' | 'display', count: number): TrackedEvent => ({
  event: `swatch_${action}`,
  swatch_count: count,
});

/** Forms of spec/marketing.md §2 whose submissions are tracked. */
export type TrackedForm = 'swatch' | 'contact' | 'trade' | 'giftcard' | 'outlet';

/** GA4's form_submit shape. @example formSubmit('contact') // { event: 'form_submit', form_name: 'contact' } */
export const formSubmit = (form: TrackedForm): TrackedEvent => ({
  event: 'form_submit',
  form_name: form,
});

/**
 * A checkout step refused to continue (spec/checkout.md checkoutError), with its message.
 *
 * @example checkoutError('Please complete this field', 2, ['city']).message // 'Please complete this field'
 */
export const checkoutError = (
  message: string,
  step: number,
  fields: readonly string[] = [],
): TrackedEvent => ({
  event: 'checkout_error',
  message,
  checkout_step: step,
  fields: fields.join(','),
});
