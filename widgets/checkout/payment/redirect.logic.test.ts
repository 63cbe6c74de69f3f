import { describe, expect, it } from 'vitest';
import { isAllowedRedirect, PAYMENT_REDIRECT_HOSTS, redirectTarget } from './redirect.logic';

const ORIGIN = 'https://shop.example';

describe('isAllowedRedirect', () => {
  it.each<[string, boolean]>([
    ['/cart/checkout/complete', true],
    ['https://shop.example/uc_affirm/payment/complete/42', true],
    ['https://sandbox.affirm.com/checkout/abc', true],
    ['https://www.affirm.ca/x', true],
    ['https://pay.paybright.com/x', true],
    ['https://js.playground.klarna.com/x', true],
    ['https://klarna.com/x', true],
    ['https://hooks.stripe.com/3d_secure', true],
    ['http://sandbox.affirm.com/checkout/abc', false],
    ['https://affirm.com.evil.example/x', false],
    ['https://evilaffirm.com/x', false],
    ['https://user:pass@sandbox.affirm.com/x', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    // Same special scheme as the base: the WHATWG parser reads it as a path on our own site.
    ['https:evil.example', true],
    ['http://shop.example/cart', false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedRedirect(url, ORIGIN)).toBe(allowed);
  });

  it('accepts only the hosts it is given', () => {
    expect(isAllowedRedirect('https://sandbox.affirm.com/x', ORIGIN, [])).toBe(false);
    expect(isAllowedRedirect('/cart', ORIGIN, [])).toBe(true);
    expect(PAYMENT_REDIRECT_HOSTS.length).toBeGreaterThan(0);
  });

  it('gives the absolute target or nothing', () => {
    expect(redirectTarget('/cart', ORIGIN)).toBe('https://shop.example/cart');
    expect(redirectTarget('javascript:void 0', ORIGIN)).toBeUndefined();
    expect(redirectTarget('https:evil.example', ORIGIN)).toBe('https://shop.example/evil.example');
  });
});
