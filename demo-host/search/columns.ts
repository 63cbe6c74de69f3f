import type { SearchRecord } from './record-types';
import { fold } from './text';

// Attribute values by record, column-wise. Filters and facet counts visit every matching record
// of every query; reading `record[attribute]` from records of many shapes is slow in V8, while
// a column answers with two typed-array reads. Columns are built on first use, once per
// attribute, since records never change.

/**
 * One attribute's values: a dictionary of the distinct values, and per record the ids of its
 * values (compressed rows: record r has valueIds[offsets[r]] … valueIds[offsets[r + 1] - 1]).
 */
export interface ValueColumn {
  /** Each distinct value as text: the facet value Algolia returns. */
  labels: readonly string[];
  /** The same, folded (lower case, no accents), for case-insensitive facet filters. */
  folded: readonly string[];
  /** The value when it is a number, else NaN (numeric filters only compare numbers). */
  numbers: Float64Array;
  offsets: Uint32Array;
  valueIds: Uint32Array;
}

export interface Columns {
  /** @param path an attribute, or a dotted path into nested objects ('prices.final.usd') */
  values(path: string): ValueColumn;
}

/** Reads `a.b.c` from a record, as Algolia reads nested attributes. */
function valueAt(record: SearchRecord, path: readonly string[]): unknown {
  let value: unknown = record;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function buildColumn(records: readonly SearchRecord[], path: readonly string[]): ValueColumn {
  const dictionary = new Map<string, number>();
  const labels: string[] = [];
  const numbers: number[] = [];
  const offsets = new Uint32Array(records.length + 1);
  const valueIds: number[] = [];
  records.forEach((record, r) => {
    const raw = valueAt(record, path);
    const list = Array.isArray(raw) ? raw : [raw];
    const seen = new Set<number>();
    for (const value of list) {
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
        continue;
      }
      // 0 and '0' are different values: only the number takes part in numeric filters.
      const key = `${typeof value}:${String(value)}`;
      let id = dictionary.get(key);
      if (id === undefined) {
        id = labels.length;
        dictionary.set(key, id);
        labels.push(String(value));
        numbers.push(typeof value === 'number' ? value : NaN);
      }
      // A value listed twice in one record still counts that record once.
      if (!seen.has(id)) valueIds.push(id);
      seen.add(id);
    }
    offsets[r + 1] = valueIds.length;
  });
  return {
    labels,
    folded: labels.map(fold),
    numbers: Float64Array.from(numbers),
    offsets,
    valueIds: Uint32Array.from(valueIds),
  };
}

/** @example createColumns(records).values('colors').labels // ['Blue', 'Gray', …] */
export function createColumns(records: readonly SearchRecord[]): Columns {
  const built = new Map<string, ValueColumn>();
  return {
    values(path) {
      let column = built.get(path);
      if (!column) {
        column = buildColumn(records, path.split('.'));
        built.set(path, column);
      }
      return column;
    },
  };
}

/**
 * Whether record `id` has a value whose mask entry is set.
 * @param mask one entry per dictionary value of the column
 */
export function hasMarkedValue(column: ValueColumn, mask: Uint8Array, id: number): boolean {
  const end = column.offsets[id + 1] ?? 0;
  for (let k = column.offsets[id] ?? 0; k < end; k++) {
    if (mask[column.valueIds[k] ?? 0]) return true;
  }
  return false;
}
