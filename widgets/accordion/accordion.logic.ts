/**
 * The accordion's rules (spec/product.md §2: the host FAQ, one item open at a time), apart from the DOM.
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
