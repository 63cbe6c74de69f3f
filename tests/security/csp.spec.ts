/**
 * Strict CSP (issue 9, Security): served by the demo host under `script-src 'nonce-…'
 * 'strict-dynamic'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'`
 * (plus `trusted-types rove rove-classic`) with the loader included twice, the interactions
 * that reach the SDK's HTML sinks: the search panel, add to cart, the love dialog's server form,
 * a popup, the scroller's and the reviews wall's next pages; and the classic shim, twice, in the
 * loader's place. Zero violations whose script or blocked URL is the SDK's (/rove/); others (the
 * demo host's own simulations) are reported. Every page the /demo index lists is loaded under
 * the same policy by the page sweep (tests/a11y/pages.spec.ts), and the checkout's payment step
 * in card-data.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { LOADER_COPIES_COOKIE } from '../../demo-host/middleware/security-headers';
import { expectCspClean, pageResult, saveShard, type PageResult } from './csp-report';
import { isOurs, isStrictPolicy, useStrictCsp, violationsOf } from './strict-csp';
import { reachForSearch } from '../helpers/reach-search';

test.describe.configure({ mode: 'parallel' });

test('interactions that reach the SDK’s HTML and script sinks', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const base = baseURL ?? '';
  await useStrictCsp(context, base);
  const results: PageResult[] = [];
  const done = async (what: string) => {
    results.push(pageResult(what, true, await violationsOf(page), base));
  };
  try {
    // The search panel (the algoliasearch chunk, suggestions).
    const home = await page.goto('/');
    expect(isStrictPolicy(home?.headers()['content-security-policy'])).toBe(true);
    await (await reachForSearch(page)).fill('sofa');
    await expect(page.getByRole('option').first()).toBeVisible();
    await done('/ + search panel');

    // Add to cart, and the love dialog's server form (DOMPurify → the 'rove' policy → innerHTML).
    await page.goto('/product/demo-in-stock');
    await page.locator('rove-buybox').getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('rove-cart-count, rove-header').first()).toBeAttached();
    const love = page.locator('rove-love .rove-love__button').first();
    await expect(love).toHaveAttribute('aria-pressed', 'false');
    await love.click();
    const loveDialog = page.getByRole('dialog');
    await expect(loveDialog.getByLabel('Email (optional)')).toBeVisible();
    await done('/product/demo-in-stock + add to cart + love dialog');

    // A popup (its CMS markup goes through the same sink).
    await page.goto('/campaign/spring-sale?delay=1');
    await expect(page.locator('dialog[open]')).toBeVisible({ timeout: 5000 });
    await done('/campaign/spring-sale + popup');

    // The scroller's JSON items and the reviews wall's HTML pages (template.innerHTML).
    for (const [url, list] of [
      ['/blog', 'rove-scroller [data-rove-scroller-items] > *'],
      ['/reviews', 'rove-scroller [data-rove-scroller-items] > *'],
    ] as const) {
      await page.goto(url);
      const before = await page.locator(list).count();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.locator(list).count()).toBeGreaterThan(before);
      await done(`${url} + next page`);
    }
  } finally {
    saveShard('interactions', results);
  }
  expectCspClean(results);
});

test('the classic-script shim, included twice, under the strict policy with Trusted Types', async ({
  page,
  context,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await useStrictCsp(context, base);
  await context.addCookies([{ name: LOADER_COPIES_COOKIE, value: 'classic', url: base }]);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[rove]')) warnings.push(message.text());
  });
  const response = await page.goto('/product/demo-in-stock');
  expect(isStrictPolicy(response?.headers()['content-security-policy'])).toBe(true);
  // The page has the shim twice and no module loader of its own: the widgets come through it.
  await expect(page.locator('script[src^="/rove/loader.classic.js"]')).toHaveCount(2);
  await expect
    .poll(() =>
      page.evaluate(
        () => document.querySelectorAll('rove-buybox:defined, rove-love:defined').length,
      ),
    )
    .toBeGreaterThan(1);
  await expect(
    page.locator('rove-buybox').getByRole('button', { name: 'Add to cart' }),
  ).toBeVisible();
  // One loader added (the second shim sees it), and not one violation or warning of ours.
  expect(
    await page.evaluate(
      () => [...document.scripts].filter((script) => /\/rove\/loader\.js$/.test(script.src)).length,
    ),
  ).toBe(1);
  expect((await violationsOf(page)).filter((violation) => isOurs(violation, base))).toEqual([]);
  expect(warnings).toEqual([]);
});
