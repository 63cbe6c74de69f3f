import type { Country } from '../../lib/markets';

// The province / state / zone choices per country (the checkout's zone select), Australia's
// enabled zones and the Australian postal codes the retailer delivers to (spec/checkout.md §5: others get
// 'Please contact us for shipping assistance'). Korea has no zone (not required there).

export interface Zone {
  code: string;
  name: string;
}

function zoneList(names: Readonly<Record<string, string>>): readonly Zone[] {
  return Object.entries(names).map(([code, name]) => ({ code, name }));
}

const US_ZONES = zoneList({
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
});

const CA_ZONES = zoneList({
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
});

const AU_ZONES = zoneList({
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
});

const UK_ZONES = zoneList({
  ENG: 'England',
  SCT: 'Scotland',
  WLS: 'Wales',
  NIR: 'Northern Ireland',
});

const HK_ZONES = zoneList({ HKI: 'Hong Kong Island', KLN: 'Kowloon', NT: 'New Territories' });

export const ZONES: Readonly<Record<Country, readonly Zone[]>> = {
  US: US_ZONES,
  CA: CA_ZONES,
  AU: AU_ZONES,
  KR: [],
  UK: UK_ZONES,
  HK: HK_ZONES,
};

/** Australian zones the retailer delivers to: the eastern metro states. */
export const AU_ENABLED_ZONES: readonly string[] = ['ACT', 'NSW', 'QLD', 'VIC'];

// Metro postal ranges of the enabled zones (Sydney, Canberra, Melbourne, Brisbane).
const AU_POSTAL_RANGES: readonly (readonly [number, number])[] = [
  [2000, 2249],
  [2600, 2620],
  [3000, 3207],
  [4000, 4179],
];

/** Every Australian postal code delivered to, as 4-digit strings (about 660 codes). */
export const AU_ALLOWED_POSTAL_CODES: readonly string[] = AU_POSTAL_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i)),
);

export function isZone(country: Country, code: string): boolean {
  return ZONES[country].some((zone) => zone.code === code);
}

export function zoneName(country: Country, code: string): string {
  return ZONES[country].find((zone) => zone.code === code)?.name ?? code;
}
