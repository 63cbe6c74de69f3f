import type { Context } from 'hono';

/**
 * Replaces the response's body with `body`, keeping its status and headers (less the old
 * length; `adjust` may change others) — for middleware that rewrites a page on the way out.
 *
 * @example rewriteBody(c, html.replace('</body>', `${tag}</body>`))
 */
export function rewriteBody(c: Context, body: string, adjust?: (headers: Headers) => void): void {
  const { status } = c.res;
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  adjust?.(headers);
  // Replace, not merge: Hono's setter would copy the old headers (length) onto the new.
  c.res = undefined;
  c.res = new Response(body, { status, headers });
}
