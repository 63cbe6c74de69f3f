import type { TrustedScriptURL, TrustedTypePolicy } from 'trusted-types/lib';

/**
 * The SDK's one Trusted Types policy, 'rove', so its widgets work on host pages that send
 * `require-trusted-types-for 'script'` (a page that allows policies by name lists
 * `trusted-types rove`).
 *
 * - createHTML is handed to DOMPurify only (core/sanitize/html): DOMPurify calls it with the
 *   input it parses in an inert document and with its own sanitized output. Widgets never call
 *   it; they reach the page's HTML sinks through core/sanitize/trusted-html's `trustedHtml`, which
 *   only returns TrustedHTML for strings DOMPurify produced.
 * - createScriptURL signs only same-origin URLs (our chunks, a same-origin vendor script) and
 *   the vendor scripts below; anything else throws, and the caller's error path takes over.
 *
 * Built on first use (no side effects at import). A second copy of the SDK on the page, or a
 * page whose `trusted-types` list leaves 'rove' out, makes createPolicy throw: then there is no
 * policy, strings go to the sinks as before, and the browser decides (it blocks them only where
 * it enforces Trusted Types, where the widget's fallback shows instead).
 */

/** Stripe.js (docs/architecture.md §5). */
export const STRIPE_JS_PATTERN =
  /^https:\/\/js\.stripe\.com\/(v3\/?|[a-z]+\/stripe\.js)(\?[^#]*)?$/;

/** Kakao's (Daum's) postcode search, on its old host and its new one (issue 25). */
export const KAKAO_POSTCODE_PATTERN =
  /^https:\/\/t1\.(?:daumcdn|kakaocdn)\.net\/mapjsapi\/bundle\/postcode\/prod\/postcode\.v2\.js$/;

/** Affirm's promotional messaging script, live and sandbox (issue 26). */
export const AFFIRM_JS_PATTERN = /^https:\/\/cdn1(?:-sandbox)?\.affirm\.com\/js\/v2\/affirm\.js$/;

/** Klarna's web SDK, for its on-site messaging (issue 26). */
export const KLARNA_WEB_SDK_PATTERN = /^https:\/\/js\.klarna\.com\/web-sdk\/v1\/klarna\.js$/;

/** Klarna Payments' library, for the checkout's Klarna payment (docs/vendors/klarna.md). */
export const KLARNA_PAYMENTS_PATTERN = /^https:\/\/x\.klarnacdn\.net\/kp\/lib\/v1\/api\.js$/;

/** LiveChat's widget (issue 26). */
export const LIVECHAT_PATTERN = /^https:\/\/cdn\.livechatinc\.com\/tracking\.js$/;

/** The ad networks' pixels, with the ids their snippets put in the query (issue 26). */
export const PIXEL_SCRIPT_PATTERNS: readonly RegExp[] = [
  /^https:\/\/connect\.facebook\.net\/[a-z]{2}_[A-Z]{2}\/fbevents\.js$/,
  /^https:\/\/analytics\.tiktok\.com\/i18n\/pixel\/events\.js\?sdkid=[A-Z0-9]+&lib=ttq$/,
  /^https:\/\/s\.pinimg\.com\/ct\/core\.js$/,
  /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=AW-\d+$/,
];

/** The only cross-origin scripts the SDK may load itself; the README names them for a CSP. */
const VENDOR_SCRIPTS: readonly RegExp[] = [
  STRIPE_JS_PATTERN,
  KAKAO_POSTCODE_PATTERN,
  AFFIRM_JS_PATTERN,
  KLARNA_WEB_SDK_PATTERN,
  KLARNA_PAYMENTS_PATTERN,
  LIVECHAT_PATTERN,
  ...PIXEL_SCRIPT_PATTERNS,
];

/**
 * Exact script URLs the host's own settings name (a podcast or audience tracker in
 * `tracking.pixels.trackers`): the settings come from the host's server like its own scripts,
 * and its CSP still decides. Nothing a shopper or a server reply can write reaches this list.
 */
const hostNamedScripts = new Set<string>();

/** @example allowScriptUrl('https://tracker.example/pixel.js') */
export function allowScriptUrl(href: string): void {
  hostNamedScripts.add(new URL(href).href);
}

interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createHTML(input: string): string; createScriptURL(input: string): string },
  ): TrustedTypePolicy;
}

let policy: TrustedTypePolicy | null | undefined;

function allowedScriptUrl(input: string): string {
  const base = globalThis.location?.href;
  const url = new URL(input, base);
  if (base && url.origin === new URL(base).origin) return url.href;
  if (VENDOR_SCRIPTS.some((pattern) => pattern.test(url.href))) return url.href;
  if (hostNamedScripts.has(url.href)) return url.href;
  throw new TypeError(`[rove] script URL refused: ${url.href}`);
}

/**
 * The 'rove' policy, or null where Trusted Types are unsupported or the policy cannot be made.
 * Only core/sanitize/html (and {@link trustedScriptUrl}) use it.
 *
 * @example const tt = rovePolicy(); // pass as DOMPurify's TRUSTED_TYPES_POLICY
 */
export function rovePolicy(): TrustedTypePolicy | null {
  if (policy !== undefined) return policy;
  policy = null;
  const factory = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (!factory || typeof factory.createPolicy !== 'function') return policy;
  try {
    policy = factory.createPolicy('rove', {
      // Identity on purpose: DOMPurify is the only caller (see above), and it does the cleaning.
      createHTML: (input) => input,
      createScriptURL: allowedScriptUrl,
    });
  } catch {
    // Name not allowed by the page, or a duplicate: no policy (see the module comment).
    policy = null;
  }
  return policy;
}

/**
 * A script URL the 'rove' policy signed (same origin or a vendor script above), or the plain string where
 * there is no policy. Throws for any other URL when a policy exists.
 *
 * @example script.src = trustedScriptUrl('/chat/vendor.js') as string;
 */
export function trustedScriptUrl(url: string): string | TrustedScriptURL {
  const tt = rovePolicy();
  return tt ? tt.createScriptURL(url) : url;
}
