import { markup, type SafeHtml } from '../lib/html';
import { formatMoney } from '../lib/money';
import type { Shop } from '../context';
import type { CatalogueProduct } from '../fixtures/catalogue-types';

export interface CartPageLine {
  product: CatalogueProduct;
  model: string;
  qty: number;
}

// /cart: the lines as the server stores them. The checkout work completes this page later
// (quantities, removal, totals with membership and vouchers); for now it lists what was added.

function lineRow(line: CartPageLine, shop: Shop): SafeHtml {
  const price = line.product.stock[shop.country][line.model]?.p;
  return markup`<tr class="cart-line" data-nid="${line.product.nid}" data-model="${line.model}">
    <th scope="row"><a href="/product/${line.product.slug}">${line.product.title}</a></th>
    <td>${line.model}</td>
    <td>${line.qty}</td>
    <td>${price === undefined ? '—' : formatMoney(price * line.qty, shop.currency)}</td>
  </tr>`;
}

export function cartPage(lines: readonly CartPageLine[], shop: Shop): SafeHtml {
  if (lines.length === 0) {
    return markup`<header class="page-head"><h1 class="page-head__title">Your cart</h1></header>
      <div class="empty-state">
        <p class="empty-state__title">Your cart is empty.</p>
        <p><a class="button" href="/category/sofas">Browse sofas</a></p>
      </div>`;
  }
  return markup`<header class="page-head"><h1 class="page-head__title">Your cart</h1></header>
    <table class="cart-table">
      <thead>
        <tr><th scope="col">Product</th><th scope="col">Model</th><th scope="col">Qty</th><th scope="col">Price</th></tr>
      </thead>
      <tbody>
        ${lines.map((line) => lineRow(line, shop))}
      </tbody>
    </table>`;
}
