import type { SearchRequest } from '../../core/api/search';
import type { Country } from '../../core/country';
import { PAGE_SIZES, RESULT_TYPES, type ResultType } from '../../core/search/constants';
import { countryFilter } from '../../core/search/country-filter';
import type { SearchResult } from '../../core/search/hit';
import {
  FACET_ORDER,
  normalizeSelection,
  toFacetFilters,
  type FacetAttribute,
  type FacetCounts,
} from '../../core/search/facet-selection';
import type { ResultsRoute } from '../../core/search/results-path';
import type { TypeCounts } from './tab-fallback';

/** Where each figure of the answer is read: requests and results share their order. */
export interface QueryPlan {
  type: ResultType;
  /** The result holding each type's nbHits (the current type's is its page). */
  countAt: Readonly<Record<ResultType, number>>;
  /** The result holding each facet attribute's counts (products tab only). */
  facetsAt: Readonly<Partial<Record<FacetAttribute, number>>>;
}

export interface ResultsQuery {
  requests: SearchRequest[];
  plan: QueryPlan;
}

/** The figures of one results-page query, read back from the answer. */
export interface ResultsAnswer {
  hits: SearchResult['hits'];
  nbHits: number;
  nbPages: number;
  page: number;
  counts: TypeCounts;
  facetCounts: FacetCounts;
}

/**
 * One page of the route's type: its page size (spec/shell.md §9), the country filter, and the facet
 * filters on products (the other indexes carry no such attributes).
 *
 * @example pageRequest({ type: 'reviews', query: 'sofa', facets: {} }, 1, 'US') // { index: 'reviews', query: 'sofa', hitsPerPage: 10, page: 1, numericFilters: ['usa_hide=0'] }
 */
export function pageRequest(route: ResultsRoute, page: number, country: Country): SearchRequest {
  return {
    ...countRequest(route, route.type, country),
    hitsPerPage: PAGE_SIZES[route.type],
    page,
  };
}

function countRequest(route: ResultsRoute, type: ResultType, country: Country): SearchRequest {
  const facetFilters = type === 'products' ? toFacetFilters(route.facets) : [];
  return {
    index: type,
    query: route.query,
    hitsPerPage: 0,
    numericFilters: [countryFilter(country)],
    ...(facetFilters.length > 0 ? { facetFilters } : {}),
  };
}

/**
 * Facet counts on products, with hitsPerPage 0 (spec/shell.md §7): one query with every filter for
 * the attributes nobody chose from, and one per chosen attribute without its own filter — so
 * the other values of that attribute keep the counts they would add (OR within an attribute).
 */
function facetRequests(
  route: ResultsRoute,
  country: Country,
): { attributes: FacetAttribute[]; request: SearchRequest }[] {
  const selection = normalizeSelection(route.facets);
  const chosen = FACET_ORDER.filter((attribute) => selection[attribute]);
  const unchosen = FACET_ORDER.filter((attribute) => !selection[attribute]);
  const base = { index: 'products' as const, query: route.query, hitsPerPage: 0 };
  const numericFilters = [countryFilter(country)];
  const queries: { attributes: FacetAttribute[]; request: SearchRequest }[] = [];
  if (unchosen.length > 0 || chosen.length === 0) {
    const facetFilters = toFacetFilters(selection);
    queries.push({
      attributes: unchosen,
      request: {
        ...base,
        numericFilters,
        facets: [...FACET_ORDER],
        ...(facetFilters.length > 0 ? { facetFilters } : {}),
      },
    });
  }
  for (const attribute of chosen) {
    const facetFilters = toFacetFilters(selection, attribute);
    queries.push({
      attributes: [attribute],
      request: {
        ...base,
        numericFilters,
        facets: [attribute],
        ...(facetFilters.length > 0 ? { facetFilters } : {}),
      },
    });
  }
  return queries;
}

/**
 * Everything a results page state needs, as one multi-query: the current type's first page,
 * a count (hitsPerPage 0) for every other type, and on the products tab the facet counts.
 *
 * @example buildRequests({ type: 'products', query: 'sofa', facets: {} }, 'US').requests.length // 6
 */
export function buildRequests(route: ResultsRoute, country: Country): ResultsQuery {
  const requests: SearchRequest[] = [pageRequest(route, 0, country)];
  const countAt = { [route.type]: 0 } as Record<ResultType, number>;
  for (const type of RESULT_TYPES) {
    if (type === route.type) continue;
    countAt[type] = requests.push(countRequest(route, type, country)) - 1;
  }
  const facetsAt: Partial<Record<FacetAttribute, number>> = {};
  if (route.type === 'products') {
    for (const { attributes, request } of facetRequests(route, country)) {
      const at = requests.push(request) - 1;
      for (const attribute of attributes) facetsAt[attribute] = at;
    }
  }
  return { requests, plan: { type: route.type, countAt, facetsAt } };
}

/**
 * Reads an answer by its plan. Figures the answer lacks count as nothing rather than failing.
 *
 * @example readAnswer(plan, outcome.results).counts.reviews // 7
 */
export function readAnswer(plan: QueryPlan, results: readonly SearchResult[]): ResultsAnswer {
  const main = results[plan.countAt[plan.type]];
  const counts = {} as Record<ResultType, number>;
  for (const type of RESULT_TYPES) counts[type] = results[plan.countAt[type]]?.nbHits ?? 0;
  const facetCounts: Partial<Record<FacetAttribute, Record<string, number>>> = {};
  for (const attribute of FACET_ORDER) {
    const at = plan.facetsAt[attribute];
    if (at === undefined) continue;
    facetCounts[attribute] = results[at]?.facets[attribute] ?? {};
  }
  return {
    hits: main?.hits ?? [],
    nbHits: main?.nbHits ?? 0,
    nbPages: main?.nbPages ?? 0,
    page: main?.page ?? 0,
    counts,
    facetCounts,
  };
}
