import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './country';
import { COUNTRY_NUMERIC_CODE, countryFromCode, countryName } from './country-codes';

describe('countryName', () => {
  it('names every country in English as the specification does, and in Korean on a Korean page', () => {
    expect(COUNTRIES.map((country) => countryName(country, 'en_US'))).toEqual([
      'United States',
      'Canada',
      'Australia',
      'Korea',
      'United Kingdom',
      'Hong Kong',
    ]);
    expect(countryName('KR', 'ko_KR')).toBe('대한민국');
    expect(countryName('UK', 'ko-KR')).toBe('영국');
    // Every other storefront locale reads English (core/i18n/translate's languageOf).
    expect(countryName('HK', 'ch_HK')).toBe('Hong Kong');
    expect(countryName('CA', 'fr_CA')).toBe('Canada');
  });

  it('has a name in each language for every country, all different', () => {
    for (const locale of ['en_US', 'ko_KR']) {
      const names = COUNTRIES.map((country) => countryName(country, locale));
      expect(names.every((name) => name.length > 0)).toBe(true);
      expect(new Set(names).size).toBe(COUNTRIES.length);
    }
  });

  it('reads a country from its numeric code, our code or ISO code (UK is GB)', () => {
    for (const country of COUNTRIES)
      expect(countryFromCode(String(COUNTRY_NUMERIC_CODE[country]))).toBe(country);
    expect(countryFromCode('GB')).toBe('UK');
    expect(countryFromCode(' ca ')).toBe('CA');
    expect(countryFromCode('250')).toBeUndefined();
  });
});
