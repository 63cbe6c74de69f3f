// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../fixtures/catalogue';
import { isDeliveryRestricted } from './delivery-restriction';

const products = generateCatalogue().products;
const fragile = products.find((p) => p.slug === 'demo-fragile');
const sturdy = products.find((p) => p.slug === 'demo-in-stock');

describe('isDeliveryRestricted', () => {
  it('restricts demo-fragile for ZIP 99501 and Canadian codes starting with X', () => {
    if (!fragile || !sturdy) throw new Error('scenario products missing');
    expect(isDeliveryRestricted(fragile, 'US', '99501')).toBe(true);
    expect(isDeliveryRestricted(fragile, 'US', '99501-1234')).toBe(true);
    expect(isDeliveryRestricted(fragile, 'CA', 'x0a 1a0')).toBe(true);
    expect(isDeliveryRestricted(fragile, 'US', '10001')).toBe(false);
    expect(isDeliveryRestricted(fragile, 'CA', 'V6B 1A1')).toBe(false);
    expect(isDeliveryRestricted(sturdy, 'US', '99501')).toBe(false);
  });
});
