import { markup, type SafeHtml } from '../lib/html';

// A provider's return URL that cannot be honoured (unknown or unapproved token): the shopper is
// told so and sent back to the checkout; nothing was placed.
export function paymentErrorPage(message: string): SafeHtml {
  return markup`<header class="page-head"><h1 class="page-head__title">Payment not confirmed</h1></header>
    <div class="checkout-messages" role="alert"><p>${message}</p></div>
    <p><a class="button" href="/cart/checkout">Return to checkout</a></p>`;
}
