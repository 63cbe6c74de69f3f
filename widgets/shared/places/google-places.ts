import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { deadline, DEFAULT_TIMEOUT_MS } from '../../../core/http';
import { placeAddress, type AddressComponentLike, type PlaceAddress } from './place-address.logic';
import type { PlaceOption } from './places-combobox.logic';

// The adapter to Google's Places API (New) in the Maps JavaScript API (issue 25), the one place
// that knows its surface: `AutocompleteSuggestion.fetchAutocompleteSuggestions` for the
// suggestions, `placePrediction.toPlace().fetchFields` for the chosen address, one
// `AutocompleteSessionToken` per address entry. Google's objects are class instances with
// getters, so their replies are read field by field here rather than through core/schema
// (plain objects only); anything else is a malformed reply and rejects.

/** A chosen place: the fields it fills, and Google's one-line address for the announcement. */
export interface ChosenPlace {
  address: PlaceAddress;
  formatted: string;
}

/** One address entry: its suggestions and, at the end, the chosen place (one session token). */
export interface PlacesSession {
  suggest(input: string): Promise<PlaceOption[]>;
  /** The place of a suggestion from this session's answers; the session is over after it. */
  choose(id: string): Promise<ChosenPlace>;
}

export interface PlacesService {
  /** A new entry whose suggestions come from these regions (CLDR codes: 'us', 'gb' …). */
  session(regionCodes: readonly string[]): PlacesSession;
}

interface PredictionLike {
  placeId: string;
  toPlace(): unknown;
}

interface PlacesLibraryLike {
  AutocompleteSuggestion: { fetchAutocompleteSuggestions(request: object): Promise<unknown> };
  AutocompleteSessionToken: new () => object;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  (typeof value === 'object' || typeof value === 'function') && value !== null;

function isPlacesLibrary(value: unknown): value is PlacesLibraryLike {
  return (
    isObject(value) &&
    isObject(value['AutocompleteSuggestion']) &&
    typeof value['AutocompleteSuggestion']['fetchAutocompleteSuggestions'] === 'function' &&
    typeof value['AutocompleteSessionToken'] === 'function'
  );
}

/** A FormattableText's text, or ''. */
const textOf = (value: unknown): string =>
  isObject(value) && typeof value['text'] === 'string' ? value['text'].trim() : '';

function readPrediction(
  suggestion: unknown,
): { option: PlaceOption; prediction: PredictionLike } | null {
  const prediction = isObject(suggestion) ? suggestion['placePrediction'] : undefined;
  if (!isObject(prediction)) return null;
  const id = prediction['placeId'];
  if (typeof id !== 'string' || id === '' || typeof prediction['toPlace'] !== 'function')
    return null;
  const main = textOf(prediction['mainText']) || textOf(prediction['text']);
  if (!main) return null;
  return {
    option: { id, main, secondary: textOf(prediction['secondaryText']) },
    prediction: prediction as unknown as PredictionLike,
  };
}

function readComponent(value: unknown): AddressComponentLike | null {
  if (!isObject(value)) return null;
  const { longText, shortText, types } = value;
  const text = (part: unknown) => (typeof part === 'string' ? part : null);
  if (!Array.isArray(types) || !types.every((type) => typeof type === 'string')) return null;
  return { longText: text(longText), shortText: text(shortText), types: types as string[] };
}

/** The fields of a fetched place, or null when it has no address to fill. */
function readPlace(place: unknown): ChosenPlace | null {
  if (!isObject(place) || !Array.isArray(place['addressComponents'])) return null;
  const components = place['addressComponents']
    .map(readComponent)
    .filter((component): component is AddressComponentLike => component !== null);
  const address = placeAddress(components);
  if (!address.street && !address.postal) return null;
  const formatted = typeof place['formattedAddress'] === 'string' ? place['formattedAddress'] : '';
  return { address, formatted: formatted || [address.street, address.city].join(', ') };
}

/** Google's answer, or a rejection once the page's request deadline has passed without one. */
function answerWithin<T>(answer: Promise<T>): Promise<T> {
  const limit = deadline(undefined, DEFAULT_TIMEOUT_MS);
  return new Promise<T>((resolve, reject) => {
    limit.signal.addEventListener('abort', () =>
      reject(new Error('Google did not answer in time')),
    );
    answer.then(resolve, reject).finally(limit.done);
  });
}

/**
 * The service over a loaded places library (exported for the tests, which hand it fakes).
 *
 * @example placesService(await google.maps.importLibrary('places')).session(['us']).suggest('1600 Penn')
 */
export function placesService(library: unknown): PlacesService {
  if (!isPlacesLibrary(library)) {
    throw new TypeError('the places library has no AutocompleteSuggestion');
  }
  return {
    session(regionCodes) {
      const sessionToken = new library.AutocompleteSessionToken();
      const predictions = new Map<string, PredictionLike>();
      return {
        async suggest(input) {
          const reply = await answerWithin(
            library.AutocompleteSuggestion.fetchAutocompleteSuggestions({
              input,
              includedRegionCodes: [...regionCodes],
              sessionToken,
            }),
          );
          const suggestions = isObject(reply) ? reply['suggestions'] : undefined;
          if (!Array.isArray(suggestions)) throw new TypeError('suggestions are not a list');
          const options: PlaceOption[] = [];
          for (const suggestion of suggestions) {
            const read = readPrediction(suggestion);
            if (!read) continue;
            predictions.set(read.option.id, read.prediction);
            options.push(read.option);
          }
          return options;
        },
        async choose(id) {
          const prediction = predictions.get(id);
          if (!prediction) throw new Error(`no suggestion ${id} in this session`);
          const place: unknown = prediction.toPlace();
          if (!isObject(place) || typeof place['fetchFields'] !== 'function') {
            throw new TypeError('the suggestion has no place');
          }
          const fetchFields = place['fetchFields'] as (request: object) => Promise<unknown>;
          await answerWithin(
            fetchFields.call(place, { fields: ['addressComponents', 'formattedAddress'] }),
          );
          const chosen = readPlace(place);
          if (!chosen) throw new TypeError('the place has no address');
          return chosen;
        },
      };
    },
  };
}

let loading: Promise<PlacesService> | null = null;
let configured = false;

/**
 * The places library through Google's loader (`setOptions` once, then `importLibrary`): a page
 * that already has `google.maps.importLibrary` (a host that loads Maps itself) is used as it is
 * and nothing is loaded. Shared by every street field of the page; a failure is forgotten, so a
 * later focus tries again.
 */
export function loadPlaces(apiKey: string): Promise<PlacesService> {
  loading ??= (async () => {
    // Once per page: the loader ignores (and in development warns about) a second call.
    if (!configured) setOptions({ key: apiKey, v: 'weekly' });
    configured = true;
    return placesService(await importLibrary('places'));
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
