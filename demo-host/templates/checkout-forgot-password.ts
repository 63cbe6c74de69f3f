import { markup, type SafeHtml } from '../lib/html';

// GET /ajax/user/forgot-pwd/{order_id}/?ajax&hide_title&email_address: the password-reset form
// the checkout's login panel opens in a popup frame, as a small page of its own (no site chrome).
// Posting it answers a confirmation; the demo sends no mail.

export interface ForgotPasswordOptions {
  action: string;
  email: string;
  hideTitle: boolean;
  sent: boolean;
}

export function forgotPasswordPage(options: ForgotPasswordOptions): SafeHtml {
  const title = options.hideTitle
    ? ''
    : markup`<h1 class="forgot-password__title">Reset your password</h1>`;
  const body = options.sent
    ? markup`<p class="forgot-password__sent" role="status">
        If an account exists for ${options.email}, we have emailed it a link to reset the password.
        (Demo host: no email is sent.)
      </p>`
    : markup`<form class="forgot-password__form" method="post" action="${options.action}">
        <label for="forgot-password-email">Email address</label>
        <input id="forgot-password-email" name="email_address" type="email" autocomplete="email" required value="${options.email}">
        <button class="button" type="submit">Email me a reset link</button>
      </form>`;
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reset your password | Rove</title>
<link rel="stylesheet" href="/demo-assets/site.css">
<link rel="stylesheet" href="/demo-assets/checkout.css">
</head>
<body class="page-forgot-password-popup">
<main class="forgot-password">
${title}
${body}
</main>
</body>
</html>
`;
}
