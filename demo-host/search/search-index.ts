import { createColumns } from './columns';
import { countFacets, facetsToCount, type FacetCounts } from './facet-counts';
import { highlight, type HighlightResult } from './highlight';
import { queryWords } from './query-words';
import { compileRecordFilter, type RecordFilter } from './record-filter';
import type { SearchRecord } from './record-types';
import type { SearchParams } from './search-params';
import { createRanker } from './ranker';

// One index: its records, their ranker (ranker.ts: full-text matching and ranking) and the
// Algolia query semantics around it (filters, facets, paging, highlighting).

export interface IndexDefinition<R extends SearchRecord = SearchRecord> {
  name: string;
  /** In the order an empty query lists them (Algolia's customRanking stand-in). */
  records: readonly R[];
  /** Searchable attribute → boost. The title is boosted above every other attribute. */
  searchable: Readonly<Record<string, number>>;
  /** attributesForFaceting. */
  facets: readonly string[];
}

export type SearchHit = SearchRecord & { _highlightResult: { title: HighlightResult } };

export interface IndexAnswer {
  hits: SearchHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  query: string;
  params: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  exhaustive: { nbHits: true; facetsCount?: true };
  facets?: FacetCounts;
  exhaustiveFacetsCount?: true;
}

export type IndexSearch = { ok: true; answer: IndexAnswer } | { ok: false; message: string };

export interface SearchIndex {
  name: string;
  size: number;
  search(params: SearchParams): IndexSearch;
}

/** Algolia's paginationLimitedTo default: hits past the 1000th cannot be paged to. */
export const PAGINATION_LIMIT = 1000;

function retrieve(record: SearchRecord, attributes: readonly string[] | null): SearchRecord {
  if (attributes === null) return { ...record };
  const picked: Record<string, unknown> = { objectID: record.objectID };
  for (const attribute of attributes) {
    if (attribute in record) picked[attribute] = record[attribute];
  }
  return picked as SearchRecord;
}

/**
 * @example
 * const index = createSearchIndex({ name: 'pages', records, searchable: { title: 4 }, facets: [] });
 * index.search(params).answer.hits
 */
export function createSearchIndex<R extends SearchRecord>(
  definition: IndexDefinition<R>,
): SearchIndex {
  const records: readonly SearchRecord[] = definition.records;
  const rank = createRanker(records, definition.searchable);
  const columns = createColumns(records);

  /** Ids of the records that match the query and pass the filters, best first. */
  function matches(query: string, keep: RecordFilter): number[] {
    const kept: number[] = [];
    const ranked = rank(query);
    for (let i = 0; i < ranked.length; i++) {
      const id = ranked[i] ?? 0;
      if (keep(id)) kept.push(id);
    }
    return kept;
  }

  return {
    name: definition.name,
    size: records.length,
    search(params) {
      const started = performance.now();
      const filter = compileRecordFilter(params.numericFilters, params.facetFilters, columns);
      if (!filter.ok) return filter;
      const kept = matches(params.query, filter.value);

      const { hitsPerPage, page } = params;
      const reachable = Math.min(kept.length, PAGINATION_LIMIT);
      const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage);
      const from = page * hitsPerPage;
      const pageMatches =
        from < reachable ? kept.slice(from, Math.min(from + hitsPerPage, reachable)) : [];
      const query = queryWords(params.query);
      const tags = { pre: params.highlightPreTag, post: params.highlightPostTag };
      const hits = pageMatches.map((id): SearchHit => {
        const record = records[id] as SearchRecord;
        return {
          ...retrieve(record, params.attributesToRetrieve),
          _highlightResult: { title: highlight(record.title, query, tags) },
        };
      });

      const answer: IndexAnswer = {
        hits,
        nbHits: kept.length,
        nbPages,
        page,
        hitsPerPage,
        query: params.query,
        params: params.echo,
        processingTimeMS: 0,
        exhaustiveNbHits: true,
        exhaustive: { nbHits: true },
      };
      const attributes = facetsToCount(params.facets, definition.facets);
      if (params.facets.length > 0) {
        answer.facets = countFacets(kept, attributes, columns, params.maxValuesPerFacet);
        answer.exhaustiveFacetsCount = true;
        answer.exhaustive.facetsCount = true;
      }
      answer.processingTimeMS = Math.round(performance.now() - started);
      return { ok: true, answer };
    },
  };
}
