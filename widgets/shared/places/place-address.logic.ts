import { COUNTRIES, type Country } from '../../../core/country';

// The address a chosen place fills (issue 25: Places API (New) autocomplete on checkout's
// street fields and the swatch request's address 1, seeds 001 §7 and 002 §7): what Google's
// address components mean for our fields in each of the six countries. Pure: the adapter
// (google-places) reads a place through it; which regions a search covers and which zone a
// province is are in place-regions.logic, which the forms load before any search.

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
  /** The state, province or region as Google names it: matched to a zone select by code or name (place-regions.logic). */
  province: { code: string; name: string } | null;
  country: Country | null;
  postal: string;
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
