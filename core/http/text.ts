import { send, type CallOptions, type HttpResult } from './json';

// Text replies (an HTML fragment of the reviews wall) in their own module: only the pages that
// need them download this, while core/http/json.ts is in every page's kit chunk.

/**
 * Like callJson for endpoints that answer text (an HTML fragment): the reply's body,
 * unsanitized — HTML must go through core/sanitize/html before it reaches the page. A reply
 * whose content type is not `type` counts as invalid (an error page, a login redirect…).
 *
 * @example
 * const reply = await callText('/reviews?page=2', 'text/html', {
 *   basePath: '/', headers: { 'x-requested-with': 'XMLHttpRequest' },
 * });
 */
export async function callText(
  path: string,
  type: 'text/html' | 'text/plain',
  options: CallOptions & { basePath: string },
): Promise<HttpResult<string>> {
  const sent = await send(path, type, options);
  if (!sent.ok) return sent;
  const contentType = sent.response.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith(type))
    return { ok: false, error: { kind: 'invalid', message: `reply from ${path} is not ${type}` } };
  return { ok: true, data: sent.body };
}
