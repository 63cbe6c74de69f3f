// The custom-order terms form's state (spec/checkout.md §2), pure and tested without a DOM: the
// agreement box, and whether an agreement without it was tried. Its message is held until the box
// changes (the one form control's rule, docs/decisions/0067): CustomTerms.tsx shows it.

export interface TermsState {
  readonly agreed: boolean;
  /** "Agree" was pressed with the box empty; dropped when the box changes. */
  readonly missing: boolean;
}

export type TermsEvent = { type: 'box-changed'; agreed: boolean } | { type: 'agree-pressed' };

export const initialTermsState: TermsState = { agreed: false, missing: false };

/**
 * @example termsReducer(initialTermsState, { type: 'agree-pressed' }).missing // true
 * @example termsReducer({ agreed: false, missing: true }, { type: 'box-changed', agreed: true }) // { agreed: true, missing: false }
 */
export function termsReducer(state: TermsState, event: TermsEvent): TermsState {
  switch (event.type) {
    case 'box-changed':
      return { agreed: event.agreed, missing: false };
    case 'agree-pressed':
      return state.agreed || state.missing ? state : { ...state, missing: true };
  }
}
