/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { deadline, DEFAULT_TIMEOUT_MS } from '../../../../core/http/json';
import { placeAddress, type AddressComponentLike, type PlaceAddress } from './place-address.logic';
import type { PlaceOption } from './places-combobox.logic';

// The adapter to Google's Places API (New) in the Maps JavaScript API, the one place that
// knows its surface (contract: docs/vendors/google-places.md): `AutocompleteSuggestion
// .fetchAutocompleteSuggestions` for the suggestions, `placePrediction.toPlace().fetchFields`
// for the chosen address, one `AutocompleteSessionToken` per address entry. Every call is typed
// by Google's own @types/google.maps; what comes back is still read field by field, since a
// reply is the vendor's and may not be what the types promise.

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

/**
 * The page's language and shop country for Google's `language` and `region` (CLDR: 'gb' for
 * the UK): suggestions written as the page reads, not as the browser is set, ranked and
 * formatted for the shop's country (docs/vendors/google-places.md "Language").
 */
export interface PlacesPageLanguage {
  readonly language: string;
  readonly region: string;
}

export interface PlacesService {
  /** A new entry whose suggestions come from these regions (CLDR codes: 'us', 'gb' …). */
  session(regionCodes: readonly string[], page?: PlacesPageLanguage): PlacesSession;
}

/** Why the Maps JavaScript API could not be used: the kinds of core/problem.ts. */
export type PlacesFailure = 'script-failed' | 'not-ready' | 'call-failed';

/** A failed load of the places library, with its kind for the caller to log. */
export class PlacesLoadError extends Error {
  constructor(
    readonly failure: PlacesFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PlacesLoadError';
  }
}

type PlacesLibrary = Pick<
  google.maps.PlacesLibrary,
  'AutocompleteSuggestion' | 'AutocompleteSessionToken'
>;

declare global {
  interface Window {
    /** Google calls this global when it refuses the page's key (docs/vendors/google-places.md). */
    gm_authFailure?: () => void;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  (typeof value === 'object' || typeof value === 'function') && value !== null;

function isPlacesLibrary(value: unknown): value is PlacesLibrary {
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
): { option: PlaceOption; prediction: google.maps.places.PlacePrediction } | null {
  const prediction = isObject(suggestion) ? suggestion['placePrediction'] : undefined;
  if (!isObject(prediction)) return null;
  const id = prediction['placeId'];
  if (typeof id !== 'string' || id === '' || typeof prediction['toPlace'] !== 'function')
    return null;
  const main = textOf(prediction['mainText']) || textOf(prediction['text']);
  if (!main) return null;
  return {
    option: { id, main, secondary: textOf(prediction['secondaryText']) },
    prediction: prediction as unknown as google.maps.places.PlacePrediction,
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
function answerWithin<T>(answer: Promise<T>, late = 'Google did not answer in time'): Promise<T> {
  const limit = deadline(undefined, DEFAULT_TIMEOUT_MS);
  return new Promise<T>((resolve, reject) => {
    limit.signal.addEventListener('abort', () => reject(new Error(late)));
    answer.then(resolve, reject).finally(limit.done);
  });
}

/** The fields a chosen address needs: each one is billed (Google's address form sample). */
const PLACE_FIELDS = ['addressComponents', 'formattedAddress'];

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
    session(regionCodes, page) {
      const sessionToken = new library.AutocompleteSessionToken();
      const predictions = new Map<string, google.maps.places.PlacePrediction>();
      return {
        async suggest(input) {
          const request: google.maps.places.AutocompleteRequest = {
            input,
            includedRegionCodes: [...regionCodes],
            sessionToken,
            ...(page ? { language: page.language, region: page.region } : {}),
          };
          const reply: unknown = await answerWithin(
            library.AutocompleteSuggestion.fetchAutocompleteSuggestions(request),
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
          // The session's token goes with the Place's first fetchFields (Google's reference).
          const place: unknown = prediction.toPlace();
          if (!isObject(place) || typeof place['fetchFields'] !== 'function') {
            throw new TypeError('the suggestion has no place');
          }
          const typed = place as unknown as google.maps.places.Place;
          const reply: unknown = await answerWithin(typed.fetchFields({ fields: PLACE_FIELDS }));
          // Resolves { place } and fills the Place itself: read the one that has the fields.
          const fetched = isObject(reply) && isObject(reply['place']) ? reply['place'] : place;
          const chosen = readPlace(fetched) ?? readPlace(place);
          if (!chosen) throw new TypeError('the place has no address');
          return chosen;
        },
      };
    },
  };
}

// "could not load": the loader's own message when the API's script tag fails (js-api-loader).
const SCRIPT_FAILED = /could not load/i;

/** A script tag of the Maps JavaScript API that the host put on the page itself. */
const hostMapsTag = (doc: Document) =>
  doc.querySelector<HTMLScriptElement>('script[src^="https://maps.googleapis.com/maps/api/js"]');

/** Waits for the host's own Maps tag to settle (or the deadline), so Maps is never loaded twice. */
function hostTagSettled(tag: HTMLScriptElement): Promise<void> {
  return answerWithin(
    new Promise<void>((resolve) => {
      tag.addEventListener('load', () => resolve(), { once: true });
      tag.addEventListener('error', () => resolve(), { once: true });
    }),
  ).catch(() => undefined);
}

const authListeners = new Set<() => void>();
let authFailed = false;
let authWatched = false;

/** Hears Google's gm_authFailure once per page, beside any host's own handler. */
function watchAuthFailure(win: Window): void {
  if (authWatched) return;
  authWatched = true;
  const previous = win.gm_authFailure;
  win.gm_authFailure = () => {
    authFailed = true;
    for (const listener of authListeners) listener();
    if (typeof previous === 'function') previous();
  };
}

/**
 * Calls `listener` when Google refuses the page's key (now, if it already has). Returns the
 * unsubscribe.
 */
export function onPlacesAuthFailure(listener: () => void): () => void {
  if (authFailed) listener();
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

let loading: Promise<PlacesService> | null = null;
let configured = false;

async function load(apiKey: string): Promise<PlacesService> {
  const win = window;
  watchAuthFailure(win);
  if (!win.google?.maps?.importLibrary) {
    const hostTag = hostMapsTag(win.document);
    if (hostTag) await hostTagSettled(hostTag);
  }
  // Once per page: the loader ignores (and in development warns about) a second call. With the
  // page's own importLibrary present it loads nothing and uses that one.
  if (!configured) setOptions({ key: apiKey, v: 'weekly' });
  configured = true;
  let library: unknown;
  try {
    library = await answerWithin(
      importLibrary('places'),
      'the Maps JavaScript API did not become ready',
    );
  } catch (error) {
    const failed = error instanceof Error && SCRIPT_FAILED.test(error.message);
    throw new PlacesLoadError(
      failed ? 'script-failed' : 'not-ready',
      failed
        ? 'the Maps JavaScript API could not load'
        : 'the Maps JavaScript API did not become ready',
      { cause: error },
    );
  }
  try {
    return placesService(library);
  } catch (error) {
    throw new PlacesLoadError('not-ready', 'the places library has no Places API (New)', {
      cause: error,
    });
  }
}

/**
 * The places library through Google's loader (`setOptions` once, then `importLibrary`): a page
 * that already has `google.maps.importLibrary` (a host that loads Maps itself) is used as it is
 * and nothing is loaded. Shared by every street field of the page; a failure (a PlacesLoadError
 * with its kind) is forgotten, so a later focus tries again.
 */
export function loadPlaces(apiKey: string): Promise<PlacesService> {
  loading ??= load(apiKey);
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
