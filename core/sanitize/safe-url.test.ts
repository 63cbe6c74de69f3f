import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowedUrl, resolveAllowedUrl, safeUrl, type UrlPolicy } from './safe-url';

const policy: UrlPolicy = {
  origin: 'https://shop.example',
  providerHosts: ['js.stripe.com', '*.klarna.com', 'localhost:4443'],
};

describe('isAllowedUrl', () => {
  it.each<[string, string]>([
    ['/cart', 'https://shop.example/cart'],
    ['cart/checkout', 'https://shop.example/cart/checkout'],
    ['?locale=en_UK', 'https://shop.example/?locale=en_UK'],
    ['#reviews', 'https://shop.example/#reviews'],
    ['https://shop.example/i-love', 'https://shop.example/i-love'],
    ['HTTPS://SHOP.EXAMPLE/x', 'https://shop.example/x'],
    ['https://shop.example:443/x', 'https://shop.example/x'],
    ['  /padded  ', 'https://shop.example/padded'],
    // With the base's own scheme and no slashes, the URL parser reads a path, as browsers do.
    ['https:evil.example', 'https://shop.example/evil.example'],
    ['https://js.stripe.com/v3', 'https://js.stripe.com/v3'],
    ['//js.stripe.com/v3', 'https://js.stripe.com/v3'],
    ['https://x.klarna.com/pay', 'https://x.klarna.com/pay'],
    ['https://a.b.klarna.com/', 'https://a.b.klarna.com/'],
    ['https://localhost:4443/sim', 'https://localhost:4443/sim'],
  ])('allows %j (→ %s)', (url, href) => {
    expect(isAllowedUrl(url, policy)).toBe(true);
    expect(safeUrl(url, policy)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://shop.example/1234',
    'file:///etc/passwd',
    'about:blank',
    'mailto:a@b.example',
    '//evil.example/x',
    '\\\\evil.example/x',
    '/\\evil.example/x',
    'https://evil.example/',
    'http://shop.example/', // the right host over the wrong scheme is another origin
    'https://shop.example.evil.example/',
    'https://evilshop.example/',
    'https://shop.example@evil.example/',
    'https://user:pass@shop.example/',
    'https://user@shop.example/',
    'http://js.stripe.com/v3', // providers only over https
    'https://js.stripe.com:8443/v3',
    'https://stripe.com/',
    'https://klarna.com/', // a wildcard does not cover the bare domain
    'https://evilklarna.com/',
    'https://localhost:4444/',
    'http://[::1]/',
    'https://%65vil.example/',
  ])('refuses %j', (url) => {
    expect(isAllowedUrl(url, policy)).toBe(false);
    expect(safeUrl(url, policy)).toBeUndefined();
  });

  // Callers reuse `pathname` as a relative reference; a path starting with '//' would re-read
  // as protocol-relative (found by tests/security/open-redirect.test.ts).
  it.each([
    '/..//evil.example/x',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/a/..//evil.example',
    '//shop.example//evil.example',
    'https://shop.example//evil.example',
    'https://x.klarna.com//evil.example',
  ])('refuses %j, whose path would read as protocol-relative', (url) => {
    expect(resolveAllowedUrl(url, policy)).toBeUndefined();
  });

  it('still allows dot segments that stay on a single-slash path', () => {
    expect(safeUrl('/a/%2e%2e/b', policy)).toBe('https://shop.example/b');
    expect(safeUrl('/../../cart', policy)).toBe('https://shop.example/cart');
  });

  it('allows the origin over http in development (same origin), but not providers over http', () => {
    const dev: UrlPolicy = { origin: 'http://localhost:4321', providerHosts: ['js.stripe.com'] };
    expect(safeUrl('/cart', dev)).toBe('http://localhost:4321/cart');
    expect(isAllowedUrl('http://localhost:4322/cart', dev)).toBe(false);
    expect(isAllowedUrl('//js.stripe.com/v3', dev)).toBe(false);
  });

  it.each(['', 'not a url', 'javascript:void(0)', 'data:,', 'null', 'file:///tmp'])(
    'refuses everything when the policy origin is %j',
    (origin) => {
      expect(isAllowedUrl('/cart', { origin })).toBe(false);
    },
  );

  it('refuses non-string input from untrusted data', () => {
    expect(isAllowedUrl(42 as unknown as string, policy)).toBe(false);
    expect(isAllowedUrl(null as unknown as string, policy)).toBe(false);
  });

  it('resolveAllowedUrl exposes the parsed URL', () => {
    expect(resolveAllowedUrl('/a?b=1', policy)?.searchParams.get('b')).toBe('1');
  });

  it('never lets a disallowed host or scheme through (property)', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        const href = safeUrl(url, policy);
        if (href === undefined) return true;
        const parsed = new URL(href);
        return (
          parsed.protocol === 'https:' &&
          (parsed.host === 'shop.example' ||
            parsed.host === 'js.stripe.com' ||
            parsed.host === 'localhost:4443' ||
            parsed.hostname.endsWith('.klarna.com'))
        );
      }),
    );
  });

  it('never throws on arbitrary web URLs (property)', () => {
    fc.assert(
      fc.property(fc.webUrl({ withFragments: true, withQueryParameters: true }), (url) => {
        const allowed = isAllowedUrl(url, policy);
        return typeof allowed === 'boolean';
      }),
    );
  });
});
