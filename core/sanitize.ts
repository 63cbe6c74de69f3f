/**
 * Convenience re-export of both sanitizers for documentation and tests.
 *
 * Widgets import the split modules instead: core/safe-url (tiny, no dependency) everywhere, and
 * core/sanitize-html (pulls DOMPurify) only where server HTML is actually rendered. Importing
 * this module would put DOMPurify into the importing chunk.
 *
 * @example import { sanitizeHtml, safeUrl } from './sanitize';
 */
export { sanitizeHtml } from './sanitize-html';
export { isAllowedUrl, resolveAllowedUrl, safeUrl, type UrlPolicy } from './safe-url';
