import { describe, expect, it } from 'vitest';
import { EMPTY_STOCK } from './fixtures';
import type { ModelStock } from './product-data';
import { formatShipDate, stockMessage, type StockMessage } from './stock-message';

const at = (patch: Partial<ModelStock>): ModelStock => ({ ...EMPTY_STOCK, ...patch });
const msg = { text: 'Made to order: ships in 8-10 weeks', tip: 'Built after you order it.' };

// spec/product.md §4, first match wins. Each row: the stock, the destination, what the shopper sees.
const CASES: [string, ModelStock, string | null, Partial<StockMessage>][] = [
  [
    'hidden shows nothing',
    at({ h: true, s: 40 }),
    null,
    { kind: 'hidden', text: '', canBuy: false, notifyMe: false },
  ],
  [
    'satellite stock with a destination',
    at({ hs: 6, hsh: '2026-12-09', s: 40 }),
    'K1A 0B1',
    {
      kind: 'satellite',
      text: 'Only 6 left',
      detail: 'From a warehouse near K1A 0B1. Ships by Dec 9',
      canBuy: true,
    },
  ],
  [
    'satellite stock of 10 or more',
    at({ hs: 12 }),
    '10001',
    { kind: 'satellite', text: 'In-stock' },
  ],
  [
    'satellite stock ignored without a destination',
    at({ hs: 6, s: 12 }),
    null,
    { kind: 'in-stock', text: 'In-stock' },
  ],
  [
    'a destination without satellite stock falls through',
    at({ s: 4 }),
    '10001',
    { kind: 'low-stock', text: 'Only 4 left' },
  ],
  [
    'in stock at exactly 10',
    at({ s: 10, sh: '2026-12-07' }),
    null,
    { kind: 'in-stock', text: 'In-stock', detail: 'Ships by Dec 7', canBuy: true, notifyMe: false },
  ],
  [
    'low stock below 10',
    at({ s: 3 }),
    null,
    { kind: 'low-stock', text: 'Only 3 left', detail: '' },
  ],
  [
    'pre-order capped at 10+',
    at({ pr: 25, eta: '2027-02-01' }),
    null,
    { kind: 'pre-order', text: 'Pre-order: 10+ available', detail: 'Expected Feb 1', canBuy: true },
  ],
  ['pre-order of 10 is capped', at({ pr: 10 }), null, { text: 'Pre-order: 10+ available' }],
  [
    'pre-order below 10 shows the count',
    at({ pr: 4 }),
    null,
    { text: 'Pre-order: 4 available', detail: '' },
  ],
  [
    'custom message with its tip',
    at({ msg }),
    null,
    { kind: 'custom', text: msg.text, detail: msg.tip, canBuy: true },
  ],
  [
    'disallowed: sold out, notify me',
    at({ d: true }),
    null,
    { kind: 'disallowed', text: 'Sold Out', canBuy: false, notifyMe: true },
  ],
  [
    'disallowed disables add to cart even with units',
    at({ d: true, s: 5 }),
    null,
    { kind: 'low-stock', text: 'Only 5 left', canBuy: false, notifyMe: true },
  ],
  [
    'nothing at all reads Sold Out',
    at({}),
    null,
    { kind: 'unavailable', text: 'Sold Out', canBuy: false, notifyMe: true },
  ],
];

describe('stockMessage', () => {
  it.each(CASES)('%s', (_name, stock, destination, expected) => {
    expect(stockMessage(stock, { destination, locale: 'en_US' })).toMatchObject(expected);
  });
});

describe('formatShipDate', () => {
  it('writes month and day as Intl.DateTimeFormat does, for every storefront locale', () => {
    for (const locale of ['en_US', 'en_CA', 'fr_CA', 'en_AU', 'ko_KR', 'en_UK', 'ch_HK'])
      for (let month = 0; month < 12; month += 1) {
        const date = `2026-${String(month + 1).padStart(2, '0')}-09`;
        const intl = new Intl.DateTimeFormat(locale.replace('_', '-'), {
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${date}T00:00:00Z`));
        expect(`${locale} ${formatShipDate(date, locale)}`).toBe(`${locale} ${intl}`);
      }
  });

  it('shows anything but a YYYY-MM-DD date as given', () => {
    expect(formatShipDate('next week', 'en_US')).toBe('next week');
    expect(formatShipDate('2026-13-40', 'en_US')).toBe('2026-13-40');
    expect(formatShipDate(null, 'en_US')).toBe('');
  });
});
