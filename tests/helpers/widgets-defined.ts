import type { Page } from '@playwright/test';

/**
 * Waits until every rove-* element near the screen has its definition (the loader imported each
 * tag's chunk), or the time limit passes (then Playwright's timeout error says so). Near is
 * loader/when-near.ts's rule: elements more than a screen's height away wait for the shopper.
 */
export async function everyWidgetDefined(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('*')].every((element) => {
        if (!element.localName.startsWith('rove-') || customElements.get(element.localName))
          return true;
        const box = element.getBoundingClientRect();
        const boxless = box.width === 0 && box.height === 0;
        return !boxless && (box.top > 2 * innerHeight || box.bottom < -innerHeight);
      }),
    undefined,
    { timeout },
  );
}
