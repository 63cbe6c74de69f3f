// Pure maths of <rove-poem>'s scroll effect (spec/shell.md §9: speed factor 0.07, maximum
// translate 67 %).

export const POEM_SPEED = 0.07;
export const POEM_MAX_PERCENT = 67;

/**
 * How far the section has been scrolled into view, in px: 0 until its top reaches the bottom
 * of the viewport, then growing as the page scrolls on.
 *
 * @example scrolledInto(300, 800) // 500
 */
export function scrolledInto(sectionTop: number, viewportHeight: number): number {
  if (!Number.isFinite(sectionTop) || !Number.isFinite(viewportHeight)) return 0;
  return Math.max(0, viewportHeight - sectionTop);
}

/**
 * The text's translation in % of its own height: scroll × speed, capped at the maximum;
 * 0 under reduced motion.
 *
 * @example poemTranslate(500) // 35
 */
export function poemTranslate(
  scrolled: number,
  options: { speed?: number; max?: number; reducedMotion?: boolean } = {},
): number {
  const { speed = POEM_SPEED, max = POEM_MAX_PERCENT, reducedMotion = false } = options;
  if (reducedMotion || !Number.isFinite(scrolled) || scrolled <= 0) return 0;
  return Math.min(scrolled * speed, max);
}
