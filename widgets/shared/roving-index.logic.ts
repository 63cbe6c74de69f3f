/** Which arrows move along a set: a column's Up/Down only, or a tab row's four. */
export type RovingAxis = 'vertical' | 'both';

const FORWARD: Readonly<Record<RovingAxis, readonly string[]>> = {
  vertical: ['ArrowDown'],
  both: ['ArrowDown', 'ArrowRight'],
};
const BACK: Readonly<Record<RovingAxis, readonly string[]>> = {
  vertical: ['ArrowUp'],
  both: ['ArrowUp', 'ArrowLeft'],
};

/**
 * The item a key moves to among `count` (the APG's keys for accordion headers and tabs: arrows
 * wrap, Home and End go to the ends), or null for any other key or an empty set.
 *
 * @example rovingIndex('ArrowDown', 3, 4, 'vertical') // 0
 * @example rovingIndex('ArrowLeft', 0, 2, 'both') // 1
 * @example rovingIndex('ArrowRight', 0, 4, 'vertical') // null
 */
export function rovingIndex(
  key: string,
  current: number,
  count: number,
  axis: RovingAxis,
): number | null {
  if (count <= 0) return null;
  if (FORWARD[axis].includes(key)) return (current + 1) % count;
  if (BACK[axis].includes(key)) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
