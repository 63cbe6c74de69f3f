import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, type FieldName, type TradeValues } from './fields';
import { VALID_TRADE_VALUES as VALID } from './fixtures';
import {
  TRADE_RULES,
  checkUpload,
  isNumberOfKind,
  isWebsite,
  numberField,
  validateAll,
  validateStep,
} from './rules';

const rule = (field: FieldName, change: Partial<TradeValues>) =>
  TRADE_RULES[field]({ ...VALID, ...change });

describe('TRADE_RULES (spec/product.md §5)', () => {
  it('accepts the complete application', () => {
    expect(validateAll(VALID)).toEqual({ firstInvalid: -1, errors: {} });
  });

  it.each<[FieldName, Partial<TradeValues>, 'required' | 'invalid' | null]>([
    // Required text fields.
    ['firstName', { firstName: '  ' }, 'required'],
    ['lastName', { lastName: '' }, 'required'],
    ['companyName', { companyName: '' }, 'required'],
    ['title', { title: '' }, 'required'],
    ['firstName', { firstName: 'x'.repeat(121) }, 'invalid'],
    ['address1', { address1: '' }, 'required'],
    ['address2', { address2: '' }, null],
    ['city', { city: '' }, 'required'],
    // Country radio.
    ['country', { country: '' }, 'required'],
    // Email.
    ['email', { email: '' }, 'required'],
    ['email', { email: 'ana@' }, 'invalid'],
    ['email', { email: ' ana@silva.studio ' }, null],
    // Phone: 10 to 13 digits, optional plus, brackets, separators.
    ['phone', { phone: '' }, 'required'],
    ['phone', { phone: '6045550199' }, null],
    ['phone', { phone: '+44 20 7946 0958' }, null],
    ['phone', { phone: '(604) 555.0199' }, null],
    ['phone', { phone: '+1234567890123' }, null],
    ['phone', { phone: '555-0199' }, 'invalid'],
    ['phone', { phone: '12345678901234' }, 'invalid'],
    ['phone', { phone: '604-555-0199 ext 2' }, 'invalid'],
    ['phone', { phone: '++16045550199' }, 'invalid'],
    // Company type and its 'other'.
    ['companyType', { companyType: '' }, 'required'],
    ['companyType', { companyType: 'wizard' }, 'invalid'],
    ['companyTypeOther', { companyType: 'architect', companyTypeOther: '' }, null],
    ['companyTypeOther', { companyType: 'other', companyTypeOther: '' }, 'required'],
    ['companyTypeOther', { companyType: 'other', companyTypeOther: 'Florist' }, null],
    // Postal code: US 5 or 5+4, else Canadian.
    ['postalCode', { postalCode: '' }, 'required'],
    ['postalCode', { postalCode: '90210-1234' }, null],
    ['postalCode', { postalCode: '902101234' }, null],
    ['postalCode', { postalCode: '9021' }, 'invalid'],
    ['postalCode', { postalCode: 'M5V 2T6' }, 'invalid'],
    ['postalCode', { country: 'CA', postalCode: 'M5V 2T6', province: 'ON' }, null],
    ['postalCode', { country: 'CA', postalCode: 'm5v2t6', province: 'ON' }, null],
    ['postalCode', { country: 'CA', postalCode: '90210', province: 'ON' }, 'invalid'],
    // Province list by country.
    ['province', { province: '' }, 'required'],
    ['province', { province: 'ON' }, 'invalid'],
    ['province', { country: 'CA', province: 'ON' }, null],
    // Service area and its states/provinces.
    ['serviceArea', { serviceArea: '' }, 'required'],
    ['serviceRegions', { serviceArea: 'local', serviceRegions: [] }, null],
    ['serviceRegions', { serviceArea: 'regions', serviceRegions: [] }, 'required'],
    ['serviceRegions', { serviceArea: 'regions', serviceRegions: ['NY', 'NJ'] }, null],
    ['serviceRegions', { serviceArea: 'regions', serviceRegions: ['BC'] }, 'invalid'],
    // Business card: a file or a website.
    ['businessCardUrl', { businessCardUrl: '' }, 'required'],
    [
      'businessCardUrl',
      { businessCardUrl: '', businessCardFile: { id: 'u1', name: 'c.png', size: 9 } },
      null,
    ],
    ['businessCardUrl', { businessCardUrl: 'https://silva.studio/about' }, null],
    ['businessCardUrl', { businessCardUrl: 'not a site' }, 'invalid'],
    [
      'businessCardUrl',
      { businessCardUrl: 'bad', businessCardFile: { id: 'u1', name: 'c.png', size: 9 } },
      'invalid',
    ],
    // Licence: a file, or both association and membership number.
    ['association', { association: '' }, 'required'],
    ['membershipNumber', { membershipNumber: '' }, 'required'],
    ['association', { association: '', licenceFile: { id: 'u2', name: 'l.pdf', size: 9 } }, null],
    [
      'membershipNumber',
      { membershipNumber: '', licenceFile: { id: 'u2', name: 'l.pdf', size: 9 } },
      null,
    ],
    // Tax exempt radio.
    ['taxExempt', { taxExempt: '' }, 'required'],
    // Survey: items 1 and 2 required, 3 optional; the agreement.
    ['survey1', { survey1: '' }, 'required'],
    ['survey2', { survey2: '' }, 'required'],
    // Survey 2, how many projects a year: a whole number.
    ['survey2', { survey2: '  ' }, 'required'],
    ['survey2', { survey2: '0' }, null],
    ['survey2', { survey2: ' 40 ' }, null],
    ['survey2', { survey2: '2.5' }, 'invalid'],
    ['survey2', { survey2: '-3' }, 'invalid'],
    ['survey2', { survey2: '1e3' }, 'invalid'],
    ['survey2', { survey2: 'twelve' }, 'invalid'],
    ['survey2', { survey2: '6-15' }, 'invalid'],
    ['survey3', { survey3: '' }, null],
    ['survey3', { survey3: 'x'.repeat(1001) }, 'invalid'],
    ['agree', { agree: false }, 'required'],
  ])('%s with %j → %s', (field, change, expected) => {
    expect(rule(field, change)).toBe(expected);
  });
});

describe('isWebsite', () => {
  it.each([
    ['silva.studio', true],
    ['www.silva.studio/path?q=1', true],
    ['http://silva.studio', true],
    ['https://sub.silva.co.uk', true],
    ['silva', false],
    ['javascript:alert(1)', false],
    ['ftp://silva.studio', false],
    ['https://silva .studio', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isWebsite(value)).toBe(expected);
  });
});

describe('isNumberOfKind: whole numbers and numbers', () => {
  it.each<[string, boolean, boolean]>([
    // value, as a whole number, as a number
    ['12', true, true],
    ['0', true, true],
    ['007', true, true],
    [' 12 ', true, true],
    ['\t3\n', true, true],
    ['2.5', false, true],
    ['.5', false, true],
    ['0.25', false, true],
    ['2.0', false, true],
    ['2.', false, false],
    ['-3', false, false],
    ['-2.5', false, false],
    ['+3', false, false],
    ['1e3', false, false],
    ['1E3', false, false],
    ['2.5e-1', false, false],
    ['0x1A', false, false],
    ['Infinity', false, false],
    ['NaN', false, false],
    ['abc', false, false],
    ['12 projects', false, false],
    ['1,500', false, false],
    ['2,5', false, false],
    ['1 500', false, false],
    ['١٢', false, false],
    ['', false, false],
    ['   ', false, false],
    ['9007199254740991', true, true],
    ['9007199254740993', false, true],
    ['1'.repeat(400), false, false],
  ])('%j → whole number %s, number %s', (value, whole, number) => {
    expect([isNumberOfKind(value, 'whole-number'), isNumberOfKind(value, 'number')]).toEqual([
      whole,
      number,
    ]);
  });
});

describe('numberField', () => {
  const check = (rule: ReturnType<typeof numberField>, survey3: string) =>
    rule({ ...VALID, survey3 });

  it.each<['number' | 'whole-number', boolean, string, 'required' | 'invalid' | null]>([
    ['whole-number', false, '', 'required'],
    ['whole-number', false, '  ', 'required'],
    ['whole-number', true, '', null],
    ['whole-number', true, ' ', null],
    ['whole-number', true, '12', null],
    ['whole-number', true, '2.5', 'invalid'],
    ['whole-number', true, '-1', 'invalid'],
    ['number', false, '', 'required'],
    ['number', true, '', null],
    ['number', false, ' 1250.75 ', null],
    ['number', false, '-1250', 'invalid'],
    ['number', false, '1e3', 'invalid'],
    ['number', true, 'lots', 'invalid'],
  ])('%s, optional %s: %j → %s', (kind, optional, value, expected) => {
    expect(check(numberField('survey3', kind, { optional }), value)).toBe(expected);
  });
});

describe('validateStep / validateAll', () => {
  it('checks only the fields of the step', () => {
    expect(Object.keys(validateStep(0, EMPTY_VALUES))).toEqual([
      'firstName',
      'lastName',
      'companyName',
      'title',
      'country',
      'email',
      'phone',
    ]);
    expect(validateStep(1, { ...EMPTY_VALUES, ...VALID, city: '' })).toEqual({ city: 'required' });
  });

  it('names the first step with an error', () => {
    expect(validateAll({ ...VALID, survey1: '', city: '' }).firstInvalid).toBe(1);
  });
});

describe('checkUpload', () => {
  it.each([
    [{ name: 'card.pdf', size: 1000, type: 'application/pdf' }, null],
    [{ name: 'card.jpg', size: 1000, type: 'image/jpeg' }, null],
    [{ name: 'card.PNG', size: 1000, type: '' }, null],
    [{ name: 'card.gif', size: 1000, type: 'image/gif' }, 'wrong-type'],
    [{ name: 'card.docx', size: 1000, type: '' }, 'wrong-type'],
    [{ name: 'card.png', size: 5 * 1024 * 1024, type: 'image/png' }, null],
    [{ name: 'card.png', size: 5 * 1024 * 1024 + 1, type: 'image/png' }, 'too-large'],
    [{ name: 'card.png', size: 0, type: 'image/png' }, 'empty'],
  ])('%j → %s', (file, expected) => {
    expect(checkUpload(file)).toBe(expected);
  });
});
