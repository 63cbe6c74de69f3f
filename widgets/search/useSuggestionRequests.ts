import { useCallback, useEffect, useRef } from 'react';
import { multiSearch } from '../../core/api/search';
import { logOnce } from '../../core/log';
import { SEARCH_DEBOUNCE_MS, SEARCHING_STATUS_MS } from '../../core/search/constants';
import type { RoveSettings } from '../../core/settings/settings';
import type { Store } from '../../core/store';
import { buildSuggestionRequests } from './build-requests';
import { normalizeTerm } from './history';
import { shouldSend, type SearchAction, type SearchState } from './search.logic';

/** The input's events, which decide what is asked and when. */
export interface SuggestionRequests {
  typed(value: string): void;
  compositionStarted(): void;
  compositionEnded(value: string): void;
  retry(): void;
  /** Drops the request waiting for the pause (the term was submitted, cleared or hidden). */
  cancelScheduled(): void;
}

/**
 * Joins the search state machine to the timers and the search service: a 400 ms pause sends
 * one multi-index request, 300 ms later the panel says it is searching, late answers of older
 * queries are dropped by the reducer, and nothing is sent while an IME composition is open.
 * Timers stop and answers are ignored after unmount. Requests are told apart by id, not run
 * latest-wins (core/request-runner.ts): an older term's answer shows while a newer one is
 * pending (decision 0041).
 */
export function useSuggestionRequests(
  store: Store<SearchState, SearchAction>,
  settings: Pick<RoveSettings, 'country' | 'search'>,
  initialQuery: string,
): SuggestionRequests {
  const apply = store.dispatch;
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

  const cancelScheduled = () => clearTimeout(debounceTimer.current);

  return {
    typed(value) {
      apply({ type: 'typed', query: value });
      schedule(value);
    },
    compositionStarted() {
      cancelScheduled();
      apply({ type: 'composition-started' });
    },
    compositionEnded(value) {
      apply({ type: 'composition-ended', query: value });
      schedule(value);
    },
    retry() {
      const current = store.getState();
      void send(current.failure?.query ?? current.query, true);
    },
    cancelScheduled,
  };
}
