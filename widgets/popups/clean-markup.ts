import { logOnce } from '../../core/log';
import { nextTask } from '../../core/next-task';
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
 * The popup's markup through DOMPurify (core/sanitize/html), loaded when the first popup is
 * about to show rather than with the page: most visits never see one, and DOMPurify is the
 * largest part of a campaign page. Null when it cannot load (the popup then stays hidden:
 * CMS HTML is never shown unsanitized).
 */
export async function loadCleanMarkup(definition: PopupDefinition): Promise<CleanMarkup | null> {
  try {
    const { sanitizeHtml } = await import('../../core/sanitize/html');
    // Each part in a task of its own, and the popup's render in the next: DOMPurify's first
    // run, both parts and the render were one task of 230–300 ms with a phone's CPU (issue 22).
    // A first pass through cleanMarkup only names the parts its kind shows.
    const cleaned = new Map<string, string>();
    cleanMarkup(definition, (part) => {
      cleaned.set(part, '');
      return '';
    });
    for (const part of cleaned.keys()) {
      await nextTurn();
      cleaned.set(part, sanitizeHtml(part));
    }
    await nextTurn();
    return cleanMarkup(definition, (part) => cleaned.get(part) ?? '');
  } catch (error) {
    logOnce('error', 'popups-sanitizer', 'rove-popups could not load its HTML sanitizer', error);
    return null;
  }
}

const nextTurn = () => new Promise<void>((resolve) => nextTask(resolve));
