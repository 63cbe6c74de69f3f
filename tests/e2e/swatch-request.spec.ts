/**
 * The swatch request end to end (spec/product.md §2, §4, §5, §8): the production build in Chromium
 * against the demo host's /swatch-request. From the selection (with the limit's alert dialog)
 * through a reload that keeps it, to the stored submission the next page load reports as
 * has_been_submitted.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from '../helpers/page-watch';

const widget = (page: Page) => page.locator('rove-swatch-request');
const toggle = (page: Page, name: string) =>
  widget(page).getByRole('button', { name: new RegExp(`^(Select|Remove) swatch ${name}$`) });
const counter = (page: Page) => widget(page).getByRole('status');

async function swatchSettings(page: Page): Promise<{
  selected: number[];
  has_been_submitted: boolean;
  swatches: { id: number; name: string }[];
}> {
  return page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('rove-settings')?.textContent ?? '{}') as {
          swatch_request: {
            selected: number[];
            has_been_submitted: boolean;
            swatches: { id: number; name: string }[];
          };
        }
      ).swatch_request,
  );
}

test('select past the limit, reload, send: the request is stored and marked submitted', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.addInitScript(() => {
    // Whether each selection save may outlive the page, as the SDK's fetch asked.
    const keepalive: boolean[] = [];
    (window as unknown as { __saveKeepalive: boolean[] }).__saveKeepalive = keepalive;
    const fetchBefore = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (input instanceof Request && input.url.endsWith('/swatch-request/selection'))
        keepalive.push(input.keepalive);
      return fetchBefore(input, init);
    };
    const seen: unknown[] = [];
    (window as unknown as { __swatchEvents: unknown[] }).__swatchEvents = seen;
    for (const name of ['swatch-displayed', 'swatch-selection-changed', 'swatch-requested']) {
      document.addEventListener(`rove:${name}`, (event) =>
        seen.push([name, (event as CustomEvent).detail]),
      );
    }
  });
  await page.goto('/swatch-request');
  const { swatches } = await swatchSettings(page);
  const names = swatches.slice(0, 6).map((swatch) => swatch.name);

  // spec/product.md §4: each swatch toggles 'Select swatch' / 'Remove swatch' and updates the counter.
  await expect(counter(page)).toHaveText('0 of 5 selected');
  for (const [index, name] of names.slice(0, 5).entries()) {
    const button = toggle(page, name);
    await expect(button).toHaveText('Select swatch');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveText('Remove swatch');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(counter(page)).toHaveText(`${index + 1} of 5 selected`);
  }

  // A sixth: the alert dialog with the specification's text; nothing changes; focus comes back.
  const sixth = toggle(page, names[5] as string);
  await sixth.click();
  const alert = page.getByRole('alertdialog', { name: 'Swatch limit' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Error message: Please limit your selection to 5.');
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(alert).toHaveCount(0);
  await expect(sixth).toBeFocused();
  await expect(sixth).toHaveAttribute('aria-pressed', 'false');
  await expect(counter(page)).toHaveText('5 of 5 selected');

  // Remove one; the selection is saved, and a reload keeps it (has_been_submitted false). The
  // reply awaited is the removal's own: the fifth selection's save may still be under way.
  const saved = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/swatch-request/selection' &&
      (response.request().postDataJSON() as { selected: number[] }).selected.length === 4,
  );
  await toggle(page, names[4] as string).click();
  expect((await saved).status()).toBe(200);
  // Each save outlives the page (fetch's keepalive): a reload or a link right after a press
  // does not cancel it.
  const keepalive = await page.evaluate(
    () => (window as unknown as { __saveKeepalive: boolean[] }).__saveKeepalive,
  );
  expect(keepalive.length).toBeGreaterThan(0);
  expect(keepalive.every(Boolean), `keepalive per save: ${keepalive.join(', ')}`).toBe(true);
  await page.reload();
  await expect(counter(page)).toHaveText('4 of 5 selected');
  for (const name of names.slice(0, 4)) {
    await expect(toggle(page, name)).toHaveAttribute('aria-pressed', 'true');
  }
  const kept = await swatchSettings(page);
  expect(kept.has_been_submitted).toBe(false);
  expect(kept.selected).toEqual(swatches.slice(0, 4).map((swatch) => swatch.id));

  // Continue to the address form; Back returns with the selection intact.
  await widget(page).getByRole('button', { name: 'Continue' }).click();
  await expect(
    widget(page).getByRole('heading', { name: 'Where should we send them?' }),
  ).toBeFocused();
  await widget(page).getByRole('button', { name: 'Back' }).click();
  await expect(toggle(page, names[0] as string)).toHaveAttribute('aria-pressed', 'true');
  await widget(page).getByRole('button', { name: 'Continue' }).click();

  // Blank submit: messages tied to their fields, focus on the first.
  await widget(page).getByRole('button', { name: 'Request swatches' }).click();
  const nameField = widget(page).getByRole('textbox', { name: 'Full name' });
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toHaveAccessibleDescription('Required');

  await nameField.fill('Ana Lee');
  await widget(page).getByRole('textbox', { name: 'Email' }).fill('ana@rove.shop');
  await widget(page).getByLabel('Address', { exact: true }).fill('12 Main Street');
  await widget(page).getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Canada' });
  await widget(page).getByRole('textbox', { name: 'City' }).fill('Vancouver');
  await widget(page).getByRole('textbox', { name: 'Province / State' }).fill('BC');
  await widget(page).getByRole('textbox', { name: 'Postal code' }).fill('v6b 1a1');
  const phone = widget(page).getByRole('textbox', { name: 'Phone' });
  await phone.pressSequentially('+1 (604) 555-0199');
  // spec/product.md §5: trimmed to 10 digits, the leading +1 dropped.
  await expect(phone).toHaveValue('6045550199');

  const submitted = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/swatch-request/submit',
  );
  await widget(page).getByRole('button', { name: 'Request swatches' }).click();
  const request = await submitted;
  expect(request.postDataJSON()).toEqual({
    selected: kept.selected,
    address: {
      name: 'Ana Lee',
      email: 'ana@rove.shop',
      address1: '12 Main Street',
      address2: '',
      city: 'Vancouver',
      province: 'BC',
      postal_code: 'V6B 1A1',
      country: 124,
      phone: '6045550199',
    },
  });
  const response = await request.response();
  expect(response?.status()).toBe(200);
  await expect(
    widget(page).getByRole('heading', { name: 'Thank you! Your swatch request has been sent.' }),
  ).toBeFocused();

  const events = await page.evaluate(
    () => (window as unknown as { __swatchEvents: [string, unknown][] }).__swatchEvents,
  );
  expect(events.filter(([name]) => name === 'swatch-requested')).toEqual([
    ['swatch-requested', { optionIds: kept.selected, country: 124 }],
  ]);

  // The stored request: the next page load says has_been_submitted and starts a new request.
  await page.reload();
  const after = await swatchSettings(page);
  expect(after).toMatchObject({ selected: kept.selected, has_been_submitted: true });
  await expect(counter(page)).toHaveText('0 of 5 selected');
  await expect(widget(page)).toContainText('Your last swatch request has been sent.');

  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
  expect(watch.rove('warning')).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

test('the intl page ships to its one country', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/swatch-request-intl/UK');
  const { swatches } = await swatchSettings(page);
  await toggle(page, swatches[0]?.name as string).click();
  await widget(page).getByRole('button', { name: 'Continue' }).click();
  const country = widget(page).getByRole('combobox', { name: 'Country' });
  await expect(country.locator('option')).toHaveText(['United Kingdom']);
  // UK addresses do without a county.
  await expect(
    widget(page).getByRole('textbox', { name: 'Province / State (optional)' }),
  ).toBeVisible();
  expect(watch.pageErrors).toEqual([]);
});

test('a Korean address: the postcode search fills address 1 and the postal code', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.goto('/swatch-request');
  const { swatches } = await swatchSettings(page);
  const first = toggle(page, swatches[0]?.name ?? '');
  if ((await first.getAttribute('aria-pressed')) !== 'true') await first.click();
  await widget(page).getByRole('button', { name: 'Continue' }).click();
  const find = widget(page).getByRole('button', { name: '우편번호 찾기' });
  await expect(find).toHaveCount(0);
  await widget(page).getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Korea' });
  await find.click();
  const dialog = page.getByRole('dialog', { name: 'Find postcode' });
  await dialog.getByLabel('도로명, 건물명, 지번 또는 우편번호').fill('코엑스');
  await dialog.getByRole('button', { name: '검색' }).click();
  await dialog.getByRole('button', { name: /^지번 06164 서울 강남구 삼성동 159/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(widget(page).getByLabel('Address', { exact: true })).toHaveValue(
    '서울 강남구 삼성동 159',
  );
  await expect(widget(page).getByRole('textbox', { name: 'Postal code' })).toHaveValue('06164');
  await expect(
    widget(page).getByRole('textbox', { name: 'Apartment, suite, etc. (optional)' }),
  ).toBeFocused();
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
});
