// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  TestBrowser,
  postForm,
  postJson,
  productModels,
  readSettings,
  setupTestHost,
} from '../testing/test-host';

const host = setupTestHost();

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
      /<rove-cart-count class="header-cart"[^>]*><a class="header-link" href="\/cart"[\s\S]*?class="header-link__count">3<[\s\S]*?<\/a\s*><\/rove-cart-count\s*>/,
    );
    const live = await browser.json<{ cart_count: number }>('/ajax/live_info.json?pathname=/');
    expect(live.body.cart_count).toBe(3);
  });
});

type View = {
  count: number;
  country: string;
  currency: string;
  lines: {
    nid: number;
    model: string;
    title: string;
    options: string;
    price: number;
    memberPrice: number;
    compareAt: number;
    qty: number;
    custom: boolean;
    protection: Protection;
  }[];
  totals: {
    subtotal: number;
    memberPricing: boolean;
    memberSavings: number;
    protection: number;
    discount: number;
    total: number;
  };
  coupon: { code: string; title: string } | null;
  customTermsAgreed: boolean;
};

/** A browser whose cart holds the demo lines (a chair and a sofa, and a custom sectional). */
async function demoCart(query = ''): Promise<{ browser: TestBrowser; cart: View }> {
  const browser = new TestBrowser(host.app);
  const response = await browser.get(`/demo/cart${query}`);
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('/cart');
  return { browser, cart: (await browser.json<View>('/cart/view')).body };
}

describe('GET /cart', () => {
  it('says the cart is empty inside <rove-cart>, then lists the added lines', async () => {
    const browser = new TestBrowser(host.app);
    const empty = await (await browser.get('/cart')).text();
    expect(empty).toMatch(
      /<rove-cart class="cart">[\s\S]*Your cart is empty\.[\s\S]*<\/rove-cart>/,
    );
    expect((readSettings(empty).cartPage as View).lines).toEqual([]);
    const model = firstModel(IN_STOCK);
    await browser.json('/cart/add', postJson({ nid: IN_STOCK, model, qty: 2 }));
    const page = await (await browser.get('/cart')).text();
    expect(page).toContain('Demo In-Stock Lounge Chair');
    expect(page).toContain(`data-model="${model}"`);
    expect(page).toMatch(/name="qty" min="1" max="10" value="2"/);
    expect(page).toContain('Estimated processing time: 1-5 business days');
    expect(page).toContain('<a class="button" href="/cart/checkout">Checkout</a>');
    expect(page).not.toContain('Your cart is empty.');
  });

  it('carries the cart in settings.cartPage: lines, totals, country and currency', async () => {
    const { browser, cart } = await demoCart('?coupon=1');
    const settings = readSettings(await (await browser.get('/cart')).text());
    // The page adds the cart's opaque id (email-my-cart sends it); the rest is the cart view.
    expect(settings.cartPage).toEqual({
      ...cart,
      cart_id: expect.stringMatching(/^cart-[0-9a-f]{12}$/),
    });
    expect(cart).toMatchObject({
      count: 2,
      country: 'US',
      currency: 'USD',
      customTermsAgreed: false,
    });
    expect(cart.coupon).toEqual({ code: 'ROVE10', title: '10% off your order' });
    const [chair, sofa] = cart.lines;
    expect(chair).toMatchObject({ nid: IN_STOCK, qty: 1, custom: false, protection: null });
    expect(chair?.options).toMatch(/^\w[\w ]*: .+/);
    expect(chair?.memberPrice).toBeLessThan(chair?.price ?? 0);
    expect(chair?.compareAt).toBeGreaterThan(chair?.price ?? 0);
    const subtotal = (chair?.price ?? 0) + (sofa?.price ?? 0);
    expect(cart.totals).toEqual({
      subtotal,
      memberPricing: false,
      memberSavings: 0,
      protection: 0,
      discount: Math.round(subtotal * 0.1),
      total: subtotal - Math.round(subtotal * 0.1),
    });
  });

  it('applies member prices for a member', async () => {
    const browser = new TestBrowser(host.app);
    await browser.get('/demo/cart?as=member');
    const { body } = await browser.json<View>('/cart/view');
    const members = body.lines.reduce((sum, l) => sum + l.memberPrice * l.qty, 0);
    expect(body.totals.memberPricing).toBe(true);
    expect(body.totals.total).toBe(members);
    expect(body.totals.memberSavings).toBe(body.totals.subtotal - members);
  });

  it('shows the custom-order terms form instead of the checkout link, and HK estimates', async () => {
    const { browser, cart } = await demoCart('?custom=1');
    expect(cart.lines.map((l) => l.custom)).toEqual([false, false, true]);
    const page = await (await browser.get('/cart')).text();
    expect(page).toContain('Estimated processing time: 17-22 weeks');
    expect(page).toContain('<form method="post" action="/cart/custom-terms"');
    expect(page).not.toContain('href="/cart/checkout"');
    const hk = new TestBrowser(host.app);
    await hk.get('/demo/cart?custom=1&locale=ch_HK');
    expect(await (await hk.get('/cart?locale=ch_HK')).text()).toContain('8-10 weeks');
  });
});

describe('POST /cart/update', () => {
  it('sets quantities in one batch and answers the cart', async () => {
    const { browser, cart } = await demoCart();
    const [chair, sofa] = cart.lines;
    if (!chair || !sofa) throw new Error('demo cart lacks lines');
    const { status, body } = await browser.json<View>(
      '/cart/update',
      postJson({
        lines: [
          { nid: chair.nid, model: chair.model, qty: 3 },
          { nid: sofa.nid, model: sofa.model, qty: 2 },
        ],
      }),
    );
    expect(status).toBe(200);
    expect(body.lines.map((l) => l.qty)).toEqual([3, 2]);
    expect(body.count).toBe(5);
    expect(body.totals.total).toBe(chair.price * 3 + sofa.price * 2);
    // Server state: a later read and the header count agree.
    expect((await browser.json<View>('/cart/view')).body.count).toBe(5);
    const page = await (await browser.get('/')).text();
    expect(readSettings(page).cart).toEqual({ count: 5 });
  });

  it('removes a line with qty 0', async () => {
    const { browser, cart } = await demoCart();
    const [chair] = cart.lines;
    if (!chair) throw new Error('demo cart lacks lines');
    const { body } = await browser.json<View>(
      '/cart/update',
      postJson({ lines: [{ nid: chair.nid, model: chair.model, qty: 0 }] }),
    );
    expect(body.lines.map((l) => l.nid)).not.toContain(chair.nid);
    expect(body.count).toBe(1);
  });

  it('takes the fallback’s form posts and goes back to /cart', async () => {
    const { browser, cart } = await demoCart();
    const [chair] = cart.lines;
    if (!chair) throw new Error('demo cart lacks lines');
    const response = await browser.request(
      '/cart/update',
      postForm({ nid: String(chair.nid), model: chair.model, qty: '4' }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    expect((await browser.json<View>('/cart/view')).body.lines[0]?.qty).toBe(4);
  });

  it('refuses malformed batches with 400 and changes nothing', async () => {
    const { browser, cart } = await demoCart();
    const [chair] = cart.lines;
    if (!chair) throw new Error('demo cart lacks lines');
    const status = async (body: unknown) =>
      (await browser.json<{ error: string }>('/cart/update', postJson(body))).status;
    expect(await status({})).toBe(400);
    expect(await status({ lines: [] })).toBe(400);
    expect(await status({ lines: [{ nid: chair.nid, model: chair.model, qty: 11 }] })).toBe(400);
    expect(await status({ lines: [{ nid: chair.nid, model: chair.model, qty: 1.5 }] })).toBe(400);
    expect(await status({ lines: [{ nid: chair.nid, model: chair.model, qty: -1 }] })).toBe(400);
    expect(await status({ lines: [{ nid: 'x', model: chair.model, qty: 1 }] })).toBe(400);
    expect(await status({ lines: [{ nid: chair.nid, model: '', qty: 1 }] })).toBe(400);
    expect(
      await status({ lines: Array.from({ length: 51 }, () => ({ nid: 1, model: 'a', qty: 1 })) }),
    ).toBe(400);
    const broken = await browser.request('/cart/update', { method: 'POST', body: '{nope' });
    expect(broken.status).toBe(400);
    expect((await browser.json<View>('/cart/view')).body.lines[0]?.qty).toBe(1);
  });

  it('answers 409 with the cart for a line not in the cart, and applies none of the batch', async () => {
    const { browser, cart } = await demoCart();
    const [chair] = cart.lines;
    if (!chair) throw new Error('demo cart lacks lines');
    const { status, body } = await browser.json<{ error: string; cart: View }>(
      '/cart/update',
      postJson({
        lines: [
          { nid: chair.nid, model: chair.model, qty: 5 },
          { nid: 1002, model: 'RC1002-NOPE', qty: 2 },
        ],
      }),
    );
    expect(status).toBe(409);
    expect(body.error).toBe('Not in the cart: 1002:RC1002-NOPE');
    expect(body.cart.lines[0]?.qty).toBe(1);
  });

  it('keeps each visitor’s cart apart', async () => {
    const { cart } = await demoCart();
    const [chair] = cart.lines;
    if (!chair) throw new Error('demo cart lacks lines');
    const other = new TestBrowser(host.app);
    const { status } = await other.json(
      '/cart/update',
      postJson({ lines: [{ nid: chair.nid, model: chair.model, qty: 5 }] }),
    );
    expect(status).toBe(409);
  });
});

describe('coupons', () => {
  it('applies the demo coupon and removes it with POST /cart/coupon/remove', async () => {
    const browser = new TestBrowser(host.app);
    await browser.get('/demo/cart');
    const applied = await browser.get('/demo/cart-coupon');
    expect(applied.status).toBe(302);
    expect((await browser.json<View>('/cart/view')).body.coupon?.code).toBe('ROVE10');
    const { status, body } = await browser.json<View>('/cart/coupon/remove', { method: 'POST' });
    expect(status).toBe(200);
    expect(body.coupon).toBeNull();
    expect(body.totals.discount).toBe(0);
    expect(body.totals.total).toBe(body.totals.subtotal);
  });

  it('removes it from the fallback’s form too', async () => {
    const { browser } = await demoCart('?coupon=1');
    const page = await (await browser.get('/cart')).text();
    expect(page).toContain('action="/cart/coupon/remove"');
    const response = await browser.request('/cart/coupon/remove', postForm({}));
    expect(response.status).toBe(303);
    expect((await browser.json<View>('/cart/view')).body.coupon).toBeNull();
  });

  it('refuses an unknown demo coupon', async () => {
    const response = await new TestBrowser(host.app).get('/demo/cart-coupon?code=FREE');
    expect(response.status).toBe(400);
  });
});

describe('POST /cart/custom-terms', () => {
  it('records the agreement per visitor', async () => {
    const { browser } = await demoCart('?custom=1');
    const refused = await browser.json<{ error: string }>('/cart/custom-terms', postJson({}));
    expect(refused.status).toBe(400);
    expect((await browser.json('/cart/custom-terms', postJson({ agree: 'yes' }))).status).toBe(400);
    const { status, body } = await browser.json<View>(
      '/cart/custom-terms',
      postJson({ agree: true }),
    );
    expect(status).toBe(200);
    expect(body.customTermsAgreed).toBe(true);
    const page = await (await browser.get('/cart')).text();
    expect(page).toContain('href="/cart/checkout"');
    const other = new TestBrowser(host.app);
    expect((await other.json<View>('/cart/view')).body.customTermsAgreed).toBe(false);
  });

  it('takes the fallback’s form and goes on to the checkout', async () => {
    const { browser } = await demoCart('?custom=1');
    const response = await browser.request('/cart/custom-terms', postForm({ agree: '1' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart/checkout');
  });
});
