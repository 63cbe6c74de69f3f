import { markup, type SafeHtml } from '../lib/html';

/** Where the demo's contact form posts (routes/content-pages.ts answers with a thank-you). */
export const CONTACT_FORM_ACTION = '/help/contact';

/**
 * The CMS's own contact form on /help, as a Drupal webform renders it: `data-rove-form="contact"`
 * makes its submissions tracked (form_submit) and its writer identified to the email-marketing
 * service (loader/page/tracked-forms.ts). Plain HTML: it posts without JavaScript too.
 */
export function contactForm(sent: boolean): SafeHtml {
  if (sent)
    return markup`<p class="contact-form__sent" role="status">Thank you: we will answer by email within one business day.</p>`;
  return markup`<form class="swatch-form contact-form" id="webform-contact" data-rove-form="contact" method="post" action="${CONTACT_FORM_ACTION}">
  <h2>Write to us</h2>
  <div class="swatch-form__address">
    <label class="swatch-form__field">First name <input name="firstname" autocomplete="given-name" required></label>
    <label class="swatch-form__field">Last name <input name="lastname" autocomplete="family-name"></label>
    <label class="swatch-form__field">Email <input type="email" name="email" autocomplete="email" required></label>
    <label class="swatch-form__field">Phone <input type="tel" name="phone" autocomplete="tel"></label>
  </div>
  <label class="swatch-form__field">Message <textarea name="message" rows="4" required></textarea></label>
  <button type="submit" class="button">Send</button>
</form>`;
}
