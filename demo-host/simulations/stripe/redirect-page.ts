import { markup, type SafeHtml } from '../../lib/html';

// The page a redirect-based method (Amazon Pay, simulated) sends the shopper to: as Stripe's
// test-mode pages, the shopper approves or fails the payment, and the browser goes back to the
// confirmation's return_url (stripe/api-routes.ts). Plain forms: no script needed.

export interface RedirectPageOptions {
  /** The intent's amount, in the currency's minor unit. */
  amount: number;
  currency: string;
  action: string;
}

const ZERO_DECIMAL = ['krw', 'jpy'];

/** An amount in the currency's minor unit, written out (the won has none). */
export function formatMinorAmount(amount: number, currency: string): string {
  const whole = ZERO_DECIMAL.includes(currency) ? amount : amount / 100;
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(whole);
  } catch {
    return `${whole} ${currency.toUpperCase()}`;
  }
}

export function redirectMethodPage(options: RedirectPageOptions): SafeHtml {
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Amazon Pay (simulated)</title>
<link rel="stylesheet" href="/simulated/bnpl/provider.css">
</head>
<body class="sim-provider sim-provider--stripe">
<main class="sim-provider__card">
<p class="sim-provider__badge">Simulation: the demo host stands in for a redirect-based Stripe payment method</p>
<h1 class="sim-provider__title">Amazon Pay</h1>
<p class="sim-provider__plan">Approve a payment of <strong>${formatMinorAmount(options.amount, options.currency)}</strong> to Rove.</p>
<form method="post" action="${options.action}">
<button class="sim-provider__confirm" type="submit" name="outcome" value="authorize">Authorize test payment</button>
<button class="sim-provider__cancel" type="submit" name="outcome" value="fail">Fail test payment</button>
</form>
</main>
</body>
</html>
`;
}
