// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { HELD_CHUNKS_PATH, HOLD_CHUNK_COOKIE, testHeldChunk } from './test-held-chunk';

const CHUNK = '/rove/chunks/rove-reviews-wall.abc123.js';

function app() {
  const hono = new Hono();
  hono.use('*', testHeldChunk());
  hono.get('/rove/chunks/:file', (c) =>
    c.text('export {}', 200, { 'Cache-Control': 'public, max-age=31536000, immutable' }),
  );
  return hono;
}

const asking = (cookie: string) => ({ headers: { cookie: `${HOLD_CHUNK_COOKIE}=${cookie}` } });

describe('the test-only chunk hold', () => {
  it("holds the first request for the named tag's chunk until the browser gives it up", async () => {
    const host = app();
    const browser = new AbortController();
    const answer = host.request(CHUNK, { ...asking('rove-reviews-wall'), signal: browser.signal });
    await expect
      .poll(async () => (await host.request(HELD_CHUNKS_PATH)).json())
      .toEqual(['rove-reviews-wall']);
    browser.abort();
    expect((await answer).status).toBe(503);
    expect(await (await host.request(HELD_CHUNKS_PATH)).json()).toEqual([]);
  });

  it("answers a retry, another tag's chunk, and a visitor without the cookie, never cached", async () => {
    const host = app();
    for (const answer of [
      await host.request(`${CHUNK}?1`, asking('rove-reviews-wall')),
      await host.request(CHUNK, asking('rove-scroller')),
      await host.request(CHUNK),
    ]) {
      expect(await answer.text()).toBe('export {}');
      // A chunk an earlier journey loaded is asked for again, so a later one can hold it.
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });
});
