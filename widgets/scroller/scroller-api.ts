import { callJson, type HttpResult } from '../../core/http';
import { logOnce } from '../../core/log';
import { resolveAllowedUrl } from '../../core/safe-url';
import { describeIssue, object, string, validItems, type Infer } from '../../core/schema';

// GET {next link} with Accept: application/json (seed 003 §7) → { items: [{ html }] }. A bad item
// is dropped (logged once); its HTML is sanitized by the element before it reaches the page.

export const scrollerPageSchema = object({
  items: validItems(object({ html: string() }), (issue) =>
    logOnce('warn', `scroller:item:${issue.path}`, 'scroller item dropped', describeIssue(issue)),
  ),
});

export type ScrollerPage = Infer<typeof scrollerPageSchema>;

/**
 * The next-page URL as a same-origin path and query, or undefined when it points elsewhere
 * (the URL comes from the page's markup or from storage).
 *
 * @example sameOriginPath('/blog?page=2') // '/blog?page=2'
 */
export function sameOriginPath(url: string): string | undefined {
  const target = resolveAllowedUrl(url, { origin: location.origin });
  if (!target || target.origin !== location.origin) return undefined;
  return `${target.pathname}${target.search}`;
}

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
