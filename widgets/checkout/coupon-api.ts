import { callJson } from '../../core/http/json';
import { checkoutMessages } from '../../core/i18n/checkout';
import { logOnce } from '../../core/log';
import { nullable, object, type Infer } from '../../core/schema';
import { storeCreditSchema, totalsSchema } from './checkout-config';

// The coupon pane's calls: POST /cart/coupon/apply {code} (answers the open order's totals and
// store credit) and the cart's own POST /cart/coupon/remove (answers the cart page's view, which
// the checkout does not need: it re-prices in place with coupon.logic's withCoupon).

interface CallContext {
  readonly basePath: string;
  readonly signal?: AbortSignal;
}

// `order` is required (null when there is no open order): a 200 without it is no answer, and
// taking it for "applied" would leave the shopper with no total change and no message.
const applyReply = object({
  order: nullable(object({ totals: totalsSchema, storeCredit: storeCreditSchema })),
});

/** The order's new figures after a coupon was applied (null when there is no open order). */
export type CouponOrder = Infer<typeof applyReply>['order'];

export type ApplyCouponResult =
  | { readonly kind: 'applied'; readonly order: CouponOrder }
  /** The server does not know the code (400). */
  | { readonly kind: 'invalid' }
  | { readonly kind: 'failed' };

/**
 * POST /cart/coupon/apply {code}.
 *
 * @example await applyCoupon('ROVE10', { basePath: '/' }) // { kind: 'applied', order: { totals, storeCredit } }
 */
export async function applyCoupon(code: string, context: CallContext): Promise<ApplyCouponResult> {
  const reply = await callJson('cart/coupon/apply', applyReply, {
    ...context,
    method: 'POST',
    json: { code },
  });
  if (reply.ok) return { kind: 'applied', order: reply.data.order };
  if (reply.error.kind === 'http' && reply.error.status === 400) return { kind: 'invalid' };
  if (reply.error.kind !== 'aborted')
    logOnce('warn', 'checkout:coupon', checkoutMessages.en.erroneousRequest, reply.error.message);
  return { kind: 'failed' };
}

/**
 * POST /cart/coupon/remove (the cart page's call); true once the server has removed it.
 *
 * @example await removeCoupon({ basePath: '/' }) // true
 */
export async function removeCoupon(context: CallContext): Promise<boolean> {
  const reply = await callJson('cart/coupon/remove', object({}), { ...context, method: 'POST' });
  if (!reply.ok && reply.error.kind !== 'aborted')
    logOnce('warn', 'checkout:coupon', checkoutMessages.en.erroneousRequest, reply.error.message);
  return reply.ok;
}
