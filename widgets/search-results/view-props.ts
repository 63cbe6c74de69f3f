import { commonMessages } from '../../core/i18n/common';
import { searchMessages } from '../../core/i18n/search';
import { translate, translatePlural, translator } from '../../core/i18n/translate';
import type { ResultType } from '../../core/search/constants';
import { selectedCount, type FacetAttribute } from '../../core/search/facet-selection';
import type { SearchHit } from '../../core/search/hit';
import type { RoveSettings } from '../../core/settings/settings';
import { cardModelOf } from './card-model';
import { type SearchText } from './search-results-text';
import { canLoadMore, emptyMessage, isNothingFound, type ResultsState } from './results.logic';
import type { SearchResultsProps } from './SearchResults';
import type { SortOrder } from './sort-hits';

/** What the view does on the visitor's actions (a server's rendering passes none). */
export interface ResultsHandlers {
  onSelectTab: (type: ResultType) => void;
  onToggleFacet: (attribute: FacetAttribute, value: string) => void;
  onClearFacets: () => void;
  onLoadMore: () => void;
  onRetry: () => void;
  onToggleFilters: () => void;
  onSortChange: (sort: SortOrder) => void;
}

/** Everything besides the state that decides what the view shows. */
export interface ResultsViewInput {
  state: ResultsState;
  /** The hits in display order (sorted on products). */
  displayed: readonly SearchHit[];
  settings: Pick<RoveSettings, 'currency' | 'locale' | 'isMembership' | 'memberDiscount'>;
  /** The page's origin: a card links only to allowed URLs. */
  origin: string;
  idPrefix: string;
  tabHref: (type: ResultType) => string;
  focusCardId: string | null;
  filtersOpen: boolean;
  sort: SortOrder;
  hydrating: boolean;
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
 * The view's props for a state: one function for the element and for a server's rendering of
 * the first answer, so what the server prints is what the element's first render hydrates.
 */
export function resultsViewProps(
  input: ResultsViewInput,
  handlers: ResultsHandlers,
): SearchResultsProps {
  const { state, settings } = input;
  const t = translator(searchMessages, settings.locale);
  const context = {
    currency: settings.currency,
    memberDiscount: settings.isMembership ? settings.memberDiscount : null,
    origin: input.origin,
  };
  return {
    ...handlers,
    t,
    memberLabel: translate(commonMessages, 'memberLabel', settings.locale),
    idPrefix: input.idPrefix,
    query: state.route.query,
    type: state.route.type,
    counts: state.counts,
    tabHref: input.tabHref,
    status: state.status,
    cards: input.displayed.map((hit) => cardModelOf(hit, context)),
    emptyMessage: emptyMessage(state),
    nothingFound: isNothingFound(state),
    announcement: announcement(state, t, settings.locale),
    canLoadMore: canLoadMore(state),
    more: state.more,
    focusCardId: input.focusCardId,
    listKey: state.settled,
    hydrating: input.hydrating,
    selection: state.route.facets,
    facetCounts: state.facetCounts,
    selectedCount: selectedCount(state.route.facets),
    filtersOpen: input.filtersOpen,
    sort: input.sort,
  };
}
