import type { Database } from 'better-sqlite3';
import type { OrderRecord } from '../../db/checkout';
import { cartState } from '../../db/cart';
import { findUser } from '../../db/users';
import { DEMO_COUPONS } from '../cart-view';
import type { ProductStore } from '../product-store';
import { addressErrors } from './address-rules';
import { hasWarrantyPane, pricedCartLines, type PricedLine } from './order-lines';
import { orderTotals, type AppliedCoupon, type OrderTotals } from './pricing';
import { shippingQuotes, type QuoteOption } from './quotes';

// An order as the checkout sees it: the stored panes plus what follows from them right now
// (lines priced from the cart, quotes for the delivery address, the chosen quote, totals).
// Placed orders answer their frozen lines and totals instead.

export interface CheckoutDeps {
  db: Database;
  products: ProductStore;
}

export interface OrderState {
  order: OrderRecord;
  lines: PricedLine[];
  /** The order's account is an active member: member prices, no fee, no membership choice. */
  activeMember: boolean;
  /** Quotes for the stored delivery address; [] while it is incomplete or invalid. */
  quotes: QuoteOption[];
  /** The stored quote option when it is one of `quotes`. */
  quote: QuoteOption | undefined;
  totals: OrderTotals;
  warrantyPane: boolean;
}

export function isActiveMember(db: Database, uid: number | null): boolean {
  return uid !== null && findUser(db, uid)?.member === true;
}

/** The visitor's cart coupon as the checkout prices it (an unknown stored code counts as none). */
export function cartCoupon(db: Database, visitor: string): AppliedCoupon | null {
  const code = cartState(db, visitor).coupon;
  const known = code !== null && Object.hasOwn(DEMO_COUPONS, code) ? DEMO_COUPONS[code] : undefined;
  return code !== null && known ? { code, title: known.title, rate: known.rate } : null;
}

export function orderState(deps: CheckoutDeps, order: OrderRecord): OrderState {
  const activeMember = isActiveMember(deps.db, order.uid);
  if (order.placedLines && order.placedTotals) {
    return {
      order,
      lines: order.placedLines,
      activeMember,
      quotes: [],
      quote: undefined,
      totals: order.placedTotals,
      warrantyPane: hasWarrantyPane(order.placedLines),
    };
  }
  const { panes } = order;
  const lines = pricedCartLines(deps.db, deps.products, order.visitor, order.country);
  const memberPricing = activeMember || panes.membership === 1;
  const deliveryOk =
    panes.delivery !== undefined &&
    Object.keys(addressErrors(panes.delivery, 'delivery', order.country)).length === 0;
  const quotes =
    deliveryOk && panes.delivery
      ? shippingQuotes(panes.delivery, order.country, order.currency, memberPricing)
      : [];
  const quote = quotes.find((q) => q.id === panes.quoteOption);
  const warrantyPane = hasWarrantyPane(lines);
  const totals = orderTotals(lines, {
    currency: order.currency,
    activeMember,
    membership: panes.membership,
    protectionTerm: warrantyPane ? (panes.protectionTerm ?? 0) : 0,
    shipping: quote ? quote.price : null,
    coupon: cartCoupon(deps.db, order.visitor),
  });
  return { order, lines, activeMember, quotes, quote, totals, warrantyPane };
}
