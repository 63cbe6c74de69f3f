import { COUNTRIES, type Country } from '../../../../core/country';

// The address a chosen place fills (contract: docs/vendors/google-places.md): what Google's
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

/**
 * The town, per country (Google's address form guidance, docs/vendors/google-places.md): the
 * UK's is the postal town — a village's locality is not its postal address; New York's
 * boroughs have no locality but a sublocality_level_1; Hong Kong's districts come as
 * sublocalities or neighbourhoods.
 */
const CITY_TYPES: Readonly<Record<Country | 'other', readonly string[]>> = {
  UK: ['postal_town', 'locality'],
  US: ['locality', 'sublocality_level_1', 'sublocality', 'postal_town'],
  CA: ['locality', 'sublocality_level_1', 'sublocality', 'postal_town'],
  AU: ['locality', 'sublocality_level_1', 'sublocality', 'postal_town'],
  KR: [],
  HK: [
    'locality',
    'sublocality_level_1',
    'sublocality',
    'neighborhood',
    'administrative_area_level_2',
  ],
  other: ['locality', 'postal_town', 'sublocality_level_1', 'sublocality', 'neighborhood'],
};

/**
 * Korea's city field is the 시/군/구: the city (locality) and its gu (sublocality_level_1) as
 * Korean addresses write them ('성남시 분당구'), the gu alone in a metropolitan city ('중구'),
 * else the province-level city (세종).
 */
function koreanCity(components: readonly AddressComponentLike[]): string {
  const city = [part(components, ['locality']), part(components, ['sublocality_level_1'])]
    .filter(Boolean)
    .join(' ');
  return city || part(components, ['administrative_area_level_1']);
}

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
    city:
      country === 'KR' ? koreanCity(components) : part(components, CITY_TYPES[country ?? 'other']),
    province: provinceName
      ? {
          code: part(components, ['administrative_area_level_1'], 'shortText'),
          name: provinceName,
        }
      : null,
    country,
    // The ZIP+4 suffix is a component of its own (postal_code_suffix): our forms take the
    // five-digit code, so it is left out.
    postal: part(components, ['postal_code']),
  };
}
