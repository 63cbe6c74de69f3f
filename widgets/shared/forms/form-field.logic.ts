import type { FieldErrors } from './field-errors.logic';
import { shownError } from './form-control.logic';

/*
 * When a form's field shows its error (issue 24):
 *
 * - its own error (the check of what it holds now) once the shopper has left the field or tried
 *   to submit: not while they first type into it;
 * - else the server's message for it, until the field changes.
 *
 * The checkout's address forms judge their fields so, as the shopper goes: this is the form-wide
 * state of the one control rule (form-control.logic.ts, decision 0067), which answers per field.
 */

/** What decides which of a form's field errors show: part of the form's state. */
export interface FieldErrorState<F extends string = string> {
  /** Fields the shopper has left (a select once chosen in): their own errors show. */
  readonly touched: readonly F[];
  /** A submit was tried: every field's own error shows. */
  readonly submitted: boolean;
  /** The server's messages, each until its field changes. */
  readonly serverErrors: FieldErrors<F>;
}

/**
 * The state once the shopper has left `field`: its own error shows from now on.
 *
 * @example leftField(state, 'city').touched.includes('city') // true
 */
export function leftField<S extends FieldErrorState>(state: S, field: S['touched'][number]): S {
  return state.touched.includes(field) ? state : { ...state, touched: [...state.touched, field] };
}

/**
 * The state once `field` has changed: the server's message for it goes.
 *
 * @example changedField({ ...state, serverErrors: { city: 'Not here' } }, 'city').serverErrors // {}
 */
export function changedField<S extends FieldErrorState>(state: S, field: S['touched'][number]): S {
  // Not withoutErrors: for this one line the checkout would load that module's chunk as well.
  const { [field]: _gone, ...serverErrors } = state.serverErrors;
  return { ...state, serverErrors };
}

/**
 * The state once a submit was tried, with the server's messages when it answered some.
 *
 * @example submitTried(state).submitted // true
 */
export function submitTried<S extends FieldErrorState>(
  state: S,
  serverErrors = state.serverErrors,
): S {
  return { ...state, submitted: true, serverErrors };
}

/**
 * The error each field shows: its own once it has been left or a submit was tried, else the
 * server's. `own` is every field's own error now.
 *
 * @example shownErrors({ touched: [], submitted: false, serverErrors: { city: 'Not here' } }, { city: 'Required' }) // { city: 'Not here' }
 * @example shownErrors({ touched: ['city'], submitted: false, serverErrors: {} }, { city: 'Required' }) // { city: 'Required' }
 */
export function shownErrors<F extends string>(
  state: FieldErrorState<F>,
  own: FieldErrors<F>,
): FieldErrors<F> {
  const shown: Partial<Record<F, string>> = {};
  for (const field of new Set([
    ...Object.keys(state.serverErrors),
    ...Object.keys(own),
  ]) as Set<F>) {
    const error = shownError({
      own: own[field],
      touched: state.touched.includes(field),
      submitted: state.submitted,
      held: state.serverErrors[field],
    });
    if (error !== undefined) shown[field] = error;
  }
  return shown;
}
