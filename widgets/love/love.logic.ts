import { boolean, check, object, string } from '../../core/schema';

/**
 * The love toggle as a pure state machine: what the button shows while the server is
 * asked, whether the email dialog is open, and what the counter becomes. No I/O here —
 * useLove.ts runs the calls and feeds their outcome back as actions.
 */

export type LovePhase =
  /** Nothing in flight. */
  | 'idle'
  /** Asking the server whether to collect an email (anonymous visitors). */
  | 'checking'
  /** The email dialog is open. */
  | 'asking'
  /** The love/unlove call is in flight. */
  | 'saving';

export interface LoveState {
  selected: boolean;
  phase: LovePhase;
  /** Sanitized form markup for the email dialog. */
  formHtml: string;
  /** The dialog's validation message, if any. */
  emailError: string | null;
}

export type LoveAction =
  | { type: 'check-started' }
  | { type: 'ask-email'; formHtml: string }
  | { type: 'email-invalid'; message: string }
  | { type: 'save-started' }
  /** The server replied with a count: only now does the toggle flip. */
  | { type: 'save-succeeded'; selected: boolean }
  /** The call failed: the button returns to its previous state (spec/shell.md §7). */
  | { type: 'save-failed' }
  /** Another element on the page changed the same product. */
  | { type: 'synced'; selected: boolean };

export function initialLoveState(selected: boolean): LoveState {
  return { selected, phase: 'idle', formHtml: '', emailError: null };
}

export function loveReducer(state: LoveState, action: LoveAction): LoveState {
  switch (action.type) {
    case 'check-started':
      return { ...state, phase: 'checking', emailError: null };
    case 'ask-email':
      return { ...state, phase: 'asking', formHtml: action.formHtml, emailError: null };
    case 'email-invalid':
      return state.phase === 'asking' ? { ...state, emailError: action.message } : state;
    case 'save-started':
      return { ...state, phase: 'saving', emailError: null };
    case 'save-succeeded':
      return { ...state, phase: 'idle', selected: action.selected, formHtml: '' };
    case 'save-failed':
      return { ...state, phase: 'idle', formHtml: '' };
    case 'synced':
      return state.phase === 'idle' ? { ...state, selected: action.selected } : state;
  }
}

/**
 * The counter after a settled toggle: selecting increments it and unselecting decrements it
 * (spec/shell.md §4), never below 0, from the figure it shows now (live info or a host script may
 * have moved it since the page loaded). A product settled in the state it already had (two
 * elements for one product) counts once.
 *
 * @example nextLoveCount(4, false, true) // 5
 */
export function nextLoveCount(shown: number, wasLoved: boolean, selected: boolean): number {
  return Math.max(shown + (selected === wasLoved ? 0 : selected ? 1 : -1), 0);
}

/** True while a click must be ignored (a call is in flight or the dialog is open). */
export function isBusy(state: LoveState): boolean {
  return state.phase !== 'idle';
}

/** The visitor's answer to the email dialog, remembered for the browsing session. */
export type EmailAnswer = { email: string; subscribe: boolean } | 'declined';

/**
 * What a click does: unloving never asks; a known visitor (logged in) never asks; an
 * anonymous visitor is asked once per browsing session and their answer is reused.
 */
export function planToggle(
  state: LoveState,
  visitor: { loggedIn: boolean; remembered: EmailAnswer | null },
): { op: 'add' | 'remove'; ask: boolean; email?: string; subscribe?: boolean } {
  if (state.selected) return { op: 'remove', ask: false };
  if (visitor.loggedIn) return { op: 'add', ask: false };
  const answer = visitor.remembered;
  if (answer === null) return { op: 'add', ask: true };
  if (answer === 'declined') return { op: 'add', ask: false };
  return { op: 'add', ask: false, email: answer.email, subscribe: answer.subscribe };
}

const rememberedEmail = object({ email: string(), subscribe: boolean() });

/** Reads a remembered answer back; anything malformed counts as no answer. */
export function parseEmailAnswer(raw: string | null): EmailAnswer | null {
  if (raw === 'declined') return raw;
  try {
    const result = check(rememberedEmail, JSON.parse(raw ?? ''));
    return result.ok ? result.value : null;
  } catch {
    return null;
  }
}

export function serializeEmailAnswer(answer: EmailAnswer): string {
  return answer === 'declined' ? answer : JSON.stringify(answer);
}
