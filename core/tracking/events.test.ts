import { describe, expect, it } from 'vitest';
import * as events from './events';
import type { EventContext } from './events';

const context: EventContext = {
  country: 'US',
  currency: 'USD',
  brand: 'Rove',
  excludedIds: ['FEE'],
};
const sofa = { id: 'S-1', name: 'Sofa', price: 1000, category: 'Furniture/Sofas' };
const fee = { id: 'FEE', name: 'Membership', price: 100 };
const products = Array.from({ length: 10 }, (_, n) => ({ id: `P${n}`, name: `P${n}`, price: 10 }));

describe('ecommerce builders', () => {
  it.each([
    ['view_item', events.viewItem(sofa, context), {}],
    ['add_to_wishlist', events.wishlist(true, sofa, context), {}],
    ['remove_from_wishlist', events.wishlist(false, sofa, context), {}],
    ['add_to_cart', events.addToCart([sofa, fee], context), {}],
    ['remove_from_cart', events.removeFromCart([sofa], context), {}],
    ['view_cart', events.viewCart([sofa], context), {}],
    ['begin_checkout', events.beginCheckout([sofa], context, 'SAVE10'), { coupon: 'SAVE10' }],
    ['add_shipping_info', events.addShippingInfo([sofa], context), { shipping_tier: 'Ground' }],
    ['add_payment_info', events.addPaymentInfo([sofa], context), { payment_type: 'Credit Card' }],
    ['notify_me', events.notifyMe(sofa, context), {}],
  ])('%s: currency, value of the tracked items and the items', (name, event, extra) => {
    expect(event.event).toBe(name);
    expect(event.ecommerce).toEqual({
      currency: 'USD',
      value: 1000,
      ...extra,
      items: [
        expect.objectContaining({
          item_id: 'S-1',
          item_category: 'Furniture',
          item_category2: 'Sofas',
        }),
      ],
    });
  });

  it('begin_checkout without a coupon has no coupon key', () => {
    expect(events.beginCheckout([sofa], context).ecommerce).not.toHaveProperty('coupon');
  });

  it.each([
    ['search', 3],
    ['category', 8],
  ] as const)('view_item_list of %s results tracks %d items, indexed', (list, size) => {
    const event = events.viewItemList(list, 'Sofas', products, context);
    const items = event.ecommerce?.['items'] as { index: number }[];
    expect(event).toMatchObject({
      event: 'view_item_list',
      ecommerce: { item_list_id: list, item_list_name: 'Sofas' },
    });
    expect(items).toHaveLength(size);
    expect(items.map((item) => item.index)).toEqual([...Array(size).keys()]);
  });

  it('select_item carries the list and the index', () => {
    expect(events.selectItem('search', 'sofa', sofa, 2, context).ecommerce).toMatchObject({
      item_list_id: 'search',
      item_list_name: 'sofa',
      items: [{ item_id: 'S-1', index: 2 }],
    });
    expect(events.selectItem('search', 'x', fee, 0, context).ecommerce?.['items']).toEqual([]);
  });

  it('purchase: order fields, value without the excluded ids', () => {
    const event = events.purchase(
      {
        transaction_id: '1001',
        tax: 80,
        shipping: 0,
        coupon: 'SAVE10',
        has_mulberry: true,
        discount: undefined,
      },
      [sofa, fee],
      context,
    );
    expect(event).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'USD',
        value: 1000,
        transaction_id: '1001',
        tax: 80,
        shipping: 0,
        coupon: 'SAVE10',
        has_mulberry: true,
        items: [expect.objectContaining({ item_id: 'S-1' })],
      },
    });
  });

  it('email_cart counts the addresses and never carries them', () => {
    const event = events.emailCart(3, true, [sofa], context);
    expect(event).toMatchObject({ event: 'email_cart', email_count: 3, subscribe: true });
    expect(JSON.stringify(event)).not.toContain('@');
  });
});

describe("the site's own events", () => {
  it.each([
    [events.search('sofa'), { event: 'search', search_term: 'sofa' }],
    [
      events.searchResults('sofa', 42),
      { event: 'view_search_results', search_term: 'sofa', results: 42 },
    ],
    [
      events.newsletterSignup('CAD'),
      { event: 'generate_lead', value: 35, currency: 'CAD', lead_source: 'newsletter' },
    ],
    [events.signUp('trade'), { event: 'sign_up', method: 'trade' }],
    [events.login(), { event: 'login', method: 'site' }],
    [
      events.pageView('home', 'New'),
      { event: 'page_view', page_type: 'home', customer_type: 'New' },
    ],
    [
      events.changeCountry('US', 'CA'),
      { event: 'change_country', country_from: 'US', country_to: 'CA' },
    ],
    [
      events.coupon('add', 'SAVE10', 900),
      { event: 'coupon', coupon_action: 'add', coupon: 'SAVE10', value: 900 },
    ],
    [
      events.coupon('remove', 'SAVE10'),
      { event: 'coupon', coupon_action: 'remove', coupon: 'SAVE10' },
    ],
    [events.directionsClick('Toronto'), { event: 'directions_click', location: 'Toronto' }],
    [events.lookbookOpen('Spring'), { event: 'lookbook_open', lookbook: 'Spring' }],
    [events.swatch('request', 3), { event: 'swatch_request', swatch_count: 3 }],
    [events.swatch('display', 1), { event: 'swatch_display', swatch_count: 1 }],
    [events.formSubmit('giftcard'), { event: 'form_submit', form_name: 'giftcard' }],
    [
      events.checkoutStep(4, 'Payment Entered'),
      { event: 'checkout_step', checkout_step: 4, checkout_option: 'Payment Entered' },
    ],
    [events.checkoutStep(2), { event: 'checkout_step', checkout_step: 2 }],
    [
      events.checkoutError('Please complete this field', 2, ['city', 'zip']),
      {
        event: 'checkout_error',
        message: 'Please complete this field',
        checkout_step: 2,
        fields: 'city,zip',
      },
    ],
  ])('%j', (event, expected) => {
    expect(event).toEqual(expected);
  });
});
