import { describe, expect, it } from 'vitest';
import { DEFAULT_SWATCH_LIMIT, readSwatchConfig } from './swatch-config';

const ORIGIN = 'https://rove.shop';
const SWATCHES = [
  { id: 101, name: 'Ivory Boucle', color: '#ece7dc', group: 'Boucle' },
  { id: 102, name: 'Oat Linen', color: '#d6c7a8' },
  { id: 103, name: 'Navy Velvet', image: '/images/navy.jpg' },
];

describe('readSwatchConfig', () => {
  it('reads a complete setting', () => {
    const result = readSwatchConfig(
      {
        limit: 3,
        swatches: SWATCHES,
        selected: [102],
        has_been_submitted: false,
        countries: [826, 840],
      },
      ORIGIN,
      'US',
    );
    expect(result).toEqual({
      ok: true,
      issues: [],
      config: {
        swatches: [
          { id: 101, name: 'Ivory Boucle', color: '#ece7dc', image: null, group: 'Boucle' },
          { id: 102, name: 'Oat Linen', color: '#d6c7a8', image: null, group: null },
          {
            id: 103,
            name: 'Navy Velvet',
            color: null,
            image: 'https://rove.shop/images/navy.jpg',
            group: null,
          },
        ],
        limit: 3,
        selected: [102],
        hasBeenSubmitted: false,
        countries: [826, 840],
        defaultCountry: 840,
      },
    });
  });

  it('defaults: limit 5, nothing selected, every country, the shop’s first', () => {
    const result = readSwatchConfig({ swatches: SWATCHES }, ORIGIN, 'KR');
    expect(result.ok && result.config).toMatchObject({
      limit: DEFAULT_SWATCH_LIMIT,
      selected: [],
      hasBeenSubmitted: false,
      countries: [124, 840, 410, 826, 36, 344],
      defaultCountry: 410,
    });
  });

  it.each([
    ['not an object', 'swatches please'],
    ['null', null],
    ['an array', [SWATCHES]],
    ['no swatches key', { limit: 5 }],
    ['swatches not a list', { swatches: 'all' }],
    ['no valid swatch', { swatches: [{ id: 'x', name: 'Oops' }, { id: 4 }] }],
  ])('refuses %s with a reason', (_name, raw) => {
    const result = readSwatchConfig(raw, ORIGIN, 'US');
    expect(result.ok).toBe(false);
    expect(result.issues.length).toBeGreaterThan(0);
    expect(result.issues.every((issue) => issue.startsWith('swatch_request'))).toBe(true);
  });

  it('leaves out bad swatches one by one, and says why', () => {
    const result = readSwatchConfig(
      {
        swatches: [
          ...SWATCHES,
          { id: 0, name: 'Zero' },
          { id: 104, name: '' },
          { id: 105, name: 'Red', color: 'red; background: url(x)' },
          { id: 101, name: 'Duplicate' },
          { id: 106, name: 'Elsewhere', image: 'https://evil.example/x.png' },
          { id: 107, name: 'Script', image: 'javascript:alert(1)' },
        ],
      },
      ORIGIN,
      'US',
    );
    expect(result.ok && result.config.swatches.map((s) => [s.id, s.image])).toEqual([
      [101, null],
      [102, null],
      [103, 'https://rove.shop/images/navy.jpg'],
      [106, null],
      [107, null],
    ]);
    expect(result.issues).toHaveLength(6);
  });

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['fraction', 2.5],
    ['text', '5'],
    ['too big', 5000],
  ])('a %s limit falls back to the default', (_name, limit) => {
    const result = readSwatchConfig({ swatches: SWATCHES, limit }, ORIGIN, 'US');
    expect(result.ok && result.config.limit).toBe(DEFAULT_SWATCH_LIMIT);
    expect(result.issues[0]).toMatch(/^swatch_request\.limit: expected integer ≥ 1 ≤ 50/);
  });

  it('keeps known selected ids once, within the limit', () => {
    const result = readSwatchConfig(
      { swatches: SWATCHES, limit: 2, selected: [103, 999, 103, 'x', 101, 102] },
      ORIGIN,
      'US',
    );
    expect(result.ok && result.config.selected).toEqual([103, 101]);
  });

  it('reads has_been_submitted, and a wrong type as false', () => {
    const sent = readSwatchConfig({ swatches: SWATCHES, has_been_submitted: true }, ORIGIN, 'US');
    expect(sent.ok && sent.config.hasBeenSubmitted).toBe(true);
    const wrong = readSwatchConfig({ swatches: SWATCHES, has_been_submitted: 'yes' }, ORIGIN, 'US');
    expect(wrong.ok && wrong.config.hasBeenSubmitted).toBe(false);
    expect(wrong.issues).toHaveLength(1);
  });

  it('drops unknown country codes; an empty list means every country', () => {
    const some = readSwatchConfig(
      { swatches: SWATCHES, countries: [826, 'UK', 999] },
      ORIGIN,
      'US',
    );
    expect(some.ok && [some.config.countries, some.config.defaultCountry]).toEqual([[826], 826]);
    const none = readSwatchConfig({ swatches: SWATCHES, countries: [] }, ORIGIN, 'CA');
    expect(none.ok && none.config.defaultCountry).toBe(124);
  });

  it('never reads prototype keys', () => {
    const raw = JSON.parse(
      '{"swatches": [{"id": 1, "name": "A"}], "__proto__": {"limit": 1}}',
    ) as unknown;
    const result = readSwatchConfig(raw, ORIGIN, 'US');
    expect(result.ok && result.config.limit).toBe(DEFAULT_SWATCH_LIMIT);
  });
});
