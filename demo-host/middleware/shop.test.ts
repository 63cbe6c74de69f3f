// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveShop } from './shop';

describe('resolveShop', () => {
  it('defaults to the US', () => {
    expect(resolveShop(undefined, undefined)).toEqual({
      country: 'US',
      locale: 'en_US',
      currency: 'USD',
    });
  });

  it.each([
    ['en_CA', 'CA', 'CAD'],
    ['fr_CA', 'CA', 'CAD'],
    ['en_AU', 'AU', 'AUD'],
    ['ko_KR', 'KR', 'KRW'],
    ['en_UK', 'UK', 'GBP'],
    ['ch_HK', 'HK', 'HKD'],
  ])('?locale=%s → %s in %s', (locale, country, currency) => {
    expect(resolveShop(undefined, locale)).toEqual({ country, locale, currency });
  });

  it('lets the warehouse cookie win over ?locale=, keeping a locale of that country', () => {
    expect(resolveShop('CA', 'en_UK')).toEqual({ country: 'CA', locale: 'en_CA', currency: 'CAD' });
    expect(resolveShop('CA', 'fr_CA')).toEqual({ country: 'CA', locale: 'fr_CA', currency: 'CAD' });
    expect(resolveShop('uk', undefined)).toMatchObject({ country: 'UK' });
  });

  it('ignores unknown cookie values and locales', () => {
    expect(resolveShop('FR', 'de_DE')).toMatchObject({ country: 'US' });
    expect(resolveShop('FR', 'ko_KR')).toMatchObject({ country: 'KR' });
  });
});
