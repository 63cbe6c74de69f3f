/**
 * The accordion's rules (seed 001 §2: the host FAQ, one item open at a time), apart from the DOM.
 */

/**
 * Which item is open after one is toggled: the toggled one, unless it was the open one (then
 * none) — so at most one is ever open.
 *
 * @example nextOpen(-1, 2) // 2
 * @example nextOpen(2, 2) // -1
 * @example nextOpen(2, 0) // 0
 */
export function nextOpen(open: number, toggled: number): number {
  return open === toggled ? -1 : toggled;
}

/**
 * The header a key moves focus to (APG accordion's optional keys: arrows wrap, Home, End), or
 * undefined for any other key.
 *
 * @example focusTarget('ArrowDown', 3, 4) // 0
 * @example focusTarget('End', 0, 4) // 3
 */
export function focusTarget(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
