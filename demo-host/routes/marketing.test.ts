// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { latestEmailCartSends, renewalsFor, subscriptionsFor } from '../db/marketing';
import { MEMBER_UID } from '../db/users';
import { TestBrowser, postForm, postJson, setupTestHost } from '../testing/test-host';

const host = setupTestHost();

function jsonApi(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/vnd.api+json' },
    body: JSON.stringify(body),
  };
}

function subscription(attributes: Record<string, unknown>, type = 'subscription'): unknown {
  return { data: { type, attributes } };
}

describe('POST /klaviyo/api/subscribe', () => {
  it('stores the subscription (form data, list2 optional) and answers success', async () => {
    const browser = new TestBrowser(host.app);
    const first = await browser.json(
      '/klaviyo/api/subscribe',
      postForm({ email: ' news@example.com ', list: 'SpringSale', list2: 'RoveNews' }),
    );
    expect(first).toEqual({ status: 200, body: { success: true } });
    const second = await browser.json(
      '/klaviyo/api/subscribe',
      postForm({ email: 'news@example.com', list: 'RoveNews' }),
    );
    expect(second.body).toEqual({ success: true });
    expect(subscriptionsFor(host.db, 'news@example.com')).toEqual([
      { email: 'news@example.com', list: 'SpringSale', list2: 'RoveNews', source: 'klaviyo' },
      { email: 'news@example.com', list: 'RoveNews', list2: null, source: 'klaviyo' },
    ]);
  });

  it('answers 400 for an invalid email or list and stores nothing', async () => {
    const browser = new TestBrowser(host.app);
    const cases: Record<string, string>[] = [
      { email: 'not-an-email', list: 'RoveNews' },
      { email: '', list: 'RoveNews' },
      { email: 'bad-list@example.com', list: '' },
      { email: 'bad-list@example.com', list: '   ' },
      { email: 'bad-list@example.com', list: '<script>' },
      { email: 'bad-list@example.com', list: 'RoveNews', list2: 'a b' },
    ];
    for (const fields of cases) {
      const { status, body } = await browser.json<{ success: boolean }>(
        '/klaviyo/api/subscribe',
        postForm(fields),
      );
      expect(status).toBe(400);
      expect(body.success).toBe(false);
    }
    expect(subscriptionsFor(host.db, 'bad-list@example.com')).toEqual([]);
  });
});

describe('POST /api/email-marketing/subscriptions', () => {
  it('answers 202 with an empty body and stores the subscription', async () => {
    const response = await host.app.request(
      '/api/email-marketing/subscriptions',
      jsonApi(subscription({ list_id: 'TradeNews', email: 'trade-news@example.com' })),
    );
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    expect(subscriptionsFor(host.db, 'trade-news@example.com')).toEqual([
      {
        email: 'trade-news@example.com',
        list: 'TradeNews',
        list2: null,
        source: 'email-marketing',
      },
    ]);
  });

  it('answers 400 (JSON:API errors) for a wrong shape or an invalid email', async () => {
    const bodies: unknown[] = [
      subscription({ list_id: 'TradeNews', email: 'x@example.com' }, 'profile'),
      { type: 'subscription', attributes: { list_id: 'TradeNews', email: 'x@example.com' } },
      subscription({ email: 'x@example.com' }),
      subscription({ list_id: 'TradeNews', email: 'not-an-email' }),
      subscription({ list_id: 'TradeNews', email: 42 }),
      [],
    ];
    for (const body of bodies) {
      const response = await host.app.request('/api/email-marketing/subscriptions', jsonApi(body));
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errors: { status: string }[] };
      expect(answer.errors[0]?.status).toBe('400');
    }
    const broken = await host.app.request('/api/email-marketing/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data":',
    });
    expect(broken.status).toBe(400);
    expect(subscriptionsFor(host.db, 'x@example.com')).toEqual([]);
  });
});

describe('POST /klaviyo/email-myself', () => {
  const valid = {
    emails: ['me@example.com', ' friend@example.org '],
    body: 'Look at this sofa',
    subscribe: true,
    cart_id: 'cart-123',
    products: [{ nid: 1001, model: 'RC1001-X', qty: 1 }],
  };

  it('stores the send and answers ok', async () => {
    const { status, body } = await new TestBrowser(host.app).json(
      '/klaviyo/email-myself',
      postJson(valid),
    );
    expect({ status, body }).toEqual({ status: 200, body: { ok: true } });
    expect(latestEmailCartSends(host.db, 1)).toEqual([
      {
        emails: ['me@example.com', 'friend@example.org'],
        body: 'Look at this sofa',
        subscribe: true,
        cart: { cart_id: 'cart-123', products: valid.products },
      },
    ]);
  });

  it('answers 400 for no, too many or invalid emails, and for bad fields', async () => {
    const before = latestEmailCartSends(host.db, 100).length;
    const bad: unknown[] = [
      { ...valid, emails: [] },
      { ...valid, emails: ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'] },
      { ...valid, emails: ['a@example.com', 'nope'] },
      { ...valid, emails: 'a@example.com' },
      { ...valid, body: 5 },
      { ...valid, subscribe: 'yes' },
      { ...valid, cart_id: undefined },
      { ...valid, products: 'all' },
      'not an object',
    ];
    for (const body of bad) {
      const { status } = await new TestBrowser(host.app).json(
        '/klaviyo/email-myself',
        postJson(body),
      );
      expect(status).toBe(400);
    }
    expect(latestEmailCartSends(host.db, 100)).toHaveLength(before);
  });

  it('refuses bodies over 64 kB (413)', async () => {
    const response = await host.app.request(
      '/klaviyo/email-myself',
      postJson({ ...valid, body: 'x'.repeat(70 * 1024) }),
    );
    expect(response.status).toBe(413);
  });
});

describe('GET /user/membership/renewal', () => {
  it('enrols the signed-in member', async () => {
    const browser = new TestBrowser(host.app);
    const before = renewalsFor(host.db, MEMBER_UID).length;
    const { status, body } = await browser.json('/user/membership/renewal?as=member');
    expect({ status, body }).toEqual({ status: 200, body: { enrolled: true } });
    const renewals = renewalsFor(host.db, MEMBER_UID);
    expect(renewals).toHaveLength(before + 1);
    expect(renewals.at(-1)?.source).toBe('overlay');
  });

  it('answers 403 to anonymous visitors', async () => {
    const response = await host.app.request('/user/membership/renewal');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ enrolled: false });
  });
});

describe('GET /geo/lookup', () => {
  const lookup = async (path: string, cookie?: string) => {
    const response = await host.app.request(path, cookie ? { headers: { cookie } } : {});
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.json() as Promise<{
      countryCode: string;
      regionName: string;
      cityName: string;
    }>;
  };

  it('takes the city from the cookie first, then ?city=', async () => {
    expect(await lookup('/geo/lookup?city=Vancouver', 'rove_demo_city=Toronto')).toEqual({
      countryCode: 'CA',
      regionName: 'Ontario',
      cityName: 'Toronto',
    });
    expect((await lookup('/geo/lookup?city=san%20diego')).cityName).toBe('San Diego');
  });

  it("falls back to the visitor's country, and answers Denver for an unknown city", async () => {
    expect((await lookup('/geo/lookup')).cityName).toBe('Los Angeles');
    expect((await lookup('/geo/lookup', 'rove_warehouse=KR')).cityName).toBe('Seoul');
    expect((await lookup('/geo/lookup?locale=en_AU')).cityName).toBe('Sydney');
    expect(await lookup('/geo/lookup?city=Atlantis')).toEqual({
      countryCode: 'US',
      regionName: 'Colorado',
      cityName: 'Denver',
    });
  });
});

describe('GET /css/newsletter.css', () => {
  it('serves a stylesheet, and 404 for the failure case or another file', async () => {
    const ok = await host.app.request('/css/newsletter.css');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await ok.text()).toContain('.newsletter-popup__title');
    expect((await host.app.request('/css/newsletter.css?fail=1')).status).toBe(404);
    const missing = await host.app.request('/css/missing.css');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Not found' });
  });
});

describe('unknown marketing API paths', () => {
  it('answer a JSON 404, not a store page', async () => {
    for (const path of ['/klaviyo/nope', '/api/nope', '/geo/nope']) {
      const response = await host.app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('leave the pages uncached only where they must be', async () => {
    const home = await host.app.request('/');
    expect(home.headers.get('cache-control')).not.toBe('no-store');
  });
});
