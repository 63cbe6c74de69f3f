import { describe, expect, it } from 'vitest';
import type { Country } from '../country';
import { validateProvince, validateRequiredAddressField, validateStreet } from './address';

const KOREAN_REQUIRED = '필수 입력 항목입니다.';

describe('validateProvince (spec/checkout.md §5)', () => {
  it.each<[string, Country, string | null]>([
    ['CA', 'US', null],
    ['ON', 'CA', null],
    ['State/Province', 'US', 'Required'],
    ['Section/Region', 'HK', 'Required'],
    ['', 'CA', 'Required'],
    ['0', 'UK', 'Required'],
    // Province is not required in Korea.
    ['', 'KR', null],
    ['Section/Region', 'KR', null],
  ])('%j in %s → %s', (value, country, message) => {
    expect(validateProvince(value, country)).toEqual(
      message === null ? { ok: true } : { ok: false, message },
    );
  });

  it.each([[['NSW', 'VIC']], [new Set(['NSW', 'VIC'])]])(
    'refuses Australian zones outside the enabled list (%o)',
    (enabledZones) => {
      expect(validateProvince('NSW', 'AU', { enabledZones })).toEqual({ ok: true });
      expect(validateProvince('NT', 'AU', { enabledZones })).toEqual({
        ok: false,
        message: 'Please contact us for shipping assistance',
      });
      expect(validateProvince('State/Province', 'AU', { enabledZones })).toEqual({
        ok: false,
        message: 'Required',
      });
    },
  );
});

describe('validateRequiredAddressField', () => {
  it.each<[string, Country | undefined, string | null]>([
    ['Toronto', 'CA', null],
    ['', 'CA', 'Required'],
    ['   ', undefined, 'Required'],
    ['', 'KR', KOREAN_REQUIRED],
  ])('%j in %s → %s', (value, country, message) => {
    expect(validateRequiredAddressField(value, country)).toEqual(
      message === null ? { ok: true } : { ok: false, message },
    );
  });
});

describe('validateStreet', () => {
  it.each<[string, Country, string | null]>([
    ['77 Queen St W', 'CA', null],
    ['', 'US', 'Required'],
    ['', 'KR', KOREAN_REQUIRED],
    ['PO Box 9', 'CA', 'We do not accept PO Boxes'],
    ['GPO Box 9', 'AU', 'We do not accept PO Boxes'],
  ])('%j in %s → %s', (value, country, message) => {
    expect(validateStreet(value, country)).toEqual(
      message === null ? { ok: true } : { ok: false, message },
    );
  });
});
