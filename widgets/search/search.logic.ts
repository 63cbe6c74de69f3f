import type { SearchResult } from '../../core/search/hit';
import { normalizeTerm, sameTerm, type HistoryEntry } from './history';

/**
 * The search panel as a pure state machine: what the input holds, whether an IME composition
 * is open, which request is newest, which answer is shown, and which option is active. No
 * timers and no I/O here — useSuggestionRequests.ts and useSearch.ts run them and feed their
 * outcome back as actions.
 *
 * Race safety: every request carries an increasing id. An answer is shown only if it is newer
 * than the one on screen, so an old query's late answer never overwrites a newer one; a
 * failure counts only for the newest request.
 */

/** An answer on screen: which request it answers, and the results of each suggested index. */
export interface ShownAnswer {
  id: number;
  query: string;
  results: SearchResult[];
}

export interface SearchState {
  /** What the input holds, as typed. */
  query: string;
  /** An IME composition (Korean, Japanese …) is open: nothing is sent until it ends. */
  composing: boolean;
  /** The listbox popup is shown. */
  expanded: boolean;
  /** Index of the active option in the flat option list; -1 when none. */
  active: number;
  /** Id of the newest request sent (0 before the first). */
  lastId: number;
  /** The newest request while it runs. */
  pending: { id: number; query: string } | null;
  /** The pending request has run longer than SEARCHING_STATUS_MS: say 'Searching…'. */
  slow: boolean;
  shown: ShownAnswer | null;
  /** The newest request failed: the error line with Retry shows. */
  failure: { query: string; message: string } | null;
  /** Answers to requests up to this id are ignored (the input was cleared after they left). */
  ignoreUpTo: number;
  history: HistoryEntry[];
}

export type SearchAction =
  | { type: 'typed'; query: string }
  | { type: 'composition-started' }
  | { type: 'composition-ended'; query: string }
  | { type: 'request-sent'; id: number; query: string }
  | { type: 'request-slow'; id: number }
  | { type: 'request-answered'; id: number; query: string; results: SearchResult[] }
  | { type: 'request-failed'; id: number; message: string }
  /** Escape with text: the input and the results are cleared. */
  | { type: 'cleared' }
  | { type: 'expanded' }
  | { type: 'collapsed' }
  | { type: 'activated'; index: number }
  | { type: 'history-changed'; entries: HistoryEntry[] };

export function initialSearchState(history: HistoryEntry[] = [], query = ''): SearchState {
  return {
    query,
    composing: false,
    expanded: false,
    active: -1,
    lastId: 0,
    pending: null,
    slow: false,
    shown: null,
    failure: null,
    ignoreUpTo: 0,
    history,
  };
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'typed': {
      const next = { ...state, query: action.query, active: -1, expanded: true };
      // An empty term asks nothing and shows history (spec/shell.md §5): what is in flight is
      // dropped, and its answer will be ignored.
      return normalizeTerm(action.query) === '' ? abandon(next) : next;
    }
    case 'composition-started':
      return { ...state, composing: true };
    case 'composition-ended':
      return searchReducer({ ...state, composing: false }, { type: 'typed', query: action.query });
    case 'request-sent':
      return {
        ...state,
        lastId: action.id,
        pending: { id: action.id, query: action.query },
        slow: false,
        failure: null,
      };
    case 'request-slow':
      return state.pending?.id === action.id ? { ...state, slow: true } : state;
    case 'request-answered': {
      if (action.id <= state.ignoreUpTo || action.id <= (state.shown?.id ?? 0)) return state;
      // The newest request failed: an older term's late answer must not show under the error.
      if (state.failure && action.id < state.lastId) return state;
      const settlesPending = state.pending?.id === action.id;
      return {
        ...state,
        shown: { id: action.id, query: action.query, results: action.results },
        pending: settlesPending ? null : state.pending,
        slow: settlesPending ? false : state.slow,
        active: -1,
      };
    }
    case 'request-failed': {
      // An older request's failure says nothing about the newer one still running.
      if (action.id !== state.lastId || action.id <= state.ignoreUpTo) return state;
      const query = state.pending?.query ?? state.query;
      return {
        ...state,
        pending: null,
        slow: false,
        // An older term's answer on screen would read as this term's suggestions.
        shown: state.shown && sameTerm(state.shown.query, query) ? state.shown : null,
        failure: { query, message: action.message },
      };
    }
    case 'cleared':
      return { ...abandon(state), query: '', shown: null, active: -1, expanded: true };
    case 'expanded':
      return { ...state, expanded: true };
    case 'collapsed':
      return { ...state, expanded: false, active: -1 };
    case 'activated':
      return { ...state, active: action.index, expanded: true };
    case 'history-changed':
      return { ...state, history: action.entries, active: -1 };
  }
}

function abandon(state: SearchState): SearchState {
  return { ...state, pending: null, slow: false, failure: null, ignoreUpTo: state.lastId };
}

/** What the panel shows: recent searches for an empty term, suggestions otherwise. */
export function panelMode(state: SearchState): 'history' | 'suggestions' {
  return normalizeTerm(state.query) === '' ? 'history' : 'suggestions';
}

/**
 * Whether a pause on `query` needs a request. Not for an empty term, during a composition, or
 * when the newest request asked the same term (spec/shell.md §5: a repeated identical query is
 * ignored). A term whose request failed may be sent again.
 */
export function shouldSend(state: SearchState, query: string): boolean {
  const term = normalizeTerm(query);
  if (term === '' || state.composing) return false;
  const newest = state.pending?.query ?? (state.failure ? undefined : state.shown?.query);
  return newest === undefined || !sameTerm(newest, term);
}

/** What the polite live region says. */
export type SearchStatus =
  | { kind: 'quiet' }
  | { kind: 'searching' }
  | { kind: 'failed' }
  | { kind: 'answered'; count: number };

/** The status for a count of options on screen (the count comes from the option list). */
export function searchStatus(state: SearchState, optionCount: number): SearchStatus {
  if (panelMode(state) === 'history') return { kind: 'quiet' };
  if (state.failure) return { kind: 'failed' };
  if (state.slow) return { kind: 'searching' };
  if (state.shown && !state.pending) return { kind: 'answered', count: optionCount };
  return { kind: 'quiet' };
}

/** The keys the combobox reacts to, and the modifiers that change what they do. */
export interface KeyInput {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  /** The key belongs to an IME composition (Enter confirming a Korean syllable …). */
  composing?: boolean;
}

/** What a key asks for; `prevent` says whether the browser's default must be stopped. */
export type KeyCommand =
  | { type: 'expand'; prevent: true }
  | { type: 'activate'; index: number; prevent: true }
  | { type: 'deactivate'; prevent: false }
  | { type: 'follow'; index: number; newTab: boolean; prevent: true }
  | { type: 'submit'; newTab: boolean; prevent: true }
  | { type: 'clear'; prevent: true }
  | { type: 'hide'; prevent: true }
  | { type: 'collapse'; prevent: false };

/**
 * The WAI-ARIA combobox keyboard (APG 'combobox with listbox popup'), over one flat list of
 * options whatever their group: Down/Up move the active option and wrap, Alt+Down opens the
 * popup without moving, Enter follows the active option or submits the term, Cmd/Ctrl+Enter
 * does the same in a new tab, Escape clears the term or hides the search when already empty,
 * Tab leaves and closes, Left/Right/Home/End return to editing.
 *
 * @example keyCommand({ key: 'ArrowDown' }, { expanded: true, active: -1, optionCount: 3, query: 'oak' })
 * // { type: 'activate', index: 0, prevent: true }
 */
export function keyCommand(
  input: KeyInput,
  state: { expanded: boolean; active: number; optionCount: number; query: string },
): KeyCommand | null {
  if (input.composing) return null;
  const { expanded, active, optionCount } = state;
  const hasActive = expanded && active >= 0 && active < optionCount;
  switch (input.key) {
    case 'ArrowDown':
      if (!expanded || input.altKey) return { type: 'expand', prevent: true };
      if (optionCount === 0) return null;
      return { type: 'activate', index: active + 1 >= optionCount ? 0 : active + 1, prevent: true };
    case 'ArrowUp':
      if (!expanded) return { type: 'expand', prevent: true };
      if (optionCount === 0) return null;
      return { type: 'activate', index: active <= 0 ? optionCount - 1 : active - 1, prevent: true };
    case 'Enter': {
      const newTab = Boolean(input.ctrlKey || input.metaKey);
      if (hasActive) return { type: 'follow', index: active, newTab, prevent: true };
      if (normalizeTerm(state.query) !== '') return { type: 'submit', newTab, prevent: true };
      return null;
    }
    case 'Escape':
      return state.query !== ''
        ? { type: 'clear', prevent: true }
        : { type: 'hide', prevent: true };
    case 'Tab':
      return expanded ? { type: 'collapse', prevent: false } : null;
    case 'ArrowLeft':
    case 'ArrowRight':
    case 'Home':
    case 'End':
      return hasActive ? { type: 'deactivate', prevent: false } : null;
    default:
      return null;
  }
}
