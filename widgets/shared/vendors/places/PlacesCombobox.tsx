import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type MutableRefObject,
  type RefObject,
} from 'react';
import type { Store } from '../../../../core/store';
import { logVendorProblem } from '../../../../core/log';
import { getSettings } from '../../../../core/settings/settings';
import { useLatest } from '../../element/use-latest';
import { usePageId } from '../../element/use-page-id';
import { useStore } from '../../state/use-store';
import type { ChosenPlace, PlacesService, PlacesSession } from './google-places';
import {
  initialPlacesState,
  placesKey,
  placesReducer,
  popupShown,
  searchable,
  SUGGEST_DEBOUNCE_MS,
  type PlacesAction,
  type PlacesState,
} from './places-combobox.logic';
import { placeOptionId, PlacesPopup } from './PlacesPopup';
import { placesText } from './places-text';
import { PLACES_VENDOR, usePlacesLibrary } from './use-places-library';
import { placesPageLanguage } from './place-regions.logic';

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

const COMBOBOX_ATTRIBUTES = [
  'role',
  'aria-autocomplete',
  'aria-expanded',
  'aria-controls',
  'aria-activedescendant',
] as const;

type Places = Store<PlacesState, PlacesAction>;

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
  // Synchronous: a key handler reads the state the previous key left, before any render.
  const [state, places] = useStore(placesReducer, () => initialPlacesState);
  const library = usePlacesLibrary(apiKey, anchor);
  const service = library.phase === 'ready' ? library.service : null;
  const session = useRef<PlacesSession | null>(null);
  const text = placesText(state, getSettings().locale);
  // The street field is the host form's: found by its id in the combobox's document.
  const field = useCallback(() => {
    const element = anchor.current?.ownerDocument.getElementById(inputId);
    return element instanceof HTMLInputElement ? element : null;
  }, [inputId]);

  const choose = useChoice(places, session, onPlace, anchor);
  useFieldEvents(field, service, places, choose);
  useSuggestions(state, service, places, session, regionCodes, anchor);

  // The field's combobox semantics follow the state; removed again with the suggestions.
  const shown = popupShown(state) && state.options.length > 0;
  const active = shown && state.active >= 0 ? placeOptionId(listboxId, state.active) : '';
  useComboboxSemantics(field, service !== null, listboxId, shown, active);

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
      {library.phase !== 'off' && (
        <PlacesPopup listboxId={listboxId} state={state} text={text} onChoose={choose} />
      )}
    </div>
  );
}

/**
 * Choosing a suggestion: its address is fetched (which ends the session, one token per address
 * entry) and handed to `onPlace`; a failed fetch is logged and announced. The same function for
 * every render, so the field's listeners need not be registered again.
 */
function useChoice(
  places: Places,
  session: MutableRefObject<PlacesSession | null>,
  onPlace: (place: ChosenPlace) => void,
  anchor: RefObject<HTMLElement | null>,
): (index: number) => void {
  const onPlaceRef = useLatest(onPlace);
  return useCallback(
    (index: number) => {
      const option = places.getState().options[index];
      const entry = session.current;
      if (!option || !entry) return;
      session.current = null;
      places.dispatch({ type: 'chosen' });
      entry.choose(option.id).then(
        (place) => {
          onPlaceRef.current(place);
          places.dispatch({ type: 'filled', address: place.formatted });
        },
        (error: unknown) => {
          logVendorProblem({
            area: 'places-lookup',
            vendor: PLACES_VENDOR,
            kind: 'call-failed',
            level: 'error',
            message: 'the chosen address could not be fetched from Google Places',
            detail: error,
            target: anchor.current,
          });
          places.dispatch({ type: 'lookup-failed' });
        },
      );
    },
    [places, session, onPlaceRef, anchor],
  );
}

/** The field's own events, heard beside its form's handlers (which keep its value). */
function useFieldEvents(
  field: () => HTMLInputElement | null,
  service: PlacesService | null,
  places: Places,
  choose: (index: number) => void,
): void {
  useEffect(() => {
    const input = field();
    if (!input || !service) return;
    const onInput = () => places.dispatch({ type: 'typed', query: input.value });
    const onKeyDown = (event: KeyboardEvent) => {
      // 229: Safari reports the Enter that confirms a composition after compositionend.
      const composing = event.isComposing || event.keyCode === 229;
      const command = placesKey({ key: event.key, composing }, places.getState());
      if (!command) return;
      if (command.prevent) event.preventDefault();
      if ('choose' in command) choose(command.choose);
      else places.dispatch(command.action);
    };
    const onBlur = () => places.dispatch({ type: 'hide' });
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', onBlur);
    // Typed while the library was loading: ask for that text now.
    if (input.ownerDocument.activeElement === input && searchable(input.value)) onInput();
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', onBlur);
    };
  }, [field, service, places, choose]);
}

/**
 * Suggestions for the text once typing pauses; a reply for an older text is dropped. The
 * session starts with the first request, for the regions of that moment.
 */
function useSuggestions(
  state: PlacesState,
  service: PlacesService | null,
  places: Places,
  session: MutableRefObject<PlacesSession | null>,
  regionCodes: readonly string[],
  anchor: RefObject<HTMLElement | null>,
): void {
  const regions = useLatest(regionCodes);
  const { query, status } = state;
  useEffect(() => {
    if (status !== 'searching' || !service) return;
    let live = true;
    const timer = setTimeout(() => {
      const { locale, country } = getSettings();
      session.current ??= service.session(regions.current, placesPageLanguage(locale, country));
      session.current.suggest(query).then(
        (options) => live && places.dispatch({ type: 'answered', query, options }),
        (error: unknown) => {
          logVendorProblem({
            area: 'places-suggest',
            vendor: PLACES_VENDOR,
            kind: 'call-failed',
            message: 'address suggestions from Google Places failed',
            detail: error,
            target: anchor.current,
          });
          if (live) places.dispatch({ type: 'failed', query });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, status, service, places, session, regions, anchor]);
}

/**
 * The field's combobox attributes while the library is ready; a field whose library went away
 * (a refused key), or whose combobox unmounts, is a plain field again.
 */
function useComboboxSemantics(
  field: () => HTMLInputElement | null,
  ready: boolean,
  listboxId: string,
  shown: boolean,
  active: string,
): void {
  useLayoutEffect(() => {
    const input = field();
    if (!input) return;
    if (!ready) {
      for (const name of COMBOBOX_ATTRIBUTES) input.removeAttribute(name);
      return;
    }
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listboxId);
    input.setAttribute('aria-expanded', String(shown));
    if (active) input.setAttribute('aria-activedescendant', active);
    else input.removeAttribute('aria-activedescendant');
  }, [field, ready, shown, active, listboxId]);
  useLayoutEffect(() => {
    const input = field();
    return () => {
      for (const name of COMBOBOX_ATTRIBUTES) input?.removeAttribute(name);
    };
  }, [field]);
}
