/**
 * Tiny runtime schemas for settings and server replies: typed, with 'expected vs got'
 * messages, and a fraction of a general schema library's weight (these checks run on every
 * page, inside a 20 KB budget). Widgets with big forms may still bring their own.
 *
 * @example
 * const reply = object({ cnt: number({ integer: true, min: 0 }) });
 * const result = check(reply, JSON.parse(text));
 * if (result.ok) result.value.cnt; else describeIssue(result.issue); // "cnt: expected integer ≥ 0, got "3""
 */

export interface Issue {
  /** Dotted path to the offending value ('' for the root). */
  path: string;
  expected: string;
  got: string;
}

export type CheckResult<T> = { ok: true; value: T } | { ok: false; issue: Issue };

/** A schema is a function from an unknown value (at a path) to a typed result. */
export type Schema<T> = (value: unknown, path: string) => CheckResult<T>;

export type Infer<S> = S extends Schema<infer T> ? T : never;

function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  try {
    const text = JSON.stringify(value);
    return text.length > 40 ? `${text.slice(0, 37)}...` : text;
  } catch {
    return typeof value;
  }
}

const pass = <T>(value: T): CheckResult<T> => ({ ok: true, value });
const fail = (path: string, expected: string, value: unknown): CheckResult<never> => ({
  ok: false,
  issue: { path, expected, got: show(value) },
});
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** A finite number, optionally an integer within bounds. */
export function number(
  rules: { integer?: boolean; min?: number; max?: number } = {},
): Schema<number> {
  const { integer, min, max } = rules;
  const expected = `${integer ? 'integer' : 'number'}${min === undefined ? '' : ` ≥ ${min}`}${max === undefined ? '' : ` ≤ ${max}`}`;
  return (value, path) =>
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (!integer || Number.isInteger(value)) &&
    (min === undefined || value >= min) &&
    (max === undefined || value <= max)
      ? pass(value)
      : fail(path, expected, value);
}

/** A string, optionally matching a pattern. */
export function string(pattern?: RegExp): Schema<string> {
  return (value, path) =>
    typeof value === 'string' && (!pattern || pattern.test(value))
      ? pass(value)
      : fail(path, pattern ? `string ${pattern}` : 'string', value);
}

export function boolean(): Schema<boolean> {
  return (value, path) => (typeof value === 'boolean' ? pass(value) : fail(path, 'boolean', value));
}

/** One of the listed values. */
export function oneOf<const T extends readonly (string | number)[]>(values: T): Schema<T[number]> {
  return (value, path) =>
    (values as readonly unknown[]).includes(value)
      ? pass(value as T[number])
      : fail(path, values.join(' | '), value);
}

export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return (value, path) => (value === null ? pass(null) : schema(value, path));
}

/**
 * Missing (undefined) becomes the fallback; anything else must match. An array or object
 * fallback is copied for each value, so no two callers share (and can change) one.
 */
export function optional<T>(schema: Schema<T>, fallback: T): Schema<T> {
  return (value, path) =>
    value === undefined
      ? pass(typeof fallback == 'object' && fallback ? structuredClone(fallback) : fallback)
      : schema(value, path);
}

export function array<T>(item: Schema<T>): Schema<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) return fail(path, 'array', value);
    const out: T[] = [];
    for (let index = 0; index < value.length; index += 1) {
      const result = item(value[index], join(path, index));
      if (!result.ok) return result;
      out.push(result.value);
    }
    return pass(out);
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A plain object with the given keys; other keys are dropped (never copied onto prototypes). */
export function object<Shape extends Record<string, Schema<unknown>>>(
  shape: Shape,
): Schema<{ [K in keyof Shape]: Infer<Shape[K]> }> {
  return (value, path) => {
    if (!isRecord(value)) return fail(path, 'object', value);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const result = (shape[key] as Schema<unknown>)(
        Object.hasOwn(value, key) ? value[key] : undefined,
        join(path, key),
      );
      if (!result.ok) return result;
      out[key] = result.value;
    }
    return pass(out as { [K in keyof Shape]: Infer<Shape[K]> });
  };
}

/**
 * An array whose items that do not match are left out (one bad record never spoils a list);
 * `dropped` hears about each one.
 *
 * @example check(validItems(number()), [1, 'x', 2]) // { ok: true, value: [1, 2] }
 */
export function validItems<T>(item: Schema<T>, dropped?: (issue: Issue) => void): Schema<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) return fail(path, 'array', value);
    const out: T[] = [];
    value.forEach((entry, index) => {
      const result = item(entry, join(path, index));
      if (result.ok) out.push(result.value);
      else dropped?.(result.issue);
    });
    return pass(out);
  };
}

/** A plain object whose every value matches (prototype keys are dropped). */
export function record<T>(item: Schema<T>): Schema<Record<string, T>> {
  return (value, path) => {
    if (!isRecord(value)) return fail(path, 'object', value);
    const out: Record<string, T> = Object.create(null) as Record<string, T>;
    for (const key of Object.keys(value)) {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
      const result = item(value[key], join(path, key));
      if (!result.ok) return result;
      out[key] = result.value;
    }
    return pass(out);
  };
}

/** The first schema that matches. */
export function union<A, B>(first: Schema<A>, second: Schema<B>): Schema<A | B> {
  return (value, path) => {
    const result = first(value, path);
    if (result.ok) return result;
    const other = second(value, path);
    return other.ok
      ? other
      : fail(path, `${result.issue.expected} or ${other.issue.expected}`, value);
  };
}

/** Matches, then converts (e.g. a numeric string to a number). */
export function map<T, U>(schema: Schema<T>, convert: (value: T) => U): Schema<U> {
  return (value, path) => {
    const result = schema(value, path);
    return result.ok ? pass(convert(result.value)) : result;
  };
}

/** @example check(number(), 3) // { ok: true, value: 3 } */
export function check<T>(schema: Schema<T>, value: unknown): CheckResult<T> {
  return schema(value, '');
}

/** @example describeIssue({ path: 'cnt', expected: 'number', got: '"x"' }) // 'cnt: expected number, got "x"' */
export function describeIssue(issue: Issue): string {
  return `${issue.path || 'value'}: expected ${issue.expected}, got ${issue.got}`;
}

/** Any value, unchecked: for parts validated item by item later (e.g. search hits). */
export function unknown(): Schema<unknown> {
  return (value) => pass(value);
}
