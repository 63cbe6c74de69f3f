// The trade membership application's data (spec/product.md §3 'Trade application', §4 'Trade form
// steps', §9): its fields, the step each belongs to, and the choices of its lists. Pure data in
// core so that the widget (widgets/trade-application) and the demo host's
// POST /trade/application read one definition: a list the form offers is what the server accepts.

import { REGIONS, type TradeCountry } from './regions';

export type { TradeCountry };

/** spec/product.md §9: four steps. */
export const STEP_COUNT = 4;

/** An uploaded file as the demo host answered it: kept by reference, so a reload keeps it. */
export interface UploadRef {
  id: string;
  name: string;
  size: number;
}

/** Everything the shopper enters. Text fields are strings; '' is "not answered". */
export interface TradeValues {
  // Step 1: welcome and contact.
  firstName: string;
  lastName: string;
  companyName: string;
  title: string;
  country: TradeCountry | '';
  email: string;
  phone: string;
  // Step 2: business profile.
  companyType: string;
  companyTypeOther: string;
  address1: string;
  address2: string;
  postalCode: string;
  city: string;
  province: string;
  /** 'local': only the business's own state/province; 'regions': the list below. */
  serviceArea: '' | 'local' | 'regions';
  serviceRegions: string[];
  // Step 3: file uploads.
  businessCardUrl: string;
  businessCardFile: UploadRef | null;
  licenceFile: UploadRef | null;
  association: string;
  membershipNumber: string;
  taxExempt: '' | 'yes' | 'no';
  // Step 4: survey and agreement (spec/product.md §9: 3 items, the third optional).
  survey1: string;
  survey2: string;
  survey3: string;
  agree: boolean;
}

export type FieldName = keyof TradeValues;

export const EMPTY_VALUES: TradeValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  title: '',
  country: '',
  email: '',
  phone: '',
  companyType: '',
  companyTypeOther: '',
  address1: '',
  address2: '',
  postalCode: '',
  city: '',
  province: '',
  serviceArea: '',
  serviceRegions: [],
  businessCardUrl: '',
  businessCardFile: null,
  licenceFile: null,
  association: '',
  membershipNumber: '',
  taxExempt: '',
  survey1: '',
  survey2: '',
  survey3: '',
  agree: false,
};

/** The fields of each step, in the order they are shown (focus goes to the first invalid). */
export const STEP_FIELDS: readonly (readonly FieldName[])[] = [
  ['firstName', 'lastName', 'companyName', 'title', 'country', 'email', 'phone'],
  [
    'companyType',
    'companyTypeOther',
    'address1',
    'address2',
    'postalCode',
    'city',
    'province',
    'serviceArea',
    'serviceRegions',
  ],
  [
    'businessCardUrl',
    'businessCardFile',
    'licenceFile',
    'association',
    'membershipNumber',
    'taxExempt',
  ],
  ['survey1', 'survey2', 'survey3', 'agree'],
];

/**
 * The step a field is on.
 * @example stepOf('city') // 1
 */
export function stepOf(field: FieldName): number {
  return STEP_FIELDS.findIndex((fields) => fields.includes(field));
}

/**
 * The two kinds of number field: a whole number is a count (digits only), a number an amount
 * (a decimal part allowed). widgets/trade-application/README.md says what each accepts.
 */
export type NumberKind = 'number' | 'whole-number';

/**
 * The fields that take a number, and of which kind: the rules check them, the form gives each
 * the matching phone keyboard, and the server reads a JSON number posted for one. The second
 * survey item asks for a count of projects; no field asks for an amount.
 */
export const NUMBER_FIELDS = {
  survey2: 'whole-number',
} as const satisfies Partial<Record<FieldName, NumberKind>>;

/** Longest text each free-text field keeps (the server refuses longer). */
export const TEXT_MAX = 120;
export const SURVEY_TEXT_MAX = 1000;

/** A choice of a list: the stored value and its English label. */
export type Choice = readonly [value: string, label: string];

/**
 * Company types, as the form sends them; 'other' makes the free-text field required
 * (spec/product.md §4). Their names are the trade table's (`companyType.<value>`).
 */
export const COMPANY_TYPES = [
  'interior-designer',
  'architect',
  'home-stager',
  'contractor',
  'hospitality',
  'other',
] as const;

/**
 * How the applicant heard of the programme, as the form sends it: the specification names the
 * survey's items without their wording. Their names are the trade table's (`heard.<value>`).
 */
export const SURVEY_HEARD = ['search', 'social', 'showroom', 'referral', 'press', 'other'] as const;

/** The programme's countries, as the form sends them; their names are core/country-codes'. */
export const TRADE_COUNTRIES: readonly TradeCountry[] = ['US', 'CA'];

/**
 * Whether a code is a state/province of the country.
 * @example isRegion('CA', 'ON') // true
 */
export function isRegion(country: TradeCountry | '', code: string): boolean {
  return country !== '' && REGIONS[country].some(([value]) => value === code);
}

/** Upload limits (ours; the specification shows none): 5 MB, PDF, JPG or PNG. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
/** The native input's accept list (a hint only: the checks below decide). */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The upload fields and what the server calls them. */
export type UploadField = 'businessCardFile' | 'licenceFile';
export const UPLOAD_KIND: Readonly<Record<UploadField, 'business-card' | 'licence'>> = {
  businessCardFile: 'business-card',
  licenceFile: 'licence',
};
