// The trade membership application's data (spec/product.md §3 'Trade application', §4 'Trade form
// steps', §9): its fields, the step each belongs to, and the choices of its lists. Pure data in
// core so that the widget (widgets/trade-application) and the demo host's
// POST /trade/application read one definition: a list the form offers is what the server accepts.

/** spec/product.md §9: four steps. */
export const STEP_COUNT = 4;

/** The countries the programme serves (the province list switches between them, spec/product.md §4). */
export type TradeCountry = 'US' | 'CA';

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

/** Company types; 'other' makes the free-text field required (spec/product.md §4). */
export const COMPANY_TYPES: readonly Choice[] = [
  ['interior-designer', 'Interior designer'],
  ['architect', 'Architect'],
  ['home-stager', 'Home stager'],
  ['contractor', 'Contractor or builder'],
  ['hospitality', 'Hospitality or commercial'],
  ['other', 'Other'],
];

// The specification names the survey's three items without their wording: ours, in English.
export const SURVEY_HEARD: readonly Choice[] = [
  ['search', 'Search engine'],
  ['social', 'Social media'],
  ['showroom', 'A showroom visit'],
  ['referral', 'A colleague or client'],
  ['press', 'Press or a trade show'],
  ['other', 'Other'],
];

export const COUNTRIES: readonly Choice[] = [
  ['US', 'United States'],
  ['CA', 'Canada'],
];

/** US states (and DC) and Canadian provinces and territories: the province and service lists. */
// prettier-ignore
export const REGIONS: Readonly<Record<TradeCountry, readonly Choice[]>> = {
  US: [
    ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'],
    ['CA', 'California'], ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'],
    ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'],
    ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
    ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
    ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
    ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
    ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
    ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
    ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
    ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'],
    ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'],
    ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ],
  CA: [
    ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
    ['NL', 'Newfoundland and Labrador'], ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'],
    ['NU', 'Nunavut'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'],
    ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
  ],
};

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
