/** Keys that could reach Object.prototype when copied: never copied from untrusted input. */
const POLLUTING_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * True for `{…}` literals and JSON objects only, so that a DOM-clobbered global
 * (`<form id="Drupal">`), an array or a class instance is never mistaken for settings.
 *
 * @example isPlainObject(JSON.parse('{"a":1}')) // true
 * @example isPlainObject(document.forms[0])     // false
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  try {
    const proto: unknown = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
  } catch {
    return false;
  }
}

/**
 * Copies own enumerable keys into a prototype-less object, dropping `__proto__`,
 * `constructor` and `prototype`, so later lookups can never walk into Object.prototype.
 *
 * @example safeCopy(JSON.parse('{"__proto__":{"x":1},"a":2}')) // { a: 2 }
 */
export function safeCopy(source: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    if (!POLLUTING_KEYS.has(key)) copy[key] = source[key];
  }
  return copy;
}
