/**
 * The trade membership application (spec/product.md §4, §5): the enrolment post of the last step and
 * the file upload of the files step. Both restore a saved application (the widget's own
 * sessionStorage record) instead of typing four steps for every page load.
 */
import { expect, type Page } from '@playwright/test';
import type { Endpoint } from '../endpoint-types';

const widget = (page: Page) => page.locator('rove-trade-application');
const heading = (page: Page) => widget(page).locator('h2');
const field = (label: string) => (page: Page) => widget(page).getByLabel(label, { exact: true });

const VALUES = {
  firstName: 'Ben',
  lastName: 'Roy',
  companyName: 'Roy Interiors',
  title: 'Owner',
  country: 'CA',
  email: 'matrix.faults@roy.studio',
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
  survey2: '12',
  agree: true,
};

/** Opens the application at `step` (0-based) with every earlier step complete. */
async function restoreAt(page: Page, step: number, title: string): Promise<void> {
  if ((await heading(page).textContent()) === title) return;
  await page.evaluate(
    (saved) => sessionStorage.setItem('rove_trade_application', JSON.stringify(saved)),
    { values: VALUES, step, completed: step },
  );
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(heading(page)).toHaveText(title);
}

const submit = (page: Page) => widget(page).getByRole('button', { name: 'SUBMIT' });
const note = field('3. Anything else you would like us to know? (optional)');

export const tradeEnrolment: Endpoint = {
  name: 'POST trade/application',
  seed: '001 §4-5 trade application',
  page: '/trade/apply',
  route: (url) => url.pathname === '/trade/application',
  method: 'POST',
  stateChanging: true,
  element: 'rove-trade-application',
  ready: async (page) => {
    await expect(heading(page)).toBeVisible();
  },
  setup: (page) => restoreAt(page, 3, 'Survey and agreement'),
  typed: [{ field: note, value: 'Faults matrix: keep this note.' }],
  trigger: (page) => submit(page).click(),
  busy: async (page) => {
    await expect(widget(page).getByRole('button', { name: 'Sending…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
  outcome: async (page) => {
    // Only 201 enrols (trade-api.ts): any other status or body is the form's server error.
    await expect(widget(page).getByRole('alert')).toHaveText(
      'Your application could not be sent. Nothing you entered is lost: please try again in a moment.',
    );
    await expect(heading(page)).toHaveText('Survey and agreement');
    await expect(widget(page).getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await expect(submit(page)).toBeEnabled();
    return '“Your application could not be sent.”, everything kept';
  },
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const cardFile = field('Business card file');

export const tradeUpload: Endpoint = {
  name: 'POST trade/application/files',
  seed: '001 §4-5 trade uploads',
  page: '/trade/apply',
  route: (url) => url.pathname === '/trade/application/files',
  method: 'POST',
  stateChanging: true,
  // trade-api.ts gives an upload 120 s, not core/http/json's 15 s.
  timeoutMs: 120_000,
  element: 'rove-trade-application',
  ready: async (page) => {
    await expect(heading(page)).toBeVisible();
  },
  setup: (page) => restoreAt(page, 2, 'File uploads'),
  typed: [{ field: field('Membership number'), value: '4242' }],
  trigger: (page) =>
    cardFile(page).setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG }),
  busy: async (page) => {
    await expect(
      widget(page).getByRole('status').filter({ hasText: 'Uploading card.png…' }),
    ).toBeVisible();
    // Still uploading past core/http/json's 15 s: the upload has its own, longer deadline.
    await page.clock.fastForward(16_000);
    await expect(cardFile(page)).toBeDisabled();
  },
  outcome: async (page) => {
    await expect(widget(page).getByRole('alert')).toHaveText(
      'The file could not be uploaded. Please try again.',
    );
    await expect(cardFile(page)).toBeEnabled();
    await expect(widget(page)).not.toContainText('Uploaded:');
    return '“The file could not be uploaded.”, file field ready again';
  },
};
