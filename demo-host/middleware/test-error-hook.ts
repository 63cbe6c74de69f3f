import type { MiddlewareHandler } from 'hono';
import { rewriteBody } from './rewrite-body';

/**
 * The test-only error hook (demo-host/public/test-error-hook.js): an external same-origin file,
 * because the pages' CSP allows no inline script — and, as one of the host's own scripts, it is
 * given the page's nonce under the strict policy (security-headers.ts) like the others.
 */
export const ERROR_HOOK_TAG = '<script src="/demo-assets/test-error-hook.js"></script>';

/**
 * Puts the hook first in the document's head, before any other script can fail.
 *
 * @example withErrorHook('<html><head><title>x</title>') // '<html><head>\n<script src=…></script><title>x</title>'
 */
export function withErrorHook(html: string): string {
  return html.replace(/<head\b[^>]*>/i, (head) => `${head}\n${ERROR_HOOK_TAG}`);
}

/**
 * Adds the error hook to every HTML page, for the engines suite (tests/engines/), which reads
 * what it recorded: WebKitWebDriver has no log endpoint. Only when the host is started with
 * ROVE_TEST_ERROR_HOOK=1 (main.ts); registered after securityHeaders, so it runs first on the
 * way out and the strict policy's nonce reaches the hook's tag too.
 */
export function testErrorHook(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    rewriteBody(c, withErrorHook(await c.res.text()));
  };
}
