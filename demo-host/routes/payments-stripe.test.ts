// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { declineCount, findOrder, orderPayments } from '../db/checkout';
import { creditBalance } from '../shop/checkout/store-credit';
import { chargeCount } from '../simulations/stripe/intents';
import { TestBrowser, postJson, readSettings, setupTestHost } from '../testing/test-host';
import { calculate, readyOrder, shopperWithCart } from './checkout-test-kit';

const host = setupTestHost();

type AjaxReply = {
  clientSecret: string;
  address: Record<string, string>;
  name: string;
  email: string;
  orderId: number;
  customerId: string;
  level3: { merchant_reference: string; line_items: unknown[]; shipping_amount: number };
  adjustAmount: number;
  amount: number;
};

const CARD = { exp_month: 12, exp_year: 2040, cvc: '123' };

async function stripeAjax(browser: TestBrowser, orderId: number, body: unknown) {
  return browser.json<AjaxReply & { error?: string }>(`/stripeAjax/${orderId}`, postJson(body));
}

/** The Payment Element frame's confirm call (no cookies, text/plain, as the sandboxed frame). */
async function confirm(secret: string, data: unknown, options?: unknown) {
  const id = secret.split('_secret_')[0] ?? '';
  const response = await host.app.request(`/simulated/stripe/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({
      client_secret: secret,
      payment_method_data: data,
      ...(options ? { payment_method_options: options } : {}),
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & {
      error?: { message: string; code: string; type: string };
    },
  };
}

async function authenticate(secret: string, outcome: string) {
  const id = secret.split('_secret_')[0] ?? '';
  const response = await host.app.request(
    `/simulated/stripe/v1/payment_intents/${id}/authenticate`,
    {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ client_secret: secret, outcome }),
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function complete(
  browser: TestBrowser,
  orderId: number,
  body: Record<string, unknown>,
  path = '/uc_stripe/payment/complete/',
) {
  return browser.json<{ success: boolean; url?: string; error?: string }>(
    `${path}${orderId}`,
    postJson({
      paymentMethodId: 'pm_x',
      customerId: 'cus_x',
      referralSource: 'friend',
      referralOther: '',
      referralAssociate: '',
      ...body,
    }),
  );
}

async function paidByCard(number: string) {
  const browser = await shopperWithCart(host);
  const { orderId, total } = await readyOrder(browser);
  const ajax = await stripeAjax(browser, orderId, { creditActive: false, amount: total });
  const confirmed = await confirm(ajax.body.clientSecret, {
    type: 'card',
    card: { number, ...CARD },
  });
  return { browser, orderId, total, ajax: ajax.body, confirmed };
}

describe('POST /stripeAjax/{order_id}', () => {
  it('creates a payment intent and answers the provider fields of spec/checkout.md §3', async () => {
    const browser = await shopperWithCart(host);
    const { orderId, total } = await readyOrder(browser);
    const { status, body } = await stripeAjax(browser, orderId, {
      creditActive: false,
      amount: total,
    });
    expect(status).toBe(200);
    expect(body.clientSecret).toMatch(/^pi_sim_\w+_secret_\w+$/);
    expect(body).toMatchObject({
      address: {
        postalCode: '10118',
        country: 'US',
        state: 'NY',
        city: 'New York',
        line1: '350 5th Ave',
        line2: '',
      },
      name: 'Gus Guest',
      email: 'guest@example.com',
      orderId,
      adjustAmount: 0,
      amount: total,
    });
    expect(body.customerId).toMatch(/^cus_sim_/);
    expect(body.level3).toMatchObject({
      merchant_reference: String(orderId),
      shipping_amount: 14900,
    });
    expect(body.level3.line_items).toHaveLength(1);
    // Asking again keeps the same intent (its amount brought up to date).
    const again = await stripeAjax(browser, orderId, { creditActive: false, amount: total });
    expect(again.body.clientSecret).toBe(body.clientSecret);
  });

  it('answers GB for a UK billing address', async () => {
    const browser = await shopperWithCart(host, { country: 'UK' });
    const { orderId, total } = await readyOrder(browser, 'UK');
    const { body } = await stripeAjax(browser, orderId, { creditActive: false, amount: total });
    expect(body.address.country).toBe('GB');
  });

  it('answers missingBillingAddress before the address is in', async () => {
    const browser = await shopperWithCart(host);
    const settings = readSettings(await (await browser.get('/cart/checkout')).text());
    const { orderId } = settings['checkout'] as { orderId: number };
    const { status, body } = await stripeAjax(browser, orderId, { creditActive: false, amount: 0 });
    expect(status).toBe(200);
    expect(body.clientSecret).toBe('missingBillingAddress');
  });

  it('refuses bad input, a stale amount, credit without credit and an unready order', async () => {
    const browser = await shopperWithCart(host);
    const { orderId, total } = await readyOrder(browser);
    expect((await stripeAjax(browser, orderId, { creditActive: false })).status).toBe(400);
    expect(
      (await stripeAjax(browser, orderId, { creditActive: 'maybe', amount: total })).status,
    ).toBe(400);
    expect((await stripeAjax(browser, orderId, { creditActive: false, amount: -1 })).status).toBe(
      400,
    );
    const stale = await stripeAjax(browser, orderId, { creditActive: false, amount: total + 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ amount: total });
    expect((await stripeAjax(browser, orderId, { creditActive: true, amount: total })).status).toBe(
      400,
    );
    await calculate(browser, { quotes: { quote_option: 'nope' } });
    const unready = await stripeAjax(browser, orderId, {
      creditActive: false,
      amount: total - 149,
    });
    expect(unready.status).toBe(409);
    expect(unready.body).toMatchObject({
      errors: ['Shipping: Please select a shipping option to continue'],
    });
  });

  it('answers 404 for an unknown order and 403 for another visitor’s', async () => {
    const browser = await shopperWithCart(host);
    const { orderId, total } = await readyOrder(browser);
    const stranger = new TestBrowser(host.app);
    expect(
      (await stripeAjax(stranger, 99999999, { creditActive: false, amount: total })).status,
    ).toBe(404);
    expect(
      (await stripeAjax(stranger, orderId, { creditActive: false, amount: total })).status,
    ).toBe(403);
  });
});

describe('the simulated Stripe confirm (test cards)', () => {
  it('4242 4242 4242 4242 succeeds and charges once', async () => {
    const { confirmed, ajax } = await paidByCard('4242424242424242');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ object: 'payment_intent', status: 'succeeded' });
    const id = String(confirmed.body['id']);
    expect(chargeCount(host.db, id)).toBe(1);
    const again = await confirm(ajax.clientSecret, {
      type: 'card',
      card: { number: '4242424242424242', ...CARD },
    });
    expect(again.status).toBe(400);
    expect(again.body.error?.code).toBe('payment_intent_unexpected_state');
    expect(chargeCount(host.db, id)).toBe(1);
  });

  it('4000 0000 0000 0002 is declined with “Your card was declined.”', async () => {
    const { confirmed, ajax } = await paidByCard('4000000000000002');
    expect(confirmed.status).toBe(402);
    expect(confirmed.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(chargeCount(host.db, ajax.clientSecret.split('_secret_')[0])).toBe(0);
    // The intent can be confirmed again with another card.
    const retry = await confirm(ajax.clientSecret, {
      type: 'card',
      card: { number: '4242424242424242', ...CARD },
    });
    expect(retry.body).toMatchObject({ status: 'succeeded' });
  });

  it('4000 0025 0000 3155 requires authentication, then succeeds (or fails)', async () => {
    const { confirmed, ajax } = await paidByCard('4000002500003155');
    expect(confirmed.body).toMatchObject({ status: 'requires_action' });
    const done = await authenticate(ajax.clientSecret, 'complete');
    expect(done.body).toMatchObject({ status: 'succeeded' });
    expect(chargeCount(host.db, String(done.body['id']))).toBe(1);

    const failing = await paidByCard('4000002500003155');
    const failed = await authenticate(failing.ajax.clientSecret, 'fail');
    expect(failed.status).toBe(402);
    expect(failed.body).toMatchObject({ error: { code: 'payment_intent_authentication_failure' } });
  });

  it('refuses malformed cards with Stripe’s messages, a wrong secret and a wrong body', async () => {
    const browser = await shopperWithCart(host);
    const { orderId, total } = await readyOrder(browser);
    const { body } = await stripeAjax(browser, orderId, { creditActive: false, amount: total });
    const bad = await confirm(body.clientSecret, {
      type: 'card',
      card: { number: '4242424242424241', ...CARD },
    });
    expect(bad.body.error).toMatchObject({
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    });
    const past = await confirm(body.clientSecret, {
      type: 'card',
      card: { number: '4242424242424242', exp_month: 1, exp_year: 2020, cvc: '123' },
    });
    expect(past.body.error?.code).toBe('invalid_expiry_year');
    const wrong = await confirm(`${body.clientSecret.split('_secret_')[0]}_secret_nope`, {
      type: 'card',
      card: CARD,
    });
    expect(wrong.status).toBe(404);
    const cad = await confirm(body.clientSecret, { type: 'acss_debit' });
    expect(cad.body.error?.code).toBe('payment_intent_incompatible_payment_method');
    const bank = await confirm(body.clientSecret, { type: 'us_bank_account' });
    expect(bank.body).toMatchObject({ status: 'processing' });
  });
});

describe('a US bank account entered by hand (docs/vendors/stripe.md "Outcomes")', () => {
  const MANUAL = { us_bank_account: { verification_method: 'microdeposits' } };
  const ACCOUNT = { routing_number: '110000000', account_number: '000123456789' };

  it('waits for its deposit: requires_action with verify_with_microdeposits, nothing charged', async () => {
    const browser = await shopperWithCart(host);
    const { orderId, total } = await readyOrder(browser);
    const { body } = await stripeAjax(browser, orderId, { creditActive: false, amount: total });
    const missing = await confirm(body.clientSecret, { type: 'us_bank_account' }, MANUAL);
    expect(missing.body.error?.code).toBe('parameter_missing');
    const waiting = await confirm(
      body.clientSecret,
      { type: 'us_bank_account', us_bank_account: ACCOUNT },
      MANUAL,
    );
    expect(waiting.body).toMatchObject({
      status: 'requires_action',
      next_action: {
        type: 'verify_with_microdeposits',
        verify_with_microdeposits: {
          hosted_verification_url: expect.stringMatching(
            /^http:\/\/localhost\/simulated\/stripe\/microdeposit\/pacs_sim_/,
          ),
          microdeposit_type: 'descriptor_code',
        },
      },
    });
    const arrival = (
      waiting.body['next_action'] as { verify_with_microdeposits: { arrival_date: number } }
    ).verify_with_microdeposits.arrival_date;
    expect(arrival * 1000).toBeGreaterThan(Date.now() + 86_400_000);
    expect(chargeCount(host.db, String(waiting.body['id']))).toBe(0);

    // The order is placed as pending: the completion carries the intent's state.
    const placed = await complete(browser, orderId, {
      amount: total,
      paymentIntentId: waiting.body['id'],
      status: 'requires_action',
      adjustAmount: 0,
    });
    expect(placed.body).toEqual({ success: true, url: '/cart/checkout/complete' });
    expect(findOrder(host.db, orderId)?.status).toBe('pending');
  });

  it('is verified on the hosted page by the deposit’s code, then the debit is processing', async () => {
    const browser = await shopperWithCart(host);
    const { orderId, total } = await readyOrder(browser);
    const { body } = await stripeAjax(browser, orderId, { creditActive: false, amount: total });
    const waiting = await confirm(
      body.clientSecret,
      { type: 'us_bank_account', us_bank_account: ACCOUNT },
      MANUAL,
    );
    const page = new URL(
      (
        waiting.body['next_action'] as {
          verify_with_microdeposits: { hosted_verification_url: string };
        }
      ).verify_with_microdeposits.hosted_verification_url,
    ).pathname;
    const form = await host.app.request(page);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('name="descriptor_code"');
    const post = (code: string) =>
      host.app.request(page, {
        method: 'POST',
        body: new URLSearchParams({ descriptor_code: code }),
      });
    const wrong = await post('SM00ZZ');
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('does not match');
    expect(chargeCount(host.db, String(waiting.body['id']))).toBe(0);
    const right = await post('sm11aa');
    expect(await right.text()).toContain('Your bank account is verified.');
    expect(chargeCount(host.db, String(waiting.body['id']))).toBe(1);
    const id = String(waiting.body['id']);
    const retrieved = await host.app.request(
      `/simulated/stripe/v1/payment_intents/${id}?client_secret=${body.clientSecret}`,
    );
    expect(await retrieved.json()).toMatchObject({ status: 'processing', next_action: null });
  });

  it('instantly verified (the bank’s login) is processing at once', async () => {
    const browser = await shopperWithCart(host);
    const { orderId, total } = await readyOrder(browser);
    const { body } = await stripeAjax(browser, orderId, { creditActive: false, amount: total });
    const instant = await confirm(
      body.clientSecret,
      { type: 'us_bank_account' },
      {
        us_bank_account: { verification_method: 'instant' },
      },
    );
    expect(instant.body).toMatchObject({ status: 'processing', next_action: null });
  });
});

describe('POST /uc_stripe/payment/complete/{order_id}', () => {
  it('places the order once: a second post answers the same and records no second payment', async () => {
    const { browser, orderId, total, confirmed } = await paidByCard('4242424242424242');
    const payload = {
      amount: total,
      paymentIntentId: confirmed.body['id'],
      status: 'succeeded',
      adjustAmount: 0,
    };
    const [first, second] = await Promise.all([
      complete(browser, orderId, payload),
      complete(browser, orderId, payload),
    ]);
    expect(first.body).toEqual({ success: true, url: '/cart/checkout/complete' });
    expect(second.body).toEqual(first.body);
    expect((await complete(browser, orderId, payload)).body).toEqual(first.body);
    expect(orderPayments(host.db, orderId)).toHaveLength(1);
    expect(orderPayments(host.db, orderId)[0]).toMatchObject({
      method: 'stripe',
      amount: total,
      details: { referralSource: 'friend' },
    });
    expect(chargeCount(host.db, String(confirmed.body['id']))).toBe(1);
    expect(findOrder(host.db, orderId)?.status).toBe('paid');
    const page = await (await browser.get('/cart/checkout/complete')).text();
    expect(page).toContain(`#${orderId}`);
    expect(page).toContain('Paid by Card.');
    expect(readSettings(page)['cart']).toEqual({ count: 0 });
  });

  it('refuses an unconfirmed intent, a wrong amount or status, and another order’s intent', async () => {
    const browser = await shopperWithCart(host);
    const { orderId, total } = await readyOrder(browser);
    const { body } = await stripeAjax(browser, orderId, { creditActive: false, amount: total });
    const id = body.clientSecret.split('_secret_')[0];
    expect(
      (
        await complete(browser, orderId, {
          amount: total,
          paymentIntentId: id,
          status: 'succeeded',
        })
      ).status,
    ).toBe(402);
    await confirm(body.clientSecret, {
      type: 'card',
      card: { number: '4242424242424242', ...CARD },
    });
    expect(
      (
        await complete(browser, orderId, {
          amount: total + 5,
          paymentIntentId: id,
          status: 'succeeded',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await complete(browser, orderId, {
          amount: total,
          paymentIntentId: id,
          status: 'requires_payment_method',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await complete(browser, orderId, {
          amount: total,
          paymentIntentId: 'not an id',
          status: 'succeeded',
        })
      ).status,
    ).toBe(400);
    expect(
      (await complete(browser, orderId, { paymentIntentId: id, status: 'succeeded' })).status,
    ).toBe(400);
    const other = await paidByCard('4242424242424242');
    const foreign = await complete(other.browser, other.orderId, {
      amount: total,
      paymentIntentId: id,
      status: 'succeeded',
    });
    expect(foreign.status).toBe(400);
    expect(
      (
        await complete(new TestBrowser(host.app), orderId, {
          amount: total,
          paymentIntentId: id,
          status: 'succeeded',
        })
      ).status,
    ).toBe(403);
  });

  it('completes through the membership, terminal, swatch and quote variants, recording the form type', async () => {
    for (const [path, formType] of [
      ['/user/membership/payment_complete/', 'membership'],
      ['/uc_stripe/terminal/complete/', 'terminal'],
      ['/user/swatch/payment_complete/', 'swatch'],
      ['/user/quote/payment_complete/', 'quote'],
    ] as const) {
      const { browser, orderId, total, confirmed } = await paidByCard('4242424242424242');
      const reply = await complete(
        browser,
        orderId,
        { amount: total, paymentIntentId: confirmed.body['id'], status: 'succeeded' },
        path,
      );
      expect(reply.body).toEqual({ success: true, url: '/cart/checkout/complete' });
      expect(orderPayments(host.db, orderId)[0]?.formType).toBe(formType);
    }
  });
});

describe('store credit', () => {
  it('covers part of the order: the card is charged the rest and the credit is used once', async () => {
    const browser = await shopperWithCart(host, { as: 'customer' });
    const { orderId, total } = await readyOrder(browser);
    expect(creditBalance(host.db, 1, 'USD')?.credits).toBe(150);
    const { body } = await stripeAjax(browser, orderId, {
      creditActive: true,
      amount: total - 150,
    });
    expect(body).toMatchObject({ adjustAmount: 150, amount: total - 150 });
    const confirmed = await confirm(body.clientSecret, {
      type: 'card',
      card: { number: '4242424242424242', ...CARD },
    });
    expect(confirmed.body['amount']).toBe((total - 150) * 100);
    const payload = {
      amount: total - 150,
      adjustAmount: 150,
      paymentIntentId: confirmed.body['id'],
      status: 'succeeded',
    };
    expect((await complete(browser, orderId, { ...payload, adjustAmount: 0 })).status).toBe(400);
    expect((await complete(browser, orderId, payload)).body).toEqual({
      success: true,
      url: '/cart/checkout/complete',
    });
    expect((await complete(browser, orderId, payload)).body.success).toBe(true);
    expect(creditBalance(host.db, 1, 'USD')?.credits).toBe(0);
    expect(orderPayments(host.db, orderId).map((p) => [p.method, p.amount])).toEqual([
      ['store_credit', 150],
      ['stripe', total - 150],
    ]);
  });

  it('covers the whole order: fullPaidByStoreCredit, then a completion without a payment intent', async () => {
    const browser = await shopperWithCart(host, { as: 'member' });
    const { orderId, total } = await readyOrder(browser);
    const before = creditBalance(host.db, 2, 'USD')?.credits ?? 0;
    const chargesBefore = chargeCount(host.db);
    const { body } = await stripeAjax(browser, orderId, { creditActive: true, amount: 0 });
    expect(body).toMatchObject({
      clientSecret: 'fullPaidByStoreCredit',
      adjustAmount: total,
      amount: 0,
    });
    const payload = { amount: 0, adjustAmount: total, paymentIntentId: '', status: 'succeeded' };
    expect((await complete(browser, orderId, payload)).body).toEqual({
      success: true,
      url: '/cart/checkout/complete',
    });
    expect((await complete(browser, orderId, payload)).body).toEqual({
      success: true,
      url: '/cart/checkout/complete',
    });
    expect(creditBalance(host.db, 2, 'USD')?.credits).toBe(before - total);
    expect(orderPayments(host.db, orderId)).toHaveLength(1);
    // Credit paid it all: no card was charged (the count once passed only after other tests).
    expect(chargeCount(host.db)).toBe(chargesBefore);
  });

  it('refuses a completion without an intent when credit does not cover the order', async () => {
    const browser = await shopperWithCart(host);
    const { orderId, total } = await readyOrder(browser);
    await stripeAjax(browser, orderId, { creditActive: false, amount: total });
    const reply = await complete(browser, orderId, {
      amount: 0,
      adjustAmount: 0,
      paymentIntentId: '',
      status: 'succeeded',
    });
    expect(reply.status).toBe(400);
  });
});

describe('POST /uc_stripe/payment/declined/{order_id}', () => {
  it('records the provider’s error', async () => {
    const browser = await shopperWithCart(host);
    const { orderId } = await readyOrder(browser);
    const reply = await browser.json(
      `/uc_stripe/payment/declined/${orderId}`,
      postJson({
        response: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      }),
    );
    expect(reply).toEqual({ status: 200, body: { success: true } });
    expect(declineCount(host.db, orderId)).toBe(1);
    expect(
      (await browser.json(`/uc_stripe/payment/declined/${orderId}`, postJson({}))).status,
    ).toBe(400);
    expect(
      (
        await new TestBrowser(host.app).json(
          `/uc_stripe/payment/declined/${orderId}`,
          postJson({ response: 'x' }),
        )
      ).status,
    ).toBe(403);
  });
});

// Stripe's idempotency rule (docs/vendors/stripe.md "Idempotency"), kept by these endpoints so
// that a page sharing one key between its calls fails here as it would with Stripe.
describe('Idempotency-Key', () => {
  const withKey = (init: RequestInit, key: string): RequestInit => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'Idempotency-Key': key },
  });

  it('answers a retry with the same key and parameters with the first answer, and runs it once', async () => {
    const browser = await shopperWithCart(host);
    const { orderId, total } = await readyOrder(browser);
    const body = { creditActive: false, amount: total };
    const first = await browser.request(`/stripeAjax/${orderId}`, withKey(postJson(body), 'k-1'));
    const again = await browser.request(`/stripeAjax/${orderId}`, withKey(postJson(body), 'k-1'));
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('refuses the key of the intent request on the completion post: another endpoint', async () => {
    const { browser, orderId, total, confirmed } = await paidByCard('4242424242424242');
    const key = 'shared-by-mistake';
    const ajax = await browser.json(
      `/stripeAjax/${orderId}`,
      withKey(postJson({ creditActive: false, amount: total }), key),
    );
    // The order's intent has succeeded: asking again is allowed (it answers a new intent).
    expect(ajax.status).toBe(200);
    const completion = await browser.json<{ error: { type: string; message: string } }>(
      `/uc_stripe/payment/complete/${orderId}`,
      withKey(
        postJson({
          amount: total,
          paymentIntentId: confirmed.body['id'],
          status: 'succeeded',
          adjustAmount: 0,
        }),
        key,
      ),
    );
    expect(completion.status).toBe(400);
    expect(completion.body.error.type).toBe('idempotency_error');
    expect(completion.body.error.message).toMatch(/same endpoint/);
    expect(findOrder(host.db, orderId)?.status).not.toBe('paid');
  });

  it('refuses the same key with other parameters on the same endpoint', async () => {
    const browser = await shopperWithCart(host);
    const { orderId, total } = await readyOrder(browser);
    const path = `/uc_stripe/payment/declined/${orderId}`;
    const first = await browser.json(path, withKey(postJson({ response: 'Declined.' }), 'k-2'));
    expect(first.status).toBe(200);
    const other = await browser.json<{ error: { type: string; message: string } }>(
      path,
      withKey(postJson({ response: 'Another decline.' }), 'k-2'),
    );
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ type: 'idempotency_error' });
    expect(other.body.error.message).toMatch(/same parameters/);
    // The retry of the first is answered, not recorded again.
    expect(
      (await browser.json(path, withKey(postJson({ response: 'Declined.' }), 'k-2'))).status,
    ).toBe(200);
    expect(declineCount(host.db, orderId)).toBe(1);
    expect(total).toBeGreaterThan(0);
  });

  it('saves nothing for a request that failed validation: the key can be used again', async () => {
    const browser = await shopperWithCart(host);
    const { orderId, total } = await readyOrder(browser);
    const path = `/stripeAjax/${orderId}`;
    const bad = await browser.json(
      path,
      withKey(postJson({ creditActive: 'maybe', amount: total }), 'k-3'),
    );
    expect(bad.status).toBe(400);
    const good = await browser.json<AjaxReply>(
      path,
      withKey(postJson({ creditActive: false, amount: total }), 'k-3'),
    );
    expect(good.status).toBe(200);
    expect(good.body.clientSecret).toMatch(/_secret_/);
  });

  it('refuses an empty or over-long key', async () => {
    const browser = await shopperWithCart(host);
    const { orderId, total } = await readyOrder(browser);
    const body = postJson({ creditActive: false, amount: total });
    expect(
      (await browser.json(`/stripeAjax/${orderId}`, withKey(body, 'x'.repeat(256)))).status,
    ).toBe(400);
  });
});

// A redirect-based method (docs/vendors/stripe.md "The way back"): confirm leaves the intent
// requires_action with a redirect_to_url; the method's page sends the browser back to return_url
// with payment_intent, payment_intent_client_secret and redirect_status.
describe('the simulated redirect-based method (Amazon Pay)', () => {
  async function redirected(outcome: 'authorize' | 'fail') {
    const browser = await shopperWithCart(host);
    const { orderId, total } = await readyOrder(browser);
    const ajax = await stripeAjax(browser, orderId, { creditActive: false, amount: total });
    const secret = ajax.body.clientSecret;
    const id = secret.split('_secret_')[0] ?? '';
    const noReturn = await confirm(secret, { type: 'amazon_pay' });
    expect(noReturn.status).toBe(400);
    const response = await host.app.request(
      `http://shop.test/simulated/stripe/v1/payment_intents/${id}/confirm`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({
          client_secret: secret,
          payment_method_data: { type: 'amazon_pay' },
          return_url: 'http://shop.test/cart/checkout?x=1',
        }),
      },
    );
    const waiting = (await response.json()) as {
      status: string;
      next_action: { type: string; redirect_to_url: { url: string; return_url: string } };
    };
    expect(waiting.status).toBe('requires_action');
    expect(waiting.next_action.type).toBe('redirect_to_url');
    expect(waiting.next_action.redirect_to_url.return_url).toBe(
      'http://shop.test/cart/checkout?x=1',
    );
    const page = new URL(waiting.next_action.redirect_to_url.url);
    expect(page.origin).toBe('http://shop.test');
    const html = await (await host.app.request(page.pathname)).text();
    expect(html).toContain('Authorize test payment');
    const back = await host.app.request(page.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
    });
    expect(back.status).toBe(303);
    return {
      browser,
      orderId,
      total,
      id,
      secret,
      page: page.pathname,
      location: new URL(back.headers.get('location') ?? ''),
    };
  }

  it('approved: back to return_url with the three parameters, the intent succeeded and charged', async () => {
    const { browser, orderId, total, id, secret, page, location } = await redirected('authorize');
    expect(location.pathname).toBe('/cart/checkout');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      x: '1',
      payment_intent: id,
      payment_intent_client_secret: secret,
      redirect_status: 'succeeded',
    });
    expect(chargeCount(host.db, id)).toBe(1);
    const done = await complete(browser, orderId, {
      amount: total,
      paymentIntentId: id,
      status: 'succeeded',
      adjustAmount: 0,
    });
    expect(done.body).toEqual({ success: true, url: '/cart/checkout/complete' });
    // The page is used up.
    expect((await host.app.request(page)).status).toBe(404);
  });

  it('failed: redirect_status failed, the intent needs a payment method again, with the error', async () => {
    const { id, secret, location } = await redirected('fail');
    expect(location.searchParams.get('redirect_status')).toBe('failed');
    const intent = (await (
      await host.app.request(`/simulated/stripe/v1/payment_intents/${id}?client_secret=${secret}`)
    ).json()) as { status: string; last_payment_error: { code: string; message: string } };
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error.code).toBe('payment_intent_payment_attempt_failed');
    expect(chargeCount(host.db, id)).toBe(0);
  });

  it('is offered for USD intents only', async () => {
    const browser = await shopperWithCart(host, { country: 'CA' });
    const { orderId, total } = await readyOrder(browser, 'CA');
    const ajax = await stripeAjax(browser, orderId, { creditActive: false, amount: total });
    const secret = ajax.body.clientSecret;
    const id = secret.split('_secret_')[0] ?? '';
    const intent = (await (
      await host.app.request(`/simulated/stripe/v1/payment_intents/${id}?client_secret=${secret}`)
    ).json()) as { payment_method_types: string[] };
    expect(intent.payment_method_types).toEqual(['card', 'acss_debit']);
  });
});
