import type { Country } from '../lib/markets';
import type { CatalogueProduct, ModelStock } from '../fixtures/catalogue-types';
import { REFERENCE_DATE } from '../fixtures/stock';
import { isDeliveryRestricted } from './delivery-restriction';

// What POST /ajax/destination/update answers (spec/product.md 'Destination update response'): where the
// postal code is, its delivery zone, the stock as seen from there, and whether a fragile product
// can go there. Pure and deterministic so tests and stories can rely on the same answers.

/** The delivery popup's formats (spec/product.md §5): ZIP or ZIP+4 with a hyphen; A1A 1A1. */
const FORMATS: Partial<Record<Country, RegExp>> = {
  US: /^\d{5}(?:-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z][ -]?\d[A-Z]\d$/,
};

/** The postal code as the reply and the cookies use it: trimmed, upper case, 'A1A 1A1'. */
export function normalisePostal(country: Country, raw: string): string | null {
  const postal = raw.trim().toUpperCase();
  const format = FORMATS[country];
  if (!format?.test(postal)) return null;
  return country === 'CA' ? `${postal.slice(0, 3)} ${postal.slice(-3)}` : postal;
}

interface Place {
  city: string;
  state_id: string;
  zone: string;
  /** The local warehouse that serves this area, if any ('satellite stock', spec/product.md §4). */
  satellite: number | null;
}

// US: by the ZIP's first three digits (a few named cities), else by its first digit (a region).
// 000–004 are not assigned ZIP codes, so 00000 is the demo's "unknown postal code".
const US_CITIES: Readonly<Record<string, Place>> = {
  '100': { city: 'New York', state_id: 'NY', zone: 'US-EAST', satellite: 11 },
  '606': { city: 'Chicago', state_id: 'IL', zone: 'US-CENTRAL', satellite: null },
  '900': { city: 'Los Angeles', state_id: 'CA', zone: 'US-WEST', satellite: 12 },
  '902': { city: 'Beverly Hills', state_id: 'CA', zone: 'US-WEST', satellite: 12 },
  '921': { city: 'San Diego', state_id: 'CA', zone: 'US-WEST', satellite: 12 },
  '995': { city: 'Anchorage', state_id: 'AK', zone: 'US-REMOTE', satellite: null },
};
const US_REGIONS: readonly (Omit<Place, 'satellite'> & { satellite: number | null })[] = [
  { city: 'Boston', state_id: 'MA', zone: 'US-EAST', satellite: null },
  { city: 'Philadelphia', state_id: 'PA', zone: 'US-EAST', satellite: null },
  { city: 'Washington', state_id: 'DC', zone: 'US-EAST', satellite: null },
  { city: 'Atlanta', state_id: 'GA', zone: 'US-SOUTH', satellite: null },
  { city: 'Columbus', state_id: 'OH', zone: 'US-CENTRAL', satellite: null },
  { city: 'Minneapolis', state_id: 'MN', zone: 'US-CENTRAL', satellite: null },
  { city: 'Chicago', state_id: 'IL', zone: 'US-CENTRAL', satellite: null },
  { city: 'Dallas', state_id: 'TX', zone: 'US-SOUTH', satellite: null },
  { city: 'Denver', state_id: 'CO', zone: 'US-WEST', satellite: null },
  { city: 'San Francisco', state_id: 'CA', zone: 'US-WEST', satellite: 12 },
];

// Canada: by the first letter (the postal district). D F I O Q U W Z start no Canadian code.
const CA_DISTRICTS: Readonly<Record<string, Place>> = {
  A: { city: "St. John's", state_id: 'NL', zone: 'CA-ATLANTIC', satellite: null },
  B: { city: 'Halifax', state_id: 'NS', zone: 'CA-ATLANTIC', satellite: null },
  C: { city: 'Charlottetown', state_id: 'PE', zone: 'CA-ATLANTIC', satellite: null },
  E: { city: 'Moncton', state_id: 'NB', zone: 'CA-ATLANTIC', satellite: null },
  G: { city: 'Québec', state_id: 'QC', zone: 'CA-EAST', satellite: null },
  H: { city: 'Montréal', state_id: 'QC', zone: 'CA-EAST', satellite: 21 },
  J: { city: 'Sherbrooke', state_id: 'QC', zone: 'CA-EAST', satellite: null },
  K: { city: 'Ottawa', state_id: 'ON', zone: 'CA-EAST', satellite: null },
  L: { city: 'Mississauga', state_id: 'ON', zone: 'CA-EAST', satellite: 22 },
  M: { city: 'Toronto', state_id: 'ON', zone: 'CA-EAST', satellite: 22 },
  N: { city: 'London', state_id: 'ON', zone: 'CA-EAST', satellite: null },
  P: { city: 'Sudbury', state_id: 'ON', zone: 'CA-EAST', satellite: null },
  R: { city: 'Winnipeg', state_id: 'MB', zone: 'CA-PRAIRIES', satellite: null },
  S: { city: 'Regina', state_id: 'SK', zone: 'CA-PRAIRIES', satellite: null },
  T: { city: 'Calgary', state_id: 'AB', zone: 'CA-PRAIRIES', satellite: null },
  V: { city: 'Vancouver', state_id: 'BC', zone: 'CA-WEST', satellite: 23 },
  X: { city: 'Yellowknife', state_id: 'NT', zone: 'CA-NORTH', satellite: null },
  Y: { city: 'Whitehorse', state_id: 'YT', zone: 'CA-NORTH', satellite: null },
};

/** Where a (normalised) postal code is, or null when no such code exists. */
export function locatePostal(country: Country, postal: string): Place | null {
  if (country === 'US') {
    if (Number(postal.slice(0, 3)) < 5) return null;
    return US_CITIES[postal.slice(0, 3)] ?? US_REGIONS[Number(postal[0])] ?? null;
  }
  if (country === 'CA') return CA_DISTRICTS[postal[0] ?? ''] ?? null;
  return null;
}

/** A small stable number from a string (no Math.random: answers must repeat). */
function stableHash(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash;
}

/**
 * The country's stock as seen from a destination. A satellite warehouse near the destination
 * holds a few units of each buyable model (hs, with a ship date three days after the
 * catalogue's reference day); elsewhere there is no satellite stock beyond the catalogue's.
 */
export function stockForDestination(
  stock: Readonly<Record<string, ModelStock>>,
  satellite: number | null,
): Record<string, ModelStock> {
  if (satellite === null) return { ...stock };
  const shipDate = new Date(`${REFERENCE_DATE}T00:00:00Z`);
  shipDate.setUTCDate(shipDate.getUTCDate() + 3);
  const hsh = shipDate.toISOString().slice(0, 10);
  return Object.fromEntries(
    Object.entries(stock).map(([model, entry]) => {
      if (entry.h === 1 || entry.d === 1) return [model, entry];
      const hs = Math.max(entry.hs, 1 + (stableHash(`${model}:${satellite}`) % 6));
      return [model, { ...entry, hs, hsh: entry.hsh ?? hsh }];
    }),
  );
}

export interface DestinationReply {
  geo?: { city: string; state_id: string };
  zone: string | null;
  models_stock: Record<string, ModelStock>;
  satellite_id: number | null;
  restricted: boolean;
  restricted_validated: boolean;
}

/**
 * The reply for a normalised postal code. An unknown code gets no geo (the SDK then says
 * 'Error response.', spec/product.md §8) and the country's plain stock.
 */
export function destinationReply(
  product: CatalogueProduct,
  country: Country,
  postal: string,
): DestinationReply {
  const place = locatePostal(country, postal);
  if (!place) {
    return {
      zone: null,
      models_stock: { ...product.stock[country] },
      satellite_id: null,
      restricted: false,
      restricted_validated: false,
    };
  }
  return {
    geo: { city: place.city, state_id: place.state_id },
    zone: place.zone,
    models_stock: stockForDestination(product.stock[country], place.satellite),
    satellite_id: place.satellite,
    restricted: isDeliveryRestricted(product, country, postal),
    // The restriction was checked against this product's list (not just guessed from the zone).
    restricted_validated: true,
  };
}
