import type { Page } from '@playwright/test';

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
