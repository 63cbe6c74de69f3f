// The country menu's state (spec/shell.md §9), pure and tested without a DOM: whether its list is
// open, and whether a chosen country's page is loading (the options are disabled then). useCountry.ts
// carries the effects (the cookie, the event, the reload).

export interface CountryMenuState {
  readonly open: boolean;
  /** Another country was chosen: its page is loading. */
  readonly busy: boolean;
}

export type CountryMenuEvent =
  | { type: 'toggled'; open: boolean }
  /** A country was chosen; `changed` when it is not the current one (the page then reloads). */
  | { type: 'chosen'; changed: boolean };

export const initialCountryMenu: CountryMenuState = { open: false, busy: false };

/**
 * @example countryMenuReducer({ open: true, busy: false }, { type: 'chosen', changed: true }) // { open: false, busy: true }
 */
export function countryMenuReducer(
  state: CountryMenuState,
  event: CountryMenuEvent,
): CountryMenuState {
  switch (event.type) {
    case 'toggled':
      return state.open === event.open ? state : { ...state, open: event.open };
    case 'chosen':
      return { open: false, busy: state.busy || event.changed };
  }
}
