import { markup, type SafeHtml } from '../lib/html';
import type { OrderState } from '../shop/checkout/order-state';
import { orderSummary } from './checkout-summary';
import { paymentMethodName } from './checkout-review-page';

// /cart/checkout/complete: the placed order. No <rove-checkout> here: checkout behaviour is
// skipped on any URL containing 'complete' (spec/checkout.md §2).

export function checkoutCompletePage(state: OrderState): SafeHtml {
  const { order } = state;
  const paid = order.status === 'paid';
  return markup`<header class="page-head">
      <h1 class="page-head__title">Thank you for your order</h1>
      <p class="page-head__lead">
        Your order number is <strong class="checkout-complete__order">#${order.orderId}</strong>.
        ${paid ? `Paid by ${paymentMethodName(order.paymentMethod)}.` : 'We will email you how to pay.'}
        A confirmation has been sent to ${order.panes.email ?? 'your email address'}.
      </p>
    </header>
    <div class="checkout-complete" data-order-status="${order.status}">
      ${orderSummary(state.lines, state.totals)}
      <p><a class="button" href="/">Continue shopping</a></p>
    </div>`;
}
