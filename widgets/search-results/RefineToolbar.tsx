import type { SearchMessageKey, SearchText } from './search-results-text';
import { SORT_ORDERS, isSortOrder, type SortOrder } from './sort-hits';

interface RefineToolbarProps {
  t: SearchText;
  /** The filters' container, which 'Refine' shows and hides. */
  filtersId: string;
  filtersOpen: boolean;
  selectedCount: number;
  onToggleFilters: () => void;
  sort: SortOrder;
  onSortChange: (sort: SortOrder) => void;
}

const SORT_LABEL: Readonly<Record<SortOrder, SearchMessageKey>> = {
  relevance: 'sortRelevance',
  'price-asc': 'sortPriceLowHigh',
  'price-desc': 'sortPriceHighLow',
};

/** Above a product list: 'Refine' (the filters, with their count) and the sort selector. */
export function RefineToolbar({ t, filtersId, sort, ...props }: RefineToolbarProps) {
  return (
    <div className="rove-search-results__toolbar">
      <button
        type="button"
        className="rove-control rove-search-results__refine"
        aria-expanded={props.filtersOpen}
        aria-controls={filtersId}
        onClick={props.onToggleFilters}
      >
        {t('refine')}{' '}
        <span className="rove-search-results__filter-count">
          {t('filterCount', { count: props.selectedCount })}
        </span>
      </button>
      <label className="rove-search-results__sort">
        <span>{t('sortLabel')}</span>
        <select
          className="rove-control"
          value={sort}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isSortOrder(value)) props.onSortChange(value);
          }}
        >
          {SORT_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(SORT_LABEL[order])}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
