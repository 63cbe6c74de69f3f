import type { Schema } from '../../core/schema';

/**
 * Exactly one value (core/schema has oneOf for lists of strings and numbers; a reply's
 * `ok: true` needs a boolean).
 *
 * @example check(literal(true), true).ok // true
 */
export function literal<const T extends boolean | string | number>(expected: T): Schema<T> {
  return (value, path) =>
    value === expected
      ? { ok: true, value: expected }
      : {
          ok: false,
          issue: {
            path,
            expected: JSON.stringify(expected),
            got: JSON.stringify(value) ?? 'undefined',
          },
        };
}
