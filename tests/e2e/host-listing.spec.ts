/**
 * The host-connect listing end to end (spec/product.md §2, §3 'Host', §7, §9; issue 8): the production
 * build in Chromium against the demo host. Filters and page links fetch JSON and re-render the
 * cards without a reload, the URL keeps the state (Back restores it), a host popup swaps from its
 * summary to the full home after 1 s with product cards from a 1-hit search query carrying the
 * country filter, a photo opens the user-photo popup, and the FAQ keeps one item open.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchPage, type PageWatch } from '../helpers/page-watch';

/** No uncaught error, no [rove] error, no CSP violation. */
async function expectClean(watch: PageWatch): Promise<void> {
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
}

test.describe.configure({ timeout: 60_000 });

const cards = (page: Page) => page.locator('rove-host-listing .rove-host-card');
const count = (page: Page) => page.locator('rove-host-listing .rove-host-listing__count');

async function open(page: Page, path = '/host-connect') {
  await page.goto(path);
  await page.waitForFunction(() => customElements.get('rove-host-listing') !== undefined);
  // The element has taken over once its cards are buttons.
  await expect(page.locator('.rove-host-card button.rove-host-card__open').first()).toBeVisible();
}

test('host filters and pages update the cards without a reload and live in the URL', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  const json: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      url.pathname === '/host-connect' &&
      request.headers()['accept']?.includes('application/json')
    )
      json.push(url.search);
  });
  await open(page);
  await expect(count(page)).toHaveText('40 hosts');
  await expect(cards(page)).toHaveCount(12);

  await page.getByLabel('City').selectOption('Seoul');
  await expect(page).toHaveURL(/\/host-connect\?city=Seoul$/);
  await expect(count(page)).not.toHaveText('40 hosts');
  const seoul = await count(page).textContent();
  for (const meta of await page.locator('.rove-host-card__meta').allTextContents())
    expect(meta).toMatch(/^Seoul · /);
  expect(json).toEqual(['?city=Seoul']);

  await page.getByLabel('City').selectOption('');
  await expect(count(page)).toHaveText('40 hosts');
  await page
    .getByRole('navigation', { name: 'Host pages' })
    .getByRole('link', { name: '2' })
    .click();
  await expect(page).toHaveURL(/\/host-connect\?page=2$/);
  await expect(page.locator('.rove-host-listing__pager a[aria-current="page"]')).toHaveText('2');
  await expect(count(page)).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\/host-connect$/);
  await expect(page.locator('.rove-host-listing__pager a[aria-current="page"]')).toHaveText('1');
  await page.goBack();
  await expect(page).toHaveURL(/city=Seoul/);
  await expect(page.getByLabel('City')).toHaveValue('Seoul');
  await expect(count(page)).toHaveText(seoul ?? '');

  // One document load: everything after it was JSON.
  expect(documents).toHaveLength(1);
  await expectClean(watch);
});

test('the filter state in the URL is served without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/host-connect?city=Seoul');
  await expect(page.locator('select[name="city"]')).toHaveValue('Seoul');
  for (const meta of await page.locator('.rove-host-card__meta').allTextContents())
    expect(meta).toMatch(/^Seoul · /);
  await context.close();
});

test('a host popup swaps to the full home after 1 s, with product cards from the search', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const queries: { query: string; hitsPerPage: number; numericFilters: string[] }[] = [];
  page.on('request', (request) => {
    if (!/\/1\/indexes\/\*\/queries/.test(request.url())) return;
    const body = JSON.parse(request.postData() ?? '{}') as { requests: typeof queries };
    queries.push(...body.requests);
  });
  await open(page);
  const trigger = page.locator('.rove-host-card__open').first();
  await trigger.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.rove-host-popup__summary')).toBeVisible();
  await expect(dialog.locator('.rove-host-popup__photos')).toHaveCount(0);
  // spec/product.md §9: the swap after 1 s.
  await expect(dialog.locator('.rove-host-popup__photos')).toBeVisible({ timeout: 3000 });
  await expect(dialog.locator('.rove-host-popup__summary')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.locator('[aria-live="polite"]')).toContainText('Showing');

  const products = dialog.locator('.rove-host-product');
  const productCount = await products.count();
  expect(productCount).toBeGreaterThan(0);
  await expect(dialog.locator('a.rove-host-product__link').first()).toHaveAttribute(
    'href',
    /\/product\//,
  );
  await expect(dialog.locator('.rove-host-product__price').first()).toContainText('$');
  expect(queries.length).toBe(productCount);
  for (const query of queries) {
    expect(query.hitsPerPage).toBe(1);
    expect(query.numericFilters).toEqual(['usa_hide=0']);
  }

  // A photo of the home opens larger above the host popup; Escape closes it first.
  await dialog.locator('.rove-host-popup__photo').first().click();
  const photo = page.locator('dialog.rove-host-photo');
  await expect(photo.locator('img')).toHaveAttribute('alt', /^Photo 1 of /);
  await page.keyboard.press('Escape');
  await expect(photo).toHaveCount(0);
  await expect(dialog.locator('.rove-host-popup__photo').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expectClean(watch);
});

test('a card photo opens the user-photo popup', async ({ page }) => {
  const watch = await watchPage(page);
  await open(page);
  await page.locator('.rove-host-card__photo').first().click();
  const dialog = page.locator('dialog.rove-host-photo');
  await expect(dialog.locator('img')).toBeVisible();
  await expect(dialog.locator('.rove-host-photo__caption')).not.toBeEmpty();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expectClean(watch);
});

test('the host FAQ keeps one item open at a time', async ({ page }) => {
  const watch = await watchPage(page);
  await open(page);
  const faq = page.locator('rove-accordion');
  // Far down the page: it upgrades as the shopper scrolls near it.
  await faq.scrollIntoViewIfNeeded();
  const first = faq.getByRole('button', { name: 'What is the Host Program?' });
  const second = faq.getByRole('button', { name: 'How do I visit a host?' });
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await expect(faq.getByRole('region', { name: 'What is the Host Program?' })).toBeVisible();
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region')).toHaveCount(1);
  await expectClean(watch);
});
