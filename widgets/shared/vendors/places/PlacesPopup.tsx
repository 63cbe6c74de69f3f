import type { MouseEvent } from 'react';
import { popupShown, type PlacesState } from './places-combobox.logic';

/** The texts the popup shows; `announce` is what the polite live region says now. */
export interface PlacesPopupText {
  list: string;
  searching: string;
  none: string;
  failed: string;
  lookupFailed: string;
  poweredBy: string;
  announce: string;
}

export interface PlacesPopupProps {
  listboxId: string;
  state: PlacesState;
  text: PlacesPopupText;
  onChoose: (index: number) => void;
}

/** The id of an option, for the input's aria-activedescendant. */
export const placeOptionId = (listboxId: string, index: number) => `${listboxId}-${index}`;

// A press on an option must not take focus from the street field (the combobox keeps DOM
// focus in its input; the choice happens on click).
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * Below a street field: the suggestions as a listbox (street line, then town and country), or
 * what there is instead (looking up, none, unavailable), Google's attribution, a note when a
 * chosen suggestion could not be filled in, and a polite live region that is always there so
 * each change is announced.
 */
export function PlacesPopup({ listboxId, state, text, onChoose }: PlacesPopupProps) {
  const shown = popupShown(state);
  const listed = shown && state.options.length > 0;
  const note =
    state.status === 'failed'
      ? text.failed
      : state.status === 'answered' && state.options.length === 0
        ? text.none
        : state.status === 'searching' && state.options.length === 0
          ? text.searching
          : '';
  return (
    <>
      <div className="rove-places__popup" hidden={!shown} data-status={state.status}>
        <ul
          id={listboxId}
          role="listbox"
          aria-label={text.list}
          className="rove-places__listbox"
          hidden={!listed}
        >
          {state.options.map((option, index) => (
            <li
              key={option.id}
              id={placeOptionId(listboxId, index)}
              role="option"
              aria-selected={index === state.active}
              data-active={index === state.active || undefined}
              className="rove-places__option"
              onMouseDown={keepFocus}
              onClick={() => onChoose(index)}
            >
              <span className="rove-places__main">{option.main}</span>
              {option.secondary && (
                <span className="rove-places__secondary">{option.secondary}</span>
              )}
            </li>
          ))}
        </ul>
        {note && <p className="rove-places__note">{note}</p>}
        {listed && <p className="rove-places__attribution">{text.poweredBy}</p>}
      </div>
      {state.lookupFailed && <p className="rove-places__error">{text.lookupFailed}</p>}
      <p className="rove-visually-hidden" role="status">
        {text.announce}
      </p>
    </>
  );
}
