import { markup, type SafeHtml } from '../lib/html';
import { formatMoney } from '../lib/money';
import type { Currency } from '../lib/markets';

/** Price with the crossed-out original (MSRP) beside it, as the CMS renders it before JS. */
export function priceTag(price: { p: number; ori: number }, currency: Currency): SafeHtml {
  const original =
    price.ori > price.p
      ? markup` <del class="price__original"><span class="visually-hidden">Original price: </span>${formatMoney(price.ori, currency)}</del>`
      : '';
  return markup`<span class="price"><span class="price__current">${formatMoney(price.p, currency)}</span>${original}</span>`;
}
