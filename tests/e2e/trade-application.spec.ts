/**
 * The trade membership application end to end (spec/product.md §4, §5; issue 8): the production
 * build in Chromium against the demo host's /trade/apply — four steps, each error, uploads, a
 * reload and a failed submit that lose nothing, the server's 422, and the enrolment.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from '../helpers/page-watch';

const widget = (page: Page) => page.locator('rove-trade-application');
const heading = (page: Page) => widget(page).locator('h2');
const next = (page: Page) => widget(page).getByRole('button', { name: 'Next' });
const submit = (page: Page) => widget(page).getByRole('button', { name: 'SUBMIT' });
const field = (page: Page, label: string) => widget(page).getByLabel(label, { exact: true });

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function expectError(page: Page, label: string, message: 'Required' | 'Invalid') {
  const input = field(page, label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(`\\b${message}\\b`));
}

/** Captures rove:trade-applied in the page (for tracking's form_submit). */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __tradeApplied: unknown[] }).__tradeApplied = seen;
    document.addEventListener('rove:trade-applied', (event) =>
      seen.push((event as CustomEvent).detail),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __tradeApplied: unknown[] }).__tradeApplied);
}

test('four steps with every error, uploads, a reload and a failed submit, then enrolment', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const events = await recordEvents(page);
  await page.goto('/trade/apply');
  await expect(page).toHaveTitle(/Trade Membership Application/);
  await expect(heading(page)).toHaveText('Welcome and contact');
  await expect(widget(page).locator('[aria-current="step"]')).toContainText('Welcome and contact');

  // Step 1: empty → Required, focus on the first field; wrong formats → Invalid.
  await next(page).click();
  await expectError(page, 'First name', 'Required');
  await expectError(page, 'Contact phone', 'Required');
  await expect(field(page, 'First name')).toBeFocused();
  await field(page, 'First name').fill('Ana');
  await field(page, 'Last name').fill('Silva');
  await field(page, 'Company name').fill('Silva Studio');
  await field(page, 'Title').fill('Principal');
  await widget(page).getByRole('radio', { name: 'United States' }).check();
  await field(page, 'Contact email').fill('ana@');
  await field(page, 'Contact phone').fill('555-0199');
  await next(page).click();
  await expectError(page, 'Contact email', 'Invalid');
  await expectError(page, 'Contact phone', 'Invalid');
  await expect(field(page, 'Contact email')).toBeFocused();
  await field(page, 'Contact email').fill('ana@silva.studio');
  await field(page, 'Contact phone').fill('+1 (604) 555-0199');
  await next(page).click();

  // Step 2: focus on the heading; 'other' and the service area become required once chosen.
  await expect(heading(page)).toHaveText('Business profile');
  await expect(heading(page)).toBeFocused();
  await field(page, 'Company type').selectOption('other');
  await widget(page).getByRole('radio', { name: 'These states / provinces:' }).check();
  await field(page, 'Postal code').fill('M5V 2T6');
  await next(page).click();
  await expectError(page, 'Other company type', 'Required');
  await expectError(page, 'Address line 1', 'Required');
  await expectError(page, 'Postal code', 'Invalid');
  await expect(
    widget(page).getByRole('group', { name: 'States / provinces you serve' }),
  ).toHaveAccessibleDescription(/Required/);
  // The province list is the country's: US states, no Canadian provinces.
  await expect(
    field(page, 'Province / state').locator('option', { hasText: 'California' }),
  ).toHaveCount(1);
  await expect(
    field(page, 'Province / state').locator('option', { hasText: 'Ontario' }),
  ).toHaveCount(0);
  await field(page, 'Other company type').fill('Lighting designer');
  await field(page, 'Address line 1').fill('1 Main St');
  await field(page, 'City').fill('Los Angeles');
  await field(page, 'Postal code').fill('90210-1234');
  await field(page, 'Province / state').selectOption('CA');
  await widget(page).getByRole('checkbox', { name: 'New York' }).check();
  await widget(page).getByRole('checkbox', { name: 'New Jersey' }).check();
  await next(page).click();

  // Step 3: business card = file or website; licence = file, or association + number.
  await expect(heading(page)).toHaveText('File uploads');
  await next(page).click();
  await expectError(page, 'Website', 'Required');
  await expectError(page, 'Professional association', 'Required');
  await expectError(page, 'Membership number', 'Required');
  await expect(
    widget(page).getByRole('group', { name: 'Are you tax exempt?' }),
  ).toHaveAccessibleDescription(/Required/);
  await field(page, 'Website').fill('not a site');
  await next(page).click();
  await expectError(page, 'Website', 'Invalid');
  await field(page, 'Website').fill('');
  const card = field(page, 'Business card file');
  await card.setInputFiles({
    name: 'card.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(
    widget(page).getByRole('alert').filter({ hasText: 'PDF, JPG or PNG' }),
  ).toBeVisible();
  await card.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(
    widget(page).getByRole('alert').filter({ hasText: 'larger than 5 MB' }),
  ).toBeVisible();
  // The server checks the content, not the name: a renamed GIF is refused there.
  await card.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('GIF89a-not-png'),
  });
  await expect(
    widget(page).getByRole('alert').filter({ hasText: 'PDF, JPG or PNG' }),
  ).toBeVisible();
  await card.setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
  await expect(widget(page).getByText('Uploaded: card.png')).toBeVisible();
  await field(page, 'Professional association').fill('ASID');
  await field(page, 'Membership number').fill('12345');
  await widget(page).getByRole('radio', { name: 'No' }).check();
  await next(page).click();
  await expect(heading(page)).toHaveText('Survey and agreement');

  // A reload keeps everything, the uploaded file too; completed steps are buttons.
  await page.reload();
  await expect(heading(page)).toHaveText('Survey and agreement');
  await widget(page)
    .getByRole('button', { name: /Welcome and contact/ })
    .click();
  await expect(field(page, 'First name')).toHaveValue('Ana');
  await widget(page)
    .getByRole('button', { name: /File uploads/ })
    .click();
  await expect(widget(page).getByText('Uploaded: card.png')).toBeVisible();
  await widget(page)
    .getByRole('button', { name: /Survey and agreement/ })
    .click();

  // Step 4: the last button reads SUBMIT; items 1–2 and the agreement are required, 3 is not.
  await submit(page).click();
  await expectError(page, '1. How did you hear about our trade programme?', 'Required');
  await expectError(page, '2. How many projects do you complete in a year?', 'Required');
  await expect(
    field(page, '3. Anything else you would like us to know? (optional)'),
  ).not.toHaveAttribute('aria-invalid', 'true');
  await field(page, '1. How did you hear about our trade programme?').selectOption('showroom');
  // A count: a whole number, on the phone's digit keyboard; a decimal is 'Invalid'.
  const projects = field(page, '2. How many projects do you complete in a year?');
  await expect(projects).toHaveAttribute('inputmode', 'numeric');
  await projects.fill('2.5');
  await submit(page).click();
  await expectError(page, '2. How many projects do you complete in a year?', 'Invalid');
  await expect(projects).toBeFocused();
  await projects.fill('12');
  await widget(page)
    .getByRole('checkbox', { name: /I agree/ })
    .check();

  // A failed submit: said so, nothing lost.
  await page.route('**/trade/application', (route) => route.fulfill({ status: 503, body: '{}' }), {
    times: 1,
  });
  await submit(page).click();
  await expect(
    widget(page).getByRole('alert').filter({ hasText: 'could not be sent' }),
  ).toBeVisible();
  await expect(widget(page).getByRole('checkbox', { name: /I agree/ })).toBeChecked();

  const sent = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/trade/application',
  );
  await submit(page).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    firstName: 'Ana',
    country: 'US',
    serviceRegions: ['NY', 'NJ'],
    businessCardUrl: '',
    survey2: '12',
  });
  expect(typeof body['businessCardFile']).toBe('string');
  await expect(heading(page)).toHaveText('Thank you for applying');
  await expect(heading(page)).toBeFocused();
  expect(await events()).toEqual([{ country: 'US', companyType: 'other' }]);
  // Nothing personal stays in the tab after enrolling.
  await page.reload();
  await expect(heading(page)).toHaveText('Welcome and contact');
  await expect(field(page, 'First name')).toHaveValue('');

  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

const SAVED = {
  values: {
    firstName: 'Ben',
    lastName: 'Roy',
    companyName: 'Roy Interiors',
    title: 'Owner',
    country: 'CA',
    email: 'ben@roy.studio',
    phone: '604 555 0199',
    companyType: 'architect',
    address1: '2 Queen St',
    postalCode: 'M5V 2T6',
    city: 'Toronto',
    province: 'ON',
    serviceArea: 'local',
    businessCardUrl: 'roy.example',
    association: 'RAIC',
    membershipNumber: '77',
    taxExempt: 'yes',
    survey1: 'press',
    survey2: '4',
    agree: true,
  },
  step: 3,
  completed: 3,
};

test("the server's 422 lands on the field's step: a second application with the same email", async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.goto('/trade/apply');
  // The widget saves its state as it mounts: write ours after that, or it is overwritten.
  await expect(heading(page)).toHaveText('Welcome and contact');
  const restore = () =>
    page.evaluate(
      (saved) => sessionStorage.setItem('rove_trade_application', JSON.stringify(saved)),
      SAVED,
    );
  await restore();
  await page.reload();
  await submit(page).click();
  await expect(heading(page)).toHaveText('Thank you for applying');
  // Sent: the widget forgets what was typed (after its render, so wait for it before writing).
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('rove_trade_application')))
    .toBeNull();
  await restore();
  await page.reload();
  await submit(page).click();
  await expect(heading(page)).toHaveText('Welcome and contact');
  await expectError(page, 'Contact email', 'Invalid');
  await expect(field(page, 'Contact email')).toBeFocused();
  await expect(field(page, 'Contact email')).toHaveValue('ben@roy.studio');
  expect(watch.pageErrors).toEqual([]);
});

test('fits a 360 px phone on every step', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/trade/apply');
  await expect(heading(page)).toHaveText('Welcome and contact');
  await page.evaluate(
    (saved) => sessionStorage.setItem('rove_trade_application', JSON.stringify(saved)),
    {
      ...SAVED,
      values: { ...SAVED.values, serviceArea: 'regions', serviceRegions: ['ON', 'BC'] },
    },
  );
  await page.reload();
  for (const name of [
    'Welcome and contact',
    'Business profile',
    'File uploads',
    'Survey and agreement',
  ]) {
    await widget(page)
      .getByRole('button', { name: new RegExp(name) })
      .or(widget(page).locator('[aria-current="step"]', { hasText: name }))
      .first()
      .click();
    await expect(heading(page)).toHaveText(name);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, name).toBeLessThanOrEqual(360);
  }
});
