import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { randomBytes } from 'node:crypto';
import { withVendorSources, type VendorName } from '../../server/csp';
import { pageSettings } from '../lib/page-settings';
import { LOADER_TAG } from '../templates/settings-tags';
import { rewriteBody } from './rewrite-body';

// The strictest policy a CMS could plausibly run: no inline script or style anywhere. The SDK has
// to work under it, so every demo page is served with it — plus, page by page, exactly the
// sources the vendors its settings configure need, from rove-widgets/csp (docs/csp.md), as a
// host following the README would.
export const CONTENT_SECURITY_POLICY = policy({
  script: "script-src 'self'",
  base: "base-uri 'self'",
});

/**
 * The policy of a document that runs sandboxed (an opaque origin: the simulated Stripe frame),
 * set by its route: the same rules with the host's origin named beside each 'self'. WebKit
 * matches 'self' against the document's opaque origin, so it refused the frame's own script,
 * stylesheet and calls (the card fields never mounted in Safari); Chromium and Firefox match it
 * against the URL. Named, the origin holds in all three.
 *
 * @example sandboxedPolicy('http://127.0.0.1:4321') // "default-src 'self' http://127.0.0.1:4321; …"
 */
export function sandboxedPolicy(origin: string, policy = CONTENT_SECURITY_POLICY): string {
  return policy.replaceAll("'self'", `'self' ${origin}`);
}

/** The directives both policies share, around their own script and base rules. */
function policy(own: { script: string; base: string; extra?: string[] }): string {
  return [
    "default-src 'self'",
    own.script,
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    // hls.js plays through a MediaSource, which the video element loads from a blob: URL.
    "media-src 'self' blob:",
    "font-src 'self'",
    "object-src 'none'",
    own.base,
    "frame-ancestors 'self'",
    ...(own.extra ?? []),
  ].join('; ');
}

/**
 * The nonce-based "strict CSP" of issue 9 (and of web.dev/strict-csp) with Trusted Types, asked
 * for by `?csp=strict` or the cookie `rove-csp=strict` (the cookie follows the shopper across
 * navigations and into the payment provider's frame). Scripts run only with the page's nonce or
 * when a nonced script added them ('strict-dynamic': the loader's import() chunks, Stripe.js);
 * HTML and script-URL sinks take only Trusted Types values, from the SDK's policy 'rove'
 * (core/trusted-types.ts) and the classic shim's 'rove-classic' (build/classic-shim.ts) —
 * listing them also catches any other policy as a violation.
 * The other directives stay as in {@link CONTENT_SECURITY_POLICY}.
 */
export function strictContentSecurityPolicy(nonce: string): string {
  return policy({
    script: `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    base: "base-uri 'none'",
    extra: ["require-trusted-types-for 'script'", 'trusted-types rove rove-classic'],
  });
}

export const STRICT_CSP_COOKIE = 'rove-csp';
export const LOADER_COPIES_COOKIE = 'rove-loaders';

/**
 * Where the host's own script files live: only `<script src>` tags pointing there get the
 * nonce. Inline scripts never do (the pages have none), and JSON data blocks need none.
 */
const OWN_SCRIPT = /<script\b([^>]*?)\ssrc="(\/(?:rove|demo-assets|simulated)\/[^"]*)"([^>]*)>/g;

/** The extra loader tag of `loader=2`: a query string makes it a second module instance. */
const SECOND_LOADER =
  '<script type="module" src="/rove/loader.js?copy=strict-2" data-base="/rove/" fetchpriority="low"></script>';

/**
 * `loader=classic`: the page's loader tag becomes the classic-script shim, included twice (a
 * CMS that can only add plain `<script src>`, and adds it twice).
 */
const CLASSIC_LOADERS =
  '<script src="/rove/loader.classic.js" data-base="/rove/"></script>\n' +
  '<script src="/rove/loader.classic.js?copy=2" data-base="/rove/"></script>';

/** How the strict page includes the SDK: as built, plus a second loader, or by the shim twice. */
export type LoaderTags = 'one' | 'two' | 'classic';

/** The cookie that keeps `?csp-without=` across a journey's navigations (a test sets it). */
export const CSP_WITHOUT_COOKIE = 'rove-csp-without';

/**
 * The page's policy with its vendors' sources (rove-widgets/csp), less any vendor named by
 * `?csp-without=klarna,stripe` (or the cookie): the contract tests' way to see a vendor blocked
 * by a policy.
 */
function withPageVendors(c: Context, policy: string, html: string): string {
  const without = asked(c, 'csp-without', CSP_WITHOUT_COOKIE) ?? '';
  const except = without.split(',').filter(Boolean) as VendorName[];
  return withVendorSources(policy, pageSettings(html), {
    origin: new URL(c.req.url).origin,
    except,
    // The suite proves the SDK needs no inline style; the simulations draw without them too.
    inlineStyles: false,
  });
}

/** `?name=value` on the request, else the cookie. */
function asked(c: Context, query: string, cookie: string): string | undefined {
  return c.req.query(query) ?? getCookie(c, cookie);
}

/**
 * Adds the nonce to the page's own script tags and, when asked, a second loader before
 * </body> (the loader must be harmless when included twice: docs/architecture.md §3) or the classic
 * shim in the loader's place.
 *
 * @example withNonces('<script src="/rove/loader.js"></script>', 'n0', 'one')
 */
export function withNonces(html: string, nonce: string, loaders: LoaderTags): string {
  const extra =
    loaders === 'two'
      ? html.replace(/<\/body>/i, `${SECOND_LOADER}\n</body>`)
      : loaders === 'classic'
        ? html.replace(LOADER_TAG.toString(), CLASSIC_LOADERS)
        : html;
  return extra.replace(OWN_SCRIPT, (_tag, before: string, src: string, after: string) => {
    const rest = `${before} src="${src}"${after}`.replace(/\snonce="[^"]*"/g, '');
    return `<script nonce="${nonce}"${rest}>`;
  });
}

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    // Storybook is a designers' tool with inline scripts of its own, not a CMS page.
    const isStorybook = c.req.path.startsWith('/storybook/');
    const isHtml = type.startsWith('text/html');
    if (!isStorybook && isHtml && asked(c, 'csp', STRICT_CSP_COOKIE) === 'strict') {
      const nonce = randomBytes(16).toString('base64');
      const loaders = asked(c, 'loader', LOADER_COPIES_COOKIE);
      const body = withNonces(
        await c.res.text(),
        nonce,
        loaders === '2' ? 'two' : loaders === 'classic' ? 'classic' : 'one',
      );
      // A sandboxed document's route set a policy of its own (sandboxedPolicy): it gets the
      // strict one with its origin named in the same way, or WebKit refuses its stylesheet and
      // calls under 'self'.
      const strict = withPageVendors(c, strictContentSecurityPolicy(nonce), body);
      const sandboxed = c.res.headers.has('Content-Security-Policy');
      rewriteBody(c, body, (headers) =>
        headers.set(
          'Content-Security-Policy',
          sandboxed ? sandboxedPolicy(new URL(c.req.url).origin, strict) : strict,
        ),
      );
    } else if (!isStorybook && (isHtml || type.startsWith('image/svg+xml'))) {
      // A route that set a policy of its own (sandboxedPolicy) keeps it.
      if (!c.res.headers.has('Content-Security-Policy')) {
        const page = isHtml ? await c.res.clone().text() : '';
        c.res.headers.set(
          'Content-Security-Policy',
          withPageVendors(c, CONTENT_SECURITY_POLICY, page),
        );
      }
    }
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  };
}
