import { useEffect, type RefObject } from 'react';
import { adoptStyles } from '../../../../core/adopt-styles';
import { logVendorProblem } from '../../../../core/log';
import { useStore } from '../../state/use-store';
import {
  loadPlaces,
  onPlacesAuthFailure,
  PlacesLoadError,
  type PlacesService,
} from './google-places';
import { placesLibrary, type PlacesLibrary } from './places-combobox.logic';
import placesCss from './places.css?raw';

/** Google's failures as the console names them (docs/vendors/google-places.md). */
export const PLACES_VENDOR = 'google-places';
const LOAD_MESSAGES = {
  'script-failed':
    'the Google Maps JavaScript API could not be loaded; address suggestions are off',
  'not-ready': 'the Google Maps JavaScript API did not become ready; address suggestions are off',
  'call-failed': 'Google Maps refused the site’s key (gm_authFailure); address suggestions are off',
} as const;

/**
 * Google's Places library for the combobox (with its styles), loaded as the combobox mounts. A
 * library that cannot load, or a key Google refuses later (gm_authFailure: its calls would all
 * fail), turns the suggestions off, logged once with `anchor` as the element at fault.
 */
export function usePlacesLibrary(
  apiKey: string,
  anchor: RefObject<HTMLElement | null>,
): PlacesLibrary<PlacesService> {
  const [library, store] = useStore(
    placesLibrary<PlacesService>,
    (): PlacesLibrary<PlacesService> => ({ phase: 'loading' }),
  );
  useEffect(() => {
    adoptStyles('rove-places', placesCss);
    let live = true;
    const giveUp = (failure: keyof typeof LOAD_MESSAGES, error?: unknown) => {
      logVendorProblem({
        area: 'places',
        vendor: PLACES_VENDOR,
        kind: failure,
        level: 'error',
        message: LOAD_MESSAGES[failure],
        detail: error,
        target: anchor.current,
      });
      if (live) store.dispatch({ phase: 'off' });
    };
    loadPlaces(apiKey).then(
      (service) => live && store.dispatch({ phase: 'ready', service }),
      (error: unknown) =>
        giveUp(error instanceof PlacesLoadError ? error.failure : 'not-ready', error),
    );
    const unwatch = onPlacesAuthFailure(() => giveUp('call-failed'));
    return () => {
      live = false;
      unwatch();
    };
  }, [apiKey, anchor, store]);
  return library;
}
