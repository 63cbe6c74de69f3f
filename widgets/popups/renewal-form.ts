import { logOnce } from '../../core/log';

/** Submits the host page's renewal form (requestSubmit, so its own submit handlers run). */
export function submitRenewalForm(doc: Document, selector: string): void {
  let form: Element | null = null;
  try {
    form = doc.querySelector(selector);
  } catch {
    logOnce(
      'warn',
      'popups:renewal-selector',
      `popups.renewalForm is not a CSS selector: ${selector}`,
    );
    return;
  }
  if (!form || form.tagName !== 'FORM') {
    logOnce('warn', 'popups:renewal-form', `renewal form not found: ${selector}`);
    return;
  }
  const target = form as HTMLFormElement;
  if (typeof target.requestSubmit === 'function') target.requestSubmit();
  else target.submit();
}
