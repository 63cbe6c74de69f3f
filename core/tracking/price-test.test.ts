import { describe, expect, it } from 'vitest';
import { COOKIE } from '../storage/cookie-names';
import {
  applyPriceTest,
  decidePriceTest,
  PRICE_TEST,
  storedVariant,
  variantEffects,
  type PriceTestVariant,
} from './price-test';
import { fakeCookies, memoryStore } from './test-helpers';

const decide = (query: string, current: PriceTestVariant | null = null, draw = 0.2) =>
  decidePriceTest(new URLSearchParams(query), 'www.rove.com', current, () => draw);

describe('decidePriceTest', () => {
  it.each([
    ['no utm', '', null, { action: 'keep', variant: null }],
    ['no utm, in the test', '', 'B', { action: 'keep', variant: 'B' }],
    [
      'activation, draw < 0.5',
      'utm_source=rove.com&utm_campaign=rove.shop',
      null,
      { action: 'activate', variant: 'A' },
    ],
    [
      'activation with www and case',
      'utm_source=WWW.Rove.com&utm_campaign=rove.shop',
      null,
      { action: 'activate', variant: 'A' },
    ],
    [
      'activation keeps the drawn variant',
      'utm_source=rove.com&utm_campaign=rove.shop',
      'B',
      { action: 'activate', variant: 'B' },
    ],
    [
      'other source',
      'utm_source=google&utm_campaign=rove.shop',
      null,
      { action: 'keep', variant: null },
    ],
    [
      'other campaign',
      'utm_source=rove.com&utm_campaign=spring',
      null,
      { action: 'keep', variant: null },
    ],
    ['source alone', 'utm_source=rove.com', null, { action: 'keep', variant: null }],
    ['kill', 'utm_directive=kill', 'A', { action: 'kill' }],
    [
      'kill wins over activation',
      'utm_source=rove.com&utm_campaign=rove.shop&utm_directive=kill',
      null,
      { action: 'kill' },
    ],
    ['another directive', 'utm_directive=pause', 'A', { action: 'keep', variant: 'A' }],
  ] as const)('%s', (_, query, current, decision) => {
    expect(decide(query, current)).toEqual(decision);
  });

  it('draws B for a draw ≥ 0.5', () => {
    expect(decide('utm_source=rove.com&utm_campaign=rove.shop', null, 0.5)).toEqual({
      action: 'activate',
      variant: 'B',
    });
  });
});

describe('applyPriceTest and storedVariant', () => {
  it('writes the variant cookie for 365 days, Secure, and the local key; kill removes both', () => {
    const cookies = fakeCookies();
    const store = memoryStore();
    expect(applyPriceTest({ action: 'activate', variant: 'B' }, cookies, store)).toBe('B');
    expect(cookies.read(COOKIE.priceTestVariant)).toBe('B');
    expect(cookies.options.get(COOKIE.priceTestVariant)).toEqual({ days: 365, secure: true });
    expect(store.get(PRICE_TEST.storageKey)).toBe('B');
    expect(storedVariant(cookies, store)).toBe('B');

    expect(applyPriceTest({ action: 'keep', variant: 'B' }, cookies, store)).toBe('B');
    expect(applyPriceTest({ action: 'kill' }, cookies, store)).toBeNull();
    expect(cookies.read(COOKIE.priceTestVariant)).toBeUndefined();
    expect(store.get(PRICE_TEST.storageKey)).toBeNull();
    expect(storedVariant(cookies, store)).toBeNull();
  });

  it('falls back to local storage and ignores unknown values', () => {
    const cookies = fakeCookies();
    const store = memoryStore();
    store.set(PRICE_TEST.storageKey, 'A');
    expect(storedVariant(cookies, store)).toBe('A');
    cookies.write(COOKIE.priceTestVariant, 'Z');
    expect(storedVariant(cookies, store)).toBeNull();
  });
});

describe('variantEffects', () => {
  it('is disabled: never applied, whatever the variant', () => {
    expect(PRICE_TEST.enabled).toBe(false);
    expect(variantEffects('A')).toBeNull();
    expect(variantEffects('B')).toBeNull();
    expect(variantEffects(null)).toBeNull();
  });

  it.each([
    ['B', { compareFactor: 3, bannerPath: '/toronto-showroom' }],
    ['A', null],
    [null, null],
  ] as const)('when enabled by code, %s → %j', (variant, effects) => {
    expect(variantEffects(variant, true)).toEqual(effects);
  });
});
