import {
  createSearchIndex,
  type IndexDefinition,
  type IndexSearch,
  type SearchIndex,
} from './search-index';
import type { SearchRecord } from './record-types';
import type { SearchParams } from './search-params';

// The search service without HTTP: named indexes, each searched with Algolia's semantics.
// routes/search-api.ts speaks the wire protocol; pages and the benchmark call this directly.

export type EngineSearch = IndexSearch | { ok: false; message: string; unknownIndex: true };

export interface SearchEngine {
  /** Index names, in the order they were defined. */
  indexNames(): string[];
  has(indexName: string): boolean;
  /** Records per index. */
  size(indexName: string): number;
  search(indexName: string, params: SearchParams): EngineSearch;
}

/**
 * @example
 * const engine = createSearchEngine([productsIndex, pagesIndex]);
 * const result = engine.search('products', params);
 * if (result.ok) result.answer.hits;
 */
export function createSearchEngine(
  definitions: readonly IndexDefinition<SearchRecord>[],
): SearchEngine {
  const indexes = new Map<string, SearchIndex>();
  for (const definition of definitions) {
    if (indexes.has(definition.name)) throw new Error(`index ${definition.name} is defined twice`);
    indexes.set(definition.name, createSearchIndex(definition));
  }
  return {
    indexNames: () => [...indexes.keys()],
    has: (name) => indexes.has(name),
    size: (name) => indexes.get(name)?.size ?? 0,
    search(name, params) {
      const index = indexes.get(name);
      if (!index) return { ok: false, message: `Index ${name} does not exist`, unknownIndex: true };
      return index.search(params);
    },
  };
}
