import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { adoptStyles } from '../../../core/adopt-styles';
import { logVendorProblem } from '../../../core/log';
import { getSettings } from '../../../core/settings/settings';
import { usePageId } from '../use-page-id';
import {
  loadPlaces,
  onPlacesAuthFailure,
  PlacesLoadError,
  type ChosenPlace,
  type PlacesService,
  type PlacesSession,
} from './google-places';
import {
  initialPlacesState,
  placesKey,
  placesReducer,
  popupShown,
  searchable,
  SUGGEST_DEBOUNCE_MS,
} from './places-combobox.logic';
import { placeOptionId, PlacesPopup } from './PlacesPopup';
import { placesText } from './places-text';
import placesCss from './places.css?raw';

export type { ChosenPlace };

export interface PlacesComboboxProps {
  apiKey: string;
  /** The street field this turns into a combobox (it keeps its own value and handlers). */
  inputId: string;
  /** Where suggestions may come from: CLDR region codes (place-address.logic regionCodesFor). */
  regionCodes: readonly string[];
  /** A suggestion was chosen and its address fetched: fill the form as if typed. */
  onPlace: (place: ChosenPlace) => void;
}

/** Google's failures as the console names them (docs/vendors/google-places.md). */
const vendor = 'google-places';
const LOAD_MESSAGES = {
  'script-failed':
    'the Google Maps JavaScript API could not be loaded; address suggestions are off',
  'not-ready': 'the Google Maps JavaScript API did not become ready; address suggestions are off',
  'call-failed': 'Google Maps refused the site’s key (gm_authFailure); address suggestions are off',
} as const;

const COMBOBOX_ATTRIBUTES = [
  'role',
  'aria-autocomplete',
  'aria-expanded',
  'aria-controls',
  'aria-activedescendant',
] as const;

/**
 * Address suggestions on a street field (issue 25): the field becomes a WAI-ARIA combobox (APG
 * 'combobox with listbox popup', as the search panel: focus stays in the field, the active
 * suggestion is `aria-activedescendant`, Escape hides, a polite count), fed by Google's Places
 * API (New). Mounted on the field's first focus; the library loads then. If it cannot load,
 * the field stays a plain field and the failure is logged once.
 */
export function PlacesCombobox({ apiKey, inputId, regionCodes, onPlace }: PlacesComboboxProps) {
  const listboxId = usePageId();
  const anchor = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(placesReducer, initialPlacesState);
  const [service, setService] = useState<PlacesService | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const session = useRef<PlacesSession | null>(null);
  const latest = useRef({ state, onPlace, regionCodes });
  latest.current = { state, onPlace, regionCodes };
  const text = placesText(state, getSettings().locale);

  const input = () => {
    const element = anchor.current?.ownerDocument.getElementById(inputId);
    return element instanceof HTMLInputElement ? element : null;
  };

  useEffect(() => {
    adoptStyles('rove-places', placesCss);
    let live = true;
    let gaveUp = false;
    const giveUp = (failure: keyof typeof LOAD_MESSAGES, error?: unknown) => {
      gaveUp = true;
      logVendorProblem({
        area: 'places',
        vendor,
        kind: failure,
        level: 'error',
        message: LOAD_MESSAGES[failure],
        detail: error,
        target: anchor.current,
      });
      if (!live) return;
      setService(null);
      setUnavailable(true);
    };
    loadPlaces(apiKey).then(
      (loaded) => live && !gaveUp && setService(loaded),
      (error: unknown) =>
        giveUp(error instanceof PlacesLoadError ? error.failure : 'not-ready', error),
    );
    // A refused key: Google calls gm_authFailure, and its calls would all fail.
    const unwatch = onPlacesAuthFailure(() => giveUp('call-failed'));
    return () => {
      live = false;
      unwatch();
    };
  }, [apiKey]);

  const choose = (index: number) => {
    const option = latest.current.state.options[index];
    const entry = session.current;
    if (!option || !entry) return;
    // The choice ends the session (one token per address entry).
    session.current = null;
    dispatch({ type: 'chosen' });
    entry.choose(option.id).then(
      (place) => {
        latest.current.onPlace(place);
        dispatch({ type: 'filled', address: place.formatted });
      },
      (error: unknown) => {
        logVendorProblem({
          area: 'places-lookup',
          vendor,
          kind: 'call-failed',
          level: 'error',
          message: 'the chosen address could not be fetched from Google Places',
          detail: error,
          target: anchor.current,
        });
        dispatch({ type: 'lookup-failed' });
      },
    );
  };
  const chooseRef = useRef(choose);
  chooseRef.current = choose;

  // The field's own events, heard beside its form's handlers (which keep its value).
  useEffect(() => {
    const field = input();
    if (!field || !service) return;
    const onInput = () => dispatch({ type: 'typed', query: field.value });
    const onKeyDown = (event: KeyboardEvent) => {
      // 229: Safari reports the Enter that confirms a composition after compositionend.
      const composing = event.isComposing || event.keyCode === 229;
      const command = placesKey({ key: event.key, composing }, latest.current.state);
      if (!command) return;
      if (command.prevent) event.preventDefault();
      if ('choose' in command) chooseRef.current(command.choose);
      else dispatch(command.action);
    };
    const onBlur = () => dispatch({ type: 'hide' });
    field.addEventListener('input', onInput);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('blur', onBlur);
    // Typed while the library was loading: ask for that text now.
    if (field.ownerDocument.activeElement === field && searchable(field.value)) onInput();
    return () => {
      field.removeEventListener('input', onInput);
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('blur', onBlur);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the field is found by its id
  }, [service, inputId]);

  // Suggestions for the text once typing pauses; a reply for an older text is dropped.
  const { query, status } = state;
  useEffect(() => {
    if (status !== 'searching' || !service) return;
    let live = true;
    const timer = setTimeout(() => {
      session.current ??= service.session(latest.current.regionCodes);
      session.current.suggest(query).then(
        (options) => live && dispatch({ type: 'answered', query, options }),
        (error: unknown) => {
          logVendorProblem({
            area: 'places-suggest',
            vendor,
            kind: 'call-failed',
            message: 'address suggestions from Google Places failed',
            detail: error,
            target: anchor.current,
          });
          if (live) dispatch({ type: 'failed', query });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, status, service]);

  // The field's combobox semantics follow the state; removed again with the suggestions.
  const shown = popupShown(state) && state.options.length > 0;
  const active = shown && state.active >= 0 ? placeOptionId(listboxId, state.active) : '';
  useLayoutEffect(() => {
    const field = input();
    if (!field) return;
    if (!service) {
      // Gone again (a refused key): the field is a plain field once more.
      for (const name of COMBOBOX_ATTRIBUTES) field.removeAttribute(name);
      return;
    }
    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-autocomplete', 'list');
    field.setAttribute('aria-controls', listboxId);
    field.setAttribute('aria-expanded', String(shown));
    if (active) field.setAttribute('aria-activedescendant', active);
    else field.removeAttribute('aria-activedescendant');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the field is found by its id
  }, [service, shown, active, listboxId, inputId]);
  useLayoutEffect(() => {
    const field = input();
    return () => {
      for (const name of COMBOBOX_ATTRIBUTES) field?.removeAttribute(name);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the field is found by its id
  }, [inputId]);

  // Suggestions that open below the fold (a phone, the field low on screen) are brought into
  // view, once per opening; after that only the active one is kept in view.
  useEffect(() => {
    if (shown)
      anchor.current?.querySelector('.rove-places__popup')?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);

  // The active suggestion stays in view when the list scrolls (short phone screens).
  useEffect(() => {
    if (!active) return;
    anchor.current
      ?.querySelector(`[id="${CSS.escape(active)}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  return (
    <div className="rove-places" ref={anchor}>
      {!unavailable && (
        <PlacesPopup
          listboxId={listboxId}
          state={state}
          text={text}
          onChoose={(index) => chooseRef.current(index)}
        />
      )}
    </div>
  );
}
