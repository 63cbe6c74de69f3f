import { markup, type SafeHtml } from '../../lib/html';
import { formatMinorAmount } from './redirect-page';

// Stripe's hosted verification page for a US bank account entered by hand
// (next_action.verify_with_microdeposits.hosted_verification_url, docs/vendors/stripe.md
// "Outcomes"), simulated: the shopper enters the descriptor code of the deposit Stripe sent
// (test code SM11AA), and the debit starts. A plain form: no script needed.

export interface MicrodepositPageOptions {
  /** The intent's amount, in the currency's minor unit. */
  amount: number;
  currency: string;
  action: string;
  state: 'waiting' | 'mismatch' | 'verified';
}

export function microdepositPage(options: MicrodepositPageOptions): SafeHtml {
  const amount = formatMinorAmount(options.amount, options.currency);
  const body =
    options.state === 'verified'
      ? markup`<p class="sim-provider__plan" role="status">Your bank account is verified. The payment of <strong>${amount}</strong> to Rove is processing.</p>`
      : markup`<p class="sim-provider__plan">Stripe sent a deposit of $0.01 to your bank account. Enter the 6-character code that starts with SM from its description to verify the account and pay <strong>${amount}</strong>. Test code: SM11AA.</p>
${options.state === 'mismatch' ? markup`<p class="sim-provider__error" role="alert">The verification code provided does not match the one sent to the bank account.</p>` : ''}
<form method="post" action="${options.action}">
<label class="sim-provider__label" for="descriptor-code">Verification code</label>
<input class="sim-provider__input" id="descriptor-code" name="descriptor_code" autocomplete="one-time-code" maxlength="6" required>
<button class="sim-provider__confirm" type="submit">Verify account</button>
</form>`;
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Verify your bank account (simulated Stripe)</title>
<link rel="stylesheet" href="/simulated/bnpl/provider.css">
</head>
<body class="sim-provider sim-provider--stripe">
<main class="sim-provider__card">
<p class="sim-provider__badge">Simulation: the demo host stands in for Stripe's hosted verification page</p>
<h1 class="sim-provider__title">Verify your bank account</h1>
${body}
</main>
</body>
</html>
`;
}
