import { cartMessages } from '../../core/i18n/cart';
import { interpolate } from '../../core/i18n/translate';
import { markup, type SafeHtml } from '../lib/html';
import { formatMoney } from '../lib/money';
import type { CartView, CartViewLine } from '../shop/cart-view';

// /cart: <rove-cart> with a fallback that works without JavaScript (a table whose quantity and
// remove forms post to /cart/update, the coupon's remove form, and the custom-order terms form
// before checkout). The widget replaces it and reads the same figures from settings.cartPage.
// The fallback is laid out like the widget (site.css: the same grid, line boxes and summary, in
// the widget's words), so nothing below it moves when the widget mounts.

/**
 * spec/checkout.md §9's processing estimate, for the fallback (the widget has its own in
 * widgets/cart/cart.logic.ts; the demo host may not import widgets).
 */
export function processingText(cart: CartView): string {
  const custom = cart.lines.some((line) => line.custom);
  if (custom) return cart.country === 'HK' ? '8-10 weeks' : '17-22 weeks';
  const max = cart.country === 'HK' ? 2 : cart.country === 'US' ? 5 : 4;
  return `1-${max} business days`;
}

const t = cartMessages.en;

/**
 * One line, laid out like the widget's (widgets/cart/CartLineRow.tsx, site.css): image, title,
 * options, model, badges, unit price (and the price it replaces), the quantity, the line total and
 * Remove. Without JavaScript the quantity and remove forms post to /cart/update.
 */
function lineRow(line: CartViewLine, cart: CartView): SafeHtml {
  const unit = cart.totals.memberPricing ? line.memberPrice : line.price;
  const money = (amount: number) => formatMoney(amount, cart.currency);
  return markup`<tr class="cart-line" data-nid="${line.nid}" data-model="${line.model}">
    <td class="cart-line__image">${line.image ? markup`<img src="${line.image}" alt="" width="96" height="72" loading="lazy">` : ''}</td>
    <th scope="row" class="cart-line__info">
      <a class="cart-line__title" href="${line.url}">${line.title}</a>
      ${line.options ? markup`<span class="cart-line__meta">${line.options}</span>` : ''}
      <span class="cart-line__meta">${line.model}</span>
      ${line.custom ? markup`<span class="cart-line__badge">${t.madeToOrder}</span>` : ''}
      ${line.protection ? markup`<span class="cart-line__meta">${interpolate(t.protectionEach, { title: line.protection.title, cost: money(line.protection.cost) })}</span>` : ''}
    </th>
    <td class="cart-line__price">
      ${cart.totals.memberPricing ? markup`<span class="cart-line__member">${t.member} </span>` : ''}${money(unit)}
      ${line.compareAt > unit ? markup`<s class="cart-line__compare"><span class="visually-hidden">${t.was} </span>${money(line.compareAt)}</s>` : ''}
    </td>
    <td class="cart-line__quantity">
      <form method="post" action="/cart/update" class="cart-line__qty">
        <input type="hidden" name="nid" value="${line.nid}">
        <input type="hidden" name="model" value="${line.model}">
        <label><span class="visually-hidden">Quantity</span> <input type="number" name="qty" min="1" max="10" value="${line.qty}"></label>
        <button type="submit">Update</button>
      </form>
    </td>
    <td class="cart-line__total">${money(unit * line.qty)}</td>
    <td class="cart-line__remove">
      <form method="post" action="/cart/update">
        <input type="hidden" name="nid" value="${line.nid}">
        <input type="hidden" name="model" value="${line.model}">
        <input type="hidden" name="qty" value="0">
        <button type="submit" aria-label="Remove ${line.title}">${t.remove}</button>
      </form>
    </td>
  </tr>`;
}

function totals(cart: CartView): SafeHtml {
  const { totals: sums, currency } = cart;
  const money = (amount: number) => formatMoney(amount, currency);
  return markup`<dl class="cart-totals">
    <div><dt>${t.subtotal}</dt><dd>${money(sums.subtotal)}</dd></div>
    ${sums.memberSavings > 0 ? markup`<div><dt>${t.memberSavings}</dt><dd>-${money(sums.memberSavings)}</dd></div>` : ''}
    ${sums.protection > 0 ? markup`<div><dt>${t.protection}</dt><dd>${money(sums.protection)}</dd></div>` : ''}
    ${
      cart.coupon
        ? markup`<div class="cart-totals__coupon"><dt>${interpolate(t.coupon, { code: cart.coupon.code })}<span class="cart-totals__meta">${cart.coupon.title}</span></dt><dd>-${money(sums.discount)}
          <form method="post" action="/cart/coupon/remove" class="cart-totals__remove"><button type="submit">${t.removeCoupon}</button></form></dd></div>`
        : ''
    }
    <div class="cart-totals__total"><dt>${t.total}</dt><dd>${money(sums.total)}</dd></div>
  </dl>`;
}

/**
 * Checkout, or first the custom-order terms. Without JavaScript the terms are a form here; with
 * it the widget asks for them when Checkout is pressed, so until it mounts a Checkout button
 * holds that place (inert: the terms must not be skipped if the widget never comes).
 */
function checkoutAction(cart: CartView): SafeHtml {
  const needsTerms = cart.lines.some((line) => line.custom) && !cart.customTermsAgreed;
  if (!needsTerms)
    return markup`<p class="cart-checkout"><a class="button" href="/cart/checkout">${t.checkout}</a></p>`;
  return markup`<p class="cart-checkout cart-checkout--held" aria-hidden="true"><span class="button">${t.checkout}</span></p>
  <form method="post" action="/cart/custom-terms" class="cart-terms">
    <h2>Custom-order terms</h2>
    <p>Made-to-order pieces are built for you after you order. They cannot be cancelled, returned or exchanged once production starts.</p>
    <label><input type="checkbox" name="agree" value="1" required> I agree to the custom-order terms</label>
    <p><button type="submit" class="button">Agree and check out</button></p>
  </form>`;
}

/**
 * @param membershipOffer <rove-membership> for the cart (templates/membership-offer.ts), or ''
 *   where the visitor is offered none
 */
export function cartPage(cart: CartView, membershipOffer: SafeHtml | string = ''): SafeHtml {
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
      <div class="cart-layout">
        <table class="cart-table">
          <thead>
            <tr><th scope="col"><span class="visually-hidden">Image</span></th><th scope="col">Product</th><th scope="col">Price</th><th scope="col">Quantity</th><th scope="col">Total</th><th scope="col"><span class="visually-hidden">Remove</span></th></tr>
          </thead>
          <tbody>
            ${cart.lines.map((line) => lineRow(line, cart))}
          </tbody>
        </table>
        <section class="cart-summary" aria-labelledby="cart-summary-title">
          <h2 class="cart-summary__title" id="cart-summary-title">${t.summary}</h2>
          ${totals(cart)}
          <p class="cart-processing">${interpolate(t.processing, { time: processingText(cart) })}</p>
          ${checkoutAction(cart)}
        </section>
      </div>
    </rove-cart>
    ${membershipOffer ? markup`<section class="cart-membership" aria-label="Membership">${membershipOffer}</section>` : ''}
    <section class="cart-email" aria-label="Email my cart">
      <rove-email-cart></rove-email-cart>
    </section>`;
}
