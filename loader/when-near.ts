/**
 * Elements far from the screen wait until the shopper comes near them (issue 22: a home page's
 * product toggle and its dozen hearts sit five screens down, yet were fetched, defined and
 * rendered while the first screen loaded). "Near" is within a screen's height of the viewport,
 * so an element is ready before a scrolling shopper reaches it. Fetched by the loader only when
 * a tag's every element is far (is-far.ts), so a page with none pays nothing for it.
 */

/** How far beyond the viewport an element counts as near: one screen, above and below. */
const NEAR_MARGIN = '100% 0px';

/**
 * Calls `then` once, when any of `elements` comes near the viewport — or at the shopper's first
 * key press or a focus on one of them: a keyboard or screen-reader user may reach an element
 * without scrolling, and must not find its server content replaced under the focus. Without
 * IntersectionObserver, or with the focus inside one of them already, it calls `then` at once.
 *
 * @example whenNear([...document.querySelectorAll('rove-love')], () => void import('./love.js'));
 */
export function whenNear(elements: readonly Element[], then: () => void): void {
  const focused = document.activeElement;
  const holdsFocus = elements.some((element) => focused && element.contains(focused));
  if (typeof IntersectionObserver !== 'function' || holdsFocus) {
    then();
    return;
  }
  let called = false;
  const near = () => {
    if (called) return;
    called = true;
    observer.disconnect();
    removeEventListener('keydown', near, true);
    for (const element of elements) element.removeEventListener('focusin', near);
    then();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) near();
    },
    { rootMargin: NEAR_MARGIN },
  );
  for (const element of elements) {
    observer.observe(element);
    element.addEventListener('focusin', near);
  }
  addEventListener('keydown', near, true);
}
