import { logOnce } from '../../core/log';
import { EMAIL_KINDS } from './popups-config';
import type { CleanMarkup, PopupDefinition } from './types';

/**
 * The CMS HTML parts a popup shows, through a sanitizer ('' for the parts its kind does not
 * show: an email kind shows form and done, every other kind html).
 *
 * @example cleanMarkup(definition, sanitizeHtml) // { form: '<h2>Join us</h2>', done: '…', html: '' }
 */
export function cleanMarkup(
  definition: PopupDefinition,
  sanitize: (html: string) => string,
): CleanMarkup {
  const { form, done, html } = definition.markup;
  const email = EMAIL_KINDS.has(definition.kind);
  return {
    form: email ? sanitize(form) : '',
    done: email ? sanitize(done) : '',
    html: email ? '' : sanitize(html),
  };
}

/**
 * The popup's markup through DOMPurify (core/sanitize-html), loaded when the first popup is
 * about to show rather than with the page: most visits never see one, and DOMPurify is the
 * largest part of a campaign page. Null when it cannot load (the popup then stays hidden:
 * CMS HTML is never shown unsanitized).
 */
export async function loadCleanMarkup(definition: PopupDefinition): Promise<CleanMarkup | null> {
  try {
    const { sanitizeHtml } = await import('../../core/sanitize-html');
    return cleanMarkup(definition, sanitizeHtml);
  } catch (error) {
    logOnce('error', 'popups-sanitizer', 'rove-popups could not load its HTML sanitizer', error);
    return null;
  }
}
