// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TestBrowser, postJson, productModels, setupTestHost } from '../testing/test-host';
import { shopperWithCart } from './checkout-test-kit';

const host = setupTestHost();

type Offers = { offers: { id: string; title: string; duration_months: number; cost: number }[] };

describe('POST /ajax/uc_mulberry', () => {
  it('answers offers with a cost for the model', async () => {
    const [model] = productModels(host, 1006);
    const { status, body } = await new TestBrowser(host.app).json<Offers>(
      '/ajax/uc_mulberry',
      postJson({ title: 'Demo Financing Sectional', id: 1006, model }),
    );
    expect(status).toBe(200);
    expect(body.offers.map((o) => o.duration_months)).toEqual([36, 60]);
    for (const offer of body.offers) expect(offer.cost).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('override_order_charge');
  });

  it('sends the order charges of a promotion beside the provider’s costs', async () => {
    const [model] = productModels(host, 1010);
    const { body } = await new TestBrowser(host.app).json<Offers>(
      '/ajax/uc_mulberry',
      postJson({ title: 'Demo Outdoor Lounge Chair', id: 1010, model }),
    );
    expect(body).toMatchObject({ override_order_charge: 39, override_order_charge_term_3: 19 });
    expect(body.offers.map((o) => o.cost)).not.toEqual([19, 39]);
  });

  it('offers nothing outside the US and Canada (spec/checkout.md)', async () => {
    const [model] = productModels(host, 1006);
    const browser = new TestBrowser(host.app);
    const offers = async (locale: string) =>
      (
        await browser.json<Offers>(
          `/ajax/uc_mulberry?locale=${locale}`,
          postJson({ title: 'x', id: 1006, model }),
        )
      ).body.offers.length;
    expect(await offers('en_CA')).toBe(2);
    expect(await offers('en_AU')).toBe(0);
    expect(await offers('en_UK')).toBe(0);
  });

  it('answers 400/404 for bad or unknown ids and models', async () => {
    const browser = new TestBrowser(host.app);
    expect((await browser.json('/ajax/uc_mulberry', postJson({ model: 'x' }))).status).toBe(400);
    expect(
      (await browser.json('/ajax/uc_mulberry', postJson({ id: 1006, model: 'nope' }))).status,
    ).toBe(404);
  });
});

describe('GET /ajax/uc_mulberry/modal', () => {
  it('answers the modal content, with or without its title', async () => {
    const [model = ''] = productModels(host, 1006);
    const browser = new TestBrowser(host.app);
    const response = await browser.get(
      `/ajax/uc_mulberry/modal?ajax=1&nid=1006&model=${encodeURIComponent(model)}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(
      '<h2 class="protection__title">Protect your Demo Financing Sectional</h2>',
    );
    expect(html).toMatch(/<li data-offer="1006-3y">3-Year Protection: \$\d/);
    const untitled = await (
      await browser.get(`/ajax/uc_mulberry/modal?nid=1006&model=${model}&hide_title=1`)
    ).text();
    expect(untitled).not.toContain('<h2');
    expect((await browser.get('/ajax/uc_mulberry/modal?nid=1006&model=bad')).status).toBe(404);
  });
});

describe('GET /ajax/uc_mulberry/modal-checkout/{order_id}', () => {
  it('answers the open order’s plans at what the order charges, for its owner only', async () => {
    const browser = await shopperWithCart(host, { nid: 1010 });
    const page = await (await browser.get('/cart/checkout')).text();
    const orderId = /order-id="(\d+)"/.exec(page)?.[1];
    const response = await browser.get(
      `/ajax/uc_mulberry/modal-checkout/${orderId}?ajax=1&hide_title=1`,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Demo Outdoor Lounge Chair');
    expect(html).toContain('3-Year Protection $19');
    expect(html).not.toContain('<h2');
    expect(
      (await new TestBrowser(host.app).get(`/ajax/uc_mulberry/modal-checkout/${orderId}`)).status,
    ).toBe(403);
  });
});
