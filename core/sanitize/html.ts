import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { rememberSanitized } from './trusted-html';
import { rovePolicy } from '../trusted-types';

/**
 * Cleans HTML that comes from the server (the love dialog's form, review lists, modal content)
 * before it is put into the page.
 *
 * Kept apart from the URL guard (core/sanitize/safe-url) because it pulls DOMPurify (~20 kB): only the
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
  // TrustedHTML signed by the SDK's one policy, 'rove' (core/trusted-types), where the browser
  // has Trusted Types: callers still get a string; core/sanitize/trusted-html keeps the signed value for
  // the sink. `null` when there is no 'rove' policy stops DOMPurify making a second one of its
  // own ('dompurify'); under enforced Trusted Types it then fails closed (returns '').
  RETURN_TRUSTED_TYPE: true,
};

function configWithPolicy(): Config {
  return { ...CONFIG, TRUSTED_TYPES_POLICY: rovePolicy() };
}

let config: Config = CONFIG;

// A probe that only a spec-compliant DOM sanitizes correctly: DOMPurify removes nodes while it
// walks them with a NodeIterator, and DOMs whose iterator stops after a removal (happy-dom
// today) silently leave everything after the first removed node untouched — a bypass.
// See https://github.com/cure53/DOMPurify/issues/1457 and capricorn86/happy-dom#2310.
// No on* attribute in it: Chromium logs a CSP violation for every inline handler it parses,
// even in an inert document, and the probe runs on every page that renders server HTML.
const PROBE = '<div><p>a<script>x()</script>b</p><a href="javascript:z()">c</a><i>d</i></div>';

function probePasses(instance: Purifier): boolean {
  const template = document.createElement('template');
  // A TrustedHTML where Trusted Types exist (the sink accepts it; TypeScript's DOM types do not).
  template.innerHTML = instance.sanitize(PROBE, config) as unknown as string;
  const root = template.content;
  return (
    root.querySelector('div > p') !== null &&
    root.querySelector('div > i') !== null &&
    root.querySelector('script') === null &&
    root.querySelector('a')?.hasAttribute('href') === false &&
    root.textContent === 'abcd'
  );
}

// Globals the SDK, the CMS and the payment providers read from window: while one is undefined,
// an element with that id (or a named form/img/embed/object) would answer instead (DOM
// clobbering; e.g. <img id="Stripe"> would stand in for Stripe.js). DOMPurify only guards names
// of document and form properties.
const PAGE_GLOBALS = new Set([
  'Rove',
  'RoveCallbacks',
  'Drupal',
  'Stripe',
  'Klarna',
  'RoveChatVendor',
]);
const NAMED_ON_WINDOW = new Set(['form', 'img', 'embed', 'object', 'iframe']);
// The window's own properties in every browser ([LegacyUnforgeable] or set on the window
// itself): named access never shadows them, so an id like "top" or "history" (a CMS anchor)
// is safe to keep. (DOMPurify still drops the ones that are also document or form properties.)
const OWN_ON_EVERY_WINDOW = new Set([
  'top',
  'self',
  'parent',
  'frames',
  'status',
  'closed',
  'opener',
  'history',
  'navigator',
  'screen',
]);

/** Whether an id/name value would shadow (or pretend to be) a window global. */
function clobbersWindow(tag: string, name: string, value: string): boolean {
  if (name !== 'id' && !(name === 'name' && NAMED_ON_WINDOW.has(tag))) return false;
  // Also any other name the window has here: another browser may lack it (trustedTypes in
  // older Safari), and there an element would answer in its place.
  if (PAGE_GLOBALS.has(value) || value.startsWith('__rove')) return true;
  return value in window && !OWN_ON_EVERY_WINDOW.has(value);
}

// A srcset candidate with a scheme other than http(s) (javascript:, data:): never needed by
// server content, and DOMPurify does not check srcset URLs.
const ODD_SRCSET = /(^|,)\s*(?!https?:)[a-z][a-z\d+.-]*:/i;

let purifier: Purifier | null | undefined;

// Built on first use, not at import, so importing has no side effects (docs/architecture.md §1) and the
// hook below is registered on our own instance, not on the shared global DOMPurify.
function getPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  purifier = null;
  if (typeof window === 'undefined' || typeof document === 'undefined') return purifier;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return purifier;
  config = configWithPolicy();
  instance.addHook('uponSanitizeAttribute', (element, data) => {
    const tag = element.nodeName.toLowerCase();
    if (clobbersWindow(tag, data.attrName, data.attrValue)) data.keepAttr = false;
    if (data.attrName === 'srcset' && ODD_SRCSET.test(data.attrValue)) data.keepAttr = false;
  });
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
  return instance ? rememberSanitized(instance.sanitize(html, config)) : '';
}
