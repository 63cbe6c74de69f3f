// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TestBrowser,
  createTestHost,
  postForm,
  postJson,
  productModels,
  readSettings,
  type TestHost,
} from '../testing/test-host';

let host: TestHost;
beforeAll(() => {
  host = createTestHost();
});
afterAll(() => host.cleanup());

type Protection = { id: string; title: string; cost: number } | null;
type Line = { nid: number; model: string; qty: number; protection: Protection };
type Added = { count: number; line: Line };

const IN_STOCK = 1001;
const SOLD_OUT = 1003;

function firstModel(nid: number): string {
  const [model] = productModels(host, nid);
  if (!model) throw new Error(`product ${nid} has no models`);
  return model;
}

describe('POST /cart/add', () => {
  it('adds a line from JSON and answers the unit count and the stored line', async () => {
    const browser = new TestBrowser(host.app);
    const model = firstModel(IN_STOCK);
    const first = await browser.json<Added>(
      '/cart/add',
      postJson({ nid: IN_STOCK, model, qty: 2 }),
    );
    expect(first).toEqual({
      status: 200,
      body: { count: 2, line: { nid: IN_STOCK, model, qty: 2, protection: null } },
    });
    const again = await browser.json<Added>(
      '/cart/add',
      postForm({ nid: String(IN_STOCK), model, qty: '3' }),
    );
    expect(again.body).toEqual({
      count: 5,
      line: { nid: IN_STOCK, model, qty: 5, protection: null },
    });
  });

  it('keeps a line at 10 units when more are added', async () => {
    const browser = new TestBrowser(host.app);
    const model = firstModel(IN_STOCK);
    await browser.json('/cart/add', postJson({ nid: IN_STOCK, model, qty: 8 }));
    const { body } = await browser.json<Added>(
      '/cart/add',
      postJson({ nid: IN_STOCK, model, qty: 8 }),
    );
    expect(body.line.qty).toBe(10);
    expect(body.count).toBe(10);
  });

  it('defaults the quantity to 1', async () => {
    const { body } = await new TestBrowser(host.app).json<Added>(
      '/cart/add',
      postJson({ nid: String(IN_STOCK), model: firstModel(IN_STOCK) }),
    );
    expect(body.count).toBe(1);
  });

  it('keeps each visitor’s cart apart', async () => {
    const a = new TestBrowser(host.app);
    const b = new TestBrowser(host.app);
    await a.get('/');
    await b.get('/');
    await a.json('/cart/add', postJson({ nid: IN_STOCK, model: firstModel(IN_STOCK) }));
    const page = await (await b.get('/')).text();
    expect(readSettings(page).cart).toEqual({ count: 0 });
  });

  it('answers 400 for a bad nid, model or qty and 404 for unknown ones', async () => {
    const browser = new TestBrowser(host.app);
    const model = firstModel(IN_STOCK);
    const status = async (body: unknown) =>
      (await browser.json('/cart/add', postJson(body))).status;
    expect(await status({ model })).toBe(400);
    expect(await status({ nid: 'abc', model })).toBe(400);
    expect(await status({ nid: IN_STOCK })).toBe(400);
    expect(await status({ nid: IN_STOCK, model, qty: 0 })).toBe(400);
    expect(await status({ nid: IN_STOCK, model, qty: 11 })).toBe(400);
    expect(await status({ nid: IN_STOCK, model, qty: 1.5 })).toBe(400);
    expect(await status({ nid: 999999, model })).toBe(404);
    expect(await status({ nid: IN_STOCK, model: 'RC1001-NOPE' })).toBe(404);
    const response = await browser.request('/cart/add', { method: 'POST', body: '{not json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'nid must be a product id' });
  });

  it('answers 409 for a disallowed (sold-out) model', async () => {
    const { status, body } = await new TestBrowser(host.app).json<{ error: string }>(
      '/cart/add',
      postJson({ nid: SOLD_OUT, model: firstModel(SOLD_OUT) }),
    );
    expect(status).toBe(409);
    expect(body.error).toContain('cannot be added');
  });
});

describe('POST /cart/add with a protection plan', () => {
  it('stores the chosen plan on the line, and keeps it when units are added without one', async () => {
    const browser = new TestBrowser(host.app);
    const model = firstModel(IN_STOCK);
    const { status, body } = await browser.json<Added>(
      '/cart/add',
      postForm({ nid: String(IN_STOCK), model, qty: '1', protection: `${IN_STOCK}-5y` }),
    );
    expect(status).toBe(200);
    expect(body.line.protection).toEqual({
      id: `${IN_STOCK}-5y`,
      title: '5-Year Protection',
      cost: expect.any(Number),
    });
    await browser.json('/cart/add', postForm({ nid: String(IN_STOCK), model, qty: '1' }));
    const lines = await browser.json<{ count: number; lines: Line[] }>('/cart/lines');
    expect(lines.body.count).toBe(2);
    expect(lines.body.lines).toEqual([
      { nid: IN_STOCK, model, qty: 2, protection: body.line.protection },
    ]);
  });

  it('answers 400 for a plan that is not one of the model’s offers, and stores nothing', async () => {
    const browser = new TestBrowser(host.app);
    const model = firstModel(IN_STOCK);
    const { status, body } = await browser.json<{ error: string }>(
      '/cart/add',
      postJson({ nid: IN_STOCK, model, protection: '1006-3y' }),
    );
    expect(status).toBe(400);
    expect(body.error).toBe(`Unknown protection plan 1006-3y for model ${model}`);
    expect((await browser.json<{ lines: Line[] }>('/cart/lines')).body.lines).toEqual([]);
  });

  it('refuses a plan outside the US and Canada', async () => {
    const { status, body } = await new TestBrowser(host.app).json<{ error: string }>(
      '/cart/add?locale=en_AU',
      postJson({ nid: IN_STOCK, model: firstModel(IN_STOCK), protection: `${IN_STOCK}-3y` }),
    );
    expect(status).toBe(400);
    expect(body.error).toBe('Protection plans are offered only in the US and Canada');
  });
});

describe('cart count on pages', () => {
  it('puts the count in settings and in the header’s <rove-cart-count> link', async () => {
    const browser = new TestBrowser(host.app);
    const before = await (await browser.get('/')).text();
    expect(readSettings(before).cart).toEqual({ count: 0 });
    await browser.json(
      '/cart/add',
      postJson({ nid: IN_STOCK, model: firstModel(IN_STOCK), qty: 3 }),
    );
    const after = await (await browser.get('/product/demo-in-stock')).text();
    expect(readSettings(after).cart).toEqual({ count: 3 });
    expect(after).toMatch(
      /<rove-cart-count class="header-cart"><a class="header-link" href="\/cart"[\s\S]*?class="header-link__count">3<[\s\S]*?<\/a\s*><\/rove-cart-count>/,
    );
    const live = await browser.json<{ cart_count: number }>('/ajax/live_info.json?pathname=/');
    expect(live.body.cart_count).toBe(3);
  });
});

describe('GET /cart', () => {
  it('says the cart is empty, then lists the added lines', async () => {
    const browser = new TestBrowser(host.app);
    const empty = await browser.get('/cart');
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain('Your cart is empty.');
    const model = firstModel(IN_STOCK);
    await browser.json('/cart/add', postJson({ nid: IN_STOCK, model, qty: 2 }));
    const page = await (await browser.get('/cart')).text();
    expect(page).toContain('Demo In-Stock Lounge Chair');
    expect(page).toContain(`<td>${model}</td>`);
    expect(page).toContain('<td>2</td>');
    expect(page).not.toContain('Your cart is empty.');
  });
});
