/**
 * The search results page end to end: the production build in Chromium against the demo host's
 * results pages and its Algolia-compatible search service. Expected figures are asked of the
 * same service, so the tests follow the demo catalogue rather than hard-coding it.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { watchPage } from '../helpers/page-watch';
import {
  RESULT_TYPES as TYPES,
  SEARCH_API,
  TAB_NAMES,
  countsFrom,
  countsQuery,
  type ResultType,
} from '../helpers/search-counts';

/** Hits per type for a query, as the search service counts them for a US visitor. */
async function countsFor(
  request: APIRequestContext,
  query: string,
  facetFilters?: string[][],
): Promise<Record<ResultType, number>> {
  const response = await request.post(SEARCH_API, { data: countsQuery(query, facetFilters) });
  expect(response.ok()).toBe(true);
  return countsFrom(await response.json());
}

const widget = (page: Page) => page.locator('rove-search-results');
const tab = (page: Page, type: ResultType) =>
  widget(page).getByRole('tab', { name: new RegExp(`^${TAB_NAMES[type]} \\(`) });
const cards = (page: Page) => widget(page).locator('[data-card-id]');
const liveRegion = (page: Page) => widget(page).getByRole('status');
/**
 * Opens a results page and waits for the element: the server prints the page, which the
 * element then takes over (until then its links work, its keyboard and filters do not).
 */
async function openResults(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('rove-search-results:defined')).toHaveCount(1);
}

/** The card ids once the panel has rendered its last slice of cards (it is busy until then). */
async function cardIds(page: Page): Promise<(string | null)[]> {
  await expect(widget(page).getByRole('tabpanel')).not.toHaveAttribute('aria-busy', /.*/);
  return cards(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-card-id')));
}
const filters = (page: Page) => widget(page).locator('.rove-search-results__filters');
const option = (page: Page, name: string): Locator =>
  filters(page).getByRole('checkbox', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

/** The number in an option's label: '(12)'. */
async function countOf(checkbox: Locator): Promise<number> {
  const label = (await checkbox.evaluate((input) => input.closest('label')?.textContent)) ?? '';
  return Number(/\((\d+)\)/.exec(label)?.[1] ?? NaN);
}

test('tabs show each type with its count and the products grid replaces the server list', async ({
  page,
  request,
}) => {
  const watch = await watchPage(page);
  const counts = await countsFor(request, 'sofa');
  await openResults(page, '/search/products/sofa/');
  for (const type of TYPES)
    await expect(tab(page, type)).toHaveText(`${TAB_NAMES[type]} (${counts[type]})`);
  await expect(tab(page, 'products')).toHaveAttribute('aria-selected', 'true');
  await expect(widget(page).getByRole('heading', { level: 1 })).toHaveText(
    'Search results for “sofa”',
  );
  await expect(widget(page).locator('.search-fallback')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(Math.min(24, counts.products));
  await expect(liveRegion(page)).toHaveText(`${counts.products} results`);

  const first = cards(page).first();
  await expect(first.locator('h2 mark').first()).toHaveText(/sofa/i);
  await expect(first.locator('.rove-search-results__price')).toHaveText(/^\$[\d,]+$/);
  await expect(first.getByRole('link')).toHaveAttribute('href', /\/product\//);
  expect(watch.pageErrors).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

test('members see the MEMBER price beside the price', async ({ page }) => {
  await openResults(page, '/search/products/sofa/?as=member');
  const price = cards(page).first().locator('.rove-search-results__price');
  await expect(price).toHaveText(/^\$[\d,]+MEMBER \$[\d,]+$/);
});

test('a type without hits falls back to the type with the most hits', async ({ page, request }) => {
  const counts = await countsFor(request, 'delivery');
  expect(counts.products).toBe(0);
  const best = TYPES.reduce((a, b) => (counts[b] > counts[a] ? b : a));
  await page.goto('/demo');
  await openResults(page, '/search/products/delivery/');
  const arrival = await page.evaluate(() => history.length);
  await expect(tab(page, best)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`/search/${best}/delivery/$`));
  await expect(cards(page).first()).toBeVisible();
  // The fallback replaced the address, it did not add a step: Back leaves the results page.
  expect(await page.evaluate(() => history.length)).toBe(arrival);
  await page.goBack();
  await expect(page).toHaveURL(/\/demo$/);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/search/${best}/delivery/$`));
  await expect(tab(page, best)).toHaveAttribute('aria-selected', 'true');

  // A tab the visitor chooses is shown even when empty, with its own message.
  await tab(page, 'products').click();
  await expect(page).toHaveURL(/\/search\/products\/delivery\/$/);
  await expect(widget(page).getByRole('tabpanel')).toHaveText('No products found.');
  // Nothing to refine: no filters or sort around an empty, unfiltered list.
  await expect(widget(page).getByRole('button', { name: /^Refine/ })).toHaveCount(0);
  await expect(liveRegion(page)).toHaveText('No products found.');
});

test('each empty tab says so in the specification’s words', async ({ page, request }) => {
  const expectations: [string, ResultType, string][] = [
    ['delivery', 'customer_photos', 'No photos found.'],
    ['delivery', 'STL', 'Nothing found.'],
    ['care', 'reviews', 'No reviews found.'],
    ['chair', 'pages', 'No pages found.'],
  ];
  for (const [query, type, message] of expectations) {
    expect((await countsFor(request, query))[type]).toBe(0);
    await openResults(page, `/search/products/${query}/`);
    await expect(widget(page).getByRole('tablist')).toBeVisible();
    await tab(page, type).click();
    await expect(widget(page).getByRole('tabpanel')).toContainText(message);
  }
});

test('a search with no results at all says "Oh no, sorry we couldn\'t find that"', async ({
  page,
}) => {
  await openResults(page, '/search/products/zzqxj/');
  // Shown as the page's message (and said once by the live region).
  await expect(
    widget(page).getByRole('paragraph').filter({ hasText: "Oh no, sorry we couldn't find that" }),
  ).toBeVisible();
  await expect(widget(page).getByRole('tab')).toHaveCount(0);
  await expect(liveRegion(page)).toHaveText("Oh no, sorry we couldn't find that");
});

test('facets filter the products, live in the URL, and Back/Forward restore the exact state', async ({
  page,
  request,
}) => {
  const watch = await watchPage(page);
  await openResults(page, '/search/products/sofa/');
  await expect(option(page, 'Blue')).toBeVisible();
  const arrival = await page.evaluate(() => history.length);
  const blue = await countOf(option(page, 'Blue'));
  const unfiltered = (await cardIds(page)).length;

  await option(page, 'Blue').check();
  await expect(page).toHaveURL(/\/search\/products\/sofa\/filter\/colors=Blue\/$/);
  await expect(liveRegion(page)).toHaveText(`${blue} results`);
  await expect(widget(page).locator('.rove-search-results__filter-count')).toHaveText(
    'Filters (1)',
  );

  const material = filters(page).locator('fieldset').nth(1).getByRole('checkbox').first();
  const materialName =
    (await material.evaluate(
      (input) =>
        input.closest('label')?.querySelector('.rove-search-results__option-name')?.textContent,
    )) ?? '';
  await material.check();
  const bothUrl = new RegExp(
    `/filter/colors=Blue;nice_names=${encodeURIComponent(materialName).replace(/[()]/g, '\\$&')}/$`,
  );
  await expect(page).toHaveURL(bothUrl);
  const both = await countsFor(request, 'sofa', [['colors:Blue'], [`nice_names:${materialName}`]]);
  await expect(liveRegion(page)).toHaveText(
    `${both.products} ${both.products === 1 ? 'result' : 'results'}`,
  );
  await expect(tab(page, 'products')).toHaveText(`In Products (${both.products})`);
  const bothIds = await cardIds(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/filter\/colors=Blue\/$/);
  await expect(option(page, 'Blue')).toBeChecked();
  await expect(
    filters(page).getByRole('checkbox', { name: new RegExp(`^${materialName}`) }),
  ).not.toBeChecked();
  await expect(liveRegion(page)).toHaveText(`${blue} results`);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\/products\/sofa\/$/);
  await expect(option(page, 'Blue')).not.toBeChecked();
  await expect(cards(page)).toHaveCount(unfiltered);

  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(bothUrl);
  await expect(option(page, 'Blue')).toBeChecked();
  await expect(liveRegion(page)).toHaveText(new RegExp(`^${both.products} results?$`));
  expect(await cardIds(page)).toEqual(bothIds);
  // Back and Forward pushed nothing: the arrival and the visitor's two steps.
  expect(await page.evaluate(() => history.length)).toBe(arrival + 2);

  // A reload of a filtered URL shows the same state (the URL is the source of truth).
  await page.reload();
  await expect(option(page, 'Blue')).toBeChecked();
  await expect(tab(page, 'products')).toHaveText(`In Products (${both.products})`);
  expect(watch.pageErrors).toEqual([]);
});

test('host scripts hear rove:search-results-changed', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __results: unknown[] }).__results = seen;
    document.addEventListener('rove:search-results-changed', (event) =>
      seen.push((event as CustomEvent).detail),
    );
  });
  await openResults(page, '/search/products/sofa/');
  await option(page, 'Blue').check();
  await expect(page).toHaveURL(/colors=Blue/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __results: unknown[] }).__results))
    .toEqual([
      {
        type: 'products',
        query: 'sofa',
        facets: {},
        nbHits: expect.any(Number),
        hits: expect.arrayContaining([expect.objectContaining({ objectID: expect.any(String) })]),
      },
      {
        type: 'products',
        query: 'sofa',
        facets: { colors: ['Blue'] },
        nbHits: expect.any(Number),
        hits: expect.arrayContaining([expect.objectContaining({ objectID: expect.any(String) })]),
      },
    ]);
});

test('load more appends the next page and moves focus to its first card', async ({
  page,
  request,
}) => {
  const counts = await countsFor(request, 'sofa');
  expect(counts.products).toBeGreaterThan(24);
  await openResults(page, '/search/products/sofa/');
  await expect(cards(page)).toHaveCount(24);
  const loadMore = widget(page).getByRole('button', { name: 'Load more' });
  await loadMore.click();
  await expect(cards(page)).toHaveCount(Math.min(48, counts.products));
  await expect(cards(page).nth(24).getByRole('link')).toBeFocused();
  if (counts.products <= 48) await expect(loadMore).toHaveCount(0);
});

test('a failing search service shows an error with Retry, never a blank page', async ({ page }) => {
  const watch = await watchPage(page);
  await page.route('**/1/indexes/**', (route) => route.fulfill({ status: 500, body: 'boom' }));
  // A page without the server's first answer: the element's first query fails.
  await openResults(page, '/search/products/sofa/?server-render=off');
  const alert = widget(page).getByRole('alert');
  await expect(alert).toContainText('Search is not available right now.', { timeout: 15_000 });
  await expect(widget(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(widget(page).getByRole('tablist')).toBeVisible();
  await expect.poll(() => watch.rove('error').length).toBeGreaterThan(0);

  await page.unroute('**/1/indexes/**');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(cards(page)).toHaveCount(24);
  await expect(widget(page).getByRole('alert')).toHaveCount(0);
  expect(watch.pageErrors).toEqual([]);
});

test('the heart on a result card loves the product', async ({ page }) => {
  await openResults(page, '/search/products/sofa/');
  const card = cards(page).first();
  const heart = card.locator('rove-love button.rove-love__button');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAttribute('aria-label', /^Add .+ to wishlist$/);
  await heart.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('rove-love-count a')).toHaveAttribute('aria-label', 'Wishlist, 1 item');
});

test('tabs and facets work from the keyboard', async ({ page, request }) => {
  const counts = await countsFor(request, 'sofa');
  await openResults(page, '/search/products/sofa/');
  await expect(cards(page).first()).toBeVisible();
  await tab(page, 'products').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'customer_photos')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tab(page, 'STL')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab(page, 'products')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'STL')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'pages')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/pages\/sofa\/$/);
  await expect(tab(page, 'pages')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'pages')).toBeFocused();
  await expect(widget(page).locator('[data-card-id]')).toHaveCount(Math.min(20, counts.pages));

  // Only the selected tab is in the Tab order; Space selects like Enter.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'products')).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page).toHaveURL(/\/search\/products\/sofa\/$/);
  await expect(option(page, 'White')).toBeVisible();

  // Refine → filters by keyboard: Space toggles a colour.
  await widget(page)
    .getByRole('button', { name: /^Refine/ })
    .focus();
  await page.keyboard.press('Tab'); // sort
  await page.keyboard.press('Tab'); // first colour
  await expect(option(page, 'White')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/filter\/colors=White\/$/);
  await expect(option(page, 'White')).toBeChecked();
  await expect(option(page, 'White')).toBeFocused();
});

test('on a phone the filters are a disclosure behind Refine', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openResults(page, '/search/products/sofa/');
  const refine = widget(page).getByRole('button', { name: /^Refine/ });
  await expect(refine).toHaveAttribute('aria-expanded', 'false');
  await expect(filters(page)).toBeHidden();
  await refine.click();
  await expect(refine).toHaveAttribute('aria-expanded', 'true');
  await expect(option(page, 'Blue')).toBeVisible();
  await option(page, 'Blue').check();
  await expect(page).toHaveURL(/colors=Blue/);
  await expect(refine).toHaveText('Refine Filters (1)');
});

test('the first page the server printed is kept: no card replaced, no query sent, then interactive', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const queries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/1/indexes/')) queries.push(request.url());
  });
  // Every card node the page ever loses, counted from the first parse on.
  await page.addInitScript(() => {
    const lost = { cards: 0 };
    (window as unknown as { __lost: typeof lost }).__lost = lost;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && node.matches('[data-card-id], :has([data-card-id])'))
            lost.cards += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  await openResults(page, '/search/products/sofa/');
  const printed = await page.evaluate(() =>
    [...document.querySelectorAll('rove-search-results [data-card-id]')].map((card) =>
      card.getAttribute('data-card-id'),
    ),
  );
  expect(printed).toHaveLength(24);
  await expect(page.locator('rove-search-results:defined')).toHaveCount(1);
  await expect(widget(page).getByRole('button', { name: /^Refine/ })).toBeVisible();
  expect(await cardIds(page)).toEqual(printed);
  const lost = () =>
    page.evaluate(() => (window as unknown as { __lost: { cards: number } }).__lost);
  expect(await lost()).toEqual({ cards: 0 });
  expect(queries).toEqual([]);

  // Interactive: the filters open (closed on a phone) and a colour filters the list.
  await widget(page)
    .getByRole('button', { name: /^Refine/ })
    .click();
  const blue = await countOf(option(page, 'Blue'));
  await option(page, 'Blue').check();
  await expect(page).toHaveURL(/\/filter\/colors=Blue\/$/);
  await expect(liveRegion(page)).toHaveText(`${blue} results`);
  expect(queries.length).toBeGreaterThan(0);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
});
