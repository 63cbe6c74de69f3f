import { describe, expect, it } from 'vitest';
import type { Country } from '../country';
import {
  isNorthAmericanPhone,
  normalizeCheckoutPhone,
  normalizeSwatchPhone,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  validateCheckoutPhone,
  validateTradePhone,
} from './phone';

const KOREAN_REQUIRED = '필수 입력 항목입니다.';
// A Korean address's messages are Korean (spec/checkout.md §5; core/i18n/checkout.ko.ts).
const KOREAN_INVALID = '올바르지 않은 값입니다.';
const invalidIn = (country: Country) => (country === 'KR' ? KOREAN_INVALID : 'Invalid');

describe('checkout phone limits (spec/checkout.md §5, §9)', () => {
  it.each<[Country, number, number]>([
    ['HK', 8, 10],
    ['AU', 9, 10],
    ['KR', 11, 11],
    ['UK', 11, 11],
    ['US', 10, 10],
    ['CA', 10, 10],
  ])('%s: at least %d digits, at most %d', (country, min, max) => {
    expect(PHONE_MIN_DIGITS[country]).toBe(min);
    expect(PHONE_MAX_DIGITS[country]).toBe(max);
    expect(validateCheckoutPhone('2'.repeat(min), country)).toEqual({ ok: true });
    expect(validateCheckoutPhone('2'.repeat(min - 1), country)).toEqual({
      ok: false,
      message: invalidIn(country),
    });
    expect(validateCheckoutPhone('2'.repeat(max + 1), country)).toEqual({
      ok: false,
      message: invalidIn(country),
    });
  });
});

describe('validateCheckoutPhone', () => {
  it.each<[string, Country, string | null]>([
    ['6045550199', 'CA', null],
    ['2125550199', 'US', null],
    ['91234567', 'HK', null],
    ['0412345678', 'AU', null],
    ['01012345678', 'KR', null],
    ['07700900123', 'UK', null],
    ['', 'US', 'Required'],
    ['   ', 'CA', 'Required'],
    ['', 'KR', KOREAN_REQUIRED],
    ['1604555019', 'CA', 'Cannot start with 1'],
    ['1', 'US', 'Cannot start with 1'],
    ['12345678', 'HK', 'Cannot start with 1'],
    ['604555019', 'CA', 'Invalid'],
    ['604-555-0199', 'CA', 'Invalid'],
    ['(604)5550199', 'US', 'Invalid'],
    ['0212345678', 'KR', KOREAN_INVALID],
    ['0770090012', 'UK', 'Invalid'],
    ['04123456', 'AU', 'Invalid'],
    ['9123456', 'HK', 'Invalid'],
  ])('%j in %s → %s', (value, country, message) => {
    expect(validateCheckoutPhone(value, country)).toEqual(
      message === null ? { ok: true } : { ok: false, message },
    );
  });

  it('accepts surrounding spaces (fields are trimmed on blur)', () => {
    expect(validateCheckoutPhone(' 6045550199 ', 'CA')).toEqual({ ok: true });
  });
});

describe('normalizeCheckoutPhone', () => {
  it.each<[string, Country, string]>([
    ['(604) 555-0199', 'CA', '6045550199'],
    ['604 555 0199 ext 2', 'US', '6045550199'],
    ['010-1234-5678', 'KR', '01012345678'],
    ['07700 900123 4', 'UK', '07700900123'],
    ['abc', 'US', ''],
  ])('%j in %s → %j', (value, country, expected) => {
    expect(normalizeCheckoutPhone(value, country)).toBe(expected);
  });
});

describe('validateTradePhone (spec/product.md §5: 10 to 13 digits)', () => {
  it.each<[string, string | null]>([
    ['6045550199', null],
    ['+1 (604) 555-0199', null],
    ['+44 20 7946 0958', null],
    ['604.555.0199', null],
    ['+852 1234 5678 90', null],
    ['+852 1234 5678 901', 'Invalid'],
    ['555-0199', 'Invalid'],
    ['+1 604 555 0199 12345', 'Invalid'],
    ['604-555-0199 ext. 4', 'Invalid'],
    ['', 'Required'],
  ])('%j → %s', (value, message) => {
    expect(validateTradePhone(value)).toEqual(
      message === null ? { ok: true } : { ok: false, message },
    );
  });
});

describe('normalizeSwatchPhone (spec/product.md §5)', () => {
  it.each<[string, string]>([
    ['+1 604-555-0199', '6045550199'],
    ['1 (604) 555-0199', '6045550199'],
    ['604 555 0199', '6045550199'],
    ['60455501991234', '6045550199'],
  ])('%j → %j', (value, expected) => {
    expect(normalizeSwatchPhone(value)).toBe(expected);
  });
});

describe('isNorthAmericanPhone', () => {
  it.each<[string, boolean]>([
    ['(604) 555-0199', true],
    ['604-555-0199', true],
    ['+1 604 555 0199', true],
    ['16045550199', true],
    ['104 555 0199', false],
    ['604 155 0199', false],
    ['555-0199', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isNorthAmericanPhone(value)).toBe(expected);
  });
});
