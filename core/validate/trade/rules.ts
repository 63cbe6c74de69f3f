import { isValidEmail } from '../email';
import { validateTradePhone } from '../phone';
import { validateTradePostalCode } from '../postal';
import {
  COMPANY_TYPES,
  NUMBER_FIELDS,
  STEP_FIELDS,
  SURVEY_HEARD,
  SURVEY_TEXT_MAX,
  TEXT_MAX,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  isRegion,
  type FieldName,
  type NumberKind,
  type TradeValues,
} from './fields';

// The trade form's validation (spec/product.md §5) as one table: a rule per field, answering
// 'required' (shown as 'Required'), 'invalid' ('Invalid') or null. The widget checks each step
// with it and the demo host checks the posted application with the same table (after
// readTradeValues), so the two cannot drift apart.

export type FieldError = 'required' | 'invalid';
export type FieldErrors = Partial<Record<FieldName, FieldError>>;

type Rule = (values: TradeValues) => FieldError | null;

const blank = (value: string) => value.trim() === '';

/** A required free-text field: 'required' when blank, 'invalid' when over `max` characters. */
const text =
  (field: FieldName, max = TEXT_MAX): Rule =>
  (values) => {
    const value = values[field] as string;
    if (blank(value)) return 'required';
    return value.trim().length > max ? 'invalid' : null;
  };

/** An optional free-text field: only its length is checked. */
const optionalText =
  (field: FieldName, max = TEXT_MAX): Rule =>
  (values) =>
    (values[field] as string).trim().length > max ? 'invalid' : null;

/** A required choice among `allowed` values. */
const choice =
  (field: FieldName, allowed: (values: TradeValues) => readonly string[]): Rule =>
  (values) => {
    const value = values[field] as string;
    if (value === '') return 'required';
    return allowed(values).includes(value) ? null : 'invalid';
  };

/**
 * A web address: http(s) with a dotted host name; the scheme may be left out
 * ('www.studio.com'), as people type addresses from a business card.
 *
 * @example isWebsite('studio-ana.com/about') // true
 * @example isWebsite('javascript:alert(1)') // false
 */
export function isWebsite(value: string): boolean {
  const raw = value.trim();
  if (raw === '' || raw.length > 2000 || /\s/.test(raw)) return false;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return /^(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}$/i.test(url.hostname);
}

/**
 * Whether a typed value is a number of the kind, spaces around it aside. A whole number is
 * digits only; a number may also have a decimal point with digits after it ('2.5', '.5').
 * Neither takes a sign, an exponent ('1e3'), a thousands separator or a decimal comma: the
 * application asks for counts and amounts, never below zero, and a value the server might read
 * otherwise than the applicant meant ('1,500') is refused rather than guessed.
 *
 * @example isNumberOfKind(' 12 ', 'whole-number') // true
 * @example isNumberOfKind('2.5', 'whole-number') // false
 * @example isNumberOfKind('1e3', 'number') // false
 */
export function isNumberOfKind(value: string, kind: NumberKind): boolean {
  const raw = value.trim();
  const pattern = kind === 'whole-number' ? /^\d+$/ : /^(?:\d+(?:\.\d+)?|\.\d+)$/;
  if (!pattern.test(raw)) return false;
  // Past these a number is no longer held as typed (a whole number past 2^53 is rounded).
  return kind === 'whole-number' ? Number.isSafeInteger(Number(raw)) : Number.isFinite(Number(raw));
}

/**
 * A number field of `kind`: 'required' when blank (null when `optional`), 'invalid' when the
 * value is not a number of that kind — the form's 'Required' and 'Invalid', as for every field.
 *
 * @example numberField('survey2', 'whole-number')({ ...values, survey2: '2.5' }) // 'invalid'
 */
export const numberField =
  (field: FieldName, kind: NumberKind, { optional = false } = {}): Rule =>
  (values) => {
    const value = values[field] as string;
    if (blank(value)) return optional ? null : 'required';
    return isNumberOfKind(value, kind) ? null : 'invalid';
  };

/** spec/product.md §5, field by field. Rules see every value: some depend on others. */
export const TRADE_RULES: Readonly<Record<FieldName, Rule>> = {
  firstName: text('firstName'),
  lastName: text('lastName'),
  companyName: text('companyName'),
  title: text('title'),
  country: choice('country', () => ['US', 'CA']),
  email: (values) => {
    if (blank(values.email)) return 'required';
    return isValidEmail(values.email.trim()) ? null : 'invalid';
  },
  phone: (values) => {
    if (blank(values.phone)) return 'required';
    return validateTradePhone(values.phone).ok ? null : 'invalid';
  },
  companyType: choice('companyType', () => COMPANY_TYPES),
  // Required once 'other' is chosen (spec/product.md §4).
  companyTypeOther: (values) =>
    values.companyType === 'other' ? text('companyTypeOther')(values) : null,
  address1: text('address1'),
  address2: optionalText('address2'),
  // US 5 or 5+4, otherwise Canadian (spec/product.md §5); without a country, Canadian.
  postalCode: (values) => {
    const result = validateTradePostalCode(
      values.postalCode,
      values.country === 'US' ? 'US' : 'CA',
    );
    if (result.ok) return null;
    return blank(values.postalCode) ? 'required' : 'invalid';
  },
  city: text('city'),
  province: (values) => {
    if (values.province === '') return 'required';
    return isRegion(values.country, values.province) ? null : 'invalid';
  },
  serviceArea: choice('serviceArea', () => ['local', 'regions']),
  // The states/provinces become required once 'regions' is chosen (spec/product.md §4).
  serviceRegions: (values) => {
    if (values.serviceArea !== 'regions') return null;
    if (values.serviceRegions.length === 0) return 'required';
    return values.serviceRegions.every((code) => isRegion(values.country, code)) ? null : 'invalid';
  },
  // Business card: an uploaded file or a website (spec/product.md §5). A typed address is checked
  // even next to a file: the shopper meant something by it.
  businessCardUrl: (values) => {
    if (blank(values.businessCardUrl)) return values.businessCardFile ? null : 'required';
    return isWebsite(values.businessCardUrl) ? null : 'invalid';
  },
  // Files are checked when chosen (checkUpload); an absent one is the URL's 'Required'.
  businessCardFile: () => null,
  licenceFile: () => null,
  // Licence: a file, or both the association and the membership number (spec/product.md §5).
  association: (values) =>
    values.licenceFile ? optionalText('association')(values) : text('association')(values),
  membershipNumber: (values) =>
    values.licenceFile
      ? optionalText('membershipNumber')(values)
      : text('membershipNumber')(values),
  taxExempt: choice('taxExempt', () => ['yes', 'no']),
  survey1: choice('survey1', () => SURVEY_HEARD),
  // How many projects a year: a count, so a whole number.
  survey2: numberField('survey2', NUMBER_FIELDS.survey2),
  // spec/product.md §9: the third survey item is optional.
  survey3: optionalText('survey3', SURVEY_TEXT_MAX),
  agree: (values) => (values.agree ? null : 'required'),
};

/**
 * The errors of one step (only the fields in error).
 *
 * @example validateStep(0, EMPTY_VALUES).firstName // 'required'
 */
export function validateStep(step: number, values: TradeValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of STEP_FIELDS[step] ?? []) {
    const error = TRADE_RULES[field](values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first step (0-based) with an error, and every step's errors; -1 when all pass. */
export function validateAll(values: TradeValues): { firstInvalid: number; errors: FieldErrors } {
  let firstInvalid = -1;
  let errors: FieldErrors = {};
  STEP_FIELDS.forEach((_fields, step) => {
    const stepErrors = validateStep(step, values);
    if (firstInvalid < 0 && Object.keys(stepErrors).length > 0) firstInvalid = step;
    errors = { ...errors, ...stepErrors };
  });
  return { firstInvalid, errors };
}

/** Why a chosen file is refused before it is sent. */
export type UploadProblem = 'too-large' | 'wrong-type' | 'empty';

/**
 * Checks a chosen file against the limits (5 MB; PDF, JPG or PNG by type or, when the browser
 * gives no type, by extension).
 *
 * @example checkUpload({ name: 'card.png', size: 1200, type: 'image/png' }) // null
 * @example checkUpload({ name: 'card.gif', size: 1200, type: 'image/gif' }) // 'wrong-type'
 */
export function checkUpload(file: {
  name: string;
  size: number;
  type: string;
}): UploadProblem | null {
  const extension = /\.([a-z\d]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const typeOk = file.type
    ? file.type in UPLOAD_TYPES
    : ['pdf', 'jpg', 'jpeg', 'png'].includes(extension);
  if (!typeOk) return 'wrong-type';
  if (file.size <= 0) return 'empty';
  return file.size > UPLOAD_MAX_BYTES ? 'too-large' : null;
}
