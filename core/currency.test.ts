import { describe, expect, it } from 'vitest';
import { COUNTRIES, type Country } from './country';
import { CURRENCIES, currencyForCountry, isCurrency, type Currency } from './currency';

describe('currencyForCountry', () => {
  it.each<[Country, Currency]>([
    ['US', 'USD'],
    ['CA', 'CAD'],
    ['AU', 'AUD'],
    ['KR', 'KRW'],
    ['UK', 'GBP'],
    ['HK', 'HKD'],
  ])('%s shops in %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it('covers every country with a distinct currency', () => {
    expect(new Set(COUNTRIES.map(currencyForCountry))).toEqual(new Set(CURRENCIES));
  });
});

describe('isCurrency', () => {
  it('narrows currencies', () => {
    expect(isCurrency('KRW')).toBe(true);
    expect(isCurrency('EUR')).toBe(false);
  });
});
