// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  securityHeaders,
  strictContentSecurityPolicy,
  withNonces,
} from './security-headers';

const PAGE = `<!doctype html><html><head>
<script type="application/json" id="rove-settings">{"a":1}</script>
<script type="module" src="/rove/loader.js" data-base="/rove/" fetchpriority="low"></script>
<script src="/demo-assets/late-love.js" defer></script>
</head><body><script src="https://cdn.example/x.js"></script><p>hi</p></body></html>`;

const STRIPE_PAGE = PAGE.replace('{"a":1}', '{"stripe":{"publishableKey":"pk_test_x"}}');

function app() {
  const hono = new Hono();
  hono.use('*', securityHeaders());
  hono.get('/page', (c) => c.html(PAGE));
  hono.get('/pay', (c) => c.html(STRIPE_PAGE));
  hono.get('/data', (c) => c.json({ ok: true }));
  return hono;
}

describe('securityHeaders', () => {
  it("serves pages with the 'self' policy by default, unchanged", async () => {
    const response = await app().request('/page');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await response.text()).toBe(PAGE);
  });

  it('serves the strict policy with a fresh nonce per response on ?csp=strict or the cookie', async () => {
    const first = await app().request('/page?csp=strict');
    const second = await app().request('/page', { headers: { cookie: 'rove-csp=strict' } });
    const nonces = [first, second].map((response) => {
      const header = response.headers.get('content-security-policy') ?? '';
      expect(header).toContain("'strict-dynamic'");
      expect(header).toContain("object-src 'none'");
      expect(header).toContain("base-uri 'none'");
      expect(header).toContain("require-trusted-types-for 'script'");
      expect(header).toContain('trusted-types rove');
      return /'nonce-([^']+)'/.exec(header)?.[1] ?? '';
    });
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    const html = await first.text();
    // Our own script files get the nonce; the JSON block and a foreign script do not.
    expect(html).toContain(`<script nonce="${nonces[0]}" type="module" src="/rove/loader.js"`);
    expect(html).toContain(`<script nonce="${nonces[0]}" src="/demo-assets/late-love.js" defer>`);
    expect(html).toContain('<script type="application/json" id="rove-settings">');
    expect(html).toContain('<script src="https://cdn.example/x.js">');
    expect(html.match(/nonce=/g)).toHaveLength(2);
  });

  it('puts the classic-script shim, twice, in the loader tag’s place with &loader=classic', async () => {
    const html = await (
      await app().request('/page', { headers: { cookie: 'rove-csp=strict; rove-loaders=classic' } })
    ).text();
    expect(html.match(/<script nonce="[^"]+" src="\/rove\/loader\.classic\.js/g)).toHaveLength(2);
    expect(html).not.toContain('src="/rove/loader.js"');
  });

  it('adds a second loader (another module instance) with &loader=2', async () => {
    const html = await (await app().request('/page?csp=strict&loader=2')).text();
    expect(html).toMatch(
      /<script nonce="[^"]+" type="module" src="\/rove\/loader\.js\?copy=strict-2"/,
    );
    expect(html.match(/src="\/rove\/loader\.js/g)).toHaveLength(2);
  });

  it("adds the page's vendors to either policy, less those ?csp-without= names", async () => {
    for (const query of ['', '?csp=strict']) {
      const policy = (await app().request(`/pay${query}`)).headers.get('content-security-policy');
      expect(policy).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
      expect(policy).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    }
    const without = await app().request('/pay?csp-without=stripe');
    expect(without.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await without.text()).toBe(STRIPE_PAGE);
  });

  it('leaves non-HTML replies alone', async () => {
    const response = await app().request('/data?csp=strict');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe('withNonces', () => {
  it('replaces a nonce the markup already had', () => {
    expect(withNonces('<script nonce="old" src="/rove/loader.js"></script>', 'new', 'one')).toBe(
      '<script nonce="new" src="/rove/loader.js"></script>',
    );
  });

  it('names the nonce in the policy', () => {
    expect(strictContentSecurityPolicy('abc')).toContain("script-src 'nonce-abc' 'strict-dynamic'");
  });
});
