import { describe, expect, it } from 'vitest';
import {
  initialLoveState,
  isBusy,
  loveReducer,
  nextLoveCount,
  parseEmailAnswer,
  planToggle,
  serializeEmailAnswer,
  type LoveState,
} from './love.logic';

const idle = (selected: boolean): LoveState => initialLoveState(selected);

describe('loveReducer', () => {
  it('flips the toggle only once the server replied', () => {
    let state = loveReducer(idle(false), { type: 'save-started' });
    expect(state).toMatchObject({ selected: false, phase: 'saving' });
    state = loveReducer(state, { type: 'save-succeeded', selected: true });
    expect(state).toMatchObject({ selected: true, phase: 'idle' });
  });

  it.each([false, true])('returns to the previous state (%s) when the call fails', (selected) => {
    const state = loveReducer(loveReducer(idle(selected), { type: 'save-started' }), {
      type: 'save-failed',
    });
    expect(state).toMatchObject({ selected, phase: 'idle' });
  });

  it('shows the invalid-email message only while the dialog is open', () => {
    const asking = loveReducer(idle(false), { type: 'ask-email', formHtml: '<form></form>' });
    expect(
      loveReducer(asking, { type: 'email-invalid', message: 'Please enter a valid email address.' })
        .emailError,
    ).toBe('Please enter a valid email address.');
    expect(loveReducer(idle(false), { type: 'email-invalid', message: 'x' }).emailError).toBeNull();
  });

  it('follows another element for the same product only when idle', () => {
    expect(loveReducer(idle(false), { type: 'synced', selected: true }).selected).toBe(true);
    const saving = loveReducer(idle(false), { type: 'save-started' });
    expect(loveReducer(saving, { type: 'synced', selected: true }).selected).toBe(false);
  });

  it.each([
    ['idle', false],
    ['checking', true],
    ['asking', true],
    ['saving', true],
  ] as const)('%s busy → %s', (phase, busy) => {
    expect(isBusy({ ...idle(false), phase })).toBe(busy);
  });
});

describe('planToggle', () => {
  it.each([
    ['unloving never asks', true, false, null, { op: 'remove', ask: false }],
    ['a logged-in visitor is never asked', false, true, null, { op: 'add', ask: false }],
    ['an anonymous visitor is asked the first time', false, false, null, { op: 'add', ask: true }],
    [
      'a visitor who declined is not asked again',
      false,
      false,
      'declined',
      { op: 'add', ask: false },
    ],
    [
      'a visitor who gave an email reuses it',
      false,
      false,
      { email: 'a@b.co', subscribe: true },
      { op: 'add', ask: false, email: 'a@b.co', subscribe: true },
    ],
  ] as const)('%s', (_name, selected, loggedIn, remembered, expected) => {
    expect(planToggle(idle(selected), { loggedIn, remembered })).toEqual(expected);
  });
});

describe('email answer', () => {
  it.each([
    ['declined', 'declined'],
    [
      { email: 'a@b.co', subscribe: false },
      { email: 'a@b.co', subscribe: false },
    ],
  ] as const)('round-trips %j', (answer, expected) => {
    expect(parseEmailAnswer(serializeEmailAnswer(answer))).toEqual(expected);
  });

  it.each([null, '', '{', '{"email": 5}', '[]'])('treats %j as unanswered', (raw) => {
    expect(parseEmailAnswer(raw)).toBeNull();
  });
});

describe('nextLoveCount', () => {
  it('increments on select and decrements on unselect, from the shown figure', () => {
    expect(nextLoveCount(4, false, true)).toBe(5);
    expect(nextLoveCount(4, true, false)).toBe(3);
  });

  it('counts a settle of the state the product already had once (two toggles for one product)', () => {
    expect(nextLoveCount(4, true, true)).toBe(4);
    expect(nextLoveCount(4, false, false)).toBe(4);
  });

  it('never goes below zero', () => {
    expect(nextLoveCount(0, true, false)).toBe(0);
  });
});
