/**
 * The tracking layer end to end: what `window.dataLayer` holds after a shopper's steps on the
 * production build (core/tracking, started by the runtime as its own chunk).
 */
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from '../helpers/page-watch';

type Entry = {
  event?: string;
  ecommerce?: { items?: Record<string, unknown>[] } & Record<string, unknown>;
} & Record<string, unknown>;

const dataLayer = (page: Page): Promise<Entry[]> =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).filter((entry) => entry.event),
  );

async function eventsNamed(page: Page, name: string): Promise<Entry[]> {
  await expect
    .poll(async () => (await dataLayer(page)).some((entry) => entry.event === name))
    .toBe(true);
  return (await dataLayer(page)).filter((entry) => entry.event === name);
}

test('a product view and an add to cart reach the dataLayer as GA4 events', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/product/demo-in-stock');
  const [pageView] = await eventsNamed(page, 'page_view');
  expect(pageView).toMatchObject({ page_type: 'product', customer_type: 'New' });
  // The buy box announces its model as it mounts, before tracking's chunk may have arrived.
  const [viewItem] = await eventsNamed(page, 'view_item');
  const item = viewItem?.ecommerce?.items?.[0];
  expect(item).toMatchObject({
    item_name: 'Demo In-Stock Lounge Chair',
    item_brand: 'Rove',
    item_category: 'Shop',
    google_business_vertical: 'retail',
    quantity: 1,
  });
  expect(String(item?.['item_variant'])).toMatch(/^RC1001-/);
  // The catalogue fields of the page's tracked product (spec/marketing.md §3) ride along.
  expect(item).toMatchObject({
    url: '/product/demo-in-stock',
    image: expect.stringMatching(/^\/images\/product\/\d+\.svg$/),
    id_google: expect.stringMatching(/^RC1001-/),
  });
  expect(viewItem?.ecommerce).toMatchObject({ currency: 'USD' });

  await page.locator('rove-buybox').getByRole('button', { name: 'Add to cart' }).click();
  const [added] = await eventsNamed(page, 'add_to_cart');
  expect(added?.ecommerce?.items?.[0]).toMatchObject({
    item_name: 'Demo In-Stock Lounge Chair',
    quantity: 1,
  });
  expect(added?.ecommerce?.['value']).toBe(item?.['price']);
  // Google's advice: the previous ecommerce object is cleared before each ecommerce event.
  const raw = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
  const index = raw.findIndex((entry) => (entry as Entry).event === 'add_to_cart');
  expect(raw[index - 1]).toEqual({ ecommerce: null });
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
});

test('a category page lists 8 items and search results 3', async ({ page }) => {
  await page.goto('/category/sofas');
  const [list] = await eventsNamed(page, 'view_item_list');
  expect(list?.ecommerce).toMatchObject({ item_list_id: 'category', item_list_name: 'Sofas' });
  expect(list?.ecommerce?.items).toHaveLength(8);
  expect(list?.ecommerce?.items?.map((entry) => entry['index'])).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);

  await page.goto('/search/products/sofa/');
  const [results] = await eventsNamed(page, 'view_search_results');
  expect(results).toMatchObject({ search_term: 'sofa' });
  const lists = await eventsNamed(page, 'view_item_list');
  expect(lists.at(-1)?.ecommerce).toMatchObject({ item_list_id: 'search', item_list_name: 'sofa' });
  expect(lists.at(-1)?.ecommerce?.items).toHaveLength(3);
  // A search hit's google_tag_id is its item's Google id.
  for (const entry of lists.at(-1)?.ecommerce?.items ?? [])
    expect(String(entry['id_google'])).toMatch(/^[A-Z0-9]+-/);
});

test('outside the US the ad network ids carry the C- prefix', async ({ page }) => {
  await page.goto('/product/demo-in-stock?locale=en_CA');
  const [viewItem] = await eventsNamed(page, 'view_item');
  const item = viewItem?.ecommerce?.items?.[0];
  expect(item?.['id']).toBe(`C-${String(item?.['item_id'])}`);
  expect(viewItem?.ecommerce).toMatchObject({ currency: 'CAD' });
});

test('a showroom’s Get Directions click is tracked with its location', async ({
  page,
  context,
}) => {
  // The maps site opens in a new tab; it is not part of the test (and not reachable here).
  await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto('/toronto-showroom');
  await eventsNamed(page, 'page_view');
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Get Directions/ }).click();
  await (await popup).close();
  const [click] = await eventsNamed(page, 'directions_click');
  expect(click).toMatchObject({ event: 'directions_click', location: 'Toronto' });
});

test('the help page’s contact form: a form_submit and the writer identified with the form’s contact fields', async ({
  page,
}) => {
  // Klaviyo's queue, as its onsite script leaves it.
  await page.addInitScript(() => Object.assign(window, { _learnq: [] }));
  // The webform's post answered 204: the browser stays on the page, so what it pushed is seen.
  await page.route('**/help/contact', (route) => route.fulfill({ status: 204 }));
  await page.goto('/help');
  const form = page.locator('form[data-rove-form="contact"]');
  await form.getByLabel('First name').fill('Ana');
  await form.getByLabel('Email').fill('ana@rove.shop');
  await form.getByLabel('Phone').fill('555 0100');
  await form.getByLabel('Message').fill('Where is my sofa?');
  // The page's behaviours are started once the page has painted: wait for them.
  await page.waitForFunction(() => 'Rove' in window);
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.includes('tracked-forms')),
      ),
    )
    .toBe(true);
  // Fetched is not yet listening: wait until the behaviour's submit listener is on the document
  // (Chromium's own view of the listeners), or a loaded machine's click can come first.
  const devtools = await page.context().newCDPSession(page);
  await expect
    .poll(async () => {
      const { result } = await devtools.send('Runtime.evaluate', { expression: 'document' });
      const { listeners } = await devtools.send('DOMDebugger.getEventListeners', {
        objectId: result.objectId ?? '',
      });
      return listeners.some((listener) => listener.type === 'submit');
    })
    .toBe(true);
  await form.getByRole('button', { name: 'Send' }).click();
  const [submitted] = await eventsNamed(page, 'form_submit');
  expect(submitted).toMatchObject({ form_name: 'contact' });
  expect(JSON.stringify(await dataLayer(page))).not.toContain('ana@rove.shop');
  // Identification loads its module after the submit is tracked: wait for it.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { _learnq: unknown[] })._learnq))
    .toEqual([
      ['identify', { $first_name: 'Ana', $phone_number: '555 0100', $email: 'ana@rove.shop' }],
    ]);
});

test('a logged-in shopper’s customer type comes from GET /ajax/rove_customer, asked once a session', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/ajax/rove_customer') asked.push(request.url());
  });
  // Morgan's account is three years old: an existing customer on a first visit.
  await page.goto('/category/sofas?as=member');
  const [first] = await eventsNamed(page, 'page_view');
  expect(first).toMatchObject({ page_type: 'category', customer_type: 'Existing' });
  expect(JSON.stringify(await dataLayer(page))).not.toMatch(/Morgan|morgan@|3105550178/);

  await page.goto('/product/demo-in-stock');
  const [second] = await eventsNamed(page, 'page_view');
  expect(second).toMatchObject({ customer_type: 'Existing' });
  expect(asked).toHaveLength(1);
});
