import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../log';
import { readTrackingSettings } from './config';

afterEach(resetLogOnce);

const defaults = {
  brand: 'Rove',
  excludedIds: [],
  consent: undefined,
  pageType: 'other',
  orderId: '',
  commands: [],
  products: [],
  cart: [],
  list: null,
  order: null,
};

describe('readTrackingSettings', () => {
  it('defaults when absent', () => {
    expect(readTrackingSettings({})).toEqual(defaults);
  });

  it('reads every key', () => {
    const tracking = {
      brand: 'Maison',
      excludedIds: ['FEE', 'PROT'],
      consent: 'pending',
      pageType: 'product',
      orderId: '100042',
      pixels: { meta: { id: '1234567' } },
      commands: [{ type: 'quote', total: 1 }, 'junk'],
      products: [{ id: 'S-1', nid: 5, name: 'Sofa', price: 10 }],
      cart: [{ id: 'S-1', name: 'Sofa', quantity: 2, variant: 'S-1-GRY' }],
      list: { name: 'Sofas', products: [{ id: 'S-1', name: 'Sofa' }] },
      order: {
        transaction_id: '1001',
        tax: 0,
        coupon: 'ROVE10',
        items: [{ id: 'S-1', name: 'Sofa' }],
      },
    };
    expect(readTrackingSettings({ tracking })).toEqual(tracking);
  });

  it.each([
    ['not an object', 'settings'],
    [{ excludedIds: 'FEE' }, 'excludedIds'],
    [{ brand: ' ' }, 'brand'],
    [{ list: 'Sofas' }, 'list'],
    [{ order: { tax: 1 } }, 'order'],
    [{ orderId: '1 OR 1' }, 'orderId'],
  ])('falls back to the defaults and warns once for %j', (tracking, key) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readTrackingSettings({ tracking })).toEqual(defaults);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      new RegExp(`^\\[rove\\] invalid tracking ${key} ignored: `),
    );
  });

  it.each([['maybe'], [true], [null]])(
    'counts a consent it cannot read (%j) as pending, with one warning',
    (consent) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(readTrackingSettings({ tracking: { consent } })).toEqual({
        ...defaults,
        consent: 'pending',
      });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/^\[rove\] invalid tracking consent ignored: /);
    },
  );

  it.each([['granted'], ['pending'], ['denied']])(
    'reads consent %j as the host gives it',
    (consent) => {
      expect(readTrackingSettings({ tracking: { consent } }).consent).toBe(consent);
    },
  );

  it('keeps a product whose optional field is malformed, without that field, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const products = readTrackingSettings({
      tracking: {
        products: [
          {
            id: 'S-1',
            title: 'Sofa',
            id_default: 'S-1',
            id_google: 'S-1-GRY',
            fsku: 'F-S-1',
            gsku: 'G-S-1',
            parent: 'S',
            url: '/product/sofa',
            image: 'https://cdn.example/sofa.jpg',
            price: 'free',
          },
          { id: 'S-2', name: 'Chair', url: 'javascript:alert(1)', image: '//evil.example/x.png' },
          { id: 'S-3', name: 'Rug', url: ' /rug' },
        ],
      },
    }).products;
    expect(products).toEqual([
      {
        id: 'S-1',
        name: 'Sofa',
        title: 'Sofa',
        id_default: 'S-1',
        id_google: 'S-1-GRY',
        fsku: 'F-S-1',
        gsku: 'G-S-1',
        parent: 'S',
        url: '/product/sofa',
        image: 'https://cdn.example/sofa.jpg',
      },
      { id: 'S-2', name: 'Chair' },
      { id: 'S-3', name: 'Rug' },
    ]);
    // One warning for a list's malformed fields (the first), whatever their number.
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      '[rove] invalid tracking products ignored: products.0.price: expected number ≥ 0, got "free"',
    ]);
  });

  it('keeps every valid key when one is malformed, so a pending consent stays pending', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const settings = readTrackingSettings({
      tracking: {
        consent: 'pending',
        pageType: 'blog',
        cart: [{ id: 'S-1', name: 'Sofa' }, { id: 7 }],
      },
    });
    expect(settings.consent).toBe('pending');
    expect(settings.pageType).toBe('other');
    expect(settings.cart).toEqual([{ id: 'S-1', name: 'Sofa' }]);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('[rove] invalid tracking pageType ignored'),
      expect.stringContaining('[rove] invalid tracking cart ignored: cart.1.name'),
    ]);
  });
});
