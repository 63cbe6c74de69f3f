import { emit } from '../../core/bus';
import { selectionRecord } from '../../core/search/facet-selection';
import { getSettings } from '../../core/settings/settings';
import type { ResultsState } from './results.logic';

/** `search-results-changed` for a result set that settled (tracking's search list). */
export function emitResultsChanged(state: ResultsState, host: HTMLElement | undefined): void {
  const { route, nbHits, hits } = state;
  const { currency } = getSettings();
  emit(
    'search-results-changed',
    {
      type: route.type,
      query: route.query,
      facets: selectionRecord(route.facets),
      nbHits,
      // The first hits shown, for tracking's result list (it keeps 3).
      hits: hits.slice(0, 8).map((hit) => ({
        objectID: hit.objectID,
        nid: Number(hit.nid) || undefined,
        title: hit.title,
        price: hit.prices.final[currency],
        // Google Ads' remarketing id for the item (spec/marketing.md §3 "search hit").
        google_tag_id: hit.google_tag_id || undefined,
      })),
    },
    host,
  );
}
