import { markup, type SafeHtml } from '../lib/html';
import type { OrderState } from '../shop/checkout/order-state';
import { orderSummary } from './checkout-summary';

// /cart/checkout: <rove-checkout> runs the stepped checkout from the page settings. Without
// JavaScript the page says so and still shows what is being bought (the seed's checkout has no
// server-only path). A failed no-JS 'Review order' post shows its errors above.

function errorBlock(messages: readonly string[]): SafeHtml | '' {
  if (messages.length === 0) return '';
  return markup`<div class="checkout-messages" role="alert">
    <p class="checkout-messages__count">${messages.length} error(s).</p>
    <ul>${messages.map((m) => markup`<li>${m}</li>`)}</ul>
  </div>`;
}

export function checkoutPage(state: OrderState, messages: readonly string[] = []): SafeHtml {
  return markup`<header class="page-head"><h1 class="page-head__title">Checkout</h1></header>
    ${errorBlock(messages)}
    <rove-checkout class="checkout" order-id="${state.order.orderId}">
      <div class="checkout-fallback">
        <p class="checkout-fallback__note">
          <strong>Checkout needs JavaScript.</strong> Please turn JavaScript on in your browser to
          enter your details and pay, or call us on 1-800-555-0199 to order by phone
          (order #${state.order.orderId}).
        </p>
        ${orderSummary(state.lines, state.totals)}
        <p><a class="button button--ghost" href="/cart">Back to cart</a></p>
      </div>
    </rove-checkout>`;
}
