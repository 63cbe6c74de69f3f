import { isValidEmail } from '../../core/validate/email';
import { validateTradePhone } from '../../core/validate/phone';
import { validateTradePostalCode } from '../../core/validate/postal';
import { isZone } from '../shop/checkout/zones';

// The server's copy of the trade form's rules (seed 001 §5), for POST /trade/application. The
// demo host may not import the SDK's sources (lint, DESIGN.md §1), so this mirrors
// widgets/trade-application/trade-rules.ts over the same core validators; routes/trade.test.ts
// runs the same cases through both sides' answers via the endpoint.

export type FieldError = 'required' | 'invalid';
export type TradeFields = Record<string, unknown>;

const TEXT_MAX = 120;
const SURVEY_TEXT_MAX = 1000;
const COMPANY_TYPES = [
  'interior-designer',
  'architect',
  'home-stager',
  'contractor',
  'hospitality',
  'other',
];
const SURVEY_HEARD = ['search', 'social', 'showroom', 'referral', 'press', 'other'];
const SURVEY_PROJECTS = ['1-5', '6-15', '16-40', '40+'];

const str = (fields: TradeFields, name: string) =>
  typeof fields[name] === 'string' ? (fields[name] as string).trim() : '';

type Rule = (fields: TradeFields, files: { card: boolean; licence: boolean }) => FieldError | null;

const text =
  (name: string, max = TEXT_MAX): Rule =>
  (fields) => {
    const value = str(fields, name);
    if (value === '') return 'required';
    return value.length > max ? 'invalid' : null;
  };
const optional =
  (name: string, max = TEXT_MAX): Rule =>
  (fields) =>
    str(fields, name).length > max ? 'invalid' : null;
const choice =
  (name: string, allowed: readonly string[]): Rule =>
  (fields) => {
    const value = str(fields, name);
    if (value === '') return 'required';
    return allowed.includes(value) ? null : 'invalid';
  };

function country(fields: TradeFields): 'US' | 'CA' | null {
  const value = str(fields, 'country');
  return value === 'US' || value === 'CA' ? value : null;
}

/** A web address; the scheme may be left out (as in the SDK's rule). */
export function isWebsite(value: string): boolean {
  if (value === '' || value.length > 2000 || /\s/.test(value)) return false;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      /^(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}$/i.test(url.hostname)
    );
  } catch {
    return false;
  }
}

export const TRADE_SERVER_RULES: Readonly<Record<string, Rule>> = {
  firstName: text('firstName'),
  lastName: text('lastName'),
  companyName: text('companyName'),
  title: text('title'),
  country: choice('country', ['US', 'CA']),
  email: (fields) => {
    const value = str(fields, 'email');
    if (value === '') return 'required';
    return isValidEmail(value) ? null : 'invalid';
  },
  phone: (fields) => {
    const value = str(fields, 'phone');
    if (value === '') return 'required';
    return validateTradePhone(value).ok ? null : 'invalid';
  },
  companyType: choice('companyType', COMPANY_TYPES),
  companyTypeOther: (fields, files) =>
    str(fields, 'companyType') === 'other' ? text('companyTypeOther')(fields, files) : null,
  address1: text('address1'),
  address2: optional('address2'),
  postalCode: (fields) => {
    const value = str(fields, 'postalCode');
    if (value === '') return 'required';
    return validateTradePostalCode(value, country(fields) === 'US' ? 'US' : 'CA').ok
      ? null
      : 'invalid';
  },
  city: text('city'),
  province: (fields) => {
    const value = str(fields, 'province');
    if (value === '') return 'required';
    const where = country(fields);
    return where && isZone(where, value) ? null : 'invalid';
  },
  serviceArea: choice('serviceArea', ['local', 'regions']),
  serviceRegions: (fields) => {
    if (str(fields, 'serviceArea') !== 'regions') return null;
    const regions = fields['serviceRegions'];
    if (!Array.isArray(regions) || regions.length === 0) return 'required';
    const where = country(fields);
    return where && regions.every((code) => typeof code === 'string' && isZone(where, code))
      ? null
      : 'invalid';
  },
  businessCardUrl: (fields, files) => {
    const value = str(fields, 'businessCardUrl');
    if (value === '') return files.card ? null : 'required';
    return isWebsite(value) ? null : 'invalid';
  },
  association: (fields, files) =>
    files.licence ? optional('association')(fields, files) : text('association')(fields, files),
  membershipNumber: (fields, files) =>
    files.licence
      ? optional('membershipNumber')(fields, files)
      : text('membershipNumber')(fields, files),
  taxExempt: choice('taxExempt', ['yes', 'no']),
  survey1: choice('survey1', SURVEY_HEARD),
  survey2: choice('survey2', SURVEY_PROJECTS),
  survey3: optional('survey3', SURVEY_TEXT_MAX),
  agree: (fields) => (fields['agree'] === true ? null : 'required'),
};

/** Every field in error; empty when the application is acceptable. */
export function checkTradeFields(
  fields: TradeFields,
  files: { card: boolean; licence: boolean },
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const [name, rule] of Object.entries(TRADE_SERVER_RULES)) {
    const error = rule(fields, files);
    if (error) errors[name] = error;
  }
  return errors;
}
