import {
  ADDRESS_FIELDS,
  addressPayload,
  emptyAddress,
  trimSwatchPhone,
  validateSwatchAddress,
  type AddressErrors,
  type AddressField,
  type AddressPayload,
  type SwatchAddress,
  type SwatchCountryCode,
} from './swatch-address';
import type { SwatchRequestConfig } from './swatch-config';
import { firstWithError, withoutErrors } from '../shared/forms/field-errors.logic';

// Pure state of <rove-swatch-request> (spec/product.md §4 'Swatch request page'): the swatch list and
// the address form toggle (Continue / Back), each swatch toggles, the limit, the submission.
// The hook carries the effects (calls, bus); the view only shows this state.

export type SwatchView = 'list' | 'address';
export type SubmitStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface SwatchRequestState {
  view: SwatchView;
  /** Selected option ids in the order they were picked. */
  selected: readonly number[];
  /** The limit alert is open (spec/product.md §8: 'Error message: Please limit your selection to {limit}.'). */
  limitAlert: boolean;
  /** Continue was pressed with nothing selected. */
  noneSelected: boolean;
  address: SwatchAddress;
  errors: AddressErrors;
  status: SubmitStatus;
  /** spec/product.md's has_been_submitted: the current selection was sent already. */
  hasBeenSubmitted: boolean;
}

export type SwatchAction =
  | { type: 'toggle'; id: number; limit: number }
  | { type: 'close-alert' }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'type'; field: AddressField; value: string }
  | { type: 'refused'; errors: AddressErrors }
  | { type: 'sending' }
  | { type: 'sent' }
  | { type: 'failed' }
  | { type: 'restart' };

/** The state a page starts in: its kept selection, the list shown, the form empty. */
export function initialSwatchState(config: SwatchRequestConfig): SwatchRequestState {
  return {
    view: 'list',
    // A submitted selection is history: the page starts a new request (spec/product.md flag).
    selected: config.hasBeenSubmitted ? [] : config.selected,
    limitAlert: false,
    noneSelected: false,
    address: emptyAddress(config.defaultCountry),
    errors: {},
    status: 'idle',
    hasBeenSubmitted: config.hasBeenSubmitted,
  };
}

/** What a press on a swatch does to the selection. */
export type ToggleOutcome =
  | { kind: 'selected' | 'removed'; selected: number[] }
  /** spec/product.md §4: exceeding the limit alerts; the selection stays as it was. */
  | { kind: 'over-limit'; selected: readonly number[] };

/**
 * spec/product.md §4/§5: a press selects or removes the swatch; a selection past the limit is refused.
 *
 * @example toggleSwatch([101], 102, 2) // { kind: 'selected', selected: [101, 102] }
 * @example toggleSwatch([101, 102], 103, 2) // { kind: 'over-limit', selected: [101, 102] }
 * @example toggleSwatch([101, 102], 101, 2) // { kind: 'removed', selected: [102] }
 */
export function toggleSwatch(
  selected: readonly number[],
  id: number,
  limit: number,
): ToggleOutcome {
  if (selected.includes(id)) {
    return { kind: 'removed', selected: selected.filter((other) => other !== id) };
  }
  if (selected.length >= limit) return { kind: 'over-limit', selected };
  return { kind: 'selected', selected: [...selected, id] };
}

export function swatchReducer(state: SwatchRequestState, action: SwatchAction): SwatchRequestState {
  switch (action.type) {
    case 'toggle': {
      if (state.status === 'sending') return state;
      const outcome = toggleSwatch(state.selected, action.id, action.limit);
      if (outcome.kind === 'over-limit') return { ...state, limitAlert: true };
      return {
        ...state,
        selected: outcome.selected,
        noneSelected: false,
        // A new choice starts a new request (the server clears its flag with it).
        hasBeenSubmitted: state.status === 'sent' ? state.hasBeenSubmitted : false,
      };
    }
    case 'close-alert':
      return { ...state, limitAlert: false };
    case 'continue':
      return state.selected.length === 0
        ? { ...state, noneSelected: true }
        : { ...state, view: 'address', noneSelected: false };
    case 'back':
      return state.status === 'sending' ? state : { ...state, view: 'list', status: 'idle' };
    case 'type': {
      const value = action.field === 'phone' ? trimSwatchPhone(action.value) : action.value;
      // The message goes once the field is edited; it comes back on the next submit if still wrong.
      const errors = withoutErrors(state.errors, [action.field]);
      return { ...state, address: { ...state.address, [action.field]: value }, errors };
    }
    case 'refused':
      return { ...state, errors: action.errors, status: 'idle' };
    case 'sending':
      return { ...state, status: 'sending', errors: {} };
    case 'sent':
      return { ...state, status: 'sent', hasBeenSubmitted: true };
    case 'failed':
      return { ...state, status: 'failed' };
    case 'restart':
      return {
        ...state,
        view: 'list',
        selected: [],
        status: 'idle',
        noneSelected: false,
        errors: {},
        address: emptyAddress(Number(state.address.country) as SwatchCountryCode),
      };
  }
}

/** The request body the page posts (spec/product.md §7: 'payload not shown'; ours). */
export interface SwatchRequestPayload {
  selected: number[];
  address: AddressPayload;
}

/** What a submit does: send this payload, or show these field errors. */
export type SubmitCheck =
  | { kind: 'send'; payload: SwatchRequestPayload }
  | { kind: 'refuse'; errors: AddressErrors; firstInvalid: AddressField };

/**
 * Checks the form before sending.
 *
 * @example checkSubmit(state, [840]).kind // 'refuse' while a required field is blank
 */
export function checkSubmit(
  state: SwatchRequestState,
  allowed: readonly SwatchCountryCode[],
): SubmitCheck {
  const errors = validateSwatchAddress(state.address, allowed);
  const firstInvalid = firstWithError(ADDRESS_FIELDS, errors);
  if (firstInvalid) return { kind: 'refuse', errors, firstInvalid };
  return {
    kind: 'send',
    payload: { selected: [...state.selected], address: addressPayload(state.address) },
  };
}
