// Algolia's filter lists (facetFilters, numericFilters) in every form a client sends them:
//   'a:1'                      one condition
//   ['a:1', 'b:2']             AND
//   [['a:1', 'a:2'], 'b:2']    inner arrays are OR
//   '[["a:1","a:2"],"b:2"]'    the same as JSON (v4 `params` strings encode arrays this way)
//   '(a:1,a:2),b:2'            the legacy comma string, parentheses for OR
// The result is always AND-of-OR: every group must have at least one true condition.

export type FilterGroups = string[][];

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function fromArray(items: readonly unknown[], name: string): Parsed<FilterGroups> {
  const groups: FilterGroups = [];
  for (const item of items) {
    if (typeof item === 'string') {
      groups.push([item]);
    } else if (Array.isArray(item) && item.every((inner) => typeof inner === 'string')) {
      if (item.length > 0) groups.push(item as string[]);
    } else {
      return { ok: false, message: `${name} must be strings or arrays of strings` };
    }
  }
  return { ok: true, value: groups };
}

/** Splits '(a,b),c' into [['a','b'],['c']]; commas inside parentheses separate OR terms. */
function fromLegacyString(text: string, name: string): Parsed<FilterGroups> {
  const groups: FilterGroups = [];
  let depth = 0;
  let current = '';
  let group: string[] = [];
  const flush = () => {
    const condition = current.trim();
    if (condition) group.push(condition);
    current = '';
  };
  for (const ch of text) {
    if (ch === '(') {
      if (depth > 0) return { ok: false, message: `${name}: nested parentheses` };
      depth++;
    } else if (ch === ')') {
      if (depth === 0) return { ok: false, message: `${name}: unbalanced parentheses` };
      depth--;
      flush();
    } else if (ch === ',') {
      flush();
      if (depth === 0 && group.length > 0) {
        groups.push(group);
        group = [];
      }
    } else {
      current += ch;
    }
  }
  if (depth !== 0) return { ok: false, message: `${name}: unbalanced parentheses` };
  flush();
  if (group.length > 0) groups.push(group);
  return { ok: true, value: groups };
}

/**
 * @example readFilterGroups([['colors:Blue', 'colors:Gray'], 'nice_names:Velvet'], 'facetFilters')
 * // {ok: true, value: [['colors:Blue', 'colors:Gray'], ['nice_names:Velvet']]}
 */
export function readFilterGroups(raw: unknown, name: string): Parsed<FilterGroups> {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: [] };
  if (Array.isArray(raw)) return fromArray(raw, name);
  if (typeof raw !== 'string')
    return { ok: false, message: `${name} must be a string or an array` };
  const text = raw.trim();
  if (text.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { ok: false, message: `${name} is not valid JSON` };
    }
    return Array.isArray(parsed)
      ? fromArray(parsed, name)
      : { ok: false, message: `${name} must be an array` };
  }
  return fromLegacyString(text, name);
}
