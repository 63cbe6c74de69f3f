import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, type Country } from '../../core/country';
import { COUNTRY_NUMERIC_CODE, countryFromCode } from '../../core/country-codes';
import {
  ADDRESS_FIELDS,
  addressHash,
  billingForSubmit,
  billingRulesCountry,
  blurValue,
  canQuote,
  emptyAddress,
  limitInput,
  paneFieldName,
  shouldRecalculate,
  validateAddress,
  validateAddressField,
  validateAddressForms,
  validateAddressStep,
  type Address,
  type AddressField,
  type LimitedField,
} from './address-form.logic';

const REQUIRED = 'Required';
const KO_REQUIRED = '필수 입력 항목입니다.';
const INVALID = 'Invalid';
const START_1 = 'Cannot start with 1';
const PO_BOX = 'We do not accept PO Boxes';
const CONTACT = 'Please contact us for shipping assistance';
const COMPLETE = 'Please complete your details to continue.';
const KO_COMPLETE = '계속하려면 정보를 모두 입력해 주세요.';
// A Korean address's messages are Korean (spec/checkout.md §5; core/i18n/checkout.ko.ts).
const KO_INVALID = '올바르지 않은 값입니다.';
const KO_START_1 = '1로 시작할 수 없습니다';
const KO_PO_BOX = '사서함 주소로는 배송하지 않습니다';

/** A valid delivery address per country. */
const GOOD: Record<Country, Address> = {
  US: address('US', { zone: 'NY', city: 'New York', postal_code: '10001', phone: '2125550199' }),
  CA: address('CA', {
    zone: 'ON',
    city: 'Toronto',
    postal_code: 'M5V 2T6',
    phone: '4165550199',
  }),
  AU: address('AU', { zone: 'NSW', city: 'Sydney', postal_code: '2000', phone: '291234567' }),
  KR: address('KR', { zone: '', city: '서울', postal_code: '06236', phone: '01012345678' }),
  UK: address('UK', {
    zone: 'London',
    city: 'London',
    postal_code: 'SW1A 1AA',
    phone: '07123456789',
  }),
  HK: address('HK', { zone: 'Kowloon', city: 'Mong Kok', postal_code: '', phone: '91234567' }),
};

function address(country: Country, fields: Partial<Address>): Address {
  return {
    ...emptyAddress(country),
    first_name: 'Ana',
    last_name: 'Lee',
    street1: '12 Queen St',
    ...fields,
  };
}

const AU_RULES = { enabledZones: ['NSW', 'VIC'], allowedPostalCodes: new Set(['2000', '3000']) };

describe('country codes (spec/checkout.md §3)', () => {
  it('maps each country to its numeric code and back', () => {
    expect(COUNTRY_NUMERIC_CODE).toEqual({ CA: 124, AU: 36, KR: 410, UK: 826, HK: 344, US: 840 });
    for (const country of COUNTRIES) {
      expect(countryFromCode(String(COUNTRY_NUMERIC_CODE[country]))).toBe(country);
      expect(countryFromCode(country.toLowerCase())).toBe(country);
    }
    expect(countryFromCode(COUNTRY_NUMERIC_CODE.HK)).toBe('HK');
    expect(countryFromCode('GB')).toBe('UK');
    expect(countryFromCode('250')).toBeUndefined();
    expect(countryFromCode('')).toBeUndefined();
  });
});

describe('a valid address passes in every country', () => {
  it.each(COUNTRIES)('%s', (country) => {
    expect(validateAddress(GOOD[country], country, country === 'AU' ? AU_RULES : {})).toEqual({
      ok: true,
      errors: {},
    });
  });
});

describe('validateAddressField per country (spec/checkout.md §5)', () => {
  type Row = [Country, AddressField, string, string | null];
  const rows: Row[] = [
    // Required text fields, Korean in Korea.
    ...COUNTRIES.flatMap((country): Row[] =>
      (['first_name', 'last_name', 'street1', 'city', 'country'] as const).map((field) => [
        country,
        field,
        '  ',
        country === 'KR' ? KO_REQUIRED : REQUIRED,
      ]),
    ),
    // Optional fields.
    ...COUNTRIES.flatMap((country): Row[] => [
      [country, 'company', '', null],
      [country, 'street2', '', null],
      [country, 'street2', 'Unit 4', null],
    ]),
    // PO boxes, in either street line (in Korean for a Korean address).
    ...COUNTRIES.flatMap((country): Row[] => [
      [country, 'street1', 'P.O. Box 1234', country === 'KR' ? KO_PO_BOX : PO_BOX],
      [country, 'street2', 'PO Box 9', country === 'KR' ? KO_PO_BOX : PO_BOX],
      [country, 'street1', '12 Box Hill Rd', null],
    ]),
    // Province: required except in Korea; the placeholders mean unselected.
    ['US', 'zone', 'State/Province', REQUIRED],
    ['CA', 'zone', 'Section/Region', REQUIRED],
    ['CA', 'zone', '0', REQUIRED],
    ['AU', 'zone', '', REQUIRED],
    ['UK', 'zone', '', REQUIRED],
    ['HK', 'zone', '', REQUIRED],
    ['KR', 'zone', '', null],
    ['KR', 'zone', 'State/Province', null],
    ['US', 'zone', 'NY', null],
    // Postal codes.
    ['US', 'postal_code', '', REQUIRED],
    ['US', 'postal_code', '10001', null],
    ['US', 'postal_code', '10001-1234', null],
    ['US', 'postal_code', '1000', INVALID],
    ['US', 'postal_code', 'ABCDE', INVALID],
    ['CA', 'postal_code', 'M5V2T6', null],
    ['CA', 'postal_code', 'm5v 2t6', null],
    ['CA', 'postal_code', 'M5V 2T', INVALID],
    ['CA', 'postal_code', '12345', INVALID],
    ['CA', 'postal_code', '', REQUIRED],
    ['AU', 'postal_code', '2000', null],
    ['AU', 'postal_code', '200', INVALID],
    ['AU', 'postal_code', '', REQUIRED],
    ['HK', 'postal_code', '', null],
    ['HK', 'postal_code', 'anything', null],
    // Korea and the UK: no format check (a blank code is still missing: core/validate/postal).
    ['KR', 'postal_code', '06236', null],
    ['KR', 'postal_code', '', KO_REQUIRED],
    ['UK', 'postal_code', 'not a postcode', null],
    ['UK', 'postal_code', '', REQUIRED],
    // Phones: minimum HK 8, AU 9, KR and UK 11, else 10; never starting with 1.
    ['US', 'phone', '', REQUIRED],
    ['US', 'phone', '212555019', INVALID],
    ['US', 'phone', '2125550199', null],
    ['US', 'phone', '1125550199', START_1],
    ['US', 'phone', '212-555-0199', INVALID],
    ['CA', 'phone', '416555019', INVALID],
    ['CA', 'phone', '4165550199', null],
    ['AU', 'phone', '29123456', INVALID],
    ['AU', 'phone', '291234567', null],
    ['AU', 'phone', '0291234567', null],
    ['KR', 'phone', '0101234567', KO_INVALID],
    ['KR', 'phone', '01012345678', null],
    ['KR', 'phone', '', KO_REQUIRED],
    ['KR', 'phone', '11012345678', KO_START_1],
    ['UK', 'phone', '0712345678', INVALID],
    ['UK', 'phone', '07123456789', null],
    ['HK', 'phone', '9123456', INVALID],
    ['HK', 'phone', '91234567', null],
    ['HK', 'phone', '12345678', START_1],
  ];

  it.each(rows)('%s %s %j', (country, field, value, message) => {
    expect(validateAddressField(field, value, country)).toEqual(
      message === null ? { ok: true } : { ok: false, message },
    );
  });

  it.each<[string, string, string | null]>([
    ['NSW', '2000', null],
    ['VIC', '3000', null],
    ['NT', '2000', CONTACT],
    ['NSW', '0872', CONTACT],
  ])('Australia ships only to enabled zones and allowed codes: %s %s', (zone, postal, message) => {
    const errors = validateAddress(
      { ...GOOD.AU, zone: zone, postal_code: postal },
      'AU',
      AU_RULES,
    ).errors;
    const got = errors.zone ?? errors.postal_code ?? null;
    expect(got).toBe(message);
  });

  it('makes no Australian restriction check without the lists', () => {
    expect(validateAddress({ ...GOOD.AU, zone: 'NT', postal_code: '0872' }, 'AU').ok).toBe(true);
  });

  it('flags every failing field at once', () => {
    expect(validateAddress(emptyAddress('US'), 'US').errors).toEqual({
      first_name: REQUIRED,
      last_name: REQUIRED,
      street1: REQUIRED,
      city: REQUIRED,
      zone: REQUIRED,
      postal_code: REQUIRED,
      phone: REQUIRED,
    });
    expect(Object.keys(validateAddress(emptyAddress('KR'), 'KR').errors)).not.toContain('zone');
  });
});

describe('copy-to-billing and the quote gate (spec/checkout.md §4)', () => {
  const badBilling = emptyAddress('US');

  it('checks billing only when it is not copied', () => {
    const copied = validateAddressForms(
      { shipping: GOOD.US, billing: badBilling, copyToBilling: true },
      'US',
    );
    expect(copied).toEqual({ ok: true, shipping: { ok: true, errors: {} }, billing: null });
    const separate = validateAddressForms(
      { shipping: GOOD.US, billing: badBilling, copyToBilling: false },
      'US',
    );
    expect(separate.ok).toBe(false);
    expect(separate.billing?.errors.city).toBe(REQUIRED);
  });

  it('submits the shipping address as billing when copied', () => {
    expect(billingForSubmit({ shipping: GOOD.US, billing: badBilling, copyToBilling: true })).toBe(
      GOOD.US,
    );
    expect(billingForSubmit({ shipping: GOOD.US, billing: badBilling, copyToBilling: false })).toBe(
      badBilling,
    );
  });

  it('checks billing under its own country, without shipping restrictions', () => {
    expect(billingRulesCountry(GOOD.CA, 'US')).toBe('CA');
    expect(billingRulesCountry({ ...GOOD.CA, country: 'FR' }, 'US')).toBe('US');
    const result = validateAddressForms(
      { shipping: GOOD.AU, billing: { ...GOOD.AU, zone: 'NT' }, copyToBilling: false },
      'AU',
      AU_RULES,
    );
    expect(result.ok).toBe(true);
    const canadianBillingInUs = validateAddressForms(
      { shipping: GOOD.US, billing: GOOD.CA, copyToBilling: false },
      'US',
    );
    expect(canadianBillingInUs.ok).toBe(true);
  });

  it.each(COUNTRIES.filter((country) => country !== 'KR'))(
    '%s: the quote opens only when the fields pass',
    (country) => {
      const rules = country === 'AU' ? AU_RULES : {};
      expect(canQuote(GOOD[country], badBilling, true, country, rules)).toEqual({ ok: true });
      expect(canQuote(GOOD[country], badBilling, false, country, rules)).toEqual({
        ok: false,
        message: COMPLETE,
      });
      expect(canQuote(emptyAddress(country), GOOD[country], false, country, rules)).toEqual({
        ok: false,
        message: COMPLETE,
      });
    },
  );

  it('Korea skips the address check before quoting, but not on continue (Korean message)', () => {
    expect(canQuote(emptyAddress('KR'), emptyAddress('KR'), false, 'KR')).toEqual({ ok: true });
    const step = validateAddressStep(
      { shipping: emptyAddress('KR'), billing: emptyAddress('KR'), copyToBilling: true },
      'KR',
    );
    expect(step.ok).toBe(false);
    expect(step.message).toBe(KO_COMPLETE);
    expect(step.shipping.errors.city).toBe(KO_REQUIRED);
    expect(
      validateAddressStep({ shipping: GOOD.KR, billing: GOOD.KR, copyToBilling: true }, 'KR')
        .message,
    ).toBeNull();
    expect(
      validateAddressStep(
        { shipping: emptyAddress('CA'), billing: GOOD.CA, copyToBilling: true },
        'CA',
      ).message,
    ).toBe(COMPLETE);
  });
});

describe('limitInput and blurValue (spec/checkout.md §5 input limits)', () => {
  it.each<[LimitedField, string, Country, string]>([
    ['phone', '(212) 555-0199 9', 'US', '2125550199'],
    ['phone', '010-1234-5678-9', 'KR', '01012345678'],
    ['phone', '07123 456789 0', 'UK', '07123456789'],
    ['phone', '0291234567 8', 'AU', '0291234567'],
    ['phone', '9123 4567 890', 'HK', '9123456789'],
    ['postal_code', '10001-12345', 'US', '10001-1234'],
    ['postal_code', '100011234', 'US', '100011234'],
    ['postal_code', 'M5V2T6X', 'CA', 'M5V2T6'],
    ['postal_code', 'M5V 2T6X', 'CA', 'M5V 2T6'],
    ['postal_code', 'SW1A 1AAX', 'UK', 'SW1A 1AA'],
    ['postal_code', '20001234', 'AU', '2000123'],
    ['postal_code', '062361', 'KR', '06236'],
    ['cc_number', '4242 4242 4242 4242 1', 'US', '4242424242424242'],
    ['cc_number', '3782-822463-10005', 'US', '378282246310005'],
    ['cc_cvv', '12345', 'US', '1234'],
    ['cc_cvv', '1a2', 'US', '12'],
    ['city', 'Any  length of text', 'US', 'Any  length of text'],
  ])('%s %j in %s', (field, value, country, expected) => {
    expect(limitInput(field, value, country)).toBe(expected);
  });

  it('trims on blur before limiting', () => {
    expect(blurValue('city', '  Toronto ', 'CA')).toBe('Toronto');
    expect(blurValue('postal_code', '  M5V 2T6  ', 'CA')).toBe('M5V 2T6');
    expect(blurValue('phone', ' 416 555 0199 ', 'CA')).toBe('4165550199');
  });

  it('a Canadian space past the 7th character does not earn the 7th (found by the property)', () => {
    expect(limitInput('postal_code', '!!!!!!! ', 'CA')).toBe('!!!!!!');
    expect(limitInput('postal_code', 'K1A0B1X ', 'CA')).toBe('K1A0B1');
  });

  it('never exceeds the limits (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom(...COUNTRIES), (text, country) => {
        expect(limitInput('phone', text, country)).toMatch(
          country === 'KR' || country === 'UK' ? /^\d{0,11}$/ : /^\d{0,10}$/,
        );
        expect(limitInput('postal_code', text, country).length).toBeLessThanOrEqual(
          ({ UK: 8, CA: 7, US: 10, AU: 7 } as Partial<Record<Country, number>>)[country] ?? 5,
        );
        expect(limitInput('cc_number', text, country)).toMatch(/^\d{0,16}$/);
        expect(limitInput('cc_cvv', text, country)).toMatch(/^\d{0,4}$/);
        // Limiting twice changes nothing.
        for (const field of ['phone', 'postal_code', 'cc_number', 'cc_cvv'] as const) {
          const once = limitInput(field, text, country);
          expect(limitInput(field, once, country)).toBe(once);
        }
      }),
    );
  });
});

describe('addressHash (recalculation trigger, spec/checkout.md §4)', () => {
  it('ignores spelling that does not move the destination', () => {
    expect(addressHash('ON', 'Toronto', 'm5v 2t6', 1)).toBe(
      addressHash(' ON ', '  toronto ', 'M5V2T6', 1),
    );
    expect(addressHash('ON', 'New  York', '10001', 0)).toBe(
      addressHash('ON', 'new york', '10001', 0),
    );
  });

  it('changes with each of province, city, postal code and membership choice', () => {
    const base = addressHash('ON', 'Toronto', 'M5V2T6', 1);
    expect(addressHash('QC', 'Toronto', 'M5V2T6', 1)).not.toBe(base);
    expect(addressHash('ON', 'Ottawa', 'M5V2T6', 1)).not.toBe(base);
    expect(addressHash('ON', 'Toronto', 'K1A0B1', 1)).not.toBe(base);
    expect(addressHash('ON', 'Toronto', 'M5V2T6', 0)).not.toBe(base);
    expect(addressHash('ON', 'Toronto', 'M5V2T6', null)).not.toBe(base);
    // No separator trick: the parts cannot run into each other.
    expect(addressHash('a', 'b c', '', 1)).not.toBe(addressHash('a b', 'c', '', 1));
  });

  it('recalculates only for a valid address whose key changed', () => {
    const key = addressHash('ON', 'Toronto', 'M5V2T6', 1);
    expect(shouldRecalculate(null, key, true)).toBe(true);
    expect(shouldRecalculate(key, key, true)).toBe(false);
    expect(shouldRecalculate('other', key, false)).toBe(false);
  });
});

describe('the field set (spec/checkout.md §3)', () => {
  it('names fields as the checkout form posts them', () => {
    expect(paneFieldName('delivery', 'postal_code')).toBe('panes[delivery][postal_code]');
    expect(paneFieldName('billing', 'zone')).toBe('panes[billing][zone]');
  });

  it('has the ten address fields, blank by default', () => {
    expect([...ADDRESS_FIELDS].sort()).toEqual(
      [
        'city',
        'company',
        'country',
        'first_name',
        'last_name',
        'phone',
        'postal_code',
        'zone',
        'street1',
        'street2',
      ].sort(),
    );
    expect(emptyAddress()).toMatchObject({ country: '', city: '' });
    expect(emptyAddress('UK').country).toBe('826');
  });
});
