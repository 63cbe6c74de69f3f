import { foldText } from '../../../core/fold-text';
import { COUNTRIES, type Country } from '../../../core/country';

// The address a chosen place fills (issue 25: Places API (New) autocomplete on checkout's
// street fields and the swatch request's address 1, seeds 001 §7 and 002 §7): what Google's
// address components mean for our fields in each of the six countries, and which countries
// a search may suggest from. Pure: the adapter, the combobox and the forms carry it out.

/** One of a place's `addressComponents` (Places API (New): `longText`, `shortText`, `types`). */
export interface AddressComponentLike {
  longText: string | null;
  shortText: string | null;
  types: readonly string[];
}

/** The fields a place fills; '' for a part the place does not have. */
export interface PlaceAddress {
  /** Street number and route, in the country's order ('1600 Pennsylvania Avenue NW', '세종대로 110'). */
  street: string;
  /** The unit (subpremise): 'Suite 400'. */
  address2: string;
  city: string;
  /** The state, province or region as Google names it: matched to a zone select by code or name. */
  province: { code: string; name: string } | null;
  country: Country | null;
  postal: string;
}

/** Google takes CLDR region codes: the UK is 'gb' there ('uk' is only the shop's domain). */
const REGION_CODE: Readonly<Record<Country, string>> = {
  US: 'us',
  CA: 'ca',
  AU: 'au',
  KR: 'kr',
  UK: 'gb',
  HK: 'hk',
};

/**
 * The `includedRegionCodes` of a search (seed 002 §7): delivery only within the warehouse's
 * country; billing and the swatch request anywhere the shop sells (ca, us, au, kr, hk, uk).
 *
 * @example regionCodesFor('delivery', 'UK') // ['gb']
 * @example regionCodesFor('billing', 'US').length // 6
 */
export function regionCodesFor(
  use: 'delivery' | 'billing' | 'swatch',
  warehouse: Country,
): string[] {
  return use === 'delivery' ? [REGION_CODE[warehouse]] : COUNTRIES.map((code) => REGION_CODE[code]);
}

const countryOfRegion = (code: string): Country | null => {
  const upper = code.trim().toUpperCase();
  if (upper === 'GB') return 'UK';
  return (COUNTRIES as readonly string[]).includes(upper) ? (upper as Country) : null;
};

/** The first component of any of these types (in this order of preference), trimmed. */
function part(
  components: readonly AddressComponentLike[],
  types: readonly string[],
  form: 'longText' | 'shortText' = 'longText',
): string {
  for (const type of types) {
    const found = components.find((component) => component.types.includes(type));
    const text = (found?.[form] ?? found?.longText ?? '').trim();
    if (text) return text;
  }
  return '';
}

// The town a place is in: the locality, else the UK's postal town, else the district of a city
// without localities (Seoul's gu, Hong Kong's districts).
const CITY_TYPES = [
  'locality',
  'postal_town',
  'sublocality_level_1',
  'sublocality',
  'neighborhood',
  'administrative_area_level_2',
];

/**
 * The fields of our forms a place's address components fill.
 *
 * @example placeAddress([{ longText: '10', shortText: '10', types: ['street_number'] }, { longText: 'Downing Street', shortText: 'Downing St', types: ['route'] }, …]).street // '10 Downing Street'
 */
export function placeAddress(components: readonly AddressComponentLike[]): PlaceAddress {
  const country = countryOfRegion(part(components, ['country'], 'shortText'));
  const number = part(components, ['street_number']);
  const route = part(components, ['route']);
  // Korean road addresses put the building number after the road: 세종대로 110.
  const street = (country === 'KR' ? [route, number] : [number, route]).filter(Boolean).join(' ');
  const provinceName = part(components, ['administrative_area_level_1']);
  return {
    street: street || part(components, ['premise']),
    address2: part(components, ['subpremise']),
    city: part(components, CITY_TYPES),
    province: provinceName
      ? {
          code: part(components, ['administrative_area_level_1'], 'shortText'),
          name: provinceName,
        }
      : null,
    country,
    postal: part(components, ['postal_code']),
  };
}

/** A choice of a zone select. */
export interface ZoneLike {
  readonly code: string;
  readonly name: string;
}

/**
 * The zone of a select that a place's province is: by code ('DC', 'ON', 'ACT'), else by name
 * ('Québec' = 'Quebec', 'England'); '' when none matches (the shopper chooses).
 *
 * @example matchZone([{ code: 'ON', name: 'Ontario' }], { code: 'ON', name: 'Ontario' }) // 'ON'
 */
export function matchZone(zones: readonly ZoneLike[], province: PlaceAddress['province']): string {
  if (!province) return '';
  const code = province.code.toUpperCase();
  const byCode = zones.find((zone) => zone.code.toUpperCase() === code);
  if (byCode) return byCode.code;
  const name = foldText(province.name);
  return zones.find((zone) => foldText(zone.name) === name)?.code ?? '';
}
