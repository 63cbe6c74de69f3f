import { useEffect, useRef } from 'react';
import { RESULT_TYPES, type ResultType } from '../../core/search/constants';
import type { ResultCardModel } from './card-model';
import type {
  FacetAttribute,
  FacetCounts,
  FacetSelection,
} from '../../core/search/facet-selection';
import { Facets } from './Facets';
import { RefineToolbar } from './RefineToolbar';
import { ResultsList } from './ResultsList';
import { tabLabel, type SearchMessageKey, type SearchText } from './search-results-text';
import type { MoreStatus, ResultsStatus } from './results.logic';
import type { SortOrder } from './sort-hits';
import type { TypeCounts } from './tab-fallback';
import { Tabs } from './Tabs';
import { useRenderInSlices } from '../shared/paging/use-render-in-slices';

export interface SearchResultsProps {
  t: SearchText;
  /** 'MEMBER' (core/i18n/common). */
  memberLabel: string;
  /** A prefix for the ids the ARIA relations need (unique per element). */
  idPrefix: string;
  query: string;
  type: ResultType;
  /** Hits per type; null until the first answer. */
  counts: TypeCounts | null;
  tabHref: (type: ResultType) => string;
  onSelectTab: (type: ResultType) => void;
  status: ResultsStatus;
  /** The loaded results, in display order. */
  cards: readonly ResultCardModel[];
  /** The empty list's message, if the list is empty. */
  emptyMessage: SearchMessageKey | null;
  /** The search found nothing anywhere: the message replaces the tabs. */
  nothingFound: boolean;
  /** What the live region says (counts, empty message); '' while loading. */
  announcement: string;
  canLoadMore: boolean;
  more: MoreStatus;
  onLoadMore: () => void;
  onRetry: () => void;
  /** After 'load more', the first new card takes focus (a new value each time). */
  focusCardId: string | null;
  /** Names the result set: a new one renders again from its first slice of cards. */
  listKey?: string | number;
  /** Every card in the first render: a server printed them and the view hydrates its markup. */
  hydrating?: boolean;
  /** Cards a server printed that stay as printed (KeptCard), by id. */
  keptIds?: ReadonlySet<string>;
  // Products tab
  selection: FacetSelection;
  facetCounts: FacetCounts;
  selectedCount: number;
  onToggleFacet: (attribute: FacetAttribute, value: string) => void;
  onClearFacets: () => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  sort: SortOrder;
  onSortChange: (sort: SortOrder) => void;
}

/**
 * Focuses the card named after 'load more' once it is rendered: cards come in slices
 * (useRenderInSlices), so the first new one may arrive a task after the answer.
 */
function useFocusCard(focusCardId: string | null, shown: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (!focusCardId || focused.current === focusCardId) return;
    const card = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-card-id]') ?? [])].find(
      (element) => element.dataset['cardId'] === focusCardId,
    );
    if (!card) return;
    focused.current = focusCardId;
    // The card's link, or the card itself when it has none (tabIndex -1 set for that).
    (card.querySelector<HTMLElement>('a[href]') ?? card).focus();
  }, [focusCardId, shown]);
  return listRef;
}

/**
 * The search results page: heading, result-type tabs with counts, and the tab panel — filters
 * and sort on products, the result grid or list, loading, empty and error states, load more.
 * Props in, callbacks out: no calls, no URL work, no pricing.
 */
export function SearchResults(props: SearchResultsProps) {
  const { t, idPrefix, type, status, cards } = props;
  // A few cards per task, placeholders holding the others' places until their turn: 24
  // cards in one go made the answer's task 80–180 ms on a phone's 4× slower CPU (issue 22).
  const shown = useRenderInSlices(cards.length, props.listKey, props.hydrating);
  const listRef = useFocusCard(props.focusCardId, shown);
  const panelId = `${idPrefix}-panel`;
  const filtersId = `${idPrefix}-filters`;
  const tabId = (tab: ResultType) => `${idPrefix}-tab-${tab}`;
  // Filters and sort serve a product list, or a filtered one the visitor may need to undo.
  const refinable =
    type === 'products' && !(props.emptyMessage !== null && props.selectedCount === 0);

  const heading = (
    <h1 className="rove-search-results__heading">{t('resultsHeading', { query: props.query })}</h1>
  );
  const liveRegion = (
    <p className="rove-search-results__status" role="status">
      {props.announcement}
    </p>
  );

  if (props.nothingFound) {
    return (
      <div className="rove-search-results">
        {heading}
        {liveRegion}
        <p className="rove-search-results__nothing">{t('noResults')}</p>
      </div>
    );
  }

  return (
    <div className="rove-search-results">
      {heading}
      {liveRegion}
      <Tabs
        tabs={RESULT_TYPES.map((tab) => ({
          type: tab,
          label: tabLabel(t, tab, props.counts?.[tab]),
          href: props.tabHref(tab),
        }))}
        selected={type}
        label={t('resultTypes')}
        tabId={tabId}
        panelId={panelId}
        onSelect={props.onSelectTab}
      />
      <div
        id={panelId}
        className="rove-search-results__panel"
        role="tabpanel"
        aria-labelledby={tabId(type)}
        // Busy until the last slice of cards is in: a screen reader reads the finished list.
        aria-busy={status === 'loading' || shown < cards.length || undefined}
        // An empty panel has nothing focusable: it takes focus itself (WAI-ARIA tabs).
        tabIndex={cards.length === 0 ? 0 : undefined}
      >
        {refinable && <RefineToolbar {...props} filtersId={filtersId} />}
        <div
          className={`rove-search-results__body${refinable && props.filtersOpen ? ' rove-search-results__body--filters' : ''}`}
        >
          {refinable && (
            <div
              id={filtersId}
              className="rove-search-results__filters"
              hidden={!props.filtersOpen}
            >
              {/* Rendered when shown: closed on phones, their ~150 nodes cost the answer's task
                  more than its first cards did (issue 22); opening renders them. */}
              {props.filtersOpen && (
                <Facets
                  selection={props.selection}
                  counts={props.facetCounts}
                  selectedCount={props.selectedCount}
                  t={t}
                  idPrefix={idPrefix}
                  onToggle={props.onToggleFacet}
                  onClear={props.onClearFacets}
                />
              )}
            </div>
          )}
          <div className="rove-search-results__results">
            <ResultsList {...props} shown={shown} listRef={listRef} />
          </div>
        </div>
      </div>
    </div>
  );
}
