/**
 * Back to a page the browser kept in its back/forward cache: the page comes back as it was left,
 * timers and all, so the header's counts must be brought up to date at once (live info), not at
 * the next 5-minute call. Playwright switches that cache off by default; this file turns it on,
 * in the full Chromium: the headless shell the other tests use has no back/forward cache.
 */
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../helpers/chromium';

test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

/** Marks this very window: the mark survives only if the browser keeps the page. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { roveLeftAt: Date.now() }));
}

/**
 * Back, then the marked window must be the one shown. The step back goes through Chromium's own
 * history call and waits for the browser's word on the main frame — committed from the cache or
 * loaded anew — rather than polling the address: Playwright's goBack can settle on an unrelated
 * event, and on a loaded machine a restore waits on the kept page's deprioritised renderer for
 * seconds. Chromium's reasons name why, if the page was not kept.
 */
async function backToKeptPage(page: Page, pathname: string): Promise<void> {
  const refused: string[] = [];
  const session = await page.context().newCDPSession(page);
  await session.send('Page.enable');
  session.on('Page.backForwardCacheNotUsed', (event) => {
    for (const item of event.notRestoredExplanations) refused.push(item.reason);
  });
  const committed = new Promise<string>((resolve) => {
    session.on('Page.frameNavigated', ({ frame, type }) => {
      if (!frame.parentId) resolve(type);
    });
  });
  const { currentIndex, entries } = await session.send('Page.getNavigationHistory');
  const previous = entries[currentIndex - 1];
  expect(previous?.url, 'an entry to go back to').toContain(pathname);
  await session.send('Page.navigateToHistoryEntry', { entryId: previous!.id });
  const how = await committed;
  expect(
    how,
    `${pathname} was not restored from the back/forward cache: ${refused.join(', ') || 'no reason given'}`,
  ).toBe('BackForwardCacheRestore');
  // Playwright learns of the swapped-in window from its own copy of the same event.
  await expect.poll(() => page.evaluate(() => location.pathname)).toBe(pathname);
  expect(await page.evaluate(() => 'roveLeftAt' in window)).toBe(true);
  await session.detach();
}

test('Back to a product page after emptying the cart shows the empty cart count', async ({
  page,
}) => {
  const count = page.locator('rove-cart-count a');
  await page.goto('/product/demo-in-stock');
  await expect(count).toHaveText('0');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(count).toHaveText('1');
  await markWindow(page);

  await page.goto('/cart');
  // The widget's own line, not the server's form: a Remove pressed before the cart upgrades
  // posts that form, and the page comes back as a second /cart entry in the history.
  const remove = page.locator('rove-cart .rove-cart__line').getByRole('button', { name: /Remove/ });
  await expect(remove).toHaveCount(1);
  await remove.click();
  await expect(count).toHaveText('0');

  await backToKeptPage(page, '/product/demo-in-stock');
  await expect(count).toHaveText('0');
});

test('Back to a category page after loving a product on its own page shows the heart selected', async ({
  page,
}) => {
  const heart = (name: string) => page.locator('rove-love').getByRole('button', { name });
  const hearts = page.locator('rove-love button.rove-love__button');
  const count = page.locator('rove-love-count a');
  await page.goto('/category/sofas');
  await expect(heart('Add Demo Low-Stock Sofa to wishlist')).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(count).toHaveAttribute('aria-label', 'Wishlist, 0 items');
  await markWindow(page);

  await page.goto('/product/demo-low-stock');
  await page.locator('rove-love').getByRole('button', { name: /^Add / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(count).toHaveAttribute('aria-label', 'Wishlist, 1 item');

  await backToKeptPage(page, '/category/sofas');
  await expect(heart('Remove Demo Low-Stock Sofa from wishlist')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(count).toHaveAttribute('aria-label', 'Wishlist, 1 item');
  // The next love on the restored page counts on from there.
  const otherName = await hearts
    .and(page.locator('[aria-pressed="false"]'))
    .first()
    .getAttribute('aria-label');
  await heart(otherName ?? '').click();
  await expect(heart((otherName ?? '').replace(/^Add (.+) to/, 'Remove $1 from'))).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(count).toHaveAttribute('aria-label', 'Wishlist, 2 items');
});
