import { multiSearch } from '../../core/api/search';
import type { Country } from '../../core/country';
import { callJson, type HttpResult } from '../../core/http/json';
import type { SearchHit } from '../../core/search/hit';
import type { RoveSettings } from '../../core/settings/settings';
import {
  hostPageSchema,
  listingQuery,
  safeHostPage,
  type HostFilters,
  type HostPage,
} from './host-listing.logic';
import { productCardQueries, type HostProduct } from './host-products';

/**
 * `GET {action}?{filters}&page=N` with `Accept: application/json` → {hosts, page, pages, total},
 * validated. The specification shows neither request (spec/product.md §7); this is the demo host's contract
 * (README.md). `action` is the form's, already checked to be this site's path. Never throws.
 *
 * @example await fetchHostPage('/host-connect', { city: 'Seoul' }, 2, signal)
 */
export function fetchHostPage(
  action: string,
  filters: HostFilters,
  page: number,
  signal: AbortSignal,
): Promise<HttpResult<HostPage>> {
  const query: Record<string, string> = Object.fromEntries(
    new URLSearchParams(listingQuery(filters, page)),
  );
  return callJson(action, hostPageSchema, { basePath: '/', query, signal }).then((result) =>
    result.ok ? { ok: true, data: safeHostPage(result.data, location.origin) } : result,
  );
}

/**
 * The product card hit of each product, in order (undefined: no hit, or the search failed — the
 * card then shows the name and option only). One multi-query: one search per product, 1 hit,
 * the visitor's country filter (spec/product.md §7).
 *
 * @example const hits = await searchProductHits(settings.search, products, 'US');
 */
export async function searchProductHits(
  search: RoveSettings['search'],
  products: readonly HostProduct[],
  country: Country,
): Promise<{ hits: (SearchHit | undefined)[]; failure?: string }> {
  if (products.length === 0) return { hits: [] };
  const outcome = await multiSearch(search, productCardQueries(products, country));
  if (!outcome.ok) return { hits: products.map(() => undefined), failure: outcome.error.message };
  return { hits: outcome.results.map((result) => result.hits[0]) };
}
