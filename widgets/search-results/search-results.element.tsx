import { useLayoutEffect, useMemo, useState } from 'react';
import { getSettings } from '../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { hydratePrinted } from '../shared/element/hydrate-printed';
import { usePageId } from '../shared/element/use-page-id';
import { displayedHits } from './results.logic';
import searchResultsCss from './search-results.css?raw';
import { SearchResults } from './SearchResults';
import { peekServerState, takeServerState } from './server-state';
import { readRoute } from './read-route';
import { useSearchResults } from './useSearchResults';
import { resultsViewProps } from './view-props';

/** Attributes of <rove-search-results> (see README.md). */
export interface SearchResultsAttributes extends ElementProps {
  /** Where results pages live; default settings.basePath + 'search/'. */
  basePath?: string;
}

/** Filters start open where they sit beside the results (the desktop sidebar). */
const SIDEBAR_QUERY = '(min-width: 768px)';

const sidebarShown = () =>
  typeof window.matchMedia !== 'function' || window.matchMedia(SIDEBAR_QUERY).matches;

/** Where results pages live: the attribute, else settings.basePath + 'search/'. */
function resultsBase(basePath: string | null | undefined): string {
  const base = basePath?.trim() || `${getSettings().basePath}search/`;
  return base.endsWith('/') ? base : `${base}/`;
}

/** Hydrates the element's first render when a server printed it for this page's route. */
function hydrate(element: HTMLElement) {
  const base = resultsBase(element.getAttribute('base-path'));
  return peekServerState(element, readRoute(base), getSettings()) ? hydratePrinted(element) : null;
}

function ConnectedSearchResults({ basePath, container }: SearchResultsAttributes) {
  const settings = getSettings();
  const base = resultsBase(basePath);
  // Read when the element decided to hydrate; taken once.
  const [printed] = useState(() =>
    container ? takeServerState(container, readRoute(base), settings) : null,
  );
  // The printed cards stay as printed while their result set is shown (load more and sort
  // included); the next result set renders its cards.
  const printedIds = useMemo(
    () => new Set(printed?.answer.hits.map((hit) => hit.objectID)),
    [printed],
  );
  // A hydrating render shows the filters as the server printed them; the viewport decides
  // right after, before anything is painted.
  const results = useSearchResults(
    base,
    container,
    printed?.answer,
    () => printed?.filtersOpen ?? sidebarShown(),
  );
  const { state, showFilters } = results;
  useLayoutEffect(() => {
    if (printed) showFilters(sidebarShown());
  }, [printed, showFilters]);
  const pageId = `rove-sr${usePageId().replace(/[^\w-]/g, '')}`;

  const { hits, sort } = state;
  const type = state.route.type;
  const displayed = useMemo(
    () => displayedHits(hits, type, sort, settings.currency),
    [hits, type, sort, settings.currency],
  );
  return (
    <SearchResults
      keptIds={printed && state.settled === 1 ? printedIds : undefined}
      {...resultsViewProps(
        {
          state,
          displayed,
          settings,
          origin: window.location.origin,
          idPrefix: printed?.idPrefix ?? pageId,
          tabHref: results.tabHref,
          focusCardId: state.focusHitId,
          filtersOpen: state.filtersOpen,
          sort,
          hydrating: printed !== null,
        },
        {
          onSelectTab: results.selectTab,
          onToggleFacet: results.toggleFacet,
          onClearFacets: results.clearFacets,
          onLoadMore: results.loadMore,
          onRetry: results.retry,
          onToggleFilters: results.toggleFilters,
          onSortChange: results.sortChange,
        },
      )}
    />
  );
}

/** The <rove-search-results> element class (no side effects: define.ts registers it). */
export function createSearchResultsElement(): CustomElementConstructor {
  return createRoveElement<SearchResultsAttributes>('rove-search-results', ConnectedSearchResults, {
    props: { basePath: 'string' },
    styles: { 'rove-search-results': searchResultsCss },
    hydrate,
  });
}
