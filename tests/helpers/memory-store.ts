import type { KeyValueStore } from '../../core/storage/key-value';

/**
 * A KeyValueStore in memory for unit tests, seeded with `initial`; `values` is its map, for
 * looking at what was written.
 *
 * @example const store = memoryStore({ 'rove:k': '1' }); store.set('k', 'v'); store.values.get('k') // 'v'
 */
export function memoryStore(
  initial: Record<string, string> = {},
): KeyValueStore & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}
