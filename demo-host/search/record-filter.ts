import { hasMarkedValue, type Columns, type ValueColumn } from './columns';
import type { FilterGroups, Parsed } from './filter-list';
import { fold } from './text';

// Compiles numericFilters and facetFilters into one predicate over record ids, once per query:
// each condition becomes a mask over its attribute's distinct values (columns.ts), so testing a
// record is a couple of typed-array reads.

export type RecordFilter = (id: number) => boolean;

/** A parsed condition: which attribute, which of its values pass, and whether it is negated. */
interface ConditionSpec {
  path: string;
  passes: (column: ValueColumn) => Uint8Array;
  negated: boolean;
}

const NUMBER = '(-?\\d+(?:\\.\\d+)?)';
const COMPARISON = new RegExp(`^\\s*([^\\s<>=!:]+)\\s*(<=|>=|!=|=|<|>)\\s*${NUMBER}\\s*$`);
const RANGE = new RegExp(`^\\s*([^\\s:]+)\\s*:\\s*${NUMBER}\\s+TO\\s+${NUMBER}\\s*$`);

const COMPARE: Readonly<Record<string, (a: number, b: number) => boolean>> = {
  '=': (a, b) => a === b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
};

function numberMask(test: (n: number) => boolean): (column: ValueColumn) => Uint8Array {
  // NaN (a value that is not a number) fails every comparison.
  return (column) => Uint8Array.from(column.numbers, (n) => (test(n) ? 1 : 0));
}

/**
 * One numeric condition: 'usa_hide=0', 'prices.final.usd>=1000', 'nid:1000 TO 1100'. A record
 * without the attribute fails it (as in Algolia), except for '!='.
 */
export function numericCondition(text: string): Parsed<ConditionSpec> {
  const range = RANGE.exec(text);
  if (range) {
    const low = Number(range[2]);
    const high = Number(range[3]);
    return {
      ok: true,
      value: {
        path: range[1] ?? '',
        passes: numberMask((n) => n >= low && n <= high),
        negated: false,
      },
    };
  }
  const comparison = COMPARISON.exec(text);
  const operator = comparison?.[2] ?? '';
  const compare = COMPARE[operator === '!=' ? '=' : operator];
  if (!comparison || !compare) {
    return { ok: false, message: `Invalid syntax for numeric condition: ${JSON.stringify(text)}` };
  }
  const operand = Number(comparison[3]);
  return {
    ok: true,
    value: {
      path: comparison[1] ?? '',
      passes: numberMask((n) => compare(n, operand)),
      // 'a!=1': no value of a equals 1.
      negated: operator === '!=',
    },
  };
}

function unquote(text: string): string {
  const trimmed = text.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1)
    : trimmed;
}

/**
 * One facet condition: 'colors:Blue', negated 'colors:-Blue', a literal dash escaped as
 * 'colors:\-Blue'. Values compare case- and accent-insensitively.
 */
export function facetCondition(text: string): Parsed<ConditionSpec> {
  const colon = text.indexOf(':');
  if (colon <= 0) {
    return {
      ok: false,
      message: `Invalid facet filter ${JSON.stringify(text)}: expected attribute:value`,
    };
  }
  let value = unquote(text.slice(colon + 1));
  let negated = false;
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  const wanted = fold(value);
  return {
    ok: true,
    value: {
      path: unquote(text.slice(0, colon)),
      passes: (column) => Uint8Array.from(column.folded, (label) => (label === wanted ? 1 : 0)),
      negated,
    },
  };
}

function compileGroups(
  groups: FilterGroups,
  parse: (text: string) => Parsed<ConditionSpec>,
): Parsed<ConditionSpec[][]> {
  const compiled: ConditionSpec[][] = [];
  for (const group of groups) {
    const conditions: ConditionSpec[] = [];
    for (const text of group) {
      const condition = parse(text);
      if (!condition.ok) return condition;
      conditions.push(condition.value);
    }
    compiled.push(conditions);
  }
  return { ok: true, value: compiled };
}

function bind(spec: ConditionSpec, columns: Columns): RecordFilter {
  const column = columns.values(spec.path);
  const mask = spec.passes(column);
  return spec.negated
    ? (id) => !hasMarkedValue(column, mask, id)
    : (id) => hasMarkedValue(column, mask, id);
}

/**
 * Every group must hold (AND); within a group one condition is enough (OR).
 * @example compileRecordFilter([['usa_hide=0']], [['colors:Blue', 'colors:Gray']], columns)
 */
export function compileRecordFilter(
  numericFilters: FilterGroups,
  facetFilters: FilterGroups,
  columns: Columns,
): Parsed<RecordFilter> {
  const numeric = compileGroups(numericFilters, numericCondition);
  if (!numeric.ok) return numeric;
  const facet = compileGroups(facetFilters, facetCondition);
  if (!facet.ok) return facet;
  const groups = [...numeric.value, ...facet.value].map((group) =>
    group.map((spec) => bind(spec, columns)),
  );
  if (groups.length === 0) return { ok: true, value: () => true };
  const only = groups.length === 1 && groups[0]?.length === 1 ? groups[0][0] : undefined;
  // The country filter alone is the most common case: test it without the loops.
  if (only) return { ok: true, value: only };
  return {
    ok: true,
    value: (id) => {
      for (const group of groups) {
        let any = false;
        for (const condition of group) {
          if (condition(id)) {
            any = true;
            break;
          }
        }
        if (!any) return false;
      }
      return true;
    },
  };
}
