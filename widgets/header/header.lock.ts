/** A flyout or menu item cannot close within 500 ms of opening (spec/shell.md §4). */
export const CLOSE_LOCK_MS = 500;

export type CloseCause = 'escape' | 'close-button' | 'backdrop' | 'pointer';

/**
 * The 500 ms lock against instant closing: the click or hover that opened the flyout must not
 * also close it (a double click, a pointer that slides over the backdrop). Deliberate closes
 * — Escape and the close button — are never locked: a keyboard user must always get out.
 *
 * @example
 * const lock = createCloseLock(); lock.opened(); lock.mayClose('backdrop') // false for 500 ms
 */
export function createCloseLock(ms = CLOSE_LOCK_MS, now: () => number = () => Date.now()) {
  let openedAt = -Infinity;
  return {
    opened(): void {
      openedAt = now();
    },
    mayClose(cause: CloseCause): boolean {
      if (cause === 'escape' || cause === 'close-button') return true;
      return now() - openedAt >= ms;
    },
  };
}
