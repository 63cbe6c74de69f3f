import type { Visitor } from '../../context';
import { trackedLines, trackingSettings } from '../tracking-settings';
import type { OrderState } from './order-state';

// The tracking settings of the checkout pages (the cart's lines) and of the complete page
// (the placed order: spec/marketing.md §3 Order — transaction_id, discount, shipping, tax, coupon,
// has_mulberry — sent once as GA4's purchase).

type SkuOf = (nid: number) => string | undefined;

export function checkoutTracking(visitor: Visitor, state: OrderState, skuOf: SkuOf) {
  return trackingSettings(visitor, 'checkout', {
    cart: trackedLines(state.lines, skuOf),
    orderId: String(state.order.orderId),
  });
}

export function purchaseTracking(visitor: Visitor, state: OrderState, skuOf: SkuOf) {
  const { totals } = state;
  return trackingSettings(visitor, 'other', {
    order: {
      transaction_id: String(state.order.orderId),
      shipping: totals.shipping ?? 0,
      discount: totals.discount,
      // The demo prices without sales tax (spec/checkout.md shows none).
      tax: 0,
      ...(totals.coupon ? { coupon: totals.coupon.code } : {}),
      has_mulberry: totals.protection > 0,
      items: trackedLines(state.lines, skuOf),
    },
  });
}
