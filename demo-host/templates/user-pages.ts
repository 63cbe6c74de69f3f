import { markup, type SafeHtml } from '../lib/html';

// GET /user/password and GET /user/login: Drupal 7's own forms, with its ids, names, classes and
// texts, so the loader's page behaviours (loader/page/) meet the markup the real CMS sends.
// Drupal's buttons are <input type="submit"> and its messages a div.messages above the form.

export const PAGE_STYLESHEET = markup`<link rel="stylesheet" href="/demo-assets/page-behaviours.css">`;

export interface DrupalMessage {
  kind: 'status' | 'error';
  text: string;
}

/** Drupal 7's message box (theme_status_messages), announced to screen readers. */
export function drupalMessages(message: DrupalMessage | null): SafeHtml | '' {
  if (!message) return '';
  const heading = message.kind === 'error' ? 'Error message' : 'Status message';
  return markup`<div class="messages ${message.kind}" role="${message.kind === 'error' ? 'alert' : 'status'}">
<h2 class="element-invisible">${heading}</h2>
${message.text}
</div>`;
}

export interface PasswordPageOptions {
  name: string;
  message: DrupalMessage | null;
  /** A server-side error marks the field the way Drupal does (class error). */
  fieldError: boolean;
}

/** The 'Request new password' form (user_pass), as /user/password renders it. */
export function passwordPage(options: PasswordPageOptions): SafeHtml {
  return markup`<section class="user-page">
<h1 class="user-page__title">User account</h1>
<ul class="tabs primary user-page__tabs">
<li><a href="/user/login">Log in</a></li>
<li class="active"><a href="/user/password" class="active" aria-current="page">Request new password</a></li>
</ul>
${drupalMessages(options.message)}
<form action="/user/password" method="post" id="user-pass" accept-charset="UTF-8"><div>
<div class="form-item form-type-textfield form-item-name">
<label for="edit-name">Username or e-mail address <span class="form-required" title="This field is required.">*</span></label>
<input type="text" id="edit-name" name="name" value="${options.name}" size="60" maxlength="254" class="form-text required${options.fieldError ? ' error' : ''}" autocomplete="username">
</div>
<input type="hidden" name="form_id" value="user_pass">
<div class="form-actions form-wrapper" id="edit-actions"><input type="submit" id="edit-submit" name="op" value="E-mail new password" class="form-submit"></div>
</div></form>
</section>`;
}

export interface LoginPageOptions {
  name: string;
  message: DrupalMessage | null;
  destination: string;
}

/** The user login form (user_login_block's ids, as themes place it on /user/login). */
export function loginPage(options: LoginPageOptions): SafeHtml {
  return markup`<section class="user-page">
<h1 class="user-page__title">User account</h1>
<ul class="tabs primary user-page__tabs">
<li class="active"><a href="/user/login" class="active" aria-current="page">Log in</a></li>
<li><a href="/user/password">Request new password</a></li>
</ul>
${drupalMessages(options.message)}
<form action="/user/login?destination=${encodeURIComponent(options.destination)}" method="post" id="user-login-form" accept-charset="UTF-8"><div>
<div class="form-item form-type-textfield form-item-name">
<label for="edit-name">Username or e-mail address <span class="form-required" title="This field is required.">*</span></label>
<input type="text" id="edit-name" name="name" value="${options.name}" size="15" maxlength="60" class="form-text required" autocomplete="username">
</div>
<div class="form-item form-type-password form-item-pass">
<label for="edit-pass">Password <span class="form-required" title="This field is required.">*</span></label>
<input type="password" id="edit-pass" name="pass" size="15" maxlength="128" class="form-text required" autocomplete="current-password">
</div>
<input type="hidden" name="form_id" value="user_login_block">
<p class="user-page__hint">Demo accounts: <code>casey@example.com</code>, <code>morgan@example.com</code> (password <code>rove-demo</code>); <code>staff</code> and <code>admin</code> answer the staff-role check.</p>
<div class="form-actions form-wrapper" id="edit-actions"><input type="submit" id="edit-submit" name="op" value="Log in" class="form-submit"></div>
</div></form>
</section>`;
}
