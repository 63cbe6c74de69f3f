// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';
import { ERROR_HOOK_TAG, testErrorHook, withErrorHook } from './test-error-hook';

const PAGE = `<!doctype html><html lang="en"><head>
<meta charset="utf-8">
<script type="module" src="/rove/loader.js" data-base="/rove/"></script>
</head><body><p>hi</p></body></html>`;

/** As server.ts registers them: the hook after the security headers. */
function app() {
  const hono = new Hono();
  hono.use('*', securityHeaders());
  hono.use('*', testErrorHook());
  hono.get('/page', (c) => c.html(PAGE));
  hono.get('/data', (c) => c.json({ ok: true }));
  return hono;
}

describe('the test error hook', () => {
  it('is the first thing in the head, before any other script', () => {
    const html = withErrorHook(PAGE);
    expect(html.indexOf(ERROR_HOOK_TAG)).toBeGreaterThan(html.indexOf('<head>'));
    expect(html.indexOf(ERROR_HOOK_TAG)).toBeLessThan(html.indexOf('<meta charset'));
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('is added to pages only, and gets the nonce under the strict policy', async () => {
    const page = await app().request('/page');
    expect(await page.text()).toBe(withErrorHook(PAGE));
    expect(await (await app().request('/data')).json()).toEqual({ ok: true });

    const strict = await app().request('/page?csp=strict');
    const nonce = /'nonce-([^']+)'/.exec(strict.headers.get('content-security-policy') ?? '')?.[1];
    expect(await strict.text()).toContain(
      `<script nonce="${nonce}" src="/demo-assets/test-error-hook.js"></script>`,
    );
  });
});
