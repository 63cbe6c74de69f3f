import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * Cleans HTML that comes from the server (the love dialog's form, review lists, modal content)
 * before it is put into the page.
 *
 * Kept apart from the URL guard (core/safe-url) because it pulls DOMPurify (~20 kB): only the
 * chunks that really render server HTML import this module, and only when they render it.
 */

const CONFIG: Config = {
  // DOMPurify already drops these by default; naming them keeps that true if defaults change.
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'frame',
    'frameset',
    'base',
    'link',
    'meta',
  ],
  // Forms, inputs, labels and buttons stay (they are in DOMPurify's default allow-list): the
  // server's dialogs are forms. Their action and formaction URLs go through DOMPurify's URI
  // allow-list like href does. `target` is allowed so the hook below can make it safe.
  ADD_ATTR: ['target'],
  // A string, never a TrustedHTML, so callers can treat the result uniformly.
  RETURN_TRUSTED_TYPE: false,
};

// A probe that only a spec-compliant DOM sanitizes correctly: DOMPurify removes nodes while it
// walks them with a NodeIterator, and DOMs whose iterator stops after a removal (happy-dom
// today) silently leave everything after the first removed node untouched — a bypass.
// See https://github.com/cure53/DOMPurify/issues/1457 and capricorn86/happy-dom#2310.
// No on* attribute in it: Chromium logs a CSP violation for every inline handler it parses,
// even in an inert document, and the probe runs on every page that renders server HTML.
const PROBE = '<div><p>a<script>x()</script>b</p><a href="javascript:z()">c</a><i>d</i></div>';

function probePasses(instance: Purifier): boolean {
  const template = document.createElement('template');
  template.innerHTML = instance.sanitize(PROBE, CONFIG);
  const root = template.content;
  return (
    root.querySelector('div > p') !== null &&
    root.querySelector('div > i') !== null &&
    root.querySelector('script') === null &&
    root.querySelector('a')?.hasAttribute('href') === false &&
    root.textContent === 'abcd'
  );
}

let purifier: Purifier | null | undefined;

// Built on first use, not at import, so importing has no side effects (DESIGN.md §1) and the
// hook below is registered on our own instance, not on the shared global DOMPurify.
function getPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  purifier = null;
  if (typeof window === 'undefined' || typeof document === 'undefined') return purifier;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return purifier;
  instance.addHook('afterSanitizeAttributes', (element) => {
    if (!element.hasAttribute('target')) return;
    if (element.getAttribute('target') === '_blank') {
      // A link that opens a new tab must not hand this page (window.opener) to the other one.
      element.setAttribute('rel', 'noopener noreferrer');
    } else {
      // Only _blank has a use in server content; a named target could aim at another frame.
      element.removeAttribute('target');
    }
  });
  if (!probePasses(instance)) {
    console.warn('[rove] this DOM cannot sanitize HTML safely; server HTML will not be shown.');
    return purifier;
  }
  purifier = instance;
  return purifier;
}

/**
 * Whether this environment can sanitize HTML (a real browser DOM). When it cannot,
 * {@link sanitizeHtml} returns '' and a widget should show its built-in content instead.
 *
 * @example const html = canSanitizeHtml() ? sanitizeHtml(reply.html) : '';
 */
export function canSanitizeHtml(): boolean {
  return getPurifier() !== null;
}

/**
 * Returns the HTML with everything executable removed: script, style, iframe, object and embed
 * elements, on* event attributes, and javascript: (or other non-allowed) URLs. Forms, inputs,
 * labels and buttons are kept; links with target="_blank" get rel="noopener noreferrer".
 *
 * Fails closed: where no trustworthy DOM is available (no window, DOMPurify unsupported, or a
 * DOM that fails the start-up probe such as happy-dom) it returns '' rather than the input.
 *
 * @example sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 * @example sanitizeHtml('<form><label>Email <input name="email"></label><button>Save</button></form>') // unchanged
 */
export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  const instance = getPurifier();
  return instance ? instance.sanitize(html, CONFIG) : '';
}
