/*
 * The checkout's two timed dialogs (spec/checkout.md §4): the expiry modal and the timing popup.
 * One shows at a time, each at most once per page; one that falls due while the other is open
 * waits for it to close.
 */

export type TimedDialog = 'expiry' | 'timing';

export interface TimedDialogsState {
  readonly open: TimedDialog | null;
  /** Dialogs already shown and closed: their timers are not set again. */
  readonly shown: readonly TimedDialog[];
}

export type TimedDialogsEvent =
  { readonly type: 'dialogDue'; readonly which: TimedDialog } | { readonly type: 'dialogClosed' };

export const TIMED_DIALOGS_START: TimedDialogsState = { open: null, shown: [] };

/**
 * @example timedDialogsReducer(TIMED_DIALOGS_START, { type: 'dialogDue', which: 'timing' }).open // 'timing'
 * @example timedDialogsReducer({ open: 'expiry', shown: [] }, { type: 'dialogDue', which: 'timing' }).open // 'expiry'
 */
export function timedDialogsReducer(
  state: TimedDialogsState,
  event: TimedDialogsEvent,
): TimedDialogsState {
  if (event.type === 'dialogDue')
    return state.open || state.shown.includes(event.which)
      ? state
      : { ...state, open: event.which };
  return state.open ? { open: null, shown: [...state.shown, state.open] } : state;
}
