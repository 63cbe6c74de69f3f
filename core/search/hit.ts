import {
  array,
  check,
  number,
  object,
  optional,
  record,
  string,
  union,
  validItems,
  type Infer,
  type Schema,
} from '../schema';

/** Algolia's highlight of one attribute. */
const highlight = object({ value: string(), matchLevel: optional(string(), 'none') });

/**
 * A search hit as the specification describes it (spec/shell.md §3). Every field but objectID and title is
 * optional: indexes differ (a page has no price) and a hit missing one still shows.
 */
export const searchHit = object({
  objectID: string(),
  title: optional(string(), ''),
  url: optional(string(), ''),
  image: optional(string(), ''),
  image_category: optional(string(), ''),
  nid: optional(union(number({ integer: true }), string()), 0),
  google_tag_id: optional(string(), ''),
  language: optional(string(), 'und'),
  prices: optional(object({ final: optional(record(number({ min: 0 })), {}) }), { final: {} }),
  colors: optional(array(string()), []),
  nice_names: optional(array(string()), []),
  terms: optional(array(string()), []),
  _highlightResult: optional(
    object({ title: optional(highlight, { value: '', matchLevel: 'none' }) }),
    {
      title: { value: '', matchLevel: 'none' },
    },
  ),
});
export type SearchHit = Infer<typeof searchHit>;

/** One index's answer in a multi-query. Malformed hits are dropped, not fatal. */
export interface SearchResult {
  index: string;
  hits: SearchHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  query: string;
  /** attribute → value → count */
  facets: Record<string, Record<string, number>>;
}

const resultShape = object({
  hits: optional(validItems(searchHit as Schema<SearchHit>), []),
  nbHits: optional(number({ integer: true, min: 0 }), 0),
  nbPages: optional(number({ integer: true, min: 0 }), 0),
  page: optional(number({ integer: true, min: 0 }), 0),
  query: optional(string(), ''),
  index: optional(string(), ''),
  facets: optional(record(record(number({ min: 0 }))), {}),
});

/**
 * Validates one result of the service; hits that do not match the schema are left out so one
 * bad record never blanks the panel.
 *
 * @example parseResult(json.results[0])?.hits.length
 */
export function parseResult(raw: unknown): SearchResult | undefined {
  const shape = check(resultShape, raw);
  return shape.ok ? shape.value : undefined;
}

/** The sku is the part of objectID before the first dash (spec/shell.md §3). */
export function skuOf(hit: Pick<SearchHit, 'objectID'>): string {
  return hit.objectID.split('-')[0] ?? hit.objectID;
}
