import { callJson, type HttpResult } from '../../core/http/json';
import { callText } from '../../core/http/text';
import { logDroppedItem } from '../shared/paging/dropped-item';
import { sameOriginPath } from '../../core/sanitize/same-origin-path';
import { trustedHtml } from '../../core/sanitize/trusted-html';
import { object, string, validItems, type Infer } from '../../core/schema';

// GET {next link} with Accept: application/json (spec/marketing.md §7) → { items: [{ html }] }. A bad item
// is dropped (logged once); its HTML is sanitized by the element before it reaches the page.

export const scrollerPageSchema = object({
  items: validItems(object({ html: string() }), logDroppedItem('scroller:item', 'scroller item')),
});

export type ScrollerPage = Infer<typeof scrollerPageSchema>;

/**
 * Fetches one next page as JSON. Failures come back as a result, never thrown.
 *
 * @example await fetchScrollerPage('/blog?page=2&sort=newest', signal)
 */
export async function fetchScrollerPage(
  url: string,
  signal: AbortSignal,
): Promise<HttpResult<ScrollerPage>> {
  const path = sameOriginPath(url);
  if (!path)
    return { ok: false, error: { kind: 'invalid', message: `next-page URL refused: ${url}` } };
  return callJson(path, scrollerPageSchema, { basePath: '/', signal });
}

/** One page of a `reply="html"` scroller: its items' sanitized markup and the reply's next link. */
export interface HtmlPage {
  items: string[];
  /** The next page's same-origin path and query; '' when the reply has no (usable) next link. */
  next: string;
}

/**
 * Reads a reply fragment, sanitized whole first. Items: the element children of the
 * fragment's first `[data-rove-scroller-items]`; without one, the fragment's top-level
 * elements. The next link (`a[rel~=next]`) is never an item.
 *
 * @example readHtmlPage('<div data-rove-scroller-items><article>…</article></div><a rel="next" href="/reviews?page=3">', sanitizeHtml)
 */
export function readHtmlPage(html: string, sanitize: (html: string) => string): HtmlPage {
  const template = document.createElement('template');
  // Sanitized by core/sanitize/html (DOMPurify) right here: the only HTML that reaches the page.
  // TrustedHTML under Trusted Types (core/trusted-types); TypeScript's DOM types want a string.
  template.innerHTML = trustedHtml(sanitize(html)) as string;
  const root = template.content;
  const link = root.querySelector('a[rel~="next"]');
  const href = link?.getAttribute('href')?.trim();
  link?.remove();
  const container = root.querySelector('[data-rove-scroller-items]') ?? root;
  return {
    items: [...container.children].map((item) => item.outerHTML),
    next: href ? (sameOriginPath(href) ?? '') : '',
  };
}

/**
 * Fetches one next page as an HTML fragment (`reply="html"`): `Accept: text/html` and
 * `X-Requested-With: XMLHttpRequest`, which is how the site tells the element's request from a
 * visitor opening the same URL (spec/product.md §7). Failures come back as a result, never thrown.
 *
 * @example await fetchHtmlPage('/reviews?page=2', signal, loadSanitizer())
 */
export async function fetchHtmlPage(
  url: string,
  signal: AbortSignal,
  sanitizer: Promise<(html: string) => string>,
): Promise<HttpResult<HtmlPage>> {
  const path = sameOriginPath(url);
  if (!path)
    return { ok: false, error: { kind: 'invalid', message: `next-page URL refused: ${url}` } };
  const reply = await callText(path, 'text/html', {
    basePath: '/',
    signal,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  if (!reply.ok) return reply;
  const sanitize = await settledSanitizer(sanitizer);
  return sanitize.ok ? { ok: true, data: readHtmlPage(reply.data, sanitize.data) } : sanitize;
}

/**
 * DOMPurify (core/sanitize/html), imported with the first page that needs it rather than with
 * the element: the journal's first page is the server's, and most visits never load a second.
 * Rejects when the chunk cannot load (the caller treats it as a failed page).
 */
export function loadSanitizer(): Promise<(html: string) => string> {
  const loading = import('../../core/sanitize/html').then((module) => module.sanitizeHtml);
  // Loaded alongside the page's request and awaited after it: a failed request returns first,
  // and its sanitizer's failure must not surface as an unhandled rejection.
  loading.catch(() => undefined);
  return loading;
}

/** The sanitizer once loaded, or a failed result (the page counts as failed, retried later). */
export async function settledSanitizer(
  sanitizer: Promise<(html: string) => string>,
): Promise<HttpResult<(html: string) => string>> {
  try {
    return { ok: true, data: await sanitizer };
  } catch (error) {
    return { ok: false, error: { kind: 'network', message: `sanitizer not loaded: ${error}` } };
  }
}
