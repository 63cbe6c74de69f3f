// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { postForm, postJson, readSettings, setupTestHost } from '../testing/test-host';
import { readyOrder, shopperWithCart } from './checkout-test-kit';

// The checkout's coupon (POST /cart/coupon/apply, the cart's /cart/coupon/remove): the order's
// totals, the card amount and the placed order all take the cart's discount.

const host = setupTestHost();

interface ApplyReply {
  success: boolean;
  error?: string;
  coupon?: { code: string; title: string };
  cart?: { totals: { discount: number; total: number } };
  order?: {
    totals: { products: number; discount: number; total: number; coupon: { code: string } | null };
    storeCredit: { usable: number; amount_to_charge_usable: number } | null;
  } | null;
}

describe('POST /cart/coupon/apply', () => {
  it('applies ROVE10 (any case) to the cart and the open order alike', async () => {
    const browser = await shopperWithCart(host);
    const { total } = await readyOrder(browser);
    const { status, body } = await browser.json<ApplyReply>(
      '/cart/coupon/apply',
      postJson({ code: ' rove10 ' }),
    );
    expect(status).toBe(200);
    expect(body.coupon).toEqual({ code: 'ROVE10', title: '10% off your order' });
    const order = body.order!;
    expect(order.totals.discount).toBe(Math.round(order.totals.products * 0.1));
    expect(order.totals.total).toBe(total - order.totals.discount);
    expect(order.totals.coupon).toMatchObject({ code: 'ROVE10' });
    // The cart page shows the same discount.
    expect(body.cart?.totals.discount).toBe(order.totals.discount);
  });

  it('answers 400 with a clear message for an unknown code and keeps the totals', async () => {
    const browser = await shopperWithCart(host);
    const { total } = await readyOrder(browser);
    const { status, body } = await browser.json<ApplyReply>(
      '/cart/coupon/apply',
      postForm({ code: 'FREESTUFF' }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: 'This coupon code is not valid.' });
    const page = await (await browser.get('/cart/checkout')).text();
    const settings = readSettings(page) as { checkout: { totals: { total: number } } };
    expect(settings.checkout.totals.total).toBe(total);
  });

  it('answers order null without an open order (the cart page may use it too)', async () => {
    const browser = await shopperWithCart(host);
    const { body } = await browser.json<ApplyReply>(
      '/cart/coupon/apply',
      postJson({ code: 'ROVE10' }),
    );
    expect(body.success).toBe(true);
    expect(body.order).toBeNull();
  });
});

describe('the coupon in the checkout totals', () => {
  it('shows in the settings and the fallback, and goes when removed on the cart', async () => {
    const browser = await shopperWithCart(host);
    const { total } = await readyOrder(browser);
    await browser.get('/demo/cart-coupon?code=ROVE10');
    const page = await (await browser.get('/cart/checkout')).text();
    const { checkout } = readSettings(page) as {
      checkout: { totals: { discount: number; total: number; coupon: { rate: number } } };
    };
    expect(checkout.totals.coupon.rate).toBe(0.1);
    expect(checkout.totals.total).toBe(total - checkout.totals.discount);
    expect(page).toContain('Coupon ROVE10');
    await browser.request('/cart/coupon/remove', { method: 'POST' });
    const after = readSettings(await (await browser.get('/cart/checkout')).text()) as {
      checkout: { totals: { discount: number; total: number; coupon: null } };
    };
    expect(after.checkout.totals).toMatchObject({ discount: 0, total, coupon: null });
  });

  it('charges the discounted total by card and places the order with it, once', async () => {
    const browser = await shopperWithCart(host);
    await browser.json('/cart/coupon/apply', postJson({ code: 'ROVE10' }));
    const { orderId, total, reply } = await readyOrder(browser);
    expect(reply.totals.total).toBe(total);
    const stale = await browser.json<{ amount: number }>(
      `/stripeAjax/${orderId}`,
      postJson({ creditActive: false, amount: total + 1 }),
    );
    expect(stale).toMatchObject({ status: 409, body: { amount: total } });
    const intent = await browser.json<{ amount: number }>(
      `/stripeAjax/${orderId}`,
      postJson({ creditActive: false, amount: total }),
    );
    expect(intent.body.amount).toBe(total);
  });

  it('keeps the discount on a placed order and clears the used coupon', async () => {
    const browser = await shopperWithCart(host);
    await browser.json('/cart/coupon/apply', postJson({ code: 'ROVE10' }));
    const { total } = await readyOrder(browser);
    const review = await browser.json<{ success: boolean }>(
      '/cart/checkout',
      postJson({ op: 'Review order', panes: { payment: { payment_method: 'other' } } }),
    );
    expect(review.body.success).toBe(true);
    const placed = await browser.request('/cart/checkout/review', { method: 'POST' });
    expect(placed.status).toBe(303);
    const complete = await (await browser.get('/cart/checkout/complete')).text();
    expect(complete).toContain('Coupon ROVE10');
    expect(complete).toContain(`$${total.toLocaleString('en-US')}`);
    const cart = await browser.json<{ coupon: unknown }>('/cart/view');
    expect(cart.body.coupon).toBeNull();
  });
});
