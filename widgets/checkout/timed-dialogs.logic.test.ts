import { describe, expect, it } from 'vitest';
import { TIMED_DIALOGS_START, timedDialogsReducer } from './timed-dialogs.logic';

describe('timedDialogsReducer', () => {
  it('opens a dialog that falls due when none is open', () => {
    const state = timedDialogsReducer(TIMED_DIALOGS_START, { type: 'dialogDue', which: 'timing' });
    expect(state).toEqual({ open: 'timing', shown: [] });
  });

  it('keeps the open dialog when the other falls due', () => {
    const state = timedDialogsReducer(
      { open: 'expiry', shown: [] },
      { type: 'dialogDue', which: 'timing' },
    );
    expect(state.open).toBe('expiry');
  });

  it('remembers a closed dialog and never opens it again', () => {
    const closed = timedDialogsReducer({ open: 'expiry', shown: [] }, { type: 'dialogClosed' });
    expect(closed).toEqual({ open: null, shown: ['expiry'] });
    expect(timedDialogsReducer(closed, { type: 'dialogDue', which: 'expiry' })).toBe(closed);
    expect(timedDialogsReducer(closed, { type: 'dialogDue', which: 'timing' }).open).toBe('timing');
  });

  it('ignores a close with nothing open', () => {
    expect(timedDialogsReducer(TIMED_DIALOGS_START, { type: 'dialogClosed' })).toBe(
      TIMED_DIALOGS_START,
    );
  });
});
