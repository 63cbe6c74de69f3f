import { markup, type SafeHtml } from '../lib/html';
import type { Currency } from '../lib/markets';
import { formatMoney } from '../lib/money';
import type { PricedLine } from '../shop/checkout/order-lines';
import type { Address } from '../shop/checkout/panes';
import type { OrderTotals } from '../shop/checkout/pricing';
import { zoneName } from '../shop/checkout/zones';
import { COUNTRY_NAMES } from '../lib/markets';

// The order summary shared by the checkout's no-JS fallback, the review page and the complete
// page: lines, then the totals as the server computed them.

function lineRow(line: PricedLine, totals: OrderTotals): SafeHtml {
  const unit = totals.memberPricing ? line.memberPrice : line.price;
  return markup`<tr class="checkout-summary__line" data-nid="${line.nid}" data-model="${line.model}">
    <th scope="row"><a href="${line.url}">${line.title}</a><br><span class="checkout-summary__model">${line.model}</span></th>
    <td>${line.qty}</td>
    <td>${formatMoney(unit * line.qty, totals.currency)}</td>
  </tr>`;
}

function totalRow(
  label: string,
  amount: number,
  currency: Currency,
  modifier = '',
  sign = '',
): SafeHtml {
  return markup`<tr class="checkout-summary__total ${modifier}"><th scope="row" colspan="2">${label}</th><td>${sign}${formatMoney(amount, currency)}</td></tr>`;
}

export function orderSummary(
  lines: readonly PricedLine[],
  totals: OrderTotals,
  shippingTitle?: string,
): SafeHtml {
  const { currency } = totals;
  return markup`<section class="checkout-summary" aria-labelledby="checkout-summary-title">
    <h2 class="checkout-summary__title" id="checkout-summary-title">Order summary</h2>
    <table class="checkout-summary__table">
      <thead><tr><th scope="col">Product</th><th scope="col">Qty</th><th scope="col">Price</th></tr></thead>
      <tbody>${lines.map((line) => lineRow(line, totals))}</tbody>
      <tfoot>
        ${totalRow('Subtotal', totals.products, currency)}
        ${totals.memberSavings > 0 ? totalRow('Member savings', totals.memberSavings, currency) : ''}
        ${
          totals.discount > 0
            ? totalRow(
                `Coupon ${totals.coupon?.code ?? ''}`.trim(),
                totals.discount,
                currency,
                'checkout-summary__total--discount',
                '-',
              )
            : ''
        }
        ${totals.protection > 0 ? totalRow('Protection', totals.protection, currency) : ''}
        ${totals.memberFee > 0 ? totalRow('Membership (1 year)', totals.memberFee, currency) : ''}
        ${
          totals.shipping === null
            ? markup`<tr class="checkout-summary__total"><th scope="row" colspan="2">Shipping</th><td>Calculated at checkout</td></tr>`
            : totalRow(
                shippingTitle ? `Shipping (${shippingTitle})` : 'Shipping',
                totals.shipping,
                currency,
              )
        }
        ${totalRow('Total', totals.total, currency, 'checkout-summary__total--grand')}
      </tfoot>
    </table>
  </section>`;
}

export function addressBlock(address: Address | undefined): SafeHtml {
  if (!address) return markup`<p>—</p>`;
  const country = address.country === '' ? '' : COUNTRY_NAMES[address.country];
  const zone = address.country === '' ? address.zone : zoneName(address.country, address.zone);
  return markup`<address class="checkout-address">
    ${address.first_name} ${address.last_name}<br>
    ${address.company ? markup`${address.company}<br>` : ''}
    ${address.street1}<br>
    ${address.street2 ? markup`${address.street2}<br>` : ''}
    ${address.city}${zone ? `, ${zone}` : ''} ${address.postal_code}<br>
    ${country}<br>
    ${address.phone}
  </address>`;
}
