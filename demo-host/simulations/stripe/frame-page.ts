import { markup, type SafeHtml } from '../../lib/html';

// The simulated Payment Element's iframe document. The parent page's Stripe.js simulation puts
// it in a sandboxed iframe (an opaque origin), so the page around it can never read the card
// fields, as with Stripe's own cross-origin frame. Its script and styles are files: the strict
// CSP allows no inline code here either.

export function elementsFramePage(): SafeHtml {
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Secure payment input (simulated Stripe)</title>
<link rel="stylesheet" href="/simulated/stripe/elements-frame.css">
<script src="/simulated/stripe/elements-frame.js" defer></script>
</head>
<body>
<div class="sim-element" id="sim-element" aria-busy="true"></div>
</body>
</html>
`;
}
