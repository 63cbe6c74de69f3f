import { useMemo, useState } from 'react';
import { commonMessages } from '../../core/i18n/common';
import { searchMessages } from '../../core/i18n/search';
import { translate, translatePlural } from '../../core/i18n/translate';
import type { SearchHit } from '../../core/search/hit';
import { getSettings } from '../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../shared/define-element';
import { toCardModel } from './card-model';
import { selectedCount } from '../../core/search/facet-selection';
import { textFor, type SearchText } from './messages';
import {
  canLoadMore,
  emptyMessage,
  firstNewHitId,
  isNothingFound,
  type ResultsState,
} from './results.logic';
import searchResultsCss from './search-results.css?raw';
import { SearchResults } from './SearchResults';
import { sortHits, type SortOrder } from './sort-hits';
import { useSearchResults } from './useSearchResults';
import { usePageId } from '../shared/use-page-id';

/** Attributes of <rove-search-results> (see README.md). */
export interface SearchResultsAttributes extends ElementProps {
  /** Where results pages live; default settings.basePath + 'search/'. */
  basePath?: string;
}

/** Filters start open where they sit beside the results (the desktop sidebar). */
const SIDEBAR_QUERY = '(min-width: 768px)';

function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** What the live region says once a query settled: the count, or the empty message. */
function announcement(state: ResultsState, t: SearchText, locale: string): string {
  if (state.status !== 'ready') return '';
  const empty = emptyMessage(state);
  if (empty) return t(empty);
  return translatePlural(
    searchMessages,
    { one: 'resultsCountOne', other: 'resultsCount' },
    state.nbHits,
    locale,
  );
}

/**
 * The card to focus after a 'load more', decided once per loaded page: a later change of sort
 * reorders the cards but must not pull focus away from the sort selector.
 */
function useFocusAfterMore(state: ResultsState, displayed: readonly SearchHit[]): string | null {
  const key = state.appendedAt === null ? '' : `${state.requestId}:${state.page}`;
  const [decided, setDecided] = useState({ key: '', id: null as string | null });
  // React's pattern for state that follows a change of props: set during render, no effect.
  if (key !== decided.key) {
    const next = { key, id: firstNewHitId(state, displayed) };
    setDecided(next);
    return next.id;
  }
  return decided.id;
}

function ConnectedSearchResults({ basePath, container }: SearchResultsAttributes) {
  const settings = getSettings();
  const base = withTrailingSlash(basePath?.trim() || `${settings.basePath}search/`);
  const results = useSearchResults(base, container);
  const { state } = results;
  const [sort, setSort] = useState<SortOrder>('relevance');
  const [filtersOpen, setFiltersOpen] = useState(
    () => typeof window.matchMedia !== 'function' || window.matchMedia(SIDEBAR_QUERY).matches,
  );
  const idPrefix = `rove-sr${usePageId().replace(/[^\w-]/g, '')}`;
  const t = textFor(settings.locale);

  const type = state.route.type;
  const displayed = useMemo(
    () => sortHits(state.hits, type === 'products' ? sort : 'relevance', settings.currency),
    [state.hits, type, sort, settings.currency],
  );
  const focusCardId = useFocusAfterMore(state, displayed);
  const context = {
    currency: settings.currency,
    memberDiscount: settings.isMembership ? settings.memberDiscount : null,
    origin: window.location.origin,
  };

  return (
    <SearchResults
      t={t}
      memberLabel={translate(commonMessages, 'memberLabel', settings.locale)}
      idPrefix={idPrefix}
      query={state.route.query}
      type={type}
      counts={state.counts}
      tabHref={results.tabHref}
      onSelectTab={results.selectTab}
      status={state.status}
      cards={displayed.map((hit) => toCardModel(hit, context))}
      emptyMessage={emptyMessage(state)}
      nothingFound={isNothingFound(state)}
      announcement={announcement(state, t, settings.locale)}
      canLoadMore={canLoadMore(state)}
      more={state.more}
      onLoadMore={results.loadMore}
      onRetry={results.retry}
      focusCardId={focusCardId}
      listKey={state.settled}
      selection={state.route.facets}
      facetCounts={state.facetCounts}
      selectedCount={selectedCount(state.route.facets)}
      onToggleFacet={results.toggleFacet}
      onClearFacets={results.clearFacets}
      filtersOpen={filtersOpen}
      onToggleFilters={() => setFiltersOpen((open) => !open)}
      sort={sort}
      onSortChange={setSort}
    />
  );
}

/** The <rove-search-results> element class (no side effects: define.ts registers it). */
export function createSearchResultsElement(): CustomElementConstructor {
  return createRoveElement<SearchResultsAttributes>('rove-search-results', ConnectedSearchResults, {
    props: { basePath: 'string' },
    styles: { 'rove-search-results': searchResultsCss },
  });
}
