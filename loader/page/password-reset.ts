import { adoptStyles } from '../../core/adopt-styles';
import { accountMessages } from '../../core/i18n/account';
import { translate } from '../../core/i18n/translate';
import { getSettings } from '../../core/settings/settings';
import { validatePasswordResetEmail } from '../../core/validate/form-emails';
import css from './password-reset.css?raw';
import { findSubmit, setSubmitLabel, submitLabel } from './submit-label';

/**
 * The password-reset form (Drupal's `form#user-pass` at /user/password; spec/shell.md §5): on
 * submit the address is checked; an invalid one shows 'Enter a valid e-mail address' beside the
 * field (the button keeps, or gets back, its own text); a valid one lets the form post natively
 * while the button reads 'Please wait' and is disabled, so it cannot be sent twice.
 *
 * @example start(document) // once per page, by the loader's runtime
 */
export function start(doc: Document = document): void {
  const form = doc.querySelector<HTMLFormElement>('form#user-pass');
  if (!form || form.dataset['rovePasswordReset'] !== undefined) return;
  const input = form.querySelector<HTMLInputElement>('input[name="name"]');
  const button = findSubmit(form);
  if (!input || !button) return;
  form.dataset['rovePasswordReset'] = '';
  adoptStyles('rove-page-password-reset', css, doc);

  const buttonText = submitLabel(button);
  const { locale } = getSettings();
  const error = doc.createElement('p');
  error.id = `${input.id || 'rove-user-pass-name'}-rove-error`;
  error.className = 'rove-page-error';
  // role=alert: the message is announced when it appears, without moving the reader.
  error.setAttribute('role', 'alert');
  error.hidden = true;
  input.after(error);
  const describedBy = input.getAttribute('aria-describedby');
  input.setAttribute('aria-describedby', describedBy ? `${describedBy} ${error.id}` : error.id);

  let sending = false;
  const restore = () => {
    sending = false;
    button.disabled = false;
    setSubmitLabel(button, buttonText);
  };
  const clearError = () => {
    error.hidden = true;
    error.textContent = '';
    input.removeAttribute('aria-invalid');
    input.classList.remove('rove-page-invalid');
  };

  form.addEventListener('submit', (event) => {
    if (sending) {
      event.preventDefault(); // an Enter pressed while the first request is on its way
      return;
    }
    const value = input.value.trim();
    const result = validatePasswordResetEmail(value, locale);
    if (!result.ok) {
      event.preventDefault();
      restore();
      error.textContent = result.message;
      error.hidden = false;
      input.setAttribute('aria-invalid', 'true');
      input.classList.add('rove-page-invalid');
      input.focus();
      return;
    }
    input.value = value;
    clearError();
    sending = true;
    // After the browser has read the form: Drupal's button is <input name="op">, whose value is
    // posted (and names the button to Drupal) — 'Please wait' must not be sent in its place,
    // and a disabled submitter would not be sent at all.
    setTimeout(() => {
      // Another script of the page may have stopped this submit: then nothing is on its way.
      if (event.defaultPrevented) sending = false;
      if (!sending) return;
      setSubmitLabel(button, translate(accountMessages, 'pleaseWait', locale));
      button.disabled = true;
    }, 0);
  });
  input.addEventListener('input', () => {
    if (!error.hidden) clearError();
  });
  // Back from the next page (back/forward cache) shows the page as it was left: busy.
  doc.defaultView?.addEventListener('pageshow', (event) => {
    if (event.persisted) restore();
  });
}
