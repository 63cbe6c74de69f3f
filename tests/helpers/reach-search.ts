import type { Locator, Page } from '@playwright/test';

/**
 * The header search as a shopper reaches for it. The view waits for a pointer over the server's
 * field or the focus in it (widgets/search/search.element.tsx), and listens from its definition
 * on: `:defined` first, so the pointer does not arrive before anyone is listening.
 *
 * @example await (await reachForSearch(page)).fill('sofa');
 */
export async function reachForSearch(page: Page): Promise<Locator> {
  await page.locator('rove-search:defined').hover();
  return page.locator('rove-search').getByRole('combobox', { name: 'Search the store' });
}
