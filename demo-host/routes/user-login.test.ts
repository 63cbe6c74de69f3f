// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { postForm, readSettings, setupTestHost, type TestBrowser } from '../testing/test-host';
import { safeDestination } from '../shop/checkout/demo-login';
import { shopperWithCart } from './checkout-test-kit';

// POST /user/login, the checkout login panel's form (spec/checkout.md §4: destination=cart/checkout).

const host = setupTestHost();

interface CheckoutSettings {
  checkout: {
    loggedIn: boolean;
    email: string;
    orderId: number;
    login: { error: string; name: string } | null;
    storeCredit: { credits: number } | null;
    lines: unknown[];
  };
}

const checkoutSettings = async (browser: TestBrowser) =>
  readSettings(await (await browser.get('/cart/checkout')).text()) as unknown as CheckoutSettings;

const login = (browser: TestBrowser, name: string, pass: string, destination = 'cart/checkout') =>
  browser.request(`/user/login?destination=${encodeURIComponent(destination)}`, {
    ...postForm({ name, pass }),
    redirect: 'manual',
  });

describe('POST /user/login', () => {
  it('signs a guest in by email with the demo password and keeps their cart and order', async () => {
    const browser = await shopperWithCart(host);
    const before = await checkoutSettings(browser);
    expect(before.checkout.loggedIn).toBe(false);
    const response = await login(browser, 'Casey@Example.com', 'rove-demo');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart/checkout');
    const after = await checkoutSettings(browser);
    expect(after.checkout).toMatchObject({
      loggedIn: true,
      email: 'casey@example.com',
      orderId: before.checkout.orderId,
      login: null,
    });
    expect(after.checkout.lines).toHaveLength(1);
    expect(after.checkout.storeCredit?.credits).toBe(150);
  });

  it('signs in by user name too, as the member', async () => {
    const browser = await shopperWithCart(host);
    await login(browser, 'morgan member', 'rove-demo');
    expect((await checkoutSettings(browser)).checkout.email).toBe('morgan@example.com');
  });

  it.each([
    ['a wrong password', 'casey@example.com', 'rove-dem0'],
    ['an unknown account', 'nobody@example.com', 'rove-demo'],
    ['an account without a demo session', 'trade@example.com', 'rove-demo'],
    ['an empty name', '', 'rove-demo'],
  ])('refuses %s: back to the checkout, once, with Drupal’s message', async (_, name, pass) => {
    const browser = await shopperWithCart(host);
    const response = await login(browser, name, pass);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart/checkout');
    const settings = await checkoutSettings(browser);
    expect(settings.checkout.loggedIn).toBe(false);
    expect(settings.checkout.login).toEqual({
      error: 'Sorry, unrecognized username or password.',
      name,
    });
    // A reload does not show the error again.
    expect((await checkoutSettings(browser)).checkout.login).toBeNull();
  });

  it('redirects only to paths on this site', async () => {
    const browser = await shopperWithCart(host);
    const response = await login(browser, 'casey@example.com', 'rove-demo', '//evil.example/');
    expect(response.headers.get('location')).toBe('/');
  });
});

describe('safeDestination', () => {
  it.each([
    ['cart/checkout', '/cart/checkout'],
    ['/cart/checkout', '/cart/checkout'],
    ['cart/checkout?step=1', '/cart/checkout?step=1'],
    [undefined, '/'],
    ['', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['cart//x', '/'],
  ])('%s → %s', (raw, expected) => {
    expect(safeDestination(raw)).toBe(expected);
  });
});
