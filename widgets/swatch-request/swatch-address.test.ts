import { describe, expect, it } from 'vitest';
import {
  addressPayload,
  countryOfCode,
  emptyAddress,
  isFieldRequired,
  SWATCH_COUNTRY_CODES,
  trimSwatchPhone,
  validateSwatchAddress,
  type AddressField,
  type SwatchAddress,
  type SwatchCountryCode,
} from './swatch-address';

const ALL: SwatchCountryCode[] = [124, 840, 410, 826, 36, 344];

const VALID: Record<SwatchCountryCode, SwatchAddress> = {
  840: addr(840, { province: 'NY', postal_code: '10001', phone: '2125550199' }),
  124: addr(124, { province: 'BC', postal_code: 'V6B 1A1', phone: '6045550199' }),
  410: addr(410, { province: '', postal_code: '04524', phone: '0212345678' }),
  826: addr(826, { province: '', postal_code: 'SW1A 1AA', phone: '2079460000' }),
  36: addr(36, { province: 'NSW', postal_code: '2000', phone: '0291234567' }),
  344: addr(344, { province: '', postal_code: '', phone: '91234567' }),
};

function addr(
  code: SwatchCountryCode,
  fields: Partial<Record<AddressField, string>>,
): SwatchAddress {
  return {
    ...emptyAddress(code),
    name: 'Ana Lee',
    email: 'ana@rove.shop',
    address1: '12 Main Street',
    city: 'Springfield',
    ...fields,
  };
}

describe('country codes (spec/product.md §3)', () => {
  it.each([
    [124, 'CA'],
    [840, 'US'],
    [410, 'KR'],
    [826, 'UK'],
    [36, 'AU'],
    [344, 'HK'],
    ['826', 'UK'],
    [999, undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (code, country) => {
    expect(countryOfCode(code)).toBe(country);
  });

  it('maps every shop country to its code', () => {
    expect(SWATCH_COUNTRY_CODES).toEqual({ CA: 124, US: 840, KR: 410, UK: 826, AU: 36, HK: 344 });
  });
});

describe('phone trimming (spec/product.md §5: 10 digits, a leading 1 or +1 dropped)', () => {
  it.each([
    ['6045550199', '6045550199'],
    ['+1 604 555 0199', '6045550199'],
    ['1-604-555-0199', '6045550199'],
    ['+1 (604) 555-0199', '6045550199'],
    ['(604) 555-0199', '6045550199'],
    ['604.555.0199 ext 12', '6045550199'],
    ['60455501991234', '6045550199'],
    ['+16045550199', '6045550199'],
    ['', ''],
    ['abc', ''],
    ['+1', ''],
    ['91234567', '91234567'],
  ])('%j → %j', (typed, kept) => {
    expect(trimSwatchPhone(typed)).toBe(kept);
  });
});

describe('validateSwatchAddress', () => {
  it.each(ALL)('a complete address in %s is valid', (code) => {
    expect(validateSwatchAddress(VALID[code], ALL)).toEqual({});
  });

  it('an empty form lists every required field', () => {
    expect(validateSwatchAddress(emptyAddress(840), ALL)).toEqual({
      name: 'Required',
      email: 'Required',
      address1: 'Required',
      city: 'Required',
      province: 'Required',
      postal_code: 'Required',
      phone: 'Required',
    });
  });

  type Row = [
    string,
    SwatchCountryCode,
    Partial<Record<AddressField, string>>,
    AddressField,
    string | undefined,
  ];
  it.each<Row>([
    ['blank name', 840, { name: '  ' }, 'name', 'Required'],
    ['blank email', 840, { email: '' }, 'email', 'Required'],
    ['bad email', 840, { email: 'ana@' }, 'email', 'Invalid'],
    ['blank street', 840, { address1: '' }, 'address1', 'Required'],
    ['street too long', 840, { address1: 'x'.repeat(129) }, 'address1', 'Invalid'],
    ['address2 optional', 840, { address2: '' }, 'address2', undefined],
    ['blank city', 124, { city: '' }, 'city', 'Required'],
    ['US state required', 840, { province: '' }, 'province', 'Required'],
    ['CA province required', 124, { province: '' }, 'province', 'Required'],
    ['AU state required', 36, { province: '' }, 'province', 'Required'],
    ['UK county optional', 826, { province: '' }, 'province', undefined],
    ['KR province optional', 410, { province: '' }, 'province', undefined],
    ['US ZIP+4', 840, { postal_code: '10001-1234' }, 'postal_code', undefined],
    ['US ZIP wrong', 840, { postal_code: '1000' }, 'postal_code', 'Invalid'],
    ['CA code wrong', 124, { postal_code: '12345' }, 'postal_code', 'Invalid'],
    ['CA lower case', 124, { postal_code: 'v6b1a1' }, 'postal_code', undefined],
    ['UK code wrong', 826, { postal_code: 'XYZ' }, 'postal_code', 'Invalid'],
    ['AU code wrong', 36, { postal_code: '20000' }, 'postal_code', 'Invalid'],
    // A Korean address's messages are Korean (core/validate/field-messages.ts).
    ['KR 5 digits', 410, { postal_code: '0452' }, 'postal_code', '올바르지 않은 값입니다.'],
    ['HK no code', 344, { postal_code: '' }, 'postal_code', undefined],
    ['US phone short', 840, { phone: '604555019' }, 'phone', 'Invalid'],
    ['US phone with +1', 840, { phone: '+1 604 555 0199' }, 'phone', undefined],
    ['HK phone 8 digits', 344, { phone: '9123 4567' }, 'phone', undefined],
    ['HK phone 7 digits', 344, { phone: '9123456' }, 'phone', 'Invalid'],
    ['phone letters only', 840, { phone: 'call me' }, 'phone', 'Required'],
  ])('%s', (_name, code, change, field, message) => {
    expect(validateSwatchAddress({ ...VALID[code], ...change }, ALL)[field]).toBe(message);
  });

  it('refuses a country outside the page’s list, and an unknown code', () => {
    expect(validateSwatchAddress(VALID[840], [826]).country).toBe('Invalid');
    expect(validateSwatchAddress({ ...VALID[840], country: '999' }, ALL).country).toBe('Invalid');
    expect(validateSwatchAddress({ ...VALID[840], country: '' }, ALL).country).toBe('Required');
  });

  it('speaks Korean for a Korean address where a Korean text exists', () => {
    const errors = validateSwatchAddress({ ...VALID[410], name: '' }, ALL);
    expect(errors.name).toBe('필수 입력 항목입니다.');
  });
});

describe('isFieldRequired', () => {
  it.each<[AddressField, string, boolean]>([
    ['address2', '840', false],
    ['province', '840', true],
    ['province', '826', false],
    ['postal_code', '344', false],
    ['postal_code', '410', true],
    ['phone', '344', true],
  ])('%s in %s → %s', (field, code, required) => {
    expect(isFieldRequired(field, code)).toBe(required);
  });
});

describe('addressPayload', () => {
  it('trims, applies the phone rule, capitalises the postal code, numbers the country', () => {
    expect(
      addressPayload({
        ...VALID[124],
        name: ' Ana Lee ',
        postal_code: 'v6b 1a1',
        phone: '+1 (604) 555-0199',
      }),
    ).toEqual({
      name: 'Ana Lee',
      email: 'ana@rove.shop',
      address1: '12 Main Street',
      address2: '',
      city: 'Springfield',
      province: 'BC',
      postal_code: 'V6B 1A1',
      country: 124,
      phone: '6045550199',
    });
  });
});
