/**
 * Address suggestions on the street fields (spec/product.md §7, spec/checkout.md §7; issue 25): the production
 * build in Chromium against the demo host, whose pages play a host that loads Google Maps itself
 * (demo-host/simulations/google/maps-places.js records what the SDK asks of it).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { shippingGroup } from '../helpers/checkout-flow';
import { GUEST_PASSES } from '../helpers/checkout-guest';
import { watchPage, type PageWatch } from '../helpers/page-watch';

interface SimulatedPlaces {
  imports: string[];
  requests: { input: string; includedRegionCodes: string[]; sessionToken: string | null }[];
  fetches: { id: string; fields: string[] }[];
}

const simulated = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __simulatedPlaces: SimulatedPlaces }).__simulatedPlaces,
  );

const checkout = (page: Page) => page.locator('rove-checkout');
const billingGroup = (page: Page) => checkout(page).getByRole('group', { name: 'Billing address' });
const suggestions = (scope: Locator) => scope.getByRole('listbox', { name: 'Address suggestions' });
const status = (scope: Locator) => scope.locator('.rove-places [role="status"]');

/** A US guest at the address step, nothing typed yet. */
async function addressStep(page: Page, email: string): Promise<void> {
  const base = test.info().project.use.baseURL ?? 'http://127.0.0.1';
  await page.context().addCookies([{ name: 'rove_warehouse', value: 'US', url: base }]);
  await page.goto('/demo/checkout-cart');
  await checkout(page).getByLabel('Email address').fill(email);
  await checkout(page).getByRole('button', { name: 'Continue' }).click();
  await checkout(page).getByLabel(GUEST_PASSES.membership).check();
  await checkout(page).getByRole('button', { name: 'Continue' }).first().click();
  await expect(shippingGroup(checkout(page)).getByLabel('First name')).toBeVisible();
}

function clean(watch: PageWatch, expectedErrors: RegExp[] = []): void {
  expect(watch.pageErrors).toEqual([]);
  const errors = watch.rove('error');
  expect(errors).toHaveLength(expectedErrors.length);
  expectedErrors.forEach((pattern, index) => expect(errors[index]).toMatch(pattern));
}

test('checkout delivery: loaded on the first focus, searched in the shop’s country, chosen by keyboard and filled as if typed', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const comboboxChunk: string[] = [];
  page.on('request', (request) => {
    if (/PlacesCombobox/.test(request.url())) comboboxChunk.push(request.url());
  });
  await addressStep(page, 'places.delivery@example.com');
  const shipping = shippingGroup(checkout(page));
  const street = shipping.getByLabel('Street address');

  // Nothing is loaded before the shopper reaches the street.
  expect((await simulated(page)).imports).toEqual([]);
  expect(comboboxChunk).toEqual([]);
  await shipping.getByLabel('First name').fill('Pat');
  expect((await simulated(page)).imports).toEqual([]);

  await street.focus();
  await expect(street).toHaveRole('combobox');
  expect((await simulated(page)).imports).toEqual(['places']);
  expect(comboboxChunk).toHaveLength(1);

  await street.pressSequentially('1600');
  const list = suggestions(shipping);
  await expect(list.getByRole('option')).toHaveText([
    /^1600 Pennsylvania Avenue NW\s*Washington, DC 20500, USA$/,
    /^1600 Amphitheatre Parkway/,
  ]);
  await expect(street).toHaveAttribute('aria-expanded', 'true');
  await expect(status(shipping)).toHaveText(
    '2 addresses found. Use the up and down arrow keys to choose one.',
  );
  await expect(shipping.getByText('Powered by Google')).toBeVisible();
  const asked = (await simulated(page)).requests;
  // Debounced: one request for the pause, not one per key; the delivery country only.
  expect(asked.map((request) => request.input)).toEqual(['1600']);
  expect(asked[0]?.includedRegionCodes).toEqual(['us']);
  const firstToken = asked[0]?.sessionToken;
  expect(firstToken).toMatch(/^sim-session-/);

  // Down/Up move the active suggestion; focus never leaves the field.
  await street.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(street).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await street.press('ArrowUp');
  await expect(list.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
  await expect(street).toBeFocused();

  // Escape hides the suggestions and keeps what was typed; Down shows them again.
  await street.press('Escape');
  await expect(list).toBeHidden();
  await expect(street).toHaveAttribute('aria-expanded', 'false');
  await expect(street).toHaveValue('1600');
  await street.press('ArrowDown');
  await expect(list).toBeVisible();
  await street.press('ArrowDown');
  await street.press('Enter');

  await expect(street).toHaveValue('1600 Pennsylvania Avenue Northwest');
  await expect(shipping.getByLabel('City')).toHaveValue('Washington');
  await expect(shipping.getByLabel('State/Province')).toHaveValue('DC');
  await expect(shipping.getByLabel('Postal code')).toHaveValue('20500');
  for (const label of ['Street address', 'City', 'State/Province', 'Postal code'])
    await expect(shipping.getByLabel(label)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(status(shipping)).toHaveText(
    'Address filled in: 1600 Pennsylvania Avenue NW, Washington, DC 20500, USA.',
  );
  await expect(street).toBeFocused();
  expect((await simulated(page)).fetches).toEqual([
    { id: 'sim-us-white-house', fields: ['addressComponents', 'formattedAddress'] },
  ]);

  // The next entry is a new session (one token per address entry).
  await street.fill('350 Fifth');
  await expect(list.getByRole('option')).toHaveCount(1);
  const tokens = (await simulated(page)).requests.map((request) => request.sessionToken);
  expect(tokens.at(-1)).not.toBe(firstToken);
  // Leaving the field hides the suggestions.
  await shipping.getByLabel('City').focus();
  await expect(list).toBeHidden();
  clean(watch);
});

test('checkout billing: suggestions from the six countries; a place abroad sets the country; failures keep what was typed', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await addressStep(page, 'places.billing@example.com');
  await checkout(page)
    .getByLabel('My billing address is the same as my shipping address')
    .uncheck();
  const billing = billingGroup(page);
  const street = billing.getByLabel('Street address');

  await street.fill('Downing');
  await suggestions(billing)
    .getByRole('option', { name: /10 Downing Street/ })
    .click();
  await expect(street).toHaveValue('10 Downing Street');
  await expect(billing.getByLabel('Country')).toHaveValue('826');
  await expect(billing.getByLabel('City')).toHaveValue('London');
  await expect(billing.getByLabel('Postal code')).toHaveValue('SW1A 2AA');
  const asked = (await simulated(page)).requests.at(-1);
  expect([...(asked?.includedRegionCodes ?? [])].sort()).toEqual([
    'au',
    'ca',
    'gb',
    'hk',
    'kr',
    'us',
  ]);

  // Toronto: the province is matched to the select by its code.
  await street.fill('301 Front');
  await suggestions(billing)
    .getByRole('option', { name: /301 Front Street West/ })
    .click();
  await expect(billing.getByLabel('Country')).toHaveValue('124');
  await expect(billing.getByLabel('State/Province')).toHaveValue('ON');
  await expect(billing.getByLabel('Postal code')).toHaveValue('M5V 2T6');

  // Suggestions that fail say so; the typed text stays.
  await street.fill('outage street');
  const unavailable = 'Address suggestions are unavailable. Please type the address.';
  await expect(billing.locator('.rove-places__note')).toHaveText(unavailable);
  await expect(status(billing)).toHaveText(unavailable);
  await expect(street).toHaveValue('outage street');

  // A lookup that fails says so; the typed text stays.
  await street.fill('221B Baker');
  await suggestions(billing)
    .getByRole('option', { name: /221B Baker Street/ })
    .click();
  const notFilled = 'That address could not be filled in. Please type it.';
  await expect(billing.locator('.rove-places__error')).toHaveText(notFilled);
  await expect(status(billing)).toHaveText(notFilled);
  await expect(street).toHaveValue('221B Baker');
  await expect(billing.getByLabel('City')).toHaveValue('Toronto');
  clean(watch, [/^\[rove\] the chosen address could not be fetched/]);
});

test('a phone: the suggestions fit the screen under the field', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await addressStep(page, 'places.phone@example.com');
  const shipping = shippingGroup(checkout(page));
  const street = shipping.getByLabel('Street address');
  await street.fill('1600');
  const list = suggestions(shipping);
  await expect(list.getByRole('option')).toHaveCount(2);
  const field = await street.boundingBox();
  const popup = await shipping.locator('.rove-places__popup').boundingBox();
  expect(popup && field && popup.y).toBeGreaterThanOrEqual((field?.y ?? 0) + (field?.height ?? 0));
  expect((popup?.x ?? 0) + (popup?.width ?? 0)).toBeLessThanOrEqual(360);
  for (const box of await list
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.getBoundingClientRect().height)))
    expect(box).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the swatch request: a place fills address 1, address 2, city, province, country and postal code', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.goto('/swatch-request');
  const widget = page.locator('rove-swatch-request');
  const field = (label: string) => widget.getByLabel(label, { exact: true });
  const first = widget.getByRole('button', { name: /^Select swatch/ }).first();
  await first.click();
  await widget.getByRole('button', { name: 'Continue' }).click();
  const address1 = field('Address');
  await expect(address1).toBeVisible();
  expect((await simulated(page)).imports).toEqual([]);

  await address1.fill('1 Yonge');
  await widget.getByRole('option', { name: /1 Yonge Street Suite 1801/ }).click();
  await expect(field('Country')).toHaveValue('124');
  await expect(address1).toHaveValue('1 Yonge Street');
  await expect(field('Apartment, suite, etc. (optional)')).toHaveValue('1801');
  await expect(field('City')).toHaveValue('Toronto');
  await expect(field('Province / State')).toHaveValue('ON');
  await expect(field('Postal code')).toHaveValue('M5E 1W7');
  const asked = (await simulated(page)).requests.at(-1);
  expect(asked?.includedRegionCodes).toHaveLength(6);
  clean(watch);
});
