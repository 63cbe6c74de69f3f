// @vitest-environment happy-dom
/**
 * <rove-membership> as a host page sees it: the page's settings and body flags in, the product's
 * price from the buy box or the cart's lines from <rove-cart>, the offer's line and dialog out.
 * Runs under React and again under preact/compat.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../core/bus';
import { printSettings } from '../../tests/helpers/page-settings';
import { createMembershipElement } from './membership.element';
import { mountOnServerPage, setUpElementTests } from '../shared/testing/element-tests';
// A Korean page's texts, in place as a Korean page has them before any element
// (core/i18n/page-texts.ts): the ko_KR test below reads them; other pages never do.
import '../../core/i18n/ko';

function page(settings: object, attributes: Record<string, string>, bodyClass = '') {
  printSettings({ country: 'US', ...settings });
  document.body.className = bodyClass;
  const fallback = Object.assign(document.createElement('p'), { textContent: 'Become a member' });
  return mountOnServerPage('rove-membership', attributes, fallback);
}

const waitFor = vi.waitFor;
const teaser = () => document.querySelector('.rove-membership__teaser')?.textContent;
const button = () => document.querySelector<HTMLButtonElement>('.rove-membership__more');
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.rove-membership-dialog');
const rows = () =>
  [...(dialog()?.querySelectorAll('.rove-membership-dialog__row') ?? [])].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

setUpElementTests({ 'rove-membership': createMembershipElement });

beforeEach(() => {
  // The bus remembers the last event per page; each test starts without a buy box or a cart.
  emit('buybox-model-changed', { nid: 0, model: null, price: null, currency: 'USD' });
  emit('cart-changed', { count: 0 });
});

afterEach(() => {
  document.body.className = '';
  vi.restoreAllMocks();
});

describe('<rove-membership>', () => {
  it('offers the saving on the product at the offer’s 30%, and the fee, voucher and gain in its dialog', async () => {
    page({ sales_data: { sell_price: 1000, currency: 'USD' } }, { nid: '1006' });
    await waitFor(() => expect(teaser()).toBe('Members save $300 on this item.'));
    expect(document.querySelector('rove-membership')?.textContent).not.toContain('Become a member');
    button()?.click();
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Become a member');
    expect(dialog()?.textContent).toContain('Members save 30% on every order');
    expect(rows()).toEqual([
      ['Membership, one year', '$100'],
      ['Member savings on this item', '$300'],
      ['Member voucher you would earn', '$70'],
      ['Your saving after the fee', '$270'],
    ]);
    const join = dialog()?.querySelector<HTMLAnchorElement>('.rove-membership-dialog__join');
    expect(join?.getAttribute('href')).toBe('/user/membership/enroll/login?register=1');
    dialog()?.querySelector<HTMLButtonElement>('.rove-membership-dialog__later')?.click();
    await waitFor(() => expect(dialog()?.open ?? false).toBe(false));
  });

  it('follows the buy box’s chosen model for its product', async () => {
    page({ sales_data: { sell_price: 1000, currency: 'USD' } }, { nid: '1006' });
    await waitFor(() => expect(teaser()).toBe('Members save $300 on this item.'));
    emit('buybox-model-changed', { nid: 1006, model: 'B', price: 2000, currency: 'CAD' });
    await waitFor(() => expect(teaser()).toBe('Members save C$600 on this item.'));
    emit('buybox-model-changed', { nid: 7, model: 'X', price: 9000, currency: 'USD' });
    await settle();
    expect(teaser()).toBe('Members save C$600 on this item.');
  });

  it('honours the page’s rate, fee and Korean locale', async () => {
    page(
      {
        locale: 'ko_KR',
        country: 'KR',
        currency: 'KRW',
        memberFee: 99000,
        membership: { rate: 0.2 },
        sales_data: { sell_price: 1500000, currency: 'KRW' },
      },
      { nid: '1006' },
    );
    await waitFor(() => expect(teaser()).toBe('멤버는 이 상품에서 300,000₩ 할인을 받습니다.'));
    expect(button()?.textContent).toBe('멤버십 보기');
    button()?.click();
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(rows()[0]).toEqual(['멤버십 1년', '99,000₩']);
    expect(dialog()?.textContent).toContain('20% 할인');
  });

  it('follows the cart’s lines, starting from the cart the page printed', async () => {
    page(
      {
        cartPage: {
          lines: [
            { nid: 1, model: 'A', title: 'Sofa', price: 1299, qty: 1 },
            { nid: 2, model: 'B', title: 'Pillow', price: 40, qty: 3 },
          ],
        },
      },
      { subject: 'cart' },
    );
    // 1299 → 909 (saves 390); 40 → 28 (saves 12) × 3: line by line, as checkout prices them.
    await waitFor(() => expect(teaser()).toBe('Members save $426 on this order.'));
    emit('cart-changed', {
      count: 2,
      lines: [{ nid: 1, model: 'A', title: 'Sofa', price: 500, qty: 2 }],
    });
    await waitFor(() => expect(teaser()).toBe('Members save $300 on this order.'));
    emit('cart-changed', { count: 0, lines: [] });
    await waitFor(() => expect(teaser()).toBe('Membership is $100 a year.'));
  });

  it('shows no figures for a cart page whose lines do not read as numbers', async () => {
    page({ cartPage: { lines: [{ price: 'lots', qty: 1 }] } }, { subject: 'cart' });
    await waitFor(() => expect(teaser()).toBe('Membership is $100 a year.'));
  });

  it('speaks of membership alone on a membership page', async () => {
    page({ memberFee: 120 }, { subject: 'membership' });
    await waitFor(() => expect(teaser()).toBe('Membership is $120 a year.'));
    button()?.click();
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(rows()).toEqual([['Membership, one year', '$120']]);
  });

  it('has its own wording in membership-only mode', async () => {
    page({}, { subject: 'membership' }, 'rove-membership-only');
    await waitFor(() => expect(teaser()).toBe('Shopping here is for members: $100 a year.'));
    button()?.click();
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Membership required');
    expect(dialog()?.querySelector('.rove-membership-dialog__join')?.textContent).toBe(
      'Join to shop',
    );
  });

  it.each([
    ['a member', { isMembership: true }],
    ['a page whose programme is closed', { membership: { enabled: false } }],
  ])('offers nothing to %s, and drops the server’s line', async (_, settings) => {
    const element = page({ ...settings, sales_data: { sell_price: 1000 } }, { nid: '1006' });
    await settle();
    await settle();
    expect(element.textContent).toBe('');
    expect(button()).toBeNull();
  });

  it('warns once for a malformed rate and offers the default 30%', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page({ membership: { rate: 3 }, sales_data: { sell_price: 1000 } }, { nid: '1006' });
    await waitFor(() => expect(teaser()).toBe('Members save $300 on this item.'));
    const lines = warn.mock.calls.filter(([text]) => String(text).includes('membership.rate'));
    expect(lines).toHaveLength(1);
    expect(String(lines[0]?.[0])).toMatch(/^\[rove\] /);
  });
});
