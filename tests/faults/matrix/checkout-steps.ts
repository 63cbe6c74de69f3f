/**
 * Locators and steps of <rove-checkout> shared by the checkout rows of the matrix
 * (endpoints.ts and matrix/checkout-rows.ts).
 */
import { expect, type Page } from '@playwright/test';

export const checkoutWidget = (page: Page) => page.locator('rove-checkout');
export const checkoutEmail = (page: Page) => checkoutWidget(page).getByLabel('Email address');
export const checkoutStep = (page: Page, name: string) =>
  checkoutWidget(page).getByRole('button', { name: new RegExp(`^${name}\\s*,`) });

export const membershipPane = (page: Page) =>
  checkoutWidget(page).getByRole('region', { name: /^Membership/ });
export const addressPane = (page: Page) =>
  checkoutWidget(page)
    .getByRole('region', { name: /^Address/ })
    .locator('[data-pane="delivery"]');
export const addressField = (label: string) => (page: Page) =>
  addressPane(page).getByLabel(label, { exact: true });
/** Brings a fresh or restored checkout to its Address step. */
export async function toAddressStep(page: Page): Promise<void> {
  if (await addressField('City')(page).isVisible()) return;
  if (await checkoutEmail(page).isVisible()) {
    await checkoutEmail(page).fill('guest.faults@example.com');
    // Under four workers a Continue pressed right after a reload was seen to be lost (the step
    // stayed open, idle, its email filled; cause not found, see decision 0003): press it again
    // while the account step is still the open one, until the membership step opens.
    await expect(async () => {
      if (await checkoutEmail(page).isVisible())
        await checkoutWidget(page).getByRole('button', { name: 'Continue' }).first().click();
      await expect(checkoutStep(page, 'Membership')).toHaveAttribute('aria-expanded', 'true', {
        timeout: 3_000,
      });
    }).toPass({ timeout: 20_000 });
  }
  await membershipPane(page)
    .getByLabel(/continue without membership/)
    .check();
  await membershipPane(page).getByRole('button', { name: 'Continue' }).click();
  await expect(addressField('City')(page)).toBeVisible();
}

export const orderSummary = (page: Page) =>
  checkoutWidget(page).getByRole('region', { name: 'Order summary' });
export const couponCode = (page: Page) => orderSummary(page).getByLabel('Coupon code');
export const grandTotal = (page: Page) =>
  orderSummary(page).locator('.rove-checkout__total-row--grand dd');
