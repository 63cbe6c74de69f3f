import type { Country } from '../lib/markets';

// The simulated geolocation service behind GET /geo/lookup (spec/product.md §3 'Geolocation lookup
// result', §7). A real site asks an IP-geolocation provider; the demo cannot, so the city is
// chosen by the tester: the `rove_demo_city` cookie first, then `?city=` on the lookup, else the
// main city of the visitor's shop country. A city the table does not know answers Denver, which
// has no showroom, so "no showroom near you" is always reachable.

export interface GeoLookup {
  countryCode: string;
  regionName: string;
  cityName: string;
}

export const CITY_COOKIE = 'rove_demo_city';

const DENVER: GeoLookup = { countryCode: 'US', regionName: 'Colorado', cityName: 'Denver' };

/** Cities the simulation knows (the showroom cities and each shop's main city, plus Denver). */
export const GEO_CITIES: readonly GeoLookup[] = [
  { countryCode: 'US', regionName: 'California', cityName: 'Los Angeles' },
  { countryCode: 'US', regionName: 'California', cityName: 'San Diego' },
  { countryCode: 'US', regionName: 'California', cityName: 'Santa Fe Springs' },
  { countryCode: 'US', regionName: 'Florida', cityName: 'Miami' },
  { countryCode: 'US', regionName: 'New York', cityName: 'New York' },
  DENVER,
  { countryCode: 'CA', regionName: 'Ontario', cityName: 'Toronto' },
  { countryCode: 'CA', regionName: 'British Columbia', cityName: 'Vancouver' },
  { countryCode: 'AU', regionName: 'New South Wales', cityName: 'Sydney' },
  { countryCode: 'KR', regionName: 'Seoul', cityName: 'Seoul' },
  // ISO 3166 says GB; the shop's own country code is UK, and the lookup answers ISO codes.
  { countryCode: 'GB', regionName: 'England', cityName: 'London' },
  { countryCode: 'HK', regionName: 'Hong Kong', cityName: 'Hong Kong' },
];

export const COUNTRY_CITY: Readonly<Record<Country, string>> = {
  US: 'Los Angeles',
  CA: 'Toronto',
  AU: 'Sydney',
  KR: 'Seoul',
  UK: 'London',
  HK: 'Hong Kong',
};

function findCity(name: string): GeoLookup | undefined {
  const wanted = name.trim().toLowerCase();
  return GEO_CITIES.find((city) => city.cityName.toLowerCase() === wanted);
}

/**
 * The lookup answer for a request.
 * @example simulateGeoLookup({ cookie: undefined, query: 'toronto', country: 'US' }).cityName // 'Toronto'
 */
export function simulateGeoLookup(from: {
  cookie: string | undefined;
  query: string | undefined;
  country: Country;
}): GeoLookup {
  const asked = [from.cookie, from.query].find((value) => value !== undefined && value.trim());
  const name = asked ?? COUNTRY_CITY[from.country];
  return findCity(name) ?? DENVER;
}
