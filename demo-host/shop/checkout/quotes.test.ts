// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyAddress } from './panes';
import { shippingQuotes } from './quotes';

describe('shippingQuotes', () => {
  const at = (country: 'US' | 'CA', zone: string) => ({ ...emptyAddress(country), zone });

  it('offers Standard and White Glove titled "name - price"', () => {
    expect(shippingQuotes(at('US', 'NY'), 'US', 'USD', false).map((q) => q.title)).toEqual([
      'Standard - $149',
      'White Glove - $349',
    ]);
  });

  it('makes Standard free with member pricing', () => {
    expect(shippingQuotes(at('CA', 'ON'), 'CA', 'CAD', true)[0]).toMatchObject({
      price: 0,
      title: 'Standard - C$0',
    });
  });

  it('offers remote zones Standard only, at the remote rate', () => {
    expect(shippingQuotes(at('US', 'AK'), 'US', 'USD', true)).toEqual([
      { id: 'standard', name: 'Standard', price: 399, title: 'Standard - $399' },
    ]);
  });
});
