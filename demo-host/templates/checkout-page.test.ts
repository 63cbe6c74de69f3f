import { describe, expect, it } from 'vitest';
import { checkoutTexts } from '../../core/i18n/checkout-labels';
import type { OrderRecord } from '../db/checkout';
import type { PricedLine } from '../shop/checkout/order-lines';
import type { OrderState } from '../shop/checkout/order-state';
import { orderTotals } from '../shop/checkout/pricing';
import { checkoutPage, fallbackSteps, fallbackTotals } from './checkout-page';

const LINE: PricedLine = {
  nid: 1001,
  model: 'RC1001-IVB-STD-WAL',
  title: 'Demo In-Stock Lounge Chair',
  url: '/product/demo-in-stock',
  image: '/images/product/1001.svg',
  qty: 2,
  price: 699,
  memberPrice: 559,
  originalPrice: 909,
  available: true,
  protection: [{ id: '1001-3y', title: '3-Year Protection', duration_months: 36, cost: 56 }],
  plan: null,
};

function state(order: Partial<OrderRecord> = {}, activeMember = false): OrderState {
  const record: OrderRecord = {
    orderId: 100001,
    visitor: 'visitor',
    uid: null,
    country: 'US',
    currency: 'USD',
    status: 'in_checkout',
    membershipMode: 'optional',
    panes: {},
    intentId: null,
    creditApplied: 0,
    placedLines: null,
    placedTotals: null,
    paymentMethod: null,
    created: '2026-01-01',
    placed: null,
    ...order,
  };
  const totals = orderTotals([LINE], {
    currency: record.currency,
    activeMember,
    membership: record.panes.membership,
    protectionTerm: 0,
    shipping: null,
  });
  return {
    order: record,
    lines: [LINE],
    activeMember,
    quotes: [],
    quote: undefined,
    totals,
    warrantyPane: true,
  };
}

const m = checkoutTexts.en;
const shape = (s: OrderState) => fallbackSteps(s, m).map((step) => `${step.name}:${step.status}`);

describe('the checkout fallback opens the step <rove-checkout> opens', () => {
  it('a guest starts at the account step; protection only in the US and Canada', () => {
    expect(shape(state())).toEqual([
      'account:current',
      'membership:open',
      'address:open',
      'protection:open',
      'payment:open',
    ]);
    expect(shape(state({ country: 'AU', currency: 'AUD' }))).toEqual([
      'account:current',
      'membership:open',
      'address:open',
      'payment:open',
    ]);
  });

  it('a signed-in shopper finds the account done; a member or a lock page the membership too', () => {
    expect(shape(state({ uid: 7 }))).toEqual([
      'account:completed',
      'membership:current',
      'address:open',
      'protection:open',
      'payment:open',
    ]);
    const member = fallbackSteps(state({ uid: 7 }, true), m);
    expect(member.slice(0, 3).map((step) => step.status)).toEqual([
      'completed',
      'completed',
      'current',
    ]);
    expect(member[1]?.summary).toBe('Active member');
    // The account line: the order's email, else the signed-in shopper's (as the widget shows).
    expect(fallbackSteps(state({ uid: 7 }), m, 'casey@example.com')[0]?.summary).toBe(
      'casey@example.com',
    );
    expect(shape(state({ uid: 7, membershipMode: 'lock' })).slice(0, 3)).toEqual([
      'account:completed',
      'membership:completed',
      'address:current',
    ]);
  });

  it('a membership-only or lock page shows the pre-selected membership priced', () => {
    const lock = fallbackTotals(state({ membershipMode: 'lock' }));
    expect(lock.memberFee).toBe(100);
    expect(lock.memberSavings).toBe((699 - 559) * 2);
    expect(lock.total).toBe(559 * 2 + 100);
    // An optional page, or a choice the order already holds, keeps the server's totals.
    expect(fallbackTotals(state()).memberFee).toBe(0);
    expect(
      fallbackTotals(state({ membershipMode: 'only', panes: { membership: 0 } })).memberFee,
    ).toBe(0);
    const html = checkoutPage(state({ membershipMode: 'lock' })).toString();
    expect(html).toContain('<dt>Membership (1 year)</dt><dd>$100</dd>');
  });

  it('without JavaScript the open step says so and links back to the cart', () => {
    const html = checkoutPage(state()).toString();
    expect(html).toMatch(
      /data-step="account">[\s\S]*Checkout needs JavaScript[\s\S]*href="\/cart">Back to cart/,
    );
    expect(html).toContain('Show order summary ($1,398)');
  });
});
