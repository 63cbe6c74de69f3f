import { markup, type SafeHtml } from '../lib/html';
import type { OrderState } from '../shop/checkout/order-state';
import { billingAddress } from '../shop/checkout/panes';
import { addressBlock, orderSummary } from './checkout-summary';

// /cart/checkout/review (body class page-cart-checkout-review): the stored order as the server
// validated it, with the action pane (back / submit). The submit is a plain form post, so the
// page works without JavaScript; <rove-checkout view="review"> only moves the action pane by
// screen size (spec/checkout.md §2).

const METHOD_NAMES: Readonly<Record<string, string>> = {
  stripe: 'Card',
  credit: 'Store credit',
  store_credit: 'Store credit',
  affirm: 'Affirm',
  paybright: 'PayBright',
  klarna: 'Klarna',
  other: 'Bank transfer (we will email you the details)',
};

export function paymentMethodName(method: string | undefined | null): string {
  return (method && METHOD_NAMES[method]) || METHOD_NAMES['other'] || '';
}

export function checkoutReviewPage(state: OrderState): SafeHtml {
  const { panes } = state.order;
  const protection =
    state.warrantyPane && (panes.protectionTerm ?? 0) > 0
      ? `${(panes.protectionTerm ?? 0) / 12}-year protection`
      : 'No protection';
  return markup`<header class="page-head"><h1 class="page-head__title">Review your order</h1></header>
    <rove-checkout class="checkout-review" view="review" order-id="${state.order.orderId}">
      <div class="checkout-review__layout">
        <section class="checkout-review__details" aria-label="Order details">
          <dl class="checkout-review__facts">
            <dt>Order</dt><dd>#${state.order.orderId}</dd>
            <dt>Email</dt><dd>${panes.email ?? ''}</dd>
            <dt>Membership</dt><dd>${state.activeMember ? 'Active member' : panes.membership === 1 ? 'Joining (1 year)' : 'No membership'}</dd>
            <dt>Shipping to</dt><dd>${addressBlock(panes.delivery)}</dd>
            <dt>Billing</dt><dd>${addressBlock(billingAddress(panes))}</dd>
            <dt>Delivery</dt><dd>${state.quote?.title ?? '—'}</dd>
            <dt>Protection</dt><dd>${protection}</dd>
            <dt>Payment</dt><dd>${paymentMethodName(panes.paymentMethod ?? 'other')}</dd>
          </dl>
        </section>
        ${orderSummary(state.lines, state.totals, state.quote?.name)}
      </div>
      <div class="checkout-review__actions" id="review-actions">
        <form method="post" action="/cart/checkout/review" class="checkout-review__form">
          <a class="button button--ghost" href="/cart/checkout">Back</a>
          <button class="button" type="submit" name="op" value="Submit order">Submit order</button>
        </form>
      </div>
    </rove-checkout>`;
}
