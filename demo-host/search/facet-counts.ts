import type { Columns } from './columns';

/** attribute → value → how many matching records have it. */
export type FacetCounts = Record<string, Record<string, number>>;

/**
 * Which attributes to count: the requested ones that the index declares as facets ('*' is all of
 * them). Like Algolia, an attribute that is not a facet is left out rather than an error.
 */
export function facetsToCount(requested: readonly string[], declared: readonly string[]): string[] {
  if (requested.includes('*')) return [...declared];
  return declared.filter((attribute) => requested.includes(attribute));
}

/**
 * Counts facet values over the records that matched the query and every filter; values are
 * ordered by count (then name) and cut at `maxValues`, as Algolia's maxValuesPerFacet.
 * @param ids the matching records
 * @example countFacets(ids, ['colors'], columns, 100) // {colors: {Blue: 12, Gray: 7}}
 */
export function countFacets(
  ids: readonly number[],
  attributes: readonly string[],
  columns: Columns,
  maxValues: number,
): FacetCounts {
  const result: FacetCounts = {};
  for (const attribute of attributes) {
    const { labels, offsets, valueIds } = columns.values(attribute);
    const counts = new Uint32Array(labels.length);
    for (const id of ids) {
      const end = offsets[id + 1] ?? 0;
      for (let k = offsets[id] ?? 0; k < end; k++) {
        const value = valueIds[k] ?? 0;
        counts[value] = (counts[value] ?? 0) + 1;
      }
    }
    const present: [string, number][] = [];
    counts.forEach((count, value) => {
      if (count > 0) present.push([labels[value] ?? '', count]);
    });
    present.sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
    result[attribute] = Object.fromEntries(present.slice(0, maxValues));
  }
  return result;
}
