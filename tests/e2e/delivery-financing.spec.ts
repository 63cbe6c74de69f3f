/**
 * <rove-delivery> and <rove-financing> end to end: the production build in Chromium against
 * the demo host. Each test runs in a fresh browser context (no destination cookies).
 */
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from '../helpers/page-watch';

const deliverButton = (page: Page) => page.locator('rove-delivery .rove-delivery__button');
const postalInput = (page: Page) =>
  page.locator('dialog.rove-delivery-dialog input[name="postal"]');
const dialogAlert = (page: Page) => page.locator('dialog.rove-delivery-dialog [role="alert"]');

async function submitPostal(page: Page, postal: string): Promise<void> {
  if (!(await postalInput(page).isVisible())) await deliverButton(page).click();
  await postalInput(page).fill(postal);
  await postalInput(page).press('Enter');
}

test.describe('delivery destination', () => {
  for (const [path, postal, message] of [
    ['/product/demo-in-stock', '1234', 'Invalid Zip Code'],
    ['/product/demo-in-stock?locale=en_CA', '12345', 'Invalid Postal Code'],
    [
      '/product/demo-in-stock?locale=en_UK',
      'SW1A 1AA',
      'This will only work in Canada and the United States.',
    ],
  ] as const) {
    test(`refuses ${postal} on ${path} with “${message}”`, async ({ page }) => {
      const watch = await watchPage(page);
      await page.goto(path);
      await expect(deliverButton(page)).toHaveText('Enter your postal code');
      // The server's no-JS text is replaced by the widget.
      await expect(page.locator('rove-delivery')).not.toContainText('at checkout');
      await submitPostal(page, postal);
      await expect(dialogAlert(page)).toHaveText(message);
      await expect(postalInput(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(postalInput(page)).toHaveValue(postal);
      expect(watch.pageErrors).toEqual([]);
      expect(await watch.cspViolations()).toEqual([]);
    });
  }

  test('says “Error response.” for a postal code the CMS does not know', async ({ page }) => {
    await page.goto('/product/demo-in-stock');
    await submitPostal(page, '00000');
    await expect(dialogAlert(page)).toHaveText('Error response.');
    await expect(postalInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(postalInput(page)).toHaveValue('00000');
  });

  test('says “An error has occurred.” when the call fails', async ({ page }) => {
    await page.route('**/ajax/destination/update', (route) => route.abort('failed'));
    await page.goto('/product/demo-in-stock');
    await submitPostal(page, '10001');
    await expect(dialogAlert(page)).toHaveText('An error has occurred.');
    await expect(postalInput(page)).toHaveAttribute('aria-invalid', 'true');
  });

  test('the fragile product cannot go to 99501', async ({ page }) => {
    await page.goto('/product/demo-fragile');
    await submitPostal(page, '99501');
    await expect(page.locator('rove-delivery .rove-delivery__restricted')).toHaveText(
      'This product is fragile and not available for delivery to 99501.',
    );
    await expect(deliverButton(page)).toHaveText('Deliver to Anchorage, AK 99501');
  });

  test('a destination sets the cookies, the label and the event, and is kept', async ({
    page,
    context,
  }) => {
    const watch = await watchPage(page);
    await page.goto('/product/demo-in-stock');
    await expect(deliverButton(page)).toBeVisible();
    const event = page.evaluate(
      () =>
        new Promise<unknown>((resolve) =>
          document.addEventListener('rove:delivery-changed', (e) =>
            resolve((e as CustomEvent).detail),
          ),
        ),
    );
    await submitPostal(page, '10001');
    await expect(deliverButton(page)).toHaveText('Deliver to New York, NY 10001');
    await expect(page.locator('dialog.rove-delivery-dialog')).toHaveCount(0);
    await expect(deliverButton(page)).toBeFocused();
    expect(await event).toMatchObject({ nid: 1001, postal: '10001', restricted: false });
    const cookies = Object.fromEntries(
      (await context.cookies()).map((cookie) => [cookie.name, cookie]),
    );
    expect(cookies['rove_dest_postal_US']?.value).toBe('10001');
    expect(decodeURIComponent(cookies['rove_dest_label_US']?.value ?? '')).toBe(
      'New York, NY 10001',
    );
    // 365 days, give or take the test's own running time.
    const days = ((cookies['rove_dest_postal_US']?.expires ?? 0) * 1000 - Date.now()) / 864e5;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    await page.goto('/product/demo-fragile');
    await expect(deliverButton(page)).toHaveText('Deliver to New York, NY 10001');
    expect(watch.pageErrors).toEqual([]);
    expect(watch.rove('error')).toEqual([]);
  });
});

test.describe('a destination saved on an earlier visit (issue 25)', () => {
  const buyboxRestricted = (page: Page) => page.locator('rove-buybox .rove-buybox__restricted');
  const purchase = (page: Page) => page.locator('rove-buybox .rove-buybox__purchase');
  const FRAGILE_99501 = 'This product is fragile and not available for delivery to 99501.';

  test('is asked again as the page loads: the fragile product stays unbuyable after a reload', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    await page.goto('/product/demo-fragile');
    await expect(purchase(page)).toBeVisible();
    await submitPostal(page, '99501');
    await expect(buyboxRestricted(page)).toHaveText(FRAGILE_99501);

    const asked = page.waitForRequest('**/ajax/destination/update');
    await page.reload();
    expect((await asked).postDataJSON()).toMatchObject({ postal: '99501', nid: '1005' });
    await expect(buyboxRestricted(page)).toHaveText(FRAGILE_99501);
    await expect(page.locator('rove-delivery .rove-delivery__restricted')).toHaveText(
      FRAGILE_99501,
    );
    await expect(purchase(page)).toHaveCount(0);
    await expect(deliverButton(page)).toHaveText('Deliver to Anchorage, AK 99501');
    expect(watch.pageErrors).toEqual([]);
    expect(watch.rove('error')).toEqual([]);
  });

  test('keeps the satellite stock of 10001 after a reload', async ({ page }) => {
    await page.goto('/product/demo-in-stock');
    await submitPostal(page, '10001');
    const stock = page.locator('rove-buybox .rove-buybox__stock');
    await expect(stock).toContainText('From a warehouse near 10001');
    await page.reload();
    await expect(stock).toContainText('From a warehouse near 10001');
    await expect(purchase(page).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  test('a check that fails leaves add to cart working, logged once', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'rove_dest_postal_US', value: '10001', url: baseURL ?? '' }]);
    await page.route('**/ajax/destination/update', (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    const watch = await watchPage(page);
    await page.goto('/product/demo-in-stock');
    const add = purchase(page).getByRole('button', { name: 'Add to cart' });
    await expect(add).not.toHaveAttribute('aria-disabled', 'true');
    await add.click();
    await expect(page.locator('rove-buybox .rove-buybox__feedback')).toHaveText('Added to cart');
    expect(watch.rove('error')).toEqual([
      expect.stringContaining('[rove] saved delivery destination not checked'),
    ]);
    expect(watch.pageErrors).toEqual([]);
  });
});

test.describe('financing', () => {
  test('Affirm’s own messaging replaces the estimate from one affirm.js, and follows the price', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    await page.goto('/product/demo-financing');
    const promo = page.locator('rove-financing .affirm-as-low-as');
    // The demo host's simulation of affirm.js renders Affirm's element from its data.
    await expect(promo).toHaveText(/^Starting at \$\d+\/mo with Affirm/);
    await expect(promo).toHaveAttribute('data-page-type', 'product');
    const affirm = () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              __simulatedAffirm: { config: object; refreshes: number; rendered: number[] };
            }
          ).__simulatedAffirm,
      );
    expect((await affirm()).config).toEqual({
      public_api_key: 'demo_simulated_affirm_key',
      locale: 'en_US',
      country_code: 'USA',
    });
    const before = Number(await promo.getAttribute('data-amount'));
    expect(before).toBeGreaterThanOrEqual(100_000);
    expect((await affirm()).rendered.at(-1)).toBe(before);
    // A dearer size: a new amount, handed to affirm.ui.refresh().
    await page.getByRole('radio', { name: /132" U-Shape/ }).check();
    await expect(promo).not.toHaveAttribute('data-amount', String(before));
    const after = Number(await promo.getAttribute('data-amount'));
    await expect.poll(async () => (await affirm()).rendered.at(-1)).toBe(after);
    expect(after).toBeGreaterThan(before);
    await expect(page.locator('script[src$="/simulated/affirm/affirm.js"]')).toHaveCount(1);
    expect(watch.pageErrors).toEqual([]);
    expect(watch.rove('error')).toEqual([]);
    expect(await watch.cspViolations()).toEqual([]);
  });

  test('Klarna’s messaging: its box kept at the specification’s height, the placement for the price in minor units', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    await page.goto('/product/demo-financing');
    const box = page.locator('rove-financing .rove-financing__klarna');
    const placement = box.locator('klarna-placement');
    // The demo host's simulation of Klarna's web SDK renders the placement.
    await expect(placement).toHaveText(/^Pay in 4 interest-free payments of \$[\d.]+ with Klarna/);
    await expect(placement).toHaveAttribute('data-key', 'credit-promotion-badge');
    await expect(placement).toHaveAttribute('data-locale', 'en-US');
    const amount = Number(await placement.getAttribute('data-purchase-amount'));
    // spec/checkout.md §9: 15 px from 40000 minor units ($2,499 here), else 40.
    expect(amount).toBeGreaterThanOrEqual(40_000);
    expect(await box.evaluate((node) => getComputedStyle(node).minHeight)).toBe('15px');
    const sdk = page.locator('script[src$="/simulated/klarna/web-sdk.js"]');
    await expect(sdk).toHaveCount(1);
    await expect(sdk).toHaveAttribute('data-client-id', 'klarna_test_client_ZGVtby1zaW11bGF0ZWQ');
    await page.getByRole('radio', { name: /132" U-Shape/ }).check();
    await expect(placement).not.toHaveAttribute('data-purchase-amount', String(amount));
    const after = Number(await placement.getAttribute('data-purchase-amount'));
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              window as unknown as {
                __simulatedKlarnaMessaging: { rendered: { amount: number }[] };
              }
            ).__simulatedKlarnaMessaging.rendered.at(-1)?.amount,
        ),
      )
      .toBe(after);
    expect(watch.pageErrors).toEqual([]);
    expect(watch.rove('error')).toEqual([]);
    expect(await watch.cspViolations()).toEqual([]);
  });

  test('Klarna’s box is 40 px under 40000 minor units', async ({ page }) => {
    // A pillow: the catalogue's cheapest kind.
    await page.goto('/category/pillows');
    const first = page.locator('main a[href^="/product/"]').first();
    await page.goto((await first.getAttribute('href')) ?? '');
    await page.locator('rove-financing').scrollIntoViewIfNeeded();
    const box = page.locator('rove-financing .rove-financing__klarna');
    const placement = box.locator('klarna-placement');
    await expect(placement).toHaveText(/with Klarna/);
    const amount = Number(await placement.getAttribute('data-purchase-amount'));
    expect(amount).toBeLessThan(40_000);
    expect(await box.evaluate((node) => getComputedStyle(node).minHeight)).toBe('40px');
  });

  test('a page that has Affirm already: it is used, nothing is loaded', async ({ page }) => {
    await page.addInitScript(() => {
      // A host that loads Affirm through its tag manager: its API is on the page.
      const seen = { refreshes: 0 };
      Object.assign(window, {
        __hostAffirm: seen,
        affirm: {
          ui: {
            ready: (callback: () => void) => callback(),
            refresh: () => {
              seen.refreshes += 1;
            },
          },
        },
      });
    });
    await page.goto('/product/demo-financing');
    await expect(page.locator('rove-financing .affirm-as-low-as')).toBeAttached();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { __hostAffirm: { refreshes: number } }).__hostAffirm.refreshes,
        ),
      )
      .toBeGreaterThan(0);
    await expect(page.locator('script[src*="affirm"]')).toHaveCount(0);
  });

  test('without Affirm, “as low as” from 1000 and the information dialog', async ({ page }) => {
    const watch = await watchPage(page);
    // Affirm's script cannot load: our own estimate stays.
    await page.route('**/simulated/affirm/affirm.js', (route) => route.abort());
    await page.goto('/product/demo-financing');
    const estimate = page.locator('rove-financing .rove-financing__estimate');
    await expect(estimate).toHaveText(/^as low as \$\d{2,3}\/mo$/);
    await page.locator('rove-financing .rove-financing__more').click();
    const dialog = page.getByRole('dialog', { name: 'Financing' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('li')).toHaveText([
      /^12 monthly payments \$[\d,]+\/mo$/,
      /^18 monthly payments \$[\d,]+\/mo$/,
      /^24 monthly payments \$[\d,]+\/mo$/,
    ]);
    await expect(dialog).toContainText('10% APR');
    await expect(dialog).toContainText(/Example: \$[\d,]+ over 24 months at 10% APR/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('rove-financing .rove-financing__more')).toBeFocused();
    expect(watch.pageErrors).toEqual([]);
    // The failed load is logged once, whenever the refused script reports it.
    await expect
      .poll(() => watch.rove('error'))
      .toEqual(['[rove] Affirm could not be loaded; our own estimate shows']);
    expect(await watch.cspViolations()).toEqual([]);
  });

  test('below 1000: no estimate and no Affirm, only Klarna’s messaging', async ({ page }) => {
    await page.goto('/product/demo-in-stock');
    const financing = page.locator('rove-financing');
    // Klarna's placement is for any price; once it has rendered, the rest has had its chance.
    await expect(financing.locator('klarna-placement')).toHaveText(/with Klarna/);
    await expect(financing.locator('.rove-financing__line')).toHaveCount(0);
    await expect(financing.locator('.affirm-as-low-as')).toHaveCount(0);
    await expect(financing).toHaveText(/^Pay in 4 interest-free payments of \$[\d.]+ with Klarna/);
  });
});

test('an upgraded element keeps the server’s markup, not its own view, as the fallback it restores on failure', async ({
  page,
}) => {
  await page.goto('/product/demo-in-stock');
  await expect(deliverButton(page)).toHaveText('Enter your postal code');
  // The element renders only once connected, after saving the server's content: a copy
  // taken at render time (preact renders synchronously) would hold the widget's own view.
  const saved = await page.evaluate(() =>
    (
      (document.querySelector('rove-delivery') as HTMLElement & { roveFallback?: Node[] })
        .roveFallback ?? []
    )
      .map((node) => node.textContent ?? '')
      .join(''),
  );
  expect(saved).toContain('Enter your postal code at checkout to check delivery.');
});
