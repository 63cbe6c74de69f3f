// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  builderElement,
  builderElements,
  builderField,
  manifestElements,
  settingsAt,
  settingsKeysIn,
} from './builder-model';

describe('builderField (a manifest attribute → a form field)', () => {
  it('maps the manifest types to the inputs', () => {
    const of = (text: string) => builderField({ name: 'x', type: { text } }).kind;
    expect(of('number')).toBe('number');
    expect(of('boolean')).toBe('boolean');
    expect(of('string')).toBe('text');
    expect(builderField({ name: 'x' }).kind).toBe('text');
  });

  it('makes a choice of a union type, or of a description that opens with quoted values', () => {
    expect(builderField({ name: 'reply', type: { text: "'json' | 'html'" } })).toMatchObject({
      kind: 'enum',
      options: ['json', 'html'],
    });
    expect(
      builderField({
        name: 'programme',
        type: { text: 'string' },
        description: "'standard_3_6_12' (default, 10 % APR) or 'zero_percent'.",
      }),
    ).toEqual({
      attribute: 'programme',
      kind: 'enum',
      options: ['standard_3_6_12', 'zero_percent'],
      defaultValue: 'standard_3_6_12',
      description: "'standard_3_6_12' (default, 10 % APR) or 'zero_percent'.",
    });
    expect(
      builderField({
        name: 'subject',
        type: { text: 'string' },
        description:
          "'product' (with `nid`), 'cart' or 'membership' (no figures); default: 'product' with a nid, else 'membership'.",
      }),
    ).toMatchObject({
      kind: 'enum',
      options: ['product', 'cart', 'membership'],
      defaultValue: null,
    });
    // One quoted value and prose is not a choice.
    expect(
      builderField({
        name: 'view',
        type: { text: 'string' },
        description:
          "'review' on the review page: only the action pane moves; anything else is the checkout.",
      }).kind,
    ).toBe('text');
  });

  it('unquotes the manifest defaults', () => {
    const of = (text: string) => builderField({ name: 'x', default: text }).defaultValue;
    expect(of("'Show tips'")).toBe('Show tips');
    expect(of('`planner`')).toBe('planner');
    expect(of('5')).toBe('5');
    expect(builderField({ name: 'x' }).defaultValue).toBeNull();
  });
});

describe('settings keys', () => {
  it('finds settings.* paths and "the settings\' `key`" in the prose', () => {
    expect(
      settingsKeysIn([
        'It starts from `settings.cart.count` (validated)',
        "The order id; the settings' `checkout.orderId` wins.",
        "default settings.basePath + 'search/'; again `settings.cart.count`",
        'malformed settings, a failed call',
      ]),
    ).toEqual(['cart.count', 'checkout.orderId', 'basePath']);
  });

  it('picks the page settings at those keys, nested, leaving out what the page lacks', () => {
    const page = { basePath: '/', cart: { count: 2, items: [] }, locale: 'en_US' };
    expect(settingsAt(['cart.count', 'basePath', 'extra.popups'], page)).toEqual({
      cart: { count: 2 },
      basePath: '/',
    });
    expect(settingsAt(['toString'], page)).toEqual({});
  });
});

describe('the builder elements from custom-elements.json', () => {
  it('lists every custom element of a manifest, by tag', () => {
    const manifest = {
      modules: [
        { declarations: [{ tagName: 'rove-b', customElement: true }, { name: 'helper' }] },
        { declarations: [{ tagName: 'rove-a', customElement: true, summary: 'A' }] },
        {},
      ],
    };
    expect(manifestElements(manifest).map((e) => e.tagName)).toEqual(['rove-a', 'rove-b']);
  });

  it('falls back to the description’s first sentence for a summary', () => {
    expect(
      builderElement({ tagName: 'rove-x', description: 'Does a thing. Then more.' }).summary,
    ).toBe('Does a thing.');
  });

  it('offers rove-love with its attributes and rove-cart-count with its settings key', () => {
    const elements = builderElements();
    expect(elements.length).toBeGreaterThanOrEqual(30);
    expect(elements.find((e) => e.tag === 'rove-love')).toMatchObject({
      summary: 'wishlist toggle',
      fields: [
        { attribute: 'nid', kind: 'number', defaultValue: null },
        { attribute: 'product-title', kind: 'text', defaultValue: null },
      ],
      settingsKeys: [],
    });
    expect(elements.find((e) => e.tag === 'rove-cart-count')?.settingsKeys).toEqual(['cart.count']);
    expect(
      elements.find((e) => e.tag === 'rove-photo-wall')?.fields.map((f) => f.defaultValue),
    ).toEqual(['/community/photos', '10', '1', '0.65']);
  });
});
