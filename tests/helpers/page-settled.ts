import type { Locator, Page } from '@playwright/test';

/**
 * Resolves once the page has handled what is already queued: a task, then two rendered frames
 * (a state change a reply caused is committed and painted by then) — what a shopper would see
 * next, however slow the machine, instead of a guessed pause. Works under Playwright's clock
 * too, whose timers and frames keep running with real time once installed.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), 0),
      ),
  );
}

/**
 * Resolves once the element's own entrance movement (a fade, a slide) and its parts' have ended:
 * where a shopper sees it come to rest. A box measured mid-way is off by the slide still to run
 * (the search popup's 4 px drop, measured on a busy machine). Endless animations are left running.
 */
export async function movementEnded(element: Locator): Promise<void> {
  await element.evaluate((node) =>
    Promise.all(
      node
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
