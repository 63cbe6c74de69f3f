import type { Page } from '@playwright/test';

/**
 * Waits until every rove-* element on the page has its definition (the loader imported each
 * tag's chunk), or the time limit passes (then Playwright's timeout error says so).
 */
export async function everyWidgetDefined(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('*')].every(
        (element) =>
          !element.localName.startsWith('rove-') || customElements.get(element.localName),
      ),
    undefined,
    { timeout },
  );
}
