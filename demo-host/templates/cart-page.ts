import { markup, type SafeHtml } from '../lib/html';
import { formatMoney } from '../lib/money';
import type { CartView, CartViewLine } from '../shop/cart-view';

// /cart: <rove-cart> with a fallback that works without JavaScript (a table whose quantity and
// remove forms post to /cart/update, the coupon's remove form, and the custom-order terms form
// before checkout). The widget replaces it and reads the same figures from settings.cartPage.

/**
 * Seed 002 §9's processing estimate, for the fallback (the widget has its own in
 * widgets/cart/cart.logic.ts; the demo host may not import widgets).
 */
export function processingText(cart: CartView): string {
  const custom = cart.lines.some((line) => line.custom);
  if (custom) return cart.country === 'HK' ? '8-10 weeks' : '17-22 weeks';
  const max = cart.country === 'HK' ? 2 : cart.country === 'US' ? 5 : 4;
  return `1-${max} business days`;
}

function lineRow(line: CartViewLine, cart: CartView): SafeHtml {
  const unit = cart.totals.memberPricing ? line.memberPrice : line.price;
  return markup`<tr class="cart-line" data-nid="${line.nid}" data-model="${line.model}">
    <th scope="row">
      <a href="${line.url}">${line.title}</a>
      <span class="cart-line__meta">${line.model}${line.options ? ` · ${line.options}` : ''}</span>
      ${line.custom ? markup`<span class="cart-line__meta">Made to order</span>` : ''}
      ${line.protection ? markup`<span class="cart-line__meta">${line.protection.title} (${formatMoney(line.protection.cost, cart.currency)} each)</span>` : ''}
    </th>
    <td>${formatMoney(unit, cart.currency)}</td>
    <td>
      <form method="post" action="/cart/update" class="cart-line__qty">
        <input type="hidden" name="nid" value="${line.nid}">
        <input type="hidden" name="model" value="${line.model}">
        <label>Quantity <input type="number" name="qty" min="1" max="10" value="${line.qty}"></label>
        <button type="submit">Update</button>
      </form>
    </td>
    <td>${formatMoney(unit * line.qty, cart.currency)}</td>
    <td>
      <form method="post" action="/cart/update">
        <input type="hidden" name="nid" value="${line.nid}">
        <input type="hidden" name="model" value="${line.model}">
        <input type="hidden" name="qty" value="0">
        <button type="submit" aria-label="Remove ${line.title}">Remove</button>
      </form>
    </td>
  </tr>`;
}

function totals(cart: CartView): SafeHtml {
  const { totals: t, currency } = cart;
  return markup`<dl class="cart-totals">
    <dt>Subtotal</dt><dd>${formatMoney(t.subtotal, currency)}</dd>
    ${t.memberSavings > 0 ? markup`<dt>Member savings</dt><dd>-${formatMoney(t.memberSavings, currency)}</dd>` : ''}
    ${t.protection > 0 ? markup`<dt>Protection plans</dt><dd>${formatMoney(t.protection, currency)}</dd>` : ''}
    ${
      cart.coupon
        ? markup`<dt>Coupon ${cart.coupon.code}</dt><dd>-${formatMoney(t.discount, currency)}
          <form method="post" action="/cart/coupon/remove" class="cart-totals__remove"><button type="submit">Remove coupon</button></form></dd>`
        : ''
    }
    <dt>Total</dt><dd class="cart-totals__total">${formatMoney(t.total, currency)}</dd>
  </dl>`;
}

function checkoutAction(cart: CartView): SafeHtml {
  const needsTerms = cart.lines.some((line) => line.custom) && !cart.customTermsAgreed;
  if (!needsTerms)
    return markup`<p class="cart-checkout"><a class="button" href="/cart/checkout">Checkout</a></p>`;
  return markup`<form method="post" action="/cart/custom-terms" class="cart-terms">
    <h2>Custom-order terms</h2>
    <p>Made-to-order pieces are built for you after you order. They cannot be cancelled, returned or exchanged once production starts.</p>
    <label><input type="checkbox" name="agree" value="1" required> I agree to the custom-order terms</label>
    <p><button type="submit" class="button">Agree and check out</button></p>
  </form>`;
}

export function cartPage(cart: CartView): SafeHtml {
  const head = markup`<header class="page-head"><h1 class="page-head__title">Your cart</h1></header>`;
  if (cart.lines.length === 0) {
    return markup`${head}
      <rove-cart class="cart">
        <div class="empty-state">
          <p class="empty-state__title">Your cart is empty.</p>
          <p><a class="button" href="/category/sofas">Browse sofas</a></p>
        </div>
      </rove-cart>`;
  }
  return markup`${head}
    <rove-cart class="cart">
      <table class="cart-table">
        <thead>
          <tr><th scope="col">Product</th><th scope="col">Price</th><th scope="col">Quantity</th><th scope="col">Total</th><th scope="col"><span class="visually-hidden">Remove</span></th></tr>
        </thead>
        <tbody>
          ${cart.lines.map((line) => lineRow(line, cart))}
        </tbody>
      </table>
      ${totals(cart)}
      <p class="cart-processing">Estimated processing time: ${processingText(cart)}</p>
      ${checkoutAction(cart)}
    </rove-cart>
    <section class="cart-email" aria-label="Email my cart">
      <rove-email-cart></rove-email-cart>
    </section>`;
}
