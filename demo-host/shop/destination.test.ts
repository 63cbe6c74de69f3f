// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ModelStock } from '../fixtures/catalogue-types';
import { locatePostal, normalisePostal, stockForDestination } from './destination';

const STOCK: ModelStock = {
  s: 12,
  sh: '2026-12-05',
  hs: 0,
  hsh: null,
  pr: 0,
  eta: null,
  p: 999,
  ori: 1299,
  h: 0,
  d: 0,
  msg: null,
};

describe('normalisePostal', () => {
  it('accepts the delivery popup formats and writes Canadian codes as A1A 1A1', () => {
    expect(normalisePostal('US', ' 10001 ')).toBe('10001');
    expect(normalisePostal('US', '10001-1234')).toBe('10001-1234');
    expect(normalisePostal('CA', 'm5v2t6')).toBe('M5V 2T6');
    expect(normalisePostal('CA', 'M5V-2T6')).toBe('M5V 2T6');
  });

  it('refuses other shapes and other countries', () => {
    expect(normalisePostal('US', '100011234')).toBeNull();
    expect(normalisePostal('US', 'K1A 0B1')).toBeNull();
    expect(normalisePostal('CA', '10001')).toBeNull();
    expect(normalisePostal('UK', 'SW1A 1AA')).toBeNull();
  });
});

describe('locatePostal', () => {
  it('knows named cities, regions and Canadian districts, not unassigned codes', () => {
    expect(locatePostal('US', '90210')?.city).toBe('Beverly Hills');
    expect(locatePostal('US', '30301')?.state_id).toBe('GA');
    expect(locatePostal('US', '00000')).toBeNull();
    expect(locatePostal('CA', 'V6B 1A1')?.satellite).toBe(23);
    expect(locatePostal('CA', 'D1A 1A1')).toBeNull();
  });
});

describe('stockForDestination', () => {
  it('adds satellite stock to buyable models only, deterministically', () => {
    const stock = { A: STOCK, B: { ...STOCK, d: 1 as const }, C: { ...STOCK, h: 1 as const } };
    const near = stockForDestination(stock, 12);
    expect(near.A?.hs).toBeGreaterThan(0);
    expect(near.A?.hsh).toBe('2026-12-04');
    expect(near.B).toEqual(stock.B);
    expect(near.C).toEqual(stock.C);
    expect(stockForDestination(stock, 12)).toEqual(near);
    expect(stockForDestination(stock, null)).toEqual(stock);
  });
});
