/*
 * One form control's rule for when its error shows (decision 0067, docs/decisions/): every form
 * of ours, whether it judges a field as the shopper goes (the checkout's addresses) or checks it
 * on submit (the trade application, the swatch request, the pre-chat form, notify me, email my
 * cart, the love dialog), answers through `shownError`:
 *
 * - the field's own error (the check of what it holds now) once the shopper has left it or tried
 *   to submit: not while they first type into it;
 * - else the message held for it — the last check's on submit, or the server's — until the
 *   field changes (the form drops it then: field-errors.logic.ts `withoutErrors`).
 *
 * A form that checks on submit only gives no `own` error: its check's message is the held one.
 * The specification's messages themselves are each form's (docs/spec/).
 */

/** What decides a control's shown error: its part of the form's state. */
export interface ControlErrorState<M = string> {
  /** The check of what the control holds now, when the form judges it as the shopper goes. */
  readonly own?: M | null;
  /** The shopper has left the control (a select once chosen in). */
  readonly touched?: boolean;
  /** A submit was tried. */
  readonly submitted?: boolean;
  /** The last check's or the server's message, held until the control changes. */
  readonly held?: M | null;
}

/**
 * The error a control shows, or undefined.
 *
 * @example shownError({ own: 'Required', touched: false, held: 'Not here' }) // 'Not here'
 * @example shownError({ own: 'Required', submitted: true }) // 'Required'
 * @example shownError({ held: 'Required' }) // 'Required' (a form that checks on submit)
 */
export function shownError<M>(state: ControlErrorState<M>): M | undefined {
  if (state.own && (state.touched || state.submitted)) return state.own;
  return state.held ?? undefined;
}
