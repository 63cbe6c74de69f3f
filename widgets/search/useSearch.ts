import { useCallback, useEffect, useMemo, useRef } from 'react';
import { multiSearch } from '../../core/api/search';
import { emit } from '../../core/bus';
import { logOnce } from '../../core/log';
import { SEARCH_DEBOUNCE_MS, SEARCHING_STATUS_MS } from '../../core/search/constants';
import type { RoveSettings } from '../../core/settings/settings';
import { buildSuggestionRequests } from './build-requests';
import { normalizeTerm, type HistoryStore } from './history';
import { navigateTo, openInNewTab } from './navigate';
import { useStore } from '../shared/use-store';
import { resultsPageUrl } from './results-url';
import {
  initialSearchState,
  keyCommand,
  searchReducer,
  searchStatus,
  shouldSend,
  type KeyInput,
  type SearchAction,
  type SearchState,
  type SearchStatus,
} from './search.logic';
import {
  flatOptions,
  hasNoResults,
  optionGroups,
  suggestionCount,
  type OptionGroup,
  type SearchOption,
} from './suggestions';

export interface UseSearchOptions {
  settings: Pick<
    RoveSettings,
    'basePath' | 'country' | 'currency' | 'isMembership' | 'memberDiscount' | 'search'
  >;
  history: HistoryStore;
  /** What the shopper typed into the server's form before the element upgraded. */
  initialQuery: string;
  /** The element: events are dispatched from it. */
  host: HTMLElement | undefined;
  /** Escape on an empty term: the search hides (the mobile panel closes). */
  onHide?: () => void;
}

export interface UseSearch {
  state: SearchState;
  groups: OptionGroup[];
  options: SearchOption[];
  status: SearchStatus;
  noResults: boolean;
  /** The hit count the live region announces. */
  suggestionCount: number;
  typed(value: string): void;
  compositionStarted(): void;
  compositionEnded(value: string): void;
  /** Handles a key; returns true when the browser's default must be prevented. */
  keyDown(input: KeyInput): boolean;
  /** The input got focus (or the mobile panel opened): show the panel. */
  focused(): void;
  collapse(): void;
  /** Follows an option (a click, or Enter on the active one). */
  choose(index: number, newTab: boolean): void;
  /** Goes to the results page of the term (Enter without an active option). */
  submit(newTab: boolean): void;
  retry(): void;
}

/**
 * Joins the search state machine to the timers, the search service, the history store and the
 * bus: a 400 ms pause sends one multi-index request, 300 ms later the panel says it is
 * searching, late answers of older queries are dropped by the reducer, and nothing is sent
 * while an IME composition is open. Timers stop and answers are ignored after unmount.
 */
export function useSearch({
  settings,
  history,
  initialQuery,
  host,
  onHide,
}: UseSearchOptions): UseSearch {
  // Synchronous: key and IME handlers run several times between renders, each on the state the
  // one before left.
  const [state, store] = useStore(searchReducer, () =>
    initialSearchState(history.read(), initialQuery),
  );
  const apply: (action: SearchAction) => void = store.dispatch;

  const mounted = useRef(true);
  const debounceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const slowTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const requestIds = useRef(0);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(debounceTimer.current);
      clearTimeout(slowTimer.current);
    };
  }, []);

  const send = useCallback(
    async (query: string, force = false) => {
      if (!force && !shouldSend(store.getState(), query)) return;
      const term = normalizeTerm(query);
      if (term === '') return;
      const id = ++requestIds.current;
      apply({ type: 'request-sent', id, query: term });
      clearTimeout(slowTimer.current);
      slowTimer.current = setTimeout(
        () => apply({ type: 'request-slow', id }),
        SEARCHING_STATUS_MS,
      );
      const outcome = await multiSearch(settings.search, buildSuggestionRequests(term, settings));
      if (!mounted.current) return;
      if (id === requestIds.current) clearTimeout(slowTimer.current);
      if (outcome.ok) {
        apply({ type: 'request-answered', id, query: term, results: outcome.results });
        return;
      }
      logOnce(
        'warn',
        `search-suggestions:${outcome.error.kind}`,
        `search suggestions failed (${outcome.error.message}); the panel offers Retry`,
      );
      apply({ type: 'request-failed', id, message: outcome.error.message });
    },
    [apply, store, settings],
  );

  const schedule = useCallback(
    (query: string) => {
      clearTimeout(debounceTimer.current);
      if (store.getState().composing || normalizeTerm(query) === '') return;
      debounceTimer.current = setTimeout(() => void send(query), SEARCH_DEBOUNCE_MS);
    },
    [send, store],
  );

  // The shopper had typed into the server's form before the upgrade: search it.
  useEffect(() => {
    if (normalizeTerm(initialQuery) !== '') schedule(initialQuery);
  }, [initialQuery, schedule]);

  const groups = useMemo(
    () =>
      optionGroups(state, {
        basePath: settings.basePath,
        origin: window.location.origin,
        currency: settings.currency,
        memberDiscount: settings.isMembership ? settings.memberDiscount : null,
      }),
    [state, settings],
  );
  const options = useMemo(() => flatOptions(groups), [groups]);
  const count = suggestionCount(groups);

  const record = (term: string, href: string) => {
    apply({ type: 'history-changed', entries: history.add({ term, href }) });
    emit('search-submitted', { query: term, href }, host);
  };

  const go = (href: string, newTab: boolean) => {
    if (newTab) {
      openInNewTab(href);
      return;
    }
    apply({ type: 'collapsed' });
    navigateTo(href);
  };

  const submit = (newTab: boolean) => {
    const current = store.getState();
    if (current.composing) return; // Enter confirms the IME's text, it does not search
    const term = normalizeTerm(current.query);
    if (term === '') return;
    clearTimeout(debounceTimer.current);
    const href = resultsPageUrl(settings.basePath, term);
    record(term, href);
    go(href, newTab);
  };

  const choose = (index: number, newTab: boolean) => {
    const option = options[index];
    if (!option) return;
    switch (option.kind) {
      case 'hit':
        emit(
          'suggestion-selected',
          {
            query: store.getState().shown?.query ?? normalizeTerm(store.getState().query),
            index: option.index,
            objectID: option.objectID,
            url: option.href,
          },
          host,
        );
        go(option.href, newTab);
        return;
      case 'view-all':
        record(option.query, option.href);
        go(option.href, newTab);
        return;
      case 'history':
        record(option.term, option.href);
        go(option.href, newTab);
        return;
      case 'clear-history':
        history.clear();
        apply({ type: 'history-changed', entries: [] });
        return;
    }
  };

  const keyDown = (input: KeyInput): boolean => {
    const current = store.getState();
    const command = keyCommand(input, {
      expanded: current.expanded,
      active: current.active,
      optionCount: options.length,
      query: current.query,
    });
    if (!command) return false;
    switch (command.type) {
      case 'expand':
        apply({ type: 'expanded' });
        break;
      case 'activate':
        apply({ type: 'activated', index: command.index });
        break;
      case 'deactivate':
        apply({ type: 'activated', index: -1 });
        break;
      case 'follow':
        choose(command.index, command.newTab);
        break;
      case 'submit':
        submit(command.newTab);
        break;
      case 'clear':
        clearTimeout(debounceTimer.current);
        apply({ type: 'cleared' });
        break;
      case 'hide':
        clearTimeout(debounceTimer.current);
        apply({ type: 'collapsed' });
        onHide?.();
        break;
      case 'collapse':
        apply({ type: 'collapsed' });
        break;
    }
    return command.prevent;
  };

  return {
    state,
    groups,
    options,
    status: searchStatus(state, count),
    noResults: hasNoResults(state, groups),
    suggestionCount: count,
    typed(value) {
      apply({ type: 'typed', query: value });
      schedule(value);
    },
    compositionStarted() {
      clearTimeout(debounceTimer.current);
      apply({ type: 'composition-started' });
    },
    compositionEnded(value) {
      apply({ type: 'composition-ended', query: value });
      schedule(value);
    },
    keyDown,
    focused() {
      // Searches made in another tab show too; and the search client starts loading now,
      // so the first answer does not wait for it after the pause.
      apply({ type: 'history-changed', entries: history.read() });
      apply({ type: 'expanded' });
      void import('algoliasearch/lite').catch(() => undefined);
    },
    collapse: () => apply({ type: 'collapsed' }),
    choose,
    submit,
    retry() {
      const current = store.getState();
      void send(current.failure?.query ?? current.query, true);
    },
  };
}
