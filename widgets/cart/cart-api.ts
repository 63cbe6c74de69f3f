import { COUNTRIES } from '../../core/country';
import { isCurrency, type Currency } from '../../core/currency';
import { callJson, type HttpResult } from '../../core/http/json';
import {
  array,
  boolean,
  check,
  map,
  nullable,
  number,
  object,
  oneOf,
  string,
  type CheckResult,
  type Infer,
} from '../../core/schema';

// The cart page's data (settings.cartPage) and its calls. Every call answers the whole cart in
// the same shape, so the hook replaces its server state with each reply.

const money = number({ min: 0 });

const cartLineSchema = object({
  nid: number({ integer: true, min: 1 }),
  model: string(),
  title: string(),
  url: string(),
  image: string(),
  options: string(),
  price: money,
  memberPrice: money,
  compareAt: money,
  qty: number({ integer: true, min: 1, max: 10 }),
  protection: nullable(object({ id: string(), title: string(), cost: money })),
  custom: boolean(),
  available: boolean(),
});

const currency = map(string(), (value): Currency => (isCurrency(value) ? value : 'USD'));

/** The cart as the server describes it (settings.cartPage and every reply). */
export const cartViewSchema = object({
  count: number({ integer: true, min: 0 }),
  country: oneOf(COUNTRIES),
  currency,
  lines: array(cartLineSchema),
  totals: object({
    subtotal: money,
    memberPricing: boolean(),
    memberSavings: money,
    protection: money,
    discount: money,
    total: number(),
  }),
  coupon: nullable(object({ code: string(), title: string() })),
  customTermsAgreed: boolean(),
});

export type CartView = Infer<typeof cartViewSchema>;
export type CartViewLine = CartView['lines'][number];

/** A line's key in maps of quantities: 'nid:model'. */
export function lineKey(line: { nid: number; model: string }): string {
  return `${line.nid}:${line.model}`;
}

/**
 * settings.cartPage, validated.
 *
 * @example checkCartView(getSettings().extra['cartPage'])
 */
export function checkCartView(value: unknown): CheckResult<CartView> {
  return check(cartViewSchema, value);
}

interface CallContext {
  basePath: string;
  signal?: AbortSignal;
}

/**
 * `POST {basePath}cart/update` {lines: [{nid, model, qty}]} (qty 0 removes) → the cart. Not
 * retried by the HTTP layer: the hook keeps the changes and sends them again itself. It outlives
 * the page (`keepalive`), so a reload right after a change does not cancel it.
 *
 * @example await updateCart([{ nid: 1001, model: 'RC1001-A', qty: 3 }], { basePath: '/' });
 */
export function updateCart(
  lines: readonly { nid: number; model: string; qty: number }[],
  context: CallContext,
): Promise<HttpResult<CartView>> {
  return callJson('cart/update', cartViewSchema, {
    ...context,
    method: 'POST',
    idempotent: false,
    // A removal shown as done must reach the server even if the shopper leaves at once.
    keepalive: true,
    json: { lines },
  });
}

/** `GET {basePath}cart/view` → the cart (after a 409, to learn which lines are gone). */
export function fetchCart(context: CallContext): Promise<HttpResult<CartView>> {
  return callJson('cart/view', cartViewSchema, { ...context });
}

/** `POST {basePath}cart/coupon/remove` → the cart. */
export function removeCoupon(context: CallContext): Promise<HttpResult<CartView>> {
  return callJson('cart/coupon/remove', cartViewSchema, {
    ...context,
    method: 'POST',
    idempotent: false,
    json: {},
  });
}

/** `POST {basePath}cart/custom-terms` {agree: true} → the cart (customTermsAgreed true). */
export function agreeToCustomTerms(context: CallContext): Promise<HttpResult<CartView>> {
  return callJson('cart/custom-terms', cartViewSchema, {
    ...context,
    method: 'POST',
    idempotent: false,
    json: { agree: true },
  });
}
