// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withVendorSources } from '../../server/csp';
import { CONTENT_SECURITY_POLICY } from '../middleware/security-headers';
import {
  DEMO_POLICY_OPTIONS,
  TestBrowser,
  bodyClasses,
  postForm,
  postJson,
  readSettings,
  setupTestHost,
} from '../testing/test-host';
import { ADDRESSES, calculate, panes, readyOrder, shopperWithCart } from './checkout-test-kit';

const host = setupTestHost();

type Checkout = {
  orderId: number;
  countryCode: number;
  loggedIn: boolean;
  email: string;
  membership: { mode: string; active: boolean; choice: number | null };
  lines: { nid: number; price: number; memberPrice: number; qty: number; protection: unknown[] }[];
  totals: { total: number; memberPricing: boolean };
  warrantyPane: boolean;
  zones: Record<string, { code: string; name: string }[]>;
  au: { enabledZones: string[]; allowedPostalCodes: string[] };
  storeCredit: { credits: number; usable: number } | null;
  paymentMethods: string[];
  klarna: { client_token: string; order: { purchase_currency: string } } | null;
  messages: string[];
  errors: Record<string, string>;
};

async function checkoutSettings(browser: TestBrowser, path = '/cart/checkout') {
  const response = await browser.get(path);
  const page = await response.text();
  const settings = readSettings(page);
  return { response, page, settings, checkout: settings['checkout'] as Checkout };
}

describe('GET /cart/checkout', () => {
  it('sends an empty cart back to /cart', async () => {
    const browser = new TestBrowser(host.app);
    const response = await browser.get('/cart/checkout');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/cart');
  });

  it('renders <rove-checkout> with a no-JS fallback, the providers’ simulations and the settings', async () => {
    const browser = await shopperWithCart(host);
    const { response, page, settings, checkout } = await checkoutSettings(browser);
    expect(response.status).toBe(200);
    // The host's policy with Stripe's, Klarna's, Google's and Kakao's sources (docs/csp.md).
    const policy = response.headers.get('content-security-policy');
    expect(policy).toBe(withVendorSources(CONTENT_SECURITY_POLICY, settings, DEMO_POLICY_OPTIONS));
    expect(policy).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    expect(bodyClasses(page)).toContain('page-cart-checkout');
    expect(page).toMatch(
      /<rove-checkout class="checkout" order-id="\d+">[\s\S]*Checkout needs JavaScript/,
    );
    expect(page).toContain('<script src="/simulated/stripe/v3.js"></script>');
    expect(page).toContain('<script src="/simulated/klarna/payments.js"></script>');
    expect(settings).toMatchObject({
      country: 'US',
      currency: 'USD',
      memberFee: 100,
      memberDiscount: 0.2,
    });
    expect(settings['stripe']).toEqual({ publishableKey: 'pk_test_rove_demo_simulated' });
    expect(checkout.countryCode).toBe(840);
    expect(checkout.loggedIn).toBe(false);
    expect(checkout.membership).toEqual({ mode: 'optional', active: false, choice: null });
    expect(checkout.lines).toHaveLength(1);
    const [line] = checkout.lines;
    expect(line?.memberPrice).toBe(Math.round((line?.price ?? 0) * 0.8));
    expect(checkout.warrantyPane).toBe(true);
    expect(checkout.au.enabledZones).toEqual(['ACT', 'NSW', 'QLD', 'VIC']);
    expect(checkout.au.allowedPostalCodes).toContain('2000');
    expect(checkout.zones['US']?.find((z) => z.code === 'NY')?.name).toBe('New York');
    expect(checkout.storeCredit).toBeNull();
    expect(checkout.paymentMethods).toEqual(['stripe', 'affirm', 'klarna', 'other']);
    expect(checkout.klarna?.client_token).toMatch(/^sim_klarna_/);
    expect(checkout.klarna?.order.purchase_currency).toBe('USD');
  });

  it('keeps the order id for the visitor’s cart', async () => {
    const browser = await shopperWithCart(host);
    const first = (await checkoutSettings(browser)).checkout.orderId;
    const second = (await checkoutSettings(browser)).checkout.orderId;
    expect(second).toBe(first);
    const other = await shopperWithCart(host);
    expect((await checkoutSettings(other)).checkout.orderId).not.toBe(first);
  });

  it('has no warranty pane outside the US and Canada', async () => {
    const browser = await shopperWithCart(host, { country: 'UK' });
    const { checkout, settings } = await checkoutSettings(browser);
    expect(settings['currency']).toBe('GBP');
    expect(checkout.warrantyPane).toBe(false);
    expect(checkout.lines[0]?.protection).toEqual([]);
    expect(checkout.paymentMethods).toEqual(['stripe', 'klarna', 'other']);
  });

  it('sets the membership body flags and mode from ?flags=', async () => {
    const browser = await shopperWithCart(host);
    const lock = await checkoutSettings(browser, '/cart/checkout?flags=membership-lock');
    expect(bodyClasses(lock.page)).toEqual(
      expect.arrayContaining(['rove-membership-lock', 'rove-membership-only']),
    );
    expect(lock.checkout.membership.mode).toBe('lock');
    const only = await checkoutSettings(browser, '/cart/checkout?flags=membership-only');
    expect(only.checkout.membership.mode).toBe('only');
    expect(bodyClasses(only.page)).not.toContain('rove-membership-lock');
  });

  it('gives logged-in visitors their email, store credit and logged-in flag', async () => {
    const casey = await shopperWithCart(host, { as: 'customer' });
    const { page, checkout } = await checkoutSettings(casey);
    expect(bodyClasses(page)).toContain('logged-in');
    expect(checkout.loggedIn).toBe(true);
    expect(checkout.email).toBe('casey@example.com');
    expect(checkout.storeCredit).toMatchObject({ credits: 150, usable: 150 });
    expect(checkout.paymentMethods).toContain('credit');
    const morgan = await shopperWithCart(host, { as: 'member' });
    const member = (await checkoutSettings(morgan)).checkout;
    expect(member.membership.active).toBe(true);
    expect(member.totals.memberPricing).toBe(true);
  });
});

describe('POST /cart/checkout op=Calculate Shipping', () => {
  it('answers Standard and White Glove quotes titled "name - price" in the country’s currency', async () => {
    const browser = await shopperWithCart(host);
    await browser.get('/cart/checkout');
    const { status, body } = await calculate(browser, { delivery: ADDRESSES.US });
    expect(status).toBe(200);
    expect(body.quotes).toEqual([
      { id: 'standard', name: 'Standard', price: 149, title: 'Standard - $149' },
      { id: 'white_glove', name: 'White Glove', price: 349, title: 'White Glove - $349' },
    ]);
    expect(body.selected).toBeNull();
    expect(body.totals.shipping).toBeNull();
  });

  it.each([
    ['CA', 'Standard - C$179'],
    ['AU', 'Standard - AU$129'],
    ['KR', 'Standard - 50,000₩'],
    ['UK', 'Standard - £79'],
    ['HK', 'Standard - HK$500'],
  ] as const)('quotes %s in its currency (%s)', async (country, title) => {
    const browser = await shopperWithCart(host, { country });
    await browser.get('/cart/checkout');
    const { status, body } = await calculate(browser, { delivery: ADDRESSES[country] });
    expect(status).toBe(200);
    expect(body.quotes[0]?.title).toBe(title);
  });

  it('stores the chosen quote and prices it into the totals; members ship Standard free', async () => {
    const browser = await shopperWithCart(host);
    const { reply } = await readyOrder(browser, 'US', { quotes: { quote_option: 'white_glove' } });
    expect(reply.selected).toBe('white_glove');
    expect(reply.totals.shipping).toBe(349);
    const joined = await calculate(browser, {
      membership: { value: '1' },
      quotes: { quote_option: 'standard' },
    });
    expect(joined.body.quotes[0]).toMatchObject({ price: 0, title: 'Standard - $0' });
    expect(joined.body.totals).toMatchObject({ memberPricing: true, memberFee: 100, shipping: 0 });
  });

  it('answers 400 with errors keyed by field for an invalid address', async () => {
    const browser = await shopperWithCart(host);
    await browser.get('/cart/checkout');
    const { status, body } = await calculate(browser, {
      delivery: {
        ...ADDRESSES.US,
        street1: 'PO Box 12',
        postal_code: '1234',
        phone: '1234567890',
        zone: 'State/Province',
        city: '',
      },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      'panes[delivery][street1]': 'We do not accept PO Boxes',
      'panes[delivery][postal_code]': 'Invalid',
      'panes[delivery][phone]': 'Cannot start with 1',
      'panes[delivery][zone]': 'Required',
      'panes[delivery][city]': 'Required',
    });
    expect(body.messages).toContain('Shipping postal code: Invalid');
  });

  it('refuses Australian zones and postal codes outside the delivery area', async () => {
    const browser = await shopperWithCart(host, { country: 'AU' });
    await browser.get('/cart/checkout');
    const { body } = await calculate(browser, {
      delivery: { ...ADDRESSES.AU, zone: 'WA', postal_code: '6000' },
    });
    expect(body.errors).toEqual({
      'panes[delivery][zone]': 'Please contact us for shipping assistance',
      'panes[delivery][postal_code]': 'Please contact us for shipping assistance',
    });
  });

  it('needs no province in Korea, answers Korean messages there and refuses island cities', async () => {
    const browser = await shopperWithCart(host, { country: 'KR' });
    await browser.get('/cart/checkout');
    const blank = await calculate(browser, { delivery: { ...ADDRESSES.KR, city: '' } });
    expect(blank.body.errors?.['panes[delivery][city]']).not.toBe('Required');
    expect(blank.body.errors?.['panes[delivery][zone]']).toBeUndefined();
    const jeju = await calculate(browser, { delivery: { ...ADDRESSES.KR, city: '제주시' } });
    // A Korean shop's server answers in Korean (core/i18n/checkout.ko.ts).
    expect(jeju.body.errors).toEqual({ 'panes[delivery][city]': '배송할 수 없는 지역입니다' });
  });

  it('refuses a delivery outside the shop’s country and an unknown country code', async () => {
    const browser = await shopperWithCart(host);
    await browser.get('/cart/checkout');
    const canada = await calculate(browser, { delivery: ADDRESSES.CA });
    expect(canada.body.errors?.['panes[delivery][country]']).toBe(
      'Please contact us for shipping assistance',
    );
    const unknown = await calculate(browser, { delivery: { ...ADDRESSES.US, country: '999' } });
    expect(unknown.body.errors?.['panes[delivery][country]']).toBe('Invalid');
  });

  it('checks the billing address when copy-to-billing is off', async () => {
    const browser = await shopperWithCart(host);
    await browser.get('/cart/checkout');
    const { status, body } = await calculate(browser, {
      delivery: ADDRESSES.US,
      billing: { copy_address: '0', first_name: 'Gus' },
    });
    expect(status).toBe(400);
    expect(body.errors?.['panes[billing][last_name]']).toBe('Required');
    const withBilling = await calculate(browser, {
      billing: { ...ADDRESSES.UK, copy_address: '0' },
    });
    expect(withBilling.status).toBe(200);
  });

  it('reads urlencoded forms with Ubercart’s field names', async () => {
    const browser = await shopperWithCart(host);
    await browser.get('/cart/checkout');
    const fields: Record<string, string> = { op: 'Calculate Shipping' };
    for (const [name, value] of Object.entries(ADDRESSES.US))
      fields[`panes[delivery][${name}]`] = value;
    const response = await browser.json<{ quotes: unknown[] }>('/cart/checkout', postForm(fields));
    expect(response.status).toBe(200);
    expect(response.body.quotes).toHaveLength(2);
  });

  it('answers 400 for a missing op or an unreadable body', async () => {
    const browser = await shopperWithCart(host);
    expect((await browser.json('/cart/checkout', postJson({ panes: {} }))).status).toBe(400);
    const bad = await browser.request('/cart/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(bad.status).toBe(400);
  });
});

describe('POST /cart/checkout op=Review order', () => {
  it('answers the review URL for a complete order (JSON) and shows the review page', async () => {
    const browser = await shopperWithCart(host);
    const { orderId } = await readyOrder(browser);
    const { status, body } = await browser.json('/cart/checkout', postJson({ op: 'Review order' }));
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, redirect: '/cart/checkout/review' });
    const review = await browser.get('/cart/checkout/review');
    const page = await review.text();
    expect(review.status).toBe(200);
    expect(bodyClasses(page)).toContain('page-cart-checkout-review');
    expect(page).toContain(`#${orderId}`);
    expect(page).toContain('id="review-actions"');
    expect(page).toContain('Standard - $149');
  });

  it('redirects a no-JS form post to the review page (303)', async () => {
    const browser = await shopperWithCart(host);
    await readyOrder(browser);
    const response = await browser.request('/cart/checkout', postForm({ op: 'Review order' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart/checkout/review');
  });

  it('answers errors that mention the email and account for a trade account’s email', async () => {
    const browser = await shopperWithCart(host);
    await readyOrder(browser, 'US', { customer: { primary_email: 'trade@example.com' } });
    const { status, body } = await browser.json<{
      errors: Record<string, string>;
      messages: string[];
    }>('/cart/checkout', postJson({ op: 'Review order' }));
    expect(status).toBe(400);
    expect(body.errors['panes[customer][primary_email]']).toMatch(/email address .* trade account/);
  });

  it('answers each missing step’s error', async () => {
    const browser = await shopperWithCart(host);
    await browser.get('/cart/checkout');
    const { status, body } = await browser.json<{ errors: Record<string, string> }>(
      '/cart/checkout',
      postJson({ op: 'Review order', panes: { customer: { primary_email: 'nope' } } }),
    );
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({
      'panes[customer][primary_email]': 'Please enter a valid email address for this order',
      'panes[membership][value]': 'Please choose whether to join the membership.',
      'panes[delivery][first_name]': 'Required',
      'panes[protection][term]': 'Please choose a protection plan or No thanks.',
    });
  });

  it('requires joining in a locked membership checkout', async () => {
    const browser = await shopperWithCart(host);
    await browser.get('/cart/checkout?flags=membership-lock');
    await calculate(browser, panes('US'));
    const { body } = await browser.json<{ errors: Record<string, string> }>(
      '/cart/checkout',
      postJson({ op: 'Review order' }),
    );
    expect(body.errors['panes[membership][value]']).toBe(
      'Membership is required for orders shipped to United States.',
    );
  });

  it('re-renders the page with the errors for a failed no-JS form post', async () => {
    const browser = await shopperWithCart(host);
    await browser.get('/cart/checkout');
    const response = await browser.request(
      '/cart/checkout',
      postForm({ op: 'Review order', 'panes[customer][primary_email]': 'x' }),
    );
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(page).toMatch(/<p class="checkout-messages__count">\d+ error\(s\)\.<\/p>/);
    const checkout = readSettings(page)['checkout'] as Checkout;
    expect(checkout.errors['panes[customer][primary_email]']).toBe(
      'Please enter a valid email address for this order',
    );
  });

  it('sends the review page back to the checkout while the order is not reviewed', async () => {
    const browser = await shopperWithCart(host);
    await browser.get('/cart/checkout');
    const response = await browser.get('/cart/checkout/review');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/cart/checkout');
  });
});

describe('POST /cart/checkout/review and /cart/checkout/complete', () => {
  it('places the order (pending, paid later), empties the cart and shows it as complete', async () => {
    const browser = await shopperWithCart(host);
    const { orderId } = await readyOrder(browser);
    await browser.json('/cart/checkout', postJson({ op: 'Review order' }));
    const submit = await browser.request('/cart/checkout/review', postForm({ op: 'Submit order' }));
    expect(submit.status).toBe(303);
    expect(submit.headers.get('location')).toBe('/cart/checkout/complete');
    const complete = await browser.get('/cart/checkout/complete');
    const page = await complete.text();
    expect(complete.status).toBe(200);
    expect(page).toContain(`#${orderId}`);
    expect(page).toContain('We will email you how to pay.');
    expect(page).not.toContain('<rove-checkout');
    expect(readSettings(page)['cart']).toEqual({ count: 0 });
    // The next checkout is a new order.
    const again = await shopperWithCart(host);
    expect(again).toBeDefined();
  });

  it('sends a visitor with no placed order from the complete page to the cart', async () => {
    const response = await new TestBrowser(host.app).get('/cart/checkout/complete');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/cart');
  });
});

describe('GET /demo/checkout-cart', () => {
  it('fills the cart and opens the checkout, keeping the flags', async () => {
    const browser = new TestBrowser(host.app);
    const response = await browser.get('/demo/checkout-cart?flags=membership-lock');
    expect(response.headers.get('location')).toBe('/cart/checkout?flags=membership-lock');
    const { checkout } = await checkoutSettings(browser);
    expect(checkout.lines.length).toBe(2);
    expect(checkout.warrantyPane).toBe(true);
    const plain = new TestBrowser(host.app);
    await plain.get('/demo/checkout-cart?set=no-protection');
    expect((await checkoutSettings(plain)).checkout.warrantyPane).toBe(false);
    expect((await plain.get('/demo/checkout-cart?set=nope')).status).toBe(400);
  });

  it('sets the cart rather than adding to it: opened again, or after the cart scenario', async () => {
    const browser = new TestBrowser(host.app);
    await browser.get('/demo/cart?custom=1&coupon=1');
    await browser.get('/demo/checkout-cart');
    await browser.get('/demo/checkout-cart');
    const { checkout } = await checkoutSettings(browser);
    expect(checkout.lines.map((line) => line.qty)).toEqual([1, 1]);
    await browser.get('/demo/cart');
    await browser.get('/demo/cart');
    const cart = (await browser.json<{ lines: { qty: number }[]; coupon: unknown }>('/cart/view'))
      .body;
    expect(cart.lines.map((line) => line.qty)).toEqual([1, 1]);
    expect(cart.coupon).toBeNull();
  });
});
