import type { MiddlewareHandler } from 'hono';

// The strictest policy a CMS could plausibly run: no inline script or style anywhere. The SDK has
// to work under it (DESIGN.md §3), so every demo page is served with it.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  // hls.js plays through a MediaSource, which the video element loads from a blob: URL.
  "media-src 'self' blob:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    // Storybook is a designers' tool with inline scripts of its own, not a CMS page.
    const isStorybook = c.req.path.startsWith('/storybook/');
    if (!isStorybook && (type.startsWith('text/html') || type.startsWith('image/svg+xml'))) {
      c.res.headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    }
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  };
}
