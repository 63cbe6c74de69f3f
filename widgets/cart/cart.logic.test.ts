import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Country } from '../../core/country';
import {
  CART_AUTO_UPDATE_IDLE_MS,
  cartProcessingEstimate,
  checkoutGate,
  clampQuantity,
  emptyBatch,
  msUntilDue,
  parseQuantityInput,
  processingEstimate,
  processingEstimateText,
  quantityBounds,
  quantityReducer,
  recordQuantityChange,
  takeDueBatch,
  TERMS_MODAL_SIZE,
  termsPresentation,
  lineTotal,
  unitPrice,
  type PendingBatch,
  type QuantityAction,
} from './cart.logic';

describe('quantities: 1 to 10, like the product page selector', () => {
  it.each<[number, QuantityAction, number]>([
    [1, { type: 'plus' }, 2],
    [9, { type: 'plus' }, 10],
    [10, { type: 'plus' }, 10],
    [2, { type: 'minus' }, 1],
    [1, { type: 'minus' }, 1],
    [3, { type: 'edit', text: '7' }, 7],
    [3, { type: 'edit', text: ' 07 ' }, 7],
    [3, { type: 'edit', text: '0' }, 1],
    [3, { type: 'edit', text: '99' }, 10],
    [3, { type: 'edit', text: '' }, 3],
    [3, { type: 'edit', text: '-2' }, 3],
    [3, { type: 'edit', text: '2.5' }, 3],
    [3, { type: 'edit', text: '1e3' }, 3],
    [3, { type: 'edit', text: 'two' }, 3],
  ])('%s after %j is %s', (qty, action, expected) => {
    expect(quantityReducer(qty, action)).toBe(expected);
  });

  it('clamps and parses', () => {
    expect([0, 1, 5.9, 10, 11, -3, Number.NaN].map(clampQuantity)).toEqual([1, 1, 5, 10, 10, 1, 1]);
    expect(parseQuantityInput('1234567')).toBeNull();
    expect(quantityBounds(1)).toEqual({ canDecrease: false, canIncrease: true });
    expect(quantityBounds(10)).toEqual({ canDecrease: true, canIncrease: false });
    expect(quantityReducer(4, { type: 'noop' } as unknown as QuantityAction)).toBe(4);
  });

  it('always stays within 1–10 (property)', () => {
    const action = fc.oneof(
      fc.constant<QuantityAction>({ type: 'plus' }),
      fc.constant<QuantityAction>({ type: 'minus' }),
      fc.string({ maxLength: 4 }).map<QuantityAction>((text) => ({ type: 'edit', text })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const qty = actions.reduce(quantityReducer, 1);
        expect(Number.isInteger(qty)).toBe(true);
        expect(qty).toBeGreaterThanOrEqual(1);
        expect(qty).toBeLessThanOrEqual(10);
      }),
    );
  });
});

describe('quantity changes are sent after 700 ms idle (spec/checkout.md §2, §9)', () => {
  it('waits for 700 ms after the last change, then sends every pending line once', () => {
    expect(CART_AUTO_UPDATE_IDLE_MS).toBe(700);
    let batch = recordQuantityChange(emptyBatch(), 'a', 2, 1000, 1);
    batch = recordQuantityChange(batch, 'a', 3, 1400, 1);
    batch = recordQuantityChange(batch, 'b', 5, 1500, 4);
    expect(msUntilDue(batch, 1600)).toBe(600);
    expect(takeDueBatch(batch, 2199)).toEqual({ send: null, batch });
    const due = takeDueBatch(batch, 2200);
    expect(due.send).toEqual({ a: 3, b: 5 });
    expect(due.batch).toEqual(emptyBatch());
    expect(msUntilDue(due.batch, 5000)).toBeNull();
  });

  it('sends nothing when a line is changed back to what the server has', () => {
    let batch = recordQuantityChange(emptyBatch(), 'a', 3, 0, 2);
    batch = recordQuantityChange(batch, 'a', 2, 100, 2);
    expect(batch.changes).toEqual({});
    expect(msUntilDue(batch, 100)).toBeNull();
    expect(takeDueBatch(batch, 10_000).send).toBeNull();
  });

  it('sends only after 700 ms of quiet, and the server ends with the last quantities (property)', () => {
    const event = fc.record({
      gap: fc.integer({ min: 0, max: 1500 }),
      line: fc.constantFrom('a', 'b', 'c'),
      qty: fc.integer({ min: 1, max: 10 }),
    });
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 20 }), (events) => {
        const server: Record<string, number> = { a: 1, b: 1, c: 1 };
        let batch: PendingBatch = emptyBatch();
        let now = 0;
        let lastChange = 0;
        const flush = (at: number) => {
          const due = takeDueBatch(batch, at);
          if (due.send) {
            expect(at - lastChange).toBeGreaterThanOrEqual(CART_AUTO_UPDATE_IDLE_MS);
            Object.assign(server, due.send);
          }
          batch = due.batch;
        };
        for (const { gap, line, qty } of events) {
          // The hook's timer fires between events when it is due.
          const wait = msUntilDue(batch, now);
          if (wait !== null && wait <= gap) flush(now + wait);
          now += gap;
          batch = recordQuantityChange(batch, line, qty, now, server[line] ?? 1);
          lastChange = now;
        }
        flush(now + CART_AUTO_UPDATE_IDLE_MS);
        const expected: Record<string, number> = { a: 1, b: 1, c: 1 };
        for (const { line, qty } of events) expected[line] = qty;
        expect(server).toEqual(expected);
      }),
    );
  });
});

describe('processing estimates (spec/checkout.md §9)', () => {
  it.each<[Country, boolean, string]>([
    ['US', true, '17-22 weeks'],
    ['CA', true, '17-22 weeks'],
    ['AU', true, '17-22 weeks'],
    ['KR', true, '17-22 weeks'],
    ['UK', true, '17-22 weeks'],
    ['HK', true, '8-10 weeks'],
    ['HK', false, '1-2 business days'],
    ['US', false, '1-5 business days'],
    ['CA', false, '1-4 business days'],
    ['AU', false, '1-4 business days'],
    ['KR', false, '1-4 business days'],
    ['UK', false, '1-4 business days'],
  ])('%s custom %s: %s', (country, custom, text) => {
    expect(processingEstimateText(processingEstimate(country, custom), 'en_US')).toBe(text);
  });

  it('says it in Korean on a Korean page', () => {
    const text = (custom: boolean) =>
      processingEstimateText(processingEstimate('KR', custom), 'ko_KR');
    expect(text(true)).toBe('17-22주');
    expect(text(false)).toBe('영업일 기준 1-4일');
  });

  it('a custom line makes the cart a custom order', () => {
    const standard = { id: 'a', qty: 1, custom: false };
    const custom = { id: 'b', qty: 1, custom: true };
    expect(cartProcessingEstimate([standard], 'US')).toEqual({
      min: 1,
      max: 5,
      unit: 'business-days',
    });
    expect(cartProcessingEstimate([standard, custom], 'US')).toEqual({
      min: 17,
      max: 22,
      unit: 'weeks',
    });
  });
});

describe('custom-order terms gate (spec/checkout.md §2)', () => {
  const standard = { id: 'a', qty: 1, custom: false };
  const custom = { id: 'b', qty: 2, custom: true };

  it('requires agreement when any line is custom', () => {
    expect(checkoutGate([standard], false)).toBe('proceed');
    expect(checkoutGate([standard, custom], false)).toBe('require-terms');
    expect(checkoutGate([standard, custom], true)).toBe('proceed');
    expect(checkoutGate([], false)).toBe('proceed');
  });

  it('shows a 700×770 modal on desktop and replaces the cart on mobile', () => {
    expect(TERMS_MODAL_SIZE).toEqual({ width: 700, height: 770 });
    expect(termsPresentation(1280)).toBe('modal');
    expect(termsPresentation(427)).toBe('modal');
    expect(termsPresentation(426)).toBe('replace-cart');
    expect(termsPresentation(320)).toBe('replace-cart');
  });
});

describe('unitPrice and lineTotal', () => {
  const line = { price: 1000, memberPrice: 800, qty: 3 };
  it('charges members the member price', () => {
    expect(unitPrice(line, true)).toBe(800);
    expect(lineTotal(line, true)).toBe(2400);
  });
  it('charges others the regular price', () => {
    expect(unitPrice(line, false)).toBe(1000);
    expect(lineTotal(line, false)).toBe(3000);
  });
});
