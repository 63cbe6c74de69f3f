import { describe, expect, it, vi } from 'vitest';
import type { Country } from '../country';
import {
  isPostalCode,
  postalCodeMaxLength,
  validateCheckoutPostalCode,
  validateTradePostalCode,
} from './postal';
import { validateDeliveryPostalCode } from './delivery-postal';

const KOREAN_REQUIRED = '필수 입력 항목입니다.';

describe('validateCheckoutPostalCode (spec/checkout.md §5)', () => {
  it.each<[string, Country, string | null]>([
    ['90210', 'US', null],
    ['90210-1234', 'US', null],
    ['902101234', 'US', null],
    ['9021', 'US', 'Invalid'],
    ['902100', 'US', 'Invalid'],
    ['ABCDE', 'US', 'Invalid'],
    ['', 'US', 'Required'],
    ['K1A 0B1', 'CA', null],
    ['k1a0b1', 'CA', null],
    ['K1A-0B1', 'CA', null],
    ['K1A  0B1', 'CA', 'Invalid'],
    ['1KA 0B1', 'CA', 'Invalid'],
    ['K1A 0B', 'CA', 'Invalid'],
    ['', 'CA', 'Required'],
    ['2000', 'AU', null],
    ['2000123', 'AU', null],
    ['200', 'AU', 'Invalid'],
    ['20001', 'AU', 'Invalid'],
    ['', 'AU', 'Required'],
    // Korea and the UK are not format-checked, but a blank code is still missing.
    ['06236', 'KR', null],
    ['anything', 'KR', null],
    ['', 'KR', KOREAN_REQUIRED],
    ['SW1A 1AA', 'UK', null],
    ['', 'UK', 'Required'],
    // Hong Kong has no postal codes: skipped.
    ['', 'HK', null],
    ['whatever', 'HK', null],
  ])('%j in %s → %s', (value, country, message) => {
    expect(validateCheckoutPostalCode(value, country)).toEqual(
      message === null ? { ok: true } : { ok: false, message },
    );
  });

  it.each([[['2000', '3000']], [new Set(['2000', '3000'])]])(
    'refuses Australian codes outside the allowed list (%o)',
    (allowedPostalCodes) => {
      expect(validateCheckoutPostalCode('2000', 'AU', { allowedPostalCodes })).toEqual({
        ok: true,
      });
      expect(validateCheckoutPostalCode('0872', 'AU', { allowedPostalCodes })).toEqual({
        ok: false,
        message: 'Please contact us for shipping assistance',
      });
      // The format is checked first.
      expect(validateCheckoutPostalCode('08', 'AU', { allowedPostalCodes })).toEqual({
        ok: false,
        message: 'Invalid',
      });
    },
  );

  it('ignores the allowed list outside Australia', () => {
    expect(validateCheckoutPostalCode('90210', 'US', { allowedPostalCodes: [] })).toEqual({
      ok: true,
    });
  });
});

describe('postalCodeMaxLength (spec/checkout.md §5 input limits)', () => {
  it.each<[Country, string, number]>([
    ['CA', 'K1A0B1', 6],
    ['CA', 'K1A 0B1', 7],
    ['UK', 'SW1A 1AA', 8],
    ['US', '', 10],
    ['AU', '', 7],
    ['KR', '', 5],
    ['HK', '', 5],
  ])('%s with %j → %d', (country, value, expected) => {
    expect(postalCodeMaxLength(country, value)).toBe(expected);
  });

  it('lets every code the patterns accept be typed in full', () => {
    for (const [country, code] of [
      ['US', '90210-1234'],
      ['US', '902101234'],
      ['AU', '2000123'],
      ['CA', 'K1A 0B1'],
      ['UK', 'SW1A 1AA'],
      ['KR', '06236'],
    ] as const) {
      expect(code.length, `${country} ${code}`).toBeLessThanOrEqual(
        postalCodeMaxLength(country, code),
      );
      if (country !== 'KR') expect(isPostalCode(code, country), code).toBe(true);
    }
  });
});

describe('validateDeliveryPostalCode (spec/product.md §5)', () => {
  it.each<[string, Country, string | null]>([
    ['K1A 0B1', 'CA', null],
    ['K1A0B1', 'CA', null],
    ['K1A', 'CA', 'Invalid Postal Code'],
    ['90210', 'US', null],
    ['90210-1234', 'US', null],
    ['902101234', 'US', 'Invalid Zip Code'],
    ['9021', 'US', 'Invalid Zip Code'],
    ['2000', 'AU', 'This will only work in Canada and the United States.'],
    ['SW1A 1AA', 'UK', 'This will only work in Canada and the United States.'],
    ['06236', 'KR', 'This will only work in Canada and the United States.'],
    ['', 'HK', 'This will only work in Canada and the United States.'],
  ])('%j in %s → %s', (value, country, message) => {
    expect(validateDeliveryPostalCode(value, country)).toEqual(
      message === null ? { ok: true } : { ok: false, message },
    );
  });

  it('speaks the page’s language once its texts are there (a Korean page)', async () => {
    // Fresh modules: the Korean, once installed, stays for the page's life.
    vi.resetModules();
    const { pageTexts } = await import('../i18n/page-texts');
    const fresh = await import('./delivery-postal');
    await pageTexts('ko_KR');
    expect(fresh.validateDeliveryPostalCode('06236', 'KR', 'ko_KR')).toEqual({
      ok: false,
      message: '이 기능은 캐나다와 미국에서만 사용할 수 있습니다.',
    });
    expect(fresh.validateDeliveryPostalCode('9021', 'US', 'en_US')).toEqual({
      ok: false,
      message: 'Invalid Zip Code',
    });
    vi.resetModules();
  });
});

describe('validateTradePostalCode (spec/product.md §5)', () => {
  it.each<[string, 'US' | 'CA', string | null]>([
    ['90210', 'US', null],
    ['90210-1234', 'US', null],
    ['M5V 2T6', 'US', 'Invalid'],
    ['M5V 2T6', 'CA', null],
    ['90210', 'CA', 'Invalid'],
    ['', 'CA', 'Required'],
  ])('%j in %s → %s', (value, country, message) => {
    expect(validateTradePostalCode(value, country)).toEqual(
      message === null ? { ok: true } : { ok: false, message },
    );
  });
});

describe('isPostalCode (shared helper: US, Canada, UK)', () => {
  it.each<[string, Country, boolean]>([
    ['90210', 'US', true],
    ['90210-1234', 'US', true],
    ['K1A 0B1', 'CA', true],
    ['SW1A 1AA', 'UK', true],
    ['M1 1AE', 'UK', true],
    ['B33 8TH', 'UK', true],
    ['CR2 6XH', 'UK', true],
    ['DN55 1PT', 'UK', true],
    ['W1A 0AX', 'UK', true],
    ['EC1A 1BB', 'UK', true],
    ['SW1A1AA', 'UK', true],
    ['SW1A 1A', 'UK', false],
    ['12345', 'UK', false],
    ['2000', 'AU', true],
    ['06236', 'KR', true],
    ['', 'KR', false],
    ['x', 'HK', true],
  ])('%j in %s → %s', (value, country, expected) => {
    expect(isPostalCode(value, country)).toBe(expected);
  });
});
