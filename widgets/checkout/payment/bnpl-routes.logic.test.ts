import { describe, expect, it } from 'vitest';
import { bnplPath, DEFAULT_BNPL_ROUTES, readBnplRoutes } from './bnpl-routes.logic';

describe('pay-over-time routes from checkout.urls (widgets/checkout/README.md)', () => {
  it('uses the routes a page names, each on its own', () => {
    const read = readBnplRoutes({
      orderValidate: '/ajax/order-validate/7',
      klarnaRedirect: '/klarna/redirect/{order_id}?via=rove',
      affirmRedirect: '/shop/affirm/{order_id}/url',
    });
    expect(read.routes).toEqual({
      klarnaRedirect: '/klarna/redirect/{order_id}?via=rove',
      affirmRedirect: '/shop/affirm/{order_id}/url',
      paybrightRedirect: '/ajax/uc_affirm/paybright/{order_id}',
    });
    expect(read.refused).toEqual([]);
  });

  it.each([undefined, null, {}, 'urls', []])('has the defaults when none is named: %j', (urls) => {
    expect(readBnplRoutes(urls)).toEqual({
      routes: {
        klarnaRedirect: '/ajax/klarna/{order_id}',
        affirmRedirect: '/ajax/uc_affirm/affirm/{order_id}',
        paybrightRedirect: '/ajax/uc_affirm/paybright/{order_id}',
      },
      refused: [],
    });
  });

  it.each<[string, unknown]>([
    ['malformed: a number', 42],
    ['malformed: empty', ''],
    ['malformed: null', null],
    ['malformed: spaces', '/ajax/affirm {order_id}'],
    ['malformed: relative', 'ajax/affirm/{order_id}'],
    ['malformed: a fragment', '/ajax/affirm/{order_id}#x'],
    ['foreign origin: absolute', 'https://evil.example/affirm/{order_id}'],
    ['foreign origin: protocol-relative', '//evil.example/affirm/{order_id}'],
    ['foreign origin: backslash', '/\\evil.example/affirm/{order_id}'],
    ['foreign origin: a scheme once the leading / is dropped', '/https://evil.example/{order_id}'],
    ['foreign origin: a tab the URL parser drops', '/\t/evil.example/{order_id}'],
    ['same origin written absolute', 'https://shop.example/affirm/{order_id}'],
    ['missing placeholder', '/ajax/uc_affirm/affirm/'],
    ['misspelt placeholder', '/ajax/uc_affirm/affirm/{orderId}'],
  ])('refuses %s and keeps the default', (_, value) => {
    const read = readBnplRoutes({ affirmRedirect: value, paybrightRedirect: '/pb/{order_id}' });
    expect(read.routes.affirmRedirect).toBe(DEFAULT_BNPL_ROUTES.affirmRedirect);
    expect(read.routes.paybrightRedirect).toBe('/pb/{order_id}');
    expect(read.refused).toEqual(['affirmRedirect']);
  });

  it('puts the order id in, encoded, wherever the route takes it', () => {
    expect(bnplPath(DEFAULT_BNPL_ROUTES.paybrightRedirect, 42)).toBe(
      '/ajax/uc_affirm/paybright/42',
    );
    expect(bnplPath('/affirm/{order_id}/url?order={order_id}', '4/2')).toBe(
      '/affirm/4%2F2/url?order=4%2F2',
    );
  });
});
