// The open-redirect table (issue 9, Security): URLs an attacker could put in a payment reply, a
// search hit, a settings value or the host page's markup, and URLs the SDK must keep following.
// Every row says why it is on its side: several "attacks" really resolve to the site itself
// (the WHATWG URL parser, the same algorithm as Chromium's, decides), and those are listed as
// valid because refusing them would only break real links.

/** The site the guard protects in these tests. */
export const ORIGIN = 'https://shop.example';

export interface Case {
  readonly url: string;
  readonly why: string;
}

/** Must be refused by every caller's policy (same origin + that caller's provider hosts). */
export const BYPASSES: readonly Case[] = [
  // Protocol-relative, in every spelling the parser folds to '//'.
  { url: '//evil.example', why: 'protocol-relative' },
  { url: '//evil.example/cart', why: 'protocol-relative with a path' },
  { url: '///evil.example', why: 'extra slashes are ignored for special schemes' },
  { url: '////evil.example/x', why: 'extra slashes are ignored for special schemes' },
  { url: '/\\evil.example', why: 'backslash is a slash for http(s)' },
  { url: '\\\\evil.example', why: 'two backslashes' },
  { url: '\\/evil.example', why: 'backslash then slash' },
  { url: '/\\/evil.example', why: 'slash, backslash, slash' },
  { url: ' //evil.example', why: 'leading space' },
  { url: '\t//evil.example', why: 'leading tab' },
  { url: '\u000b//evil.example', why: 'leading vertical tab' },
  { url: '\f//evil.example', why: 'leading form feed' },
  { url: '\u0000//evil.example', why: 'leading NUL (C0 controls are stripped)' },
  { url: '\u00a0//evil.example', why: 'leading no-break space' },
  { url: '\u2028//evil.example', why: 'leading line separator' },
  { url: '\u3000//evil.example', why: 'leading ideographic space' },
  { url: '/\t/evil.example', why: 'tab inside the slashes is removed' },
  { url: '/\n/evil.example', why: 'newline inside the slashes is removed' },
  { url: '/\r\n\\evil.example', why: 'CRLF then backslash' },
  { url: '//evil.example\\@shop.example', why: 'backslash ends the authority before the @' },
  { url: '//%65vil.example', why: 'percent-encoded host letter' },
  // Same-origin URLs whose path starts with '//': callers reuse pathname as a relative URL.
  { url: '/..//evil.example/x', why: 'dot segment leaves a // path' },
  { url: '/.//evil.example', why: 'dot segment leaves a // path' },
  { url: '/%2e%2e//evil.example', why: 'encoded dot segment leaves a // path' },
  { url: '/%2E//evil.example', why: 'encoded single dot leaves a // path' },
  { url: '/a/b/../..//evil.example', why: 'dot segments climb back to a // path' },
  { url: 'https://shop.example//evil.example', why: 'absolute same-origin // path' },
  { url: '//shop.example//evil.example', why: 'protocol-relative same-origin // path' },
  // Scheme tricks with and without slashes.
  { url: 'https:\\\\evil.example', why: 'https: with backslashes is an authority' },
  { url: 'https:/\\evil.example', why: 'https: slash backslash' },
  { url: 'https:\\/evil.example', why: 'https: backslash slash' },
  { url: 'HTTPS:\\\\evil.example', why: 'upper-case scheme with backslashes' },
  { url: 'http:evil.example', why: 'another special scheme without slashes reads a host' },
  { url: 'http:%2F%2Fevil.example', why: 'encoded slashes in the host are refused by the parser' },
  // Script and local schemes, every case and encoding the parser accepts.
  { url: 'javascript:alert(1)', why: 'javascript:' },
  { url: 'JAVASCRIPT:alert(1)', why: 'upper case' },
  { url: 'JaVaScRiPt:alert(1)', why: 'mixed case' },
  { url: ' javascript:alert(1)', why: 'leading space' },
  { url: '\u0001javascript:alert(1)', why: 'leading C0 control' },
  { url: '\u00a0javascript:alert(1)', why: 'leading no-break space' },
  { url: 'java\tscript:alert(1)', why: 'tab inside the scheme' },
  { url: 'java\nscript:alert(1)', why: 'newline inside the scheme' },
  { url: 'java\rscript:alert(1)', why: 'carriage return inside the scheme' },
  { url: 'javascript\t:alert(1)', why: 'tab before the colon' },
  { url: 'javascript://shop.example/%0aalert(1)', why: 'javascript: dressed as our host' },
  { url: 'javascript://%0aalert(1)', why: 'javascript: comment trick' },
  { url: 'data:text/html,<script>alert(1)</script>', why: 'data: HTML' },
  { url: 'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', why: 'data: base64' },
  { url: ' data:text/html,x', why: 'data: with leading space' },
  { url: 'da\tta:text/html,x', why: 'tab inside data:' },
  { url: 'data:image/svg+xml,<svg onload=alert(1)>', why: 'data: SVG' },
  { url: 'vbscript:msgbox(1)', why: 'vbscript:' },
  { url: 'VBScript:msgbox(1)', why: 'vbscript: mixed case' },
  {
    url: 'blob:https://shop.example/0b1d',
    why: 'blob: reports our origin but is not a page of ours',
  },
  { url: 'BLOB:https://shop.example/0b1d', why: 'blob: upper case' },
  { url: 'blob:https://evil.example/0b1d', why: 'foreign blob:' },
  { url: 'file:///etc/passwd', why: 'file:' },
  { url: 'file://shop.example/etc/passwd', why: 'file: with our host' },
  { url: 'FILE:///C:/Windows/win.ini', why: 'file: upper case' },
  { url: 'filesystem:https://shop.example/temporary/x', why: 'filesystem:' },
  { url: 'view-source:https://shop.example/', why: 'view-source:' },
  { url: 'intent://evil.example#Intent;scheme=https;end', why: 'Android intent:' },
  { url: 'about:blank', why: 'about:' },
  { url: 'mailto:x@evil.example', why: 'mailto:' },
  { url: 'ftp://shop.example/', why: 'ftp: on our host' },
  { url: 'wss://shop.example/', why: 'wss: on our host' },
  // Userinfo: a URL that reads like ours but is not, or credentials we never use.
  { url: 'https://shop.example@evil.example', why: 'our host as user name' },
  { url: 'http://shop.example@evil.example', why: 'our host as user name, http' },
  { url: '//shop.example@evil.example', why: 'protocol-relative with our host as user' },
  { url: 'https://shop.example:443@evil.example', why: 'our host and port as credentials' },
  { url: 'https://shop.example%2F@evil.example', why: 'encoded slash in the user name' },
  { url: 'https://%73hop.example@evil.example', why: 'encoded user name' },
  { url: 'https://shop.example%40evil.example', why: 'encoded @ in the host is refused' },
  { url: 'https://evil.example;@shop.example', why: 'credentials on our host' },
  { url: 'https://user:pass@shop.example/', why: 'credentials on our host' },
  { url: 'https://klarna.com@evil.example', why: 'provider host as user name' },
  { url: '//evil.example%2f@shop.example', why: 'encoded slash hides the real user name' },
  // Query and fragment make the host look right but do not change it.
  { url: 'https://evil.example#@shop.example', why: '@ in the fragment' },
  { url: 'https://evil.example?@shop.example', why: '@ in the query' },
  { url: 'https://evil.example\\@shop.example', why: 'backslash ends the host' },
  { url: 'https://evil.example/#https://shop.example/', why: 'our URL in the fragment' },
  { url: 'https://evil.example/.klarna.com', why: 'provider suffix in the path' },
  { url: 'https://evil.example#.klarna.com', why: 'provider suffix in the fragment' },
  { url: 'https://evil.example?x.klarna.com', why: 'provider suffix in the query' },
  { url: 'https://evil.example\\.klarna.com', why: 'provider suffix after a backslash' },
  // Look-alikes of our origin.
  { url: 'https://shop.example.evil.example/', why: 'our host as a subdomain' },
  { url: 'https://SHOP.EXAMPLE.evil.example/', why: 'our host as an upper-case subdomain' },
  { url: 'https://evilshop.example/', why: 'our host as a suffix' },
  { url: 'https://shop.examp1e/', why: 'digit for letter' },
  { url: 'https://sh\u043ep.example/', why: 'Cyrillic о (IDN look-alike)' },
  { url: 'https://xn--shp-ted.example/', why: 'punycode look-alike' },
  { url: 'https://shop.example./', why: 'trailing dot is another origin' },
  { url: 'https://%65vil.example/', why: 'percent-encoded host' },
  { url: 'https://evil%2eexample/', why: 'percent-encoded dot' },
  // Ports, schemes and IP literals.
  { url: 'http://shop.example/', why: 'http downgrade of our origin' },
  { url: 'https://shop.example:8443/', why: 'another port is another origin' },
  { url: 'https://shop.example:80/', why: 'http port over https' },
  { url: 'http://shop.example:443/', why: 'http on the https port' },
  { url: 'https://127.0.0.1/', why: 'IPv4 literal' },
  { url: 'https://0x7f.0.0.1/', why: 'hex IPv4' },
  { url: 'https://2130706433/', why: 'decimal IPv4' },
  { url: 'https://0177.0.0.1/', why: 'octal IPv4' },
  { url: 'http://169.254.169.254/latest/meta-data/', why: 'cloud metadata address' },
  { url: 'https://[::1]/', why: 'IPv6 literal' },
  { url: 'https://[::ffff:127.0.0.1]/', why: 'IPv4-mapped IPv6' },
  // Provider hosts: wildcard edges, look-alikes, downgrades, ports.
  { url: 'https://klarna.com.evil.example/', why: 'provider as a subdomain' },
  { url: 'https://x.klarna.com.evil.example/', why: 'wildcard-shaped subdomain' },
  { url: 'https://evilklarna.com/', why: 'provider as a suffix (wildcard edge)' },
  { url: 'https://klarna.co/', why: 'near provider' },
  { url: 'https://klarn\u0430.com/', why: 'Cyrillic а in the provider' },
  { url: 'https://xn--klarn-8ve.com/', why: 'punycode provider look-alike' },
  { url: 'https://x.klarna.com\u3002evil.example/', why: 'ideographic full stop is a dot' },
  // ('https://*.klarna.com/' is not here: the parser keeps '*' in a host name, and any name
  // ending in '.klarna.com' is inside Klarna's own DNS zone, so it cannot reach an attacker.)
  { url: 'https://klarna.com%2e.evil.example/', why: 'encoded dot after the provider' },
  { url: 'https://.klarna.com/', why: 'empty label before the suffix' },
  { url: 'https://x.klarna.com%2F.evil.example/', why: 'encoded slash in the host' },
  { url: 'http://klarna.com/', why: 'provider over http' },
  { url: 'http://x.klarna.com/pay', why: 'wildcard provider over http' },
  { url: 'http://pay.eu.klarna.com/x', why: 'regional wildcard host over http' },
  { url: 'https://x.klarna.com:8443/', why: 'wildcard provider on another port' },
  { url: 'https://klarna.com:444/', why: 'exact provider on another port' },
  { url: 'https://affirm.com.evil.example/', why: 'Affirm as a subdomain' },
  { url: 'https://evilaffirm.com/', why: 'Affirm as a suffix' },
  { url: 'http://hooks.stripe.com/', why: 'Stripe over http' },
  { url: 'https://stripe.com.evil.example/', why: 'Stripe as a subdomain' },
  { url: 'https://paybright.com.evil.example/', why: 'PayBright as a subdomain' },
  { url: 'https://my.matterport.com.evil.example/', why: 'Matterport as a subdomain' },
  { url: 'http://kuula.co/share/x', why: 'Kuula over http' },
  { url: 'https://kuula.com/', why: 'near VR provider' },
  { url: 'https://api.trustpilot.com.evil.example/', why: 'Trustpilot as a subdomain' },
  { url: 'http://api.trustpilot.com/v1', why: 'Trustpilot over http' },
];

/** Must be accepted by every caller (they point to the site itself). */
export const VALID_SAME_ORIGIN: readonly Case[] = [
  { url: '/', why: 'home' },
  { url: '/cart', why: 'absolute path' },
  { url: '/cart/checkout/complete', why: 'payment completion' },
  { url: 'cart', why: 'relative path' },
  { url: './cart', why: 'dot relative path' },
  { url: '../cart', why: 'parent relative path (clamped at the root)' },
  { url: '?page=2', why: 'query only' },
  { url: '#reviews', why: 'fragment only' },
  { url: '/search/products/sofa/?q=oak%20sofa', why: 'search results page' },
  { url: '/product/oak-sofa?colour=%E2%9C%93', why: 'encoded query' },
  { url: '/m\u00f6bel/sofa', why: 'non-ASCII path' },
  { url: 'https://shop.example/', why: 'our origin' },
  { url: 'https://shop.example/i-love', why: 'absolute same-origin' },
  { url: 'HTTPS://SHOP.EXAMPLE/X', why: 'upper-case scheme and host' },
  { url: 'https://shop.example:443/x', why: 'explicit default port' },
  { url: '//shop.example/x', why: 'protocol-relative to ourselves' },
  { url: '  /padded  ', why: 'surrounding spaces are trimmed' },
  { url: '/%2e%2e/cart', why: 'encoded dot segments that stay on a single-slash path' },
  { url: '/a/../b', why: 'dot segments' },
  { url: '/../../cart', why: 'dot segments clamp at the root' },
  { url: '/%2F%2Fevil.example', why: 'encoded slashes stay in the path' },
  { url: '/%5Cevil.example', why: 'encoded backslash stays in the path' },
  { url: '%2F%2Fevil.example', why: 'relative path of encoded slashes' },
  { url: 'https:evil.example', why: 'same scheme, no slashes: a relative path (as in Chromium)' },
  { url: 'https:/evil.example', why: 'same scheme, one slash: an absolute path' },
  { url: '/#//evil.example', why: 'foreign-looking fragment' },
  { url: '/?next=//evil.example', why: 'foreign URL only in the query' },
  { url: '/?next=https://evil.example', why: 'foreign URL only in the query' },
  { url: '%6Aavascript:alert(1)', why: 'an encoded scheme letter is just a relative path' },
  { url: 'javascript&colon;alert(1)', why: 'the URL parser decodes no HTML entities: a path' },
  { url: 'https://shop%2eexample/x', why: 'encoded dot decodes to our own host' },
  { url: 'https://shop.example/\u0000x', why: 'NUL inside a path is encoded, not stripped' },
];

/** Payment redirects (BNPL): allow-listed providers over https. */
export const VALID_PAYMENT: readonly Case[] = [
  { url: 'https://klarna.com/', why: 'Klarna apex' },
  { url: 'https://x.klarna.com/pay', why: 'Klarna subdomain' },
  { url: 'https://pay.eu.klarna.com/x?y=1', why: 'Klarna regional host' },
  { url: 'https://KLARNA.COM/X', why: 'upper case' },
  { url: 'https://x.klarna.com:443/', why: 'explicit default port' },
  { url: 'https://hooks.stripe.com/3d_secure_2/hosted', why: 'Stripe authentication' },
  { url: 'https://checkout.stripe.com/c/pay', why: 'Stripe subdomain' },
  { url: 'https://sandbox.affirm.com/c/1', why: 'Affirm sandbox' },
  { url: 'https://affirm.ca/x', why: 'Affirm Canada' },
  { url: 'https://www.paybright.com/a', why: 'PayBright' },
  { url: '//x.klarna.com/pay', why: 'protocol-relative to a provider, on an https page' },
];

/** The VR viewer frames tours from its providers. */
export const VALID_VR: readonly Case[] = [
  { url: 'https://my.matterport.com/show/?m=abc', why: 'Matterport tour' },
  { url: 'https://kuula.co/share/collection/7abc', why: 'Kuula tour' },
  { url: '//kuula.co/share/x', why: 'protocol-relative Kuula' },
];

/** The reviews wall reads its summary from the provider's API. */
export const VALID_REVIEWS: readonly Case[] = [
  { url: 'https://api.trustpilot.com/v1/business-units/rove-demo', why: 'Trustpilot API' },
];
