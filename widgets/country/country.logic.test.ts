import { describe, expect, it } from 'vitest';
import { countryOptions, initialCookie, localeUrl, shiftIntoViewport } from './country.logic';

describe('country logic', () => {
  it('lists the six countries with flag, currency and symbol', () => {
    const options = countryOptions();
    expect(options.map((o) => o.country)).toEqual(['US', 'CA', 'AU', 'KR', 'UK', 'HK']);
    expect(options[4]).toEqual({ country: 'UK', flag: '🇬🇧', currency: 'GBP', symbol: '£' });
  });

  it('leaves every flag empty for a device that draws them as letters', () => {
    const options = countryOptions(false);
    expect(options.map((o) => o.flag)).toEqual(['', '', '', '', '', '']);
    expect(options[4]).toEqual({ country: 'UK', flag: '', currency: 'GBP', symbol: '£' });
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

describe('shiftIntoViewport', () => {
  it('moves a list that starts off the left edge right, to 8 px inside', () => {
    expect(shiftIntoViewport({ left: -17, right: 228 }, 390)).toBe(25);
  });
  it('moves a list that sticks out on the right left', () => {
    expect(shiftIntoViewport({ left: 200, right: 400 }, 390)).toBe(-18);
  });
  it('leaves a list that fits where it is', () => {
    expect(shiftIntoViewport({ left: 8, right: 382 }, 390)).toBe(0);
  });
  it('keeps the left edge in view when the list is wider than the viewport', () => {
    expect(shiftIntoViewport({ left: 50, right: 450 }, 390)).toBe(-42);
    expect(shiftIntoViewport({ left: 20, right: 500 }, 390)).toBe(-12);
  });
});
