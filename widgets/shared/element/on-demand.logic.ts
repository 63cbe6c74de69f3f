// A view whose code arrives on demand (a dialog fetched on the first press, the address
// suggestions on a field's first focus) as pure state: whether the shopper asked for it, the
// chunk once it has arrived, and what the view answered until the widget has taken it.

export interface OnDemandState<M, R> {
  /** The shopper asked for it (a press) and has not closed it; shown once `module` is there. */
  readonly open: boolean;
  /** The chunk, once it has arrived (it stays: the next opening needs no fetch). */
  readonly module: M | null;
  /** What the view answered as it closed (a chosen address), until the widget takes it. */
  readonly answer: R | null;
}

export type OnDemandAction<M, R> =
  | { type: 'pressed' }
  | { type: 'arrived'; module: M }
  /** The chunk could not arrive: the view reports itself closed; the next press tries again. */
  | { type: 'failed' }
  | { type: 'closed' }
  | { type: 'answered'; answer: R }
  | { type: 'taken' };

/** Nothing asked for yet; `module` is the chunk if an earlier view already fetched it. */
export const initialOnDemand = <M, R>(module: M | null): OnDemandState<M, R> => ({
  open: false,
  module,
  answer: null,
});

/**
 * The next state.
 *
 * @example onDemandReducer(initialOnDemand(null), { type: 'pressed' }) // { open: true, module: null, answer: null }
 * @example onDemandReducer({ open: true, module, answer: null }, { type: 'answered', answer: fill }) // { open: false, module, answer: fill }
 */
export function onDemandReducer<M, R>(
  state: OnDemandState<M, R>,
  action: OnDemandAction<M, R>,
): OnDemandState<M, R> {
  switch (action.type) {
    case 'pressed':
      return state.open ? state : { ...state, open: true };
    case 'arrived':
      return state.module === action.module ? state : { ...state, module: action.module };
    case 'failed':
    case 'closed':
      return state.open ? { ...state, open: false } : state;
    case 'answered':
      return { ...state, open: false, answer: action.answer };
    case 'taken':
      return state.answer === null ? state : { ...state, answer: null };
  }
}
