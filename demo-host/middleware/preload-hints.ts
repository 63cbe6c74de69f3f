import type { MiddlewareHandler } from 'hono';
import { elementTags, manifestReader, preloadFiles, preloadMeta } from '../lib/preload-hints';

/** Where the pages include the loader; the hints go right before it. */
const LOADER = '<script type="module" src="/rove/loader.js"';

/**
 * Names the SDK files of the elements of every store page that carries the loader
 * (demo-host/lib/preload-hints.ts). `?hints=0` leaves them out, to see a host that prints none.
 */
export function preloadHints(distDir: string): MiddlewareHandler {
  const manifest = manifestReader(distDir);
  return async (c, next) => {
    await next();
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    if (c.req.query('hints') === '0') return;
    const files = manifest();
    if (!files) return;
    const html = await c.res.clone().text();
    const at = html.indexOf(LOADER);
    if (at < 0) return;
    const links = preloadMeta(preloadFiles(files, elementTags(html)));
    const { status } = c.res;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = undefined;
    c.res = new Response(`${html.slice(0, at)}${links}\n${html.slice(at)}`, { status, headers });
  };
}
