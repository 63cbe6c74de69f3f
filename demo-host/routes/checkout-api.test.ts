// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TestBrowser, postForm, postJson, setupTestHost } from '../testing/test-host';
import { readyOrder, shopperWithCart } from './checkout-test-kit';

const host = setupTestHost();

describe('POST /json/user/exists/check', () => {
  const none = {
    emailExists: false,
    memberExists: false,
    memberActive: false,
    tradeExists: false,
    tradeActive: false,
  };
  it.each([
    ['nobody@example.com', none],
    ['casey@example.com', { ...none, emailExists: true }],
    ['MORGAN@example.com', { ...none, emailExists: true, memberExists: true, memberActive: true }],
    ['expired@example.com', { ...none, emailExists: true, memberExists: true }],
    ['trade@example.com', { ...none, emailExists: true, tradeExists: true, tradeActive: true }],
    ['trade-pending@example.com', { ...none, emailExists: true, tradeExists: true }],
  ])('%s → %j', async (email, expected) => {
    const { status, body } = await new TestBrowser(host.app).json(
      '/json/user/exists/check',
      postJson({ email }),
    );
    expect(status).toBe(200);
    expect(body).toEqual(expected);
  });

  it('reads forms too and answers 400 for a missing or invalid email', async () => {
    const browser = new TestBrowser(host.app);
    expect(
      (await browser.json('/json/user/exists/check', postForm({ email: 'casey@example.com' })))
        .body,
    ).toMatchObject({ emailExists: true });
    expect((await browser.json('/json/user/exists/check', postJson({}))).status).toBe(400);
    expect(
      (await browser.json('/json/user/exists/check', postJson({ email: 'not-an-email' }))).status,
    ).toBe(400);
  });
});

describe('POST /json/user/membership/validate', () => {
  it('stores the choice on the order and says whether it changed', async () => {
    const browser = await shopperWithCart(host);
    await browser.get('/cart/checkout');
    const join = await browser.json<{ valueChanged: boolean; totals: { memberFee: number } }>(
      '/json/user/membership/validate',
      postJson({ value: '1' }),
    );
    expect(join.body).toMatchObject({ valueChanged: true, totals: { memberFee: 100 } });
    const again = await browser.json('/json/user/membership/validate', postJson({ value: 1 }));
    expect(again.body).toMatchObject({ valueChanged: false });
    const out = await browser.json('/json/user/membership/validate', postJson({ value: '0' }));
    expect(out.body).toMatchObject({ valueChanged: true, totals: { memberFee: 0 } });
  });

  it('answers 400 for a bad value, 404 without an order and 400 for opting out of a lock', async () => {
    const browser = await shopperWithCart(host);
    expect(
      (await browser.json('/json/user/membership/validate', postJson({ value: '1' }))).status,
    ).toBe(404);
    await browser.get('/cart/checkout?flags=membership-lock');
    expect(
      (await browser.json('/json/user/membership/validate', postJson({ value: 'yes' }))).status,
    ).toBe(400);
    expect(
      (await browser.json('/json/user/membership/validate', postJson({ value: '0' }))).status,
    ).toBe(400);
  });
});

describe('GET /ajax/order-validate/{order_id}', () => {
  it('answers success for a complete order', async () => {
    const browser = await shopperWithCart(host);
    const { orderId } = await readyOrder(browser);
    const { status, body } = await browser.json(`/ajax/order-validate/${orderId}`);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, errors: [], fields: {} });
  });

  it('lists the messages of an incomplete order', async () => {
    const browser = await shopperWithCart(host);
    const page = await (await browser.get('/cart/checkout')).text();
    const orderId = /order-id="(\d+)"/.exec(page)?.[1];
    const { body } = await browser.json<{ success: boolean; errors: string[] }>(
      `/ajax/order-validate/${orderId}`,
    );
    expect(body.success).toBe(false);
    expect(body.errors).toContain('Email: Please enter a valid email address for this order');
    expect(body.errors).toContain('Shipping postal code: Required');
  });

  it('answers 400 for a bad id, 404 for an unknown order and 403 for another visitor’s', async () => {
    const owner = await shopperWithCart(host);
    const { orderId } = await readyOrder(owner);
    const stranger = new TestBrowser(host.app);
    expect((await stranger.json('/ajax/order-validate/abc')).status).toBe(400);
    expect((await stranger.json('/ajax/order-validate/999999999')).status).toBe(404);
    const foreign = await stranger.json<{ error: string }>(`/ajax/order-validate/${orderId}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toMatch(/another visitor/);
  });
});

describe('GET /ajax/user/forgot-pwd/{order_id}/', () => {
  it('serves a small page with the email prefilled, and a confirmation when posted', async () => {
    const browser = await shopperWithCart(host);
    const { orderId } = await readyOrder(browser);
    const response = await browser.get(
      `/ajax/user/forgot-pwd/${orderId}/?ajax=1&hide_title=1&email_address=casey%40example.com`,
    );
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(page).toContain('value="casey@example.com"');
    expect(page).not.toContain('Reset your password</h1>');
    expect(page).not.toContain('<rove-');
    const titled = await (await browser.get(`/ajax/user/forgot-pwd/${orderId}/?ajax=1`)).text();
    expect(titled).toContain('Reset your password</h1>');
    const sent = await browser.request(
      `/ajax/user/forgot-pwd/${orderId}/?ajax=1`,
      postForm({ email_address: 'casey@example.com' }),
    );
    expect(await sent.text()).toContain('If an account exists for casey@example.com');
    const bad = await browser.request(
      `/ajax/user/forgot-pwd/${orderId}/`,
      postForm({ email_address: 'x' }),
    );
    expect(bad.status).toBe(400);
  });

  it('drops an invalid email and refuses another visitor’s order', async () => {
    const browser = await shopperWithCart(host);
    const { orderId } = await readyOrder(browser);
    const page = await (
      await browser.get(`/ajax/user/forgot-pwd/${orderId}/?email_address=%22%3E%3Cscript%3E`)
    ).text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('value=""');
    expect((await new TestBrowser(host.app).get(`/ajax/user/forgot-pwd/${orderId}/`)).status).toBe(
      403,
    );
  });
});

describe('GET /ajax/rove_customer', () => {
  it('answers the customer record for a logged-in visitor', async () => {
    const browser = new TestBrowser(host.app);
    await browser.get('/?as=customer');
    const { body } = await browser.json('/ajax/rove_customer');
    expect(body).toEqual({
      success: true,
      errors: [],
      id: 1,
      email: 'casey@example.com',
      first_name: 'Casey',
      last_name: 'Customer',
      phone: '2125550143',
      customer_address_1: '350 5th Ave',
      customer_address_2: '',
      city: 'New York',
      province: 'New York',
      province_code: 'NY',
      zip: '10118',
      country: 'US',
      created: Date.UTC(2025, 2, 1) / 1000,
      order_count: 0,
      total_spent: 0,
      tags: '',
    });
  });

  it('answers success false for anonymous visitors', async () => {
    const { status, body } = await new TestBrowser(host.app).json('/ajax/rove_customer');
    expect(status).toBe(200);
    expect(body).toEqual({ success: false, errors: ['You are not logged in.'] });
  });
});
