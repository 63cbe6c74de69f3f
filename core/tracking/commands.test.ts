import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../log';
import { commandEvents, parseCommand } from './commands';

afterEach(resetLogOnce);

const context = {
  country: 'CA',
  currency: 'CAD',
  brand: 'Rove',
  excludedIds: [],
  variant: null,
} as const;

describe('parseCommand + commandEvents', () => {
  it.each([
    [
      { type: 'add-to-cart', products: [{ id: 'S-1', name: 'Sofa', price: 100, quantity: 2 }] },
      [
        {
          event: 'add_to_cart',
          ecommerce: {
            currency: 'CAD',
            value: 200,
            items: [expect.objectContaining({ id: 'C-S-1', quantity: 2 })],
          },
        },
      ],
    ],
    [
      { type: 'notify-me', qty: 2, model: 'S-1-GRY', email: 'a@b.co' },
      [
        {
          event: 'notify_me',
          ecommerce: {
            currency: 'CAD',
            value: 0,
            items: [expect.objectContaining({ item_id: 'S-1-GRY', quantity: 2 })],
          },
        },
      ],
    ],
    [
      { type: 'coupon', op: 'remove', coupon: 'SAVE10', total: 90 },
      [{ event: 'coupon', coupon_action: 'remove', coupon: 'SAVE10', value: 90 }],
    ],
    [
      { type: 'checkout-event', event: 'begin_checkout', params: { step: 1, event: 'ignored' } },
      [{ event: 'begin_checkout', step: 1 }],
    ],
    [{ type: 'quote', total: 120 }, [{ event: 'shipping_quote', value: 120, currency: 'CAD' }]],
    [
      {
        type: 'dynamic',
        events: [{ event: 'promo_view', params: { id: 7 } }, { event: 'scroll_90' }],
      },
      [{ event: 'promo_view', id: 7 }, { event: 'scroll_90' }],
    ],
    [{ type: 'abtest-checkout' }, []],
  ])('%j', (command, expected) => {
    const parsed = parseCommand(command);
    expect(parsed).toBeDefined();
    expect(commandEvents(parsed!, context)).toEqual(expected);
  });

  it('never tracks the notify-me email', () => {
    const parsed = parseCommand({ type: 'notify-me', qty: 1, model: 'M', email: 'a@b.co' })!;
    expect(JSON.stringify(commandEvents(parsed, context))).not.toContain('a@b.co');
  });

  it('abtest-checkout converts a visitor in the experiment', () => {
    const parsed = parseCommand({ type: 'abtest-checkout' })!;
    expect(commandEvents(parsed, { ...context, variant: 'B' })).toEqual([
      { event: 'abtest_checkout', abtest_variant: 'B' },
    ]);
  });

  it.each([
    [null, 'value: expected object, got null'],
    ['quote', 'value: expected object, got "quote"'],
    [{ type: 'launch-missiles' }, 'type: expected add-to-cart | notify-me'],
    [{ type: 'quote' }, 'total: expected number ≥ 0, got undefined'],
    [{ type: 'quote', total: '12' }, 'total: expected number ≥ 0, got "12"'],
    [{ type: 'notify-me', qty: 0, model: 'M', email: '' }, 'qty: expected integer ≥ 1'],
    [{ type: 'checkout-event', event: 'gtm.js' }, 'event: expected string'],
    [{ type: 'checkout-event', event: 'x'.repeat(41) }, 'event: expected string'],
    [
      { type: 'dynamic', events: [{ event: 'ok' }, { event: 3 }] },
      'events.1.event: expected string',
    ],
    [{ type: 'add-to-cart', products: [{ id: 'S' }] }, 'products.0.name: expected string'],
  ])('ignores a malformed command and logs it once: %j', (command, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseCommand(command)).toBeUndefined();
    expect(parseCommand(command)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(`[rove] tracking command ignored: ${message}`);
  });

  it('drops prototype keys from server parameters', () => {
    const parsed = parseCommand(
      JSON.parse('{"type":"checkout-event","event":"x","params":{"__proto__":{"polluted":1}}}'),
    )!;
    const [event] = commandEvents(parsed, context);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.keys(event!)).toEqual(['event']);
  });
});
