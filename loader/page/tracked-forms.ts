import { emit } from '../../core/bus';
import { identifyContact } from '../../core/tracking/identify';

/**
 * The CMS's own forms whose submissions are tracked (spec/marketing.md §2: contact, giftcard and outlet
 * email) — `<form data-rove-form="contact|giftcard|outlet">`. On a submit the page lets through
 * (its own checks did not stop it), the bus hears `form-submitted {form}` (tracking's
 * form_submit) and the email-marketing service is told who wrote, with the contact fields the
 * form has, by their field names (spec/marketing.md §3). Both happen synchronously: the form posts and
 * the page leaves right after.
 */
export const TRACKED_FORMS = 'form[data-rove-form]';

/** The forms spec/marketing.md §2 names that are the CMS's own (the swatch and trade forms are widgets). */
export const CMS_FORMS = ['contact', 'giftcard', 'outlet'] as const;
export type CmsForm = (typeof CMS_FORMS)[number];

let started = false;

function onSubmit(event: Event): void {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  const name = form?.getAttribute('data-rove-form') as CmsForm | null | undefined;
  if (!form || !name || !CMS_FORMS.includes(name) || event.defaultPrevented) return;
  emit('form-submitted', { form: name });
  const values: Record<string, unknown> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value !== 'string') return;
    const known = values[key];
    // A repeated name (the swatches' checkboxes) is a list.
    values[key] = known === undefined ? value : [known, value].flat();
  });
  const email = typeof values['email'] === 'string' ? values['email'] : '';
  identifyContact(window, email, values);
}

/** @example start(); // once per page; safe to call twice */
export function start(doc: Document = document): void {
  if (started) return;
  started = true;
  // Bubbling, after the page's own handlers: a submit they prevented is not a submission.
  doc.addEventListener('submit', onSubmit);
}
