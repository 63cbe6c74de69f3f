import { markup, type SafeHtml } from '../../lib/html';
import type { Currency } from '../../lib/markets';
import { formatMoney } from '../../lib/money';
import type { BnplProvider } from '../../shop/checkout/bnpl';

// The simulated Affirm and PayBright checkout pages the browser is redirected to (spec/checkout.md §4
// 'Affirm and paybright'): the plan, a confirm button that returns to the shop's return URL, and
// a cancel link. Plain forms and links: no script needed.

const PROVIDER_NAMES: Readonly<Record<BnplProvider, string>> = {
  affirm: 'Affirm',
  paybright: 'PayBright',
  klarna: 'Klarna',
};

// spec/checkout.md §9: 12 months, 0 % APR on the zero-percent programme (else 10 %).
const MONTHS = 12;

export interface ProviderPageOptions {
  provider: BnplProvider;
  amount: number;
  currency: Currency;
  orderId: number;
  confirmAction: string;
  cancelHref: string;
  /** The session can no longer be confirmed (cancelled or completed). */
  closed: boolean;
}

export function providerCheckoutPage(options: ProviderPageOptions): SafeHtml {
  const name = PROVIDER_NAMES[options.provider];
  const monthly = formatMoney(Math.ceil(options.amount / MONTHS), options.currency);
  const body = options.closed
    ? markup`<p class="sim-provider__closed">This checkout is closed. <a href="/cart/checkout">Return to the store</a>.</p>`
    : markup`<p class="sim-provider__plan">
          Pay ${formatMoney(options.amount, options.currency)} in ${MONTHS} monthly payments of
          <strong>${monthly}</strong> at 0% APR.
        </p>
        <form method="post" action="${options.confirmAction}">
          <button class="sim-provider__confirm" type="submit">Confirm and return to Rove</button>
        </form>
        <p><a class="sim-provider__cancel" href="${options.cancelHref}">Cancel and return to Rove</a></p>`;
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} checkout (simulated)</title>
<link rel="stylesheet" href="/simulated/bnpl/provider.css">
</head>
<body class="sim-provider sim-provider--${options.provider}">
<main class="sim-provider__card">
<p class="sim-provider__badge">Simulation: the demo host stands in for ${name}</p>
<h1 class="sim-provider__title">${name}</h1>
<p>Rove order #${options.orderId}</p>
${body}
</main>
</body>
</html>
`;
}
