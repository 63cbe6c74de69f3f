// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, sandboxedPolicy } from '../middleware/security-headers';
import { setupTestHost } from '../testing/test-host';

const host = setupTestHost();

describe('/simulated/ files', () => {
  it.each([
    ['/simulated/stripe/v3.js', 'text/javascript', 'window.Stripe = Stripe'],
    ['/simulated/stripe/elements-frame.js', 'text/javascript', "post({ type: 'ready' })"],
    ['/simulated/stripe/elements-frame.css', 'text/css', '.sim-field'],
    ['/simulated/klarna/payments.js', 'text/javascript', 'window.Klarna.Payments'],
    ['/simulated/klarna/klarna.css', 'text/css', '.sim-klarna-overlay'],
    ['/simulated/bnpl/provider.css', 'text/css', '.sim-provider__card'],
    ['/simulated/kakao/postcode.v2.js', 'text/javascript', 'window.daum.Postcode = Postcode'],
    ['/simulated/kakao/postcode.css', 'text/css', '.sim-postcode__results'],
    ['/simulated/google/maps-places.js', 'text/javascript', 'maps.importLibrary = function'],
    ['/simulated/affirm/affirm.js', 'text/javascript', 'window.affirm = affirm'],
    ['/simulated/klarna/web-sdk.js', 'text/javascript', 'Klarna.OnsiteMessaging = {'],
  ])('serves %s without cookies', async (path, type, snippet) => {
    const response = await host.app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(type);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toContain(snippet);
  });

  it('serves each vendor script after the recorder /demo/providers reads, once', async () => {
    for (const path of ['/simulated/affirm/affirm.js', '/simulated/meta/fbevents.js']) {
      const body = await (await host.app.request(path)).text();
      expect(body.indexOf('window.__roveDemoSimulations = {')).toBeGreaterThanOrEqual(0);
      expect(body.indexOf('window.__roveDemoSimulations = {')).toBeLessThan(
        body.indexOf('SIMULATION of'),
      );
    }
    const frame = await (await host.app.request('/simulated/stripe/elements-frame.js')).text();
    expect(frame).not.toContain('__roveDemoSimulations');
    expect((await host.app.request('/simulated/simulation-log.js')).status).toBe(404);
  });

  it('never serves the simulations’ sources', async () => {
    for (const path of [
      '/simulated/stripe/intents.ts',
      '/simulated/stripe/../stripe/test-cards.ts',
      '/simulated/x',
    ]) {
      const response = await host.app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('serves the Payment Element frame under the strict CSP, loading its own script', async () => {
    const response = await host.app.request(
      '/simulated/stripe/elements-frame?channel=x&origin=http://localhost',
    );
    const page = await response.text();
    // Sandboxed, so its own origin is named: WebKit matches 'self' against the opaque origin.
    const policy = response.headers.get('content-security-policy');
    expect(policy).toBe(sandboxedPolicy('http://localhost'));
    expect(policy).toContain("script-src 'self' http://localhost;");
    expect(policy).toContain("connect-src 'self' http://localhost;");
    expect(policy?.replaceAll(' http://localhost', '')).toBe(CONTENT_SECURITY_POLICY);
    expect(page).toContain('<script src="/simulated/stripe/elements-frame.js" defer></script>');
    expect(page).not.toMatch(/<script>|\son\w+=/);
  });

  it('serves the frame under the nonce-based policy with its origin named when the shopper asked for it', async () => {
    const response = await host.app.request(
      '/simulated/stripe/elements-frame?channel=x&origin=http://localhost',
      { headers: { cookie: 'rove-csp=strict' } },
    );
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("require-trusted-types-for 'script'");
    // WebKit matches 'self' against the frame's opaque origin: its stylesheet and calls would fail.
    expect(policy).toContain("style-src 'self' http://localhost;");
    expect(policy).toContain("connect-src 'self' http://localhost;");
    expect(await response.text()).toContain(
      `<script nonce="${nonce}" src="/simulated/stripe/elements-frame.js" defer></script>`,
    );
  });
});

describe('the simulated Stripe API', () => {
  it('answers CORS for the sandboxed frame and Stripe-shaped errors', async () => {
    const preflight = await host.app.request('/simulated/stripe/v1/payment_intents/pi_x/confirm', {
      method: 'OPTIONS',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const missing = await host.app.request(
      '/simulated/stripe/v1/payment_intents/pi_x?client_secret=pi_x_secret_y',
    );
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    expect(await missing.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: "No such payment_intent: 'pi_x'",
      },
    });
    const garbage = await host.app.request('/simulated/stripe/v1/payment_intents/pi_x/confirm', {
      method: 'POST',
      body: 'nope',
    });
    expect(garbage.status).toBe(400);
  });

  it('refuses a Klarna authorisation for an unknown session', async () => {
    const response = await host.app.request('/simulated/klarna/authorize', {
      method: 'POST',
      body: JSON.stringify({ client_token: 'nope', approve: true }),
    });
    expect(response.status).toBe(404);
  });
});
