import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';

/** The visitor's cookie naming the tag whose chunk is held ('rove-reviews-wall'). */
export const HOLD_CHUNK_COOKIE = 'rove-test-hold-chunk';
/** Lists, as JSON, the tags whose chunk requests are being held now. */
export const HELD_CHUNKS_PATH = '/rove-test/held-chunks';

/** An element's chunk: `/rove/chunks/<tag>.<build>.js` (the loader adds `?<n>` to a retry). */
const ELEMENT_CHUNK = /^\/rove\/chunks\/(rove-[a-z-]+)\.[^/]+\.js$/;

/**
 * Test-only, with the error hook (ROVE_TEST_ERROR_HOOK=1): while the visitor's
 * `rove-test-hold-chunk` cookie names a tag, a request for that tag's chunk gets no answer until
 * the browser gives it up — a network that stalls — so the engines suite can leave a page while
 * a widget's chunk is in flight (core/page-leaving.ts). A retry (the loader adds `?<n>`) is
 * answered.
 * Element chunks are sent uncacheable here, so a journey can hold one whichever journeys before
 * it in the same browser loaded it.
 */
export function testHeldChunk(): MiddlewareHandler {
  const held = new Set<string>();
  return async (c, next) => {
    if (c.req.path === HELD_CHUNKS_PATH) return c.json([...held]);
    const tag = ELEMENT_CHUNK.exec(c.req.path)?.[1];
    if (!tag) return next();
    if (new URL(c.req.url).search || getCookie(c, HOLD_CHUNK_COOKIE) !== tag) {
      await next();
      c.res.headers.set('Cache-Control', 'no-store');
      return;
    }
    const signal = c.req.raw.signal;
    held.add(tag);
    await new Promise<void>((given) => {
      if (signal.aborted) given();
      else signal.addEventListener('abort', () => given(), { once: true });
    });
    held.delete(tag);
    return c.body(null, 503);
  };
}
