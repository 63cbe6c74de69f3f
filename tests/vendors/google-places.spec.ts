/**
 * Google's Places API (New) in Chromium, against the contract (docs/vendors/google-places.md):
 * checkout's street fields with the contract tests' stand-in as the host's own Maps
 * (`?vendors=stand-in`), then with the SDK loading Maps itself from maps.googleapis.com
 * (`?vendors=real`), answered here by the stand-in, a 404, a script that throws, or a refused
 * key. Each failure: the street field stays a plain field (or keeps its text), the console has
 * one `[rove]` line naming Google.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { shippingGroup } from '../helpers/checkout-flow';
import { GUEST_PASSES } from '../helpers/checkout-guest';
import { watchPage } from '../helpers/page-watch';
import { CSP_WITHOUT_COOKIE } from '../../demo-host/middleware/security-headers';

const MAPS_API = 'https://maps.googleapis.com/maps/api/js?**';
const STAND_IN = readFileSync(
  new URL('./stand-ins/google/maps-places.js', import.meta.url),
  'utf8',
);

const checkout = (page: Page) => page.locator('rove-checkout');
const suggestions = (scope: Locator) => scope.getByRole('listbox', { name: 'Address suggestions' });

/** A US guest at the address step, in the asked vendor mode. */
async function addressStep(page: Page, vendors: 'stand-in' | 'real', email: string) {
  const base = test.info().project.use.baseURL ?? 'http://127.0.0.1';
  await page.context().addCookies([{ name: 'rove_warehouse', value: 'US', url: base }]);
  await page.goto(`/demo/checkout-cart?vendors=${vendors}`);
  await checkout(page).getByLabel('Email address').fill(email);
  await checkout(page).getByRole('button', { name: 'Continue' }).click();
  await checkout(page).getByLabel(GUEST_PASSES.membership).check();
  await checkout(page).getByRole('button', { name: 'Continue' }).first().click();
  const shipping = shippingGroup(checkout(page));
  await expect(shipping.getByLabel('First name')).toBeVisible();
  return { shipping, street: shipping.getByLabel('Street address') };
}

interface StandInRecord {
  imports: string[];
  requests: { input: string; includedRegionCodes: string[]; sessionToken: unknown }[];
  fetches: { id: string; fields: string[]; sessionToken: unknown }[];
  callback: string | null;
}

/** What the stand-in heard; whether the suggestions' token went with the Place's fetchFields. */
const standIn = (page: Page) =>
  page.evaluate(() => {
    const record = (window as unknown as { __googlePlacesStandIn: StandInRecord })
      .__googlePlacesStandIn;
    const token = record.requests[0]?.sessionToken;
    return {
      imports: record.imports,
      requests: record.requests.map(({ input, includedRegionCodes }) => ({
        input,
        includedRegionCodes,
      })),
      fetches: record.fetches.map(({ id, fields }) => ({ id, fields })),
      callback: record.callback,
      oneToken: record.fetches.every((fetch) => fetch.sessionToken === token),
    };
  });

async function chooseFirst(street: Locator, scope: Locator, text: string, option: RegExp) {
  await street.fill(text);
  await suggestions(scope).getByRole('option', { name: option }).click();
}

test('the host’s Maps (stand-in): suggestions in the shop’s country, the address filled', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const { shipping, street } = await addressStep(page, 'stand-in', 'standin.places@example.com');
  await street.focus();
  await expect(street).toHaveRole('combobox');
  await chooseFirst(street, shipping, '1600', /1600 Pennsylvania Avenue NW/);
  await expect(street).toHaveValue('1600 Pennsylvania Avenue Northwest');
  await expect(shipping.getByLabel('City')).toHaveValue('Washington');
  await expect(shipping.getByLabel('State/Province')).toHaveValue('DC');
  await expect(shipping.getByLabel('Postal code')).toHaveValue('20500');
  const record = await standIn(page);
  expect(record.imports).toEqual(['places']);
  expect(record.requests.every((request) => request.includedRegionCodes.join() === 'us')).toBe(
    true,
  );
  expect(record.fetches).toEqual([
    { id: 'standin-us-penn', fields: ['addressComponents', 'formattedAddress'] },
  ]);
  expect(record.oneToken).toBe(true);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
});

test('a UK village abroad in billing: its postal town is the city', async ({ page }) => {
  const watch = await watchPage(page);
  await addressStep(page, 'stand-in', 'standin.village@example.com');
  await checkout(page)
    .getByLabel('My billing address is the same as my shipping address')
    .uncheck();
  const billing = checkout(page).getByRole('group', { name: 'Billing address' });
  const street = billing.getByLabel('Street address');
  await street.focus();
  await chooseFirst(street, billing, 'Snoring', /5 The Street/);
  await expect(billing.getByLabel('Country')).toHaveValue('826');
  await expect(billing.getByLabel('City')).toHaveValue('Fakenham');
  await expect(billing.getByLabel('Postal code')).toHaveValue('NR21 0HP');
  expect(watch.rove('error')).toEqual([]);
});

test('no Maps on the page: Google’s loader asks maps.googleapis.com once, with the site’s key', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const asked: URL[] = [];
  await page.route(MAPS_API, (route) => {
    asked.push(new URL(route.request().url()));
    return route.fulfill({ contentType: 'text/javascript', body: STAND_IN });
  });
  const { shipping, street } = await addressStep(page, 'real', 'real.places@example.com');
  await street.focus();
  await expect(street).toHaveRole('combobox');
  await chooseFirst(street, shipping, 'Main', /1 Main Street/);
  await expect(shipping.getByLabel('City')).toHaveValue('Brooklyn');
  expect(asked).toHaveLength(1);
  expect(asked[0]?.searchParams.get('key')).toBe('demo-simulated-maps-key');
  expect(asked[0]?.searchParams.get('libraries')).toBe('places');
  expect(asked[0]?.searchParams.get('v')).toBe('weekly');
  expect((await standIn(page)).callback).toBe('google.maps.__ib__');
  expect(watch.rove('error')).toEqual([]);
});

for (const { name, answer, line, wait } of [
  {
    name: 'a 404',
    answer: { status: 404, body: 'Not found' },
    line: '[rove] the Google Maps JavaScript API could not be loaded; address suggestions are off',
    wait: 5_000,
  },
  {
    name: 'a script that throws',
    answer: { contentType: 'text/javascript', body: "throw new Error('maps broke');" },
    line: '[rove] the Google Maps JavaScript API did not become ready; address suggestions are off',
    wait: 25_000,
  },
] as const) {
  test(`${name}: the street stays a plain field, one line names Google`, async ({ page }) => {
    test.setTimeout(60_000);
    const watch = await watchPage(page);
    await page.route(MAPS_API, (route) => route.fulfill(answer));
    const { street } = await addressStep(page, 'real', 'broken.places@example.com');
    await street.focus();
    // One line, its message first (Google's error follows as the line's detail).
    await expect
      .poll(() => watch.rove('error').map((text) => text.startsWith(line)), { timeout: wait })
      .toEqual([true]);
    await expect(street).not.toHaveAttribute('role', 'combobox');
    await street.fill('1600 Pennsylvania');
    await expect(street).toHaveValue('1600 Pennsylvania');
  });
}

test("blocked by the page's policy: a plain field, a line names the source", async ({ page }) => {
  const watch = await watchPage(page);
  const base = test.info().project.use.baseURL ?? 'http://127.0.0.1';
  await page
    .context()
    .addCookies([{ name: CSP_WITHOUT_COOKIE, value: 'google-places', url: base }]);
  const { street } = await addressStep(page, 'real', 'blocked.places@example.com');
  await street.focus();
  const blocked =
    "[rove] the page's Content-Security-Policy blocked Google Maps (Places) (https://maps.googleapis.com): add https://*.googleapis.com to script-src (docs/vendors/google-places.md, docs/csp.md)";
  const mapsLines = () =>
    [...watch.rove('error'), ...watch.rove('warning')].filter((line) => /Maps/.test(line));
  // Google's loader adds its own tag and tells its own failure: the policy's line names the
  // source to add; the loader's may come too (docs/csp.md).
  await expect.poll(mapsLines).toContain(blocked);
  await street.fill('1600 Pennsylvania');
  await expect(street).toHaveValue('1600 Pennsylvania');
});

test('a refused key (gm_authFailure): a plain field again, one line names Google', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.addInitScript(() => {
    (window as unknown as { __googlePlacesStandInOptions: object }).__googlePlacesStandInOptions = {
      refuseKey: true,
    };
  });
  const { street } = await addressStep(page, 'stand-in', 'refused.places@example.com');
  await street.focus();
  await expect
    .poll(() => watch.rove('error'))
    .toEqual([
      '[rove] Google Maps refused the site’s key (gm_authFailure); address suggestions are off',
    ]);
  await expect(street).not.toHaveAttribute('role', 'combobox');
  await street.fill('1600');
  await expect(street).toHaveValue('1600');
});
