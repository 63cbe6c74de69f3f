import { useMemo } from 'react';
import { emit } from '../../core/bus';
import type { RoveSettings } from '../../core/settings/settings';
import { normalizeTerm, type HistoryStore } from './history';
import { navigateTo, openInNewTab } from './navigate';
import type { Store } from '../../core/store';
import { useStore } from '../shared/state/use-store';
import { resultsPageUrl } from './results-url';
import {
  initialSearchState,
  keyCommand,
  searchReducer,
  searchStatus,
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
import { useSuggestionRequests, type SuggestionRequests } from './useSuggestionRequests';

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

/** The input's events (typing, IME, Retry) are the suggestion requests' own. */
export interface UseSearch extends Omit<SuggestionRequests, 'cancelScheduled'> {
  state: SearchState;
  groups: OptionGroup[];
  options: SearchOption[];
  status: SearchStatus;
  noResults: boolean;
  /** The hit count the live region announces. */
  suggestionCount: number;
  /** Handles a key; returns true when the browser's default must be prevented. */
  keyDown(input: KeyInput): boolean;
  /** The input got focus (or the mobile panel opened): show the panel. */
  focused(): void;
  collapse(): void;
  /** Follows an option (a click, or Enter on the active one). */
  choose(index: number, newTab: boolean): void;
  /** Goes to the results page of the term (Enter without an active option). */
  submit(newTab: boolean): void;
}

/**
 * What the shopper's choices lead to: a recent search recorded and announced, then the page
 * (here, or in a new tab); a product option announced on its own; 'Clear history'.
 */
function searchChoices(
  store: Store<SearchState, SearchAction>,
  basePath: string,
  history: HistoryStore,
  host: HTMLElement | undefined,
  options: SearchOption[],
  cancelScheduled: () => void,
) {
  const apply = store.dispatch;

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
    cancelScheduled();
    const href = resultsPageUrl(basePath, term);
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

  return { submit, choose };
}

/**
 * Joins the search state machine to the suggestion requests (useSuggestionRequests.ts), the
 * history store, navigation and the bus.
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

  const { cancelScheduled, ...input } = useSuggestionRequests(store, settings, initialQuery);

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

  const { submit, choose } = searchChoices(
    store,
    settings.basePath,
    history,
    host,
    options,
    cancelScheduled,
  );

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
        cancelScheduled();
        apply({ type: 'cleared' });
        break;
      case 'hide':
        cancelScheduled();
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
    ...input,
    state,
    groups,
    options,
    status: searchStatus(state, count),
    noResults: hasNoResults(state, groups),
    suggestionCount: count,
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
  };
}
