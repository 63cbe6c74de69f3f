// Pure rules of <rove-listing> (spec/shell.md §2 'Category listing', §4 'Grid size' and 'Infinite
// scroll', §9). No DOM, no React: the hook feeds measurements in and acts on the answers. The
// rules every infinite scroll shares (gate, trigger, page URLs) live in shared/infinite-scroll.ts.

/** The category scroller loads the next page once the viewport's bottom reaches 55% of the page. */
export const CATEGORY_TRIGGER_RATIO = 0.55;
/** The back-to-top button shows after scrolling this many window heights. */
export const BACK_TO_TOP_SCREENS = 3;

export const GRID_SIZES = [4, 6] as const;
export type GridSize = (typeof GRID_SIZES)[number];
export const DEFAULT_GRID_SIZE: GridSize = 4;
/** Lifetime of the rove_grid cookie (spec/shell.md §9). */
export const GRID_COOKIE_DAYS = 14;

/** @example showsBackToTop(2400, 800) // true: three window heights down */
export function showsBackToTop(scrollTop: number, viewportHeight: number): boolean {
  return viewportHeight > 0 && scrollTop >= viewportHeight * BACK_TO_TOP_SCREENS;
}

/** The cookie's text → a grid size; anything else is the default (cookies are untrusted). */
export function parseGridSize(value: string | null | undefined): GridSize {
  return value === '6' ? 6 : DEFAULT_GRID_SIZE;
}

/**
 * The items not on the page yet (by nid), in order: a page can repeat a card when the catalogue
 * changed between two requests, and one product twice in a grid confuses everyone.
 */
export function unseenItems<T extends { nid: number }>(
  items: readonly T[],
  seen: Set<number>,
): T[] {
  const fresh: T[] = [];
  for (const item of items) {
    if (seen.has(item.nid)) continue;
    seen.add(item.nid);
    fresh.push(item);
  }
  return fresh;
}
