import { describe, expect, it } from 'vitest';
import { countryOptions, initialCookie, localeUrl } from './country.logic';

describe('country logic', () => {
  it('lists the six countries with flag, currency and symbol', () => {
    const options = countryOptions();
    expect(options.map((o) => o.country)).toEqual(['US', 'CA', 'AU', 'KR', 'UK', 'HK']);
    expect(options[4]).toEqual({ country: 'UK', flag: '🇬🇧', currency: 'GBP', symbol: '£' });
  });

  it('reloads the same page and query with the country default locale', () => {
    expect(localeUrl('https://shop.test/category/sofas?page=2#top', 'UK')).toBe(
      'https://shop.test/category/sofas?page=2&locale=en_UK',
    );
    expect(localeUrl('https://shop.test/?locale=en_US', 'KR')).toBe(
      'https://shop.test/?locale=ko_KR',
    );
  });

  it('writes the initial cookie for 365 days only when none is set', () => {
    expect(initialCookie(undefined, 'en_UK')).toEqual({ country: 'UK', days: 365 });
    expect(initialCookie('bogus', 'fr_CA')).toEqual({ country: 'CA', days: 365 });
    expect(initialCookie('US', 'en_UK')).toBeUndefined();
  });
});
