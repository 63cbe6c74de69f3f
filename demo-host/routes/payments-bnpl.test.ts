// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findOrder, orderPayments } from '../db/checkout';
import { TestBrowser, postJson, readSettings, setupTestHost } from '../testing/test-host';
import { readyOrder, shopperWithCart } from './checkout-test-kit';

const host = setupTestHost();

async function klarnaToken(browser: TestBrowser): Promise<string> {
  const page = await (await browser.get('/cart/checkout')).text();
  const { klarna } = readSettings(page)['checkout'] as { klarna: { client_token: string } };
  return klarna.client_token;
}

/** What Klarna.Payments.authorize (simulated) asks the demo host when the tester approves. */
async function authorize(clientToken: string, approve: boolean) {
  const response = await host.app.request(
    '/simulated/klarna/authorize',
    postJson({ client_token: clientToken, approve }),
  );
  return (await response.json()) as { approved: boolean; authorization_token?: string };
}

describe('Klarna', () => {
  it('authorize → GET /ajax/klarna → redirect_url → return URL places the order once', async () => {
    const browser = await shopperWithCart(host);
    const { orderId, total } = await readyOrder(browser);
    const token = await klarnaToken(browser);
    const auth = await authorize(token, true);
    expect(auth.approved).toBe(true);
    const query = new URLSearchParams({ client_token: token, res: auth.authorization_token ?? '' });
    const { status, body } = await browser.json<{ redirect_url: string }>(
      `/ajax/klarna/${orderId}?${query}`,
    );
    expect(status).toBe(200);
    expect(body.redirect_url).toMatch(new RegExp(`^/uc_klarna/payment/complete/${orderId}\\?`));
    const back = await browser.get(body.redirect_url);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/cart/checkout/complete');
    expect((await browser.get(body.redirect_url)).headers.get('location')).toBe(
      '/cart/checkout/complete',
    );
    expect(orderPayments(host.db, orderId)).toEqual([
      expect.objectContaining({ method: 'klarna', amount: total }),
    ]);
    expect(findOrder(host.db, orderId)?.status).toBe('paid');
  });

  it('accepts the whole authorize answer as res', async () => {
    const browser = await shopperWithCart(host);
    const { orderId } = await readyOrder(browser);
    const token = await klarnaToken(browser);
    const auth = await authorize(token, true);
    const query = new URLSearchParams({ client_token: token, res: JSON.stringify(auth) });
    expect((await browser.json(`/ajax/klarna/${orderId}?${query}`)).status).toBe(200);
  });

  it('refuses a declined authorization, a wrong token or res, and countries without Klarna', async () => {
    const browser = await shopperWithCart(host);
    const { orderId } = await readyOrder(browser);
    const token = await klarnaToken(browser);
    expect(await authorize(token, false)).toEqual({ approved: false, show_form: true });
    const unapproved = new URLSearchParams({
      client_token: token,
      res: 'sim_auth_AAAAAAAAAAAAAAAAAAAA',
    });
    expect((await browser.json(`/ajax/klarna/${orderId}?${unapproved}`)).status).toBe(409);
    expect((await browser.json(`/ajax/klarna/${orderId}?client_token=nope&res=x`)).status).toBe(
      400,
    );
    expect((await browser.json(`/ajax/klarna/${orderId}?client_token=${token}`)).status).toBe(400);
    const returned = await browser.get(
      `/uc_klarna/payment/complete/${orderId}?client_token=${token}&authorization_token=nope`,
    );
    expect(returned.status).toBe(400);
    expect(await returned.text()).toContain('Payment not confirmed');
    const korea = await shopperWithCart(host, { country: 'KR' });
    const kr = await readyOrder(korea, 'KR');
    const refused = await korea.json<{ error: string }>(
      `/ajax/klarna/${kr.orderId}?client_token=x&res=y`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Klarna is not available in Korea');
  });
});

describe('Affirm and PayBright', () => {
  it('GET /ajax/uc_affirm/paybright/{order_id} → url → simulated page → confirm → return URL', async () => {
    const browser = await shopperWithCart(host, { country: 'CA' });
    const { orderId, total } = await readyOrder(browser, 'CA');
    const { status, body } = await browser.json<{ url: string }>(
      `/ajax/uc_affirm/paybright/${orderId}`,
    );
    expect(status).toBe(200);
    expect(body.url).toMatch(/^\/simulated\/paybright\/checkout\/sim_paybright_/);
    const page = await (await browser.get(body.url)).text();
    expect(page).toContain('Simulation: the demo host stands in for PayBright');
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? '';
    const confirmed = await browser.request(action, { method: 'POST' });
    expect(confirmed.status).toBe(303);
    const back = confirmed.headers.get('location') ?? '';
    expect(back).toMatch(new RegExp(`^/uc_affirm/payment/complete/${orderId}\\?checkout_token=`));
    const placed = await browser.get(back);
    expect(placed.headers.get('location')).toBe('/cart/checkout/complete');
    expect(orderPayments(host.db, orderId)).toEqual([
      expect.objectContaining({ method: 'paybright', amount: total, currency: 'CAD' }),
    ]);
    // The return URL again changes nothing.
    await browser.get(back);
    expect(orderPayments(host.db, orderId)).toHaveLength(1);
  });

  it('Affirm (US) works the same way; its cancel link reopens the checkout', async () => {
    const browser = await shopperWithCart(host);
    const { orderId } = await readyOrder(browser);
    const { body } = await browser.json<{ url: string }>(`/ajax/uc_affirm/affirm/${orderId}`);
    const page = await (await browser.get(body.url)).text();
    const cancel =
      /class="sim-provider__cancel" href="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const cancelled = await browser.get(cancel);
    expect(cancelled.headers.get('location')).toBe('/cart/checkout');
    const token = body.url.split('/').pop();
    const returned = await browser.get(
      `/uc_affirm/payment/complete/${orderId}?checkout_token=${token}`,
    );
    expect(returned.status).toBe(400);
    expect(findOrder(host.db, orderId)?.status).toBe('in_checkout');
  });

  it('refuses providers outside their country, unready orders and other visitors', async () => {
    const browser = await shopperWithCart(host);
    const { orderId } = await readyOrder(browser);
    expect((await browser.json(`/ajax/uc_affirm/paybright/${orderId}`)).status).toBe(400);
    expect((await new TestBrowser(host.app).json(`/ajax/uc_affirm/affirm/${orderId}`)).status).toBe(
      403,
    );
    const fresh = await shopperWithCart(host);
    const page = await (await fresh.get('/cart/checkout')).text();
    const freshId = (readSettings(page)['checkout'] as { orderId: number }).orderId;
    const unready = await fresh.json<{ errors: string[] }>(`/ajax/uc_affirm/affirm/${freshId}`);
    expect(unready.status).toBe(409);
    expect(unready.body.errors.length).toBeGreaterThan(0);
    expect((await fresh.get('/simulated/affirm/checkout/sim_affirm_unknownunknown')).status).toBe(
      404,
    );
  });
});

describe('the routes the checkout page names (checkout.urls)', () => {
  const urlsOf = async (browser: TestBrowser) =>
    (
      readSettings(await (await browser.get('/cart/checkout')).text())['checkout'] as {
        urls: Record<string, string>;
      }
    ).urls;

  it('names the SDK’s defaults; under the test cookie, other paths the same handlers answer', async () => {
    const browser = await shopperWithCart(host);
    const { orderId } = await readyOrder(browser);
    expect(await urlsOf(browser)).toMatchObject({
      klarnaRedirect: '/ajax/klarna/{order_id}',
      affirmRedirect: '/ajax/uc_affirm/affirm/{order_id}',
      paybrightRedirect: '/ajax/uc_affirm/paybright/{order_id}',
    });

    browser.cookies.set('rove-bnpl-routes', 'alternative');
    const urls = await urlsOf(browser);
    expect(urls['affirmRedirect']).toBe('/ajax/bnpl-alt/affirm/{order_id}/url');
    const at = (key: string) => (urls[key] ?? '').replace('{order_id}', String(orderId));
    const affirm = await browser.json<{ url: string }>(at('affirmRedirect'));
    expect(affirm.status).toBe(200);
    expect(affirm.body.url).toMatch(/^\/simulated\/affirm\/checkout\/sim_affirm_/);
    // Paybright is Canada's and Klarna wants its session: refused here as on the usual paths.
    expect((await browser.json(at('paybrightRedirect'))).status).toBe(400);
    expect((await browser.json(`${at('klarnaRedirect')}?client_token=x&res=y`)).status).toBe(400);
  });
});
