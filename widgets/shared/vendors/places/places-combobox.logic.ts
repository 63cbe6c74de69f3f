// The address suggestions' combobox as pure state (issue 25): what the shopper typed, the
// suggestions for it, the active one and whether the popup shows. The view (PlacesCombobox)
// runs the requests and renders; this decides what each event means.

/** One suggestion as the popup shows it: the street line, then the town and country. */
export interface PlaceOption {
  readonly id: string;
  readonly main: string;
  readonly secondary: string;
}

export type PlacesStatus = 'idle' | 'searching' | 'answered' | 'failed';

export interface PlacesState {
  /** The street field's text as last typed (the suggestions answer this text only). */
  readonly query: string;
  readonly options: readonly PlaceOption[];
  /** The option under aria-activedescendant, or -1. */
  readonly active: number;
  /** The shopper wants the popup (typing, or Down/Up); Escape, Tab, leaving and a choice hide it. */
  readonly open: boolean;
  readonly status: PlacesStatus;
  /** A chosen suggestion could not be turned into an address (the typed text stays). */
  readonly lookupFailed: boolean;
  /** Google's one-line address of the place just filled in, or ''. */
  readonly filled: string;
}

export type PlacesAction =
  | { type: 'typed'; query: string }
  | { type: 'answered'; query: string; options: readonly PlaceOption[] }
  | { type: 'failed'; query: string }
  | { type: 'activate'; index: number }
  | { type: 'show' }
  | { type: 'hide' }
  | { type: 'chosen' }
  | { type: 'filled'; address: string }
  | { type: 'lookup-failed' };

/** Suggestions are asked for from this many characters on: fewer match half a country. */
export const MIN_QUERY_LENGTH = 3;

/** Quiet time after the last keystroke before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 250;

export const initialPlacesState: PlacesState = {
  query: '',
  options: [],
  active: -1,
  open: false,
  status: 'idle',
  lookupFailed: false,
  filled: '',
};

/**
 * Whether a text is long enough to be searched.
 *
 * @example searchable(' 16 ') // false
 */
export const searchable = (query: string) => query.trim().length >= MIN_QUERY_LENGTH;

/**
 * The next state. A reply for any text but the current one is stale and changes nothing.
 *
 * @example placesReducer(initialPlacesState, { type: 'typed', query: '1600 Penn' }).status // 'searching'
 */
export function placesReducer(state: PlacesState, action: PlacesAction): PlacesState {
  switch (action.type) {
    case 'typed':
      return searchable(action.query)
        ? {
            ...state,
            query: action.query,
            active: -1,
            open: true,
            status: 'searching',
            lookupFailed: false,
            filled: '',
          }
        : { ...initialPlacesState, query: action.query };
    case 'answered':
      if (action.query !== state.query) return state;
      return { ...state, options: action.options, active: -1, status: 'answered' };
    case 'failed':
      if (action.query !== state.query) return state;
      return { ...state, options: [], active: -1, status: 'failed' };
    case 'activate':
      return { ...state, open: true, active: action.index };
    case 'show':
      return state.status === 'idle' ? state : { ...state, open: true };
    case 'hide':
      return { ...state, open: false, active: -1 };
    case 'chosen':
      // The session ends with the choice: the next keystroke starts a new one.
      return { ...initialPlacesState, query: state.query };
    case 'filled':
      return { ...initialPlacesState, query: state.query, filled: action.address };
    case 'lookup-failed':
      return { ...initialPlacesState, query: state.query, lookupFailed: true };
  }
}

/** What the polite live region says: the count, the outcome of a choice, or nothing. */
export type PlacesAnnouncement =
  | { key: 'searching' | 'none' | 'failed' | 'lookupFailed' }
  | { key: 'count'; count: number }
  | { key: 'filled'; address: string }
  | null;

/**
 * The announcement of a state.
 *
 * @example placesAnnouncement({ ...initialPlacesState, open: true, status: 'answered', options: [a, b] }) // { key: 'count', count: 2 }
 */
export function placesAnnouncement(state: PlacesState): PlacesAnnouncement {
  if (state.lookupFailed) return { key: 'lookupFailed' };
  if (state.filled) return { key: 'filled', address: state.filled };
  if (!popupShown(state)) return null;
  if (state.status === 'answered') {
    return state.options.length > 0
      ? { key: 'count', count: state.options.length }
      : { key: 'none' };
  }
  return { key: state.status === 'failed' ? 'failed' : 'searching' };
}

/** Whether the popup is on screen: wanted, and with something to say. */
export const popupShown = (state: PlacesState) => state.open && state.status !== 'idle';

export interface PlacesKey {
  key: string;
  /** The key belongs to an IME composition (Enter confirming a Korean syllable …). */
  composing?: boolean;
}

/** What a key does; `prevent` stops the browser's own action (moving the caret, the form's Enter). */
export type PlacesKeyCommand =
  { action: PlacesAction; prevent: boolean } | { choose: number; prevent: true };

/**
 * The WAI-ARIA combobox keys (APG 'combobox with listbox popup'): Down/Up show the popup and
 * move the active suggestion (wrapping), Enter chooses the active one, Escape and Tab hide the
 * popup. Nothing clears what the shopper typed, and without an active suggestion Enter is the
 * form's.
 *
 * @example placesKey({ key: 'ArrowDown' }, { ...state, open: true, options: [a, b], active: 1 }) // activate 0
 */
export function placesKey(input: PlacesKey, state: PlacesState): PlacesKeyCommand | null {
  if (input.composing) return null;
  const shown = popupShown(state);
  const count = state.options.length;
  switch (input.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (!shown)
        return state.status === 'idle' ? null : { action: { type: 'show' }, prevent: true };
      if (count === 0) return null;
      const step = input.key === 'ArrowDown' ? 1 : -1;
      const from = state.active < 0 && step < 0 ? count : state.active;
      return { action: { type: 'activate', index: (from + step + count) % count }, prevent: true };
    }
    case 'Enter':
      return shown && state.active >= 0 && state.active < count
        ? { choose: state.active, prevent: true }
        : null;
    case 'Escape':
      return shown ? { action: { type: 'hide' }, prevent: true } : null;
    case 'Tab':
      return shown ? { action: { type: 'hide' }, prevent: false } : null;
    default:
      return null;
  }
}

/**
 * Google's library under the combobox: on its way, ready with its service, or off for good (it
 * could not load, or Google refused the key): the field is a plain field then.
 */
export type PlacesLibrary<Service> =
  { phase: 'loading' } | { phase: 'ready'; service: Service } | { phase: 'off' };

/**
 * The library's next phase. Off is final: a load that ends after the key was refused changes
 * nothing.
 *
 * @example placesLibrary({ phase: 'off' }, { phase: 'ready', service }) // { phase: 'off' }
 */
export const placesLibrary = <Service>(
  current: PlacesLibrary<Service>,
  next: PlacesLibrary<Service>,
): PlacesLibrary<Service> => (current.phase === 'off' ? current : next);
