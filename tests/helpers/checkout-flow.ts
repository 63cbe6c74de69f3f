import { expect, type Locator, type Page } from '@playwright/test';

/** The checkout's shipping-address group. */
export const shippingGroup = (checkout: Locator): Locator =>
  checkout.getByRole('group', { name: 'Shipping address' });

/** A New York guest address, the standard delivery, and Continue: the step before payment. */
export async function fillShippingAndContinue(checkout: Locator): Promise<void> {
  const shipping = shippingGroup(checkout);
  await shipping.getByLabel('First name').fill('Pat');
  await shipping.getByLabel('Last name').fill('Guest');
  await shipping.getByLabel('Street address').fill('1 Main Street');
  await shipping.getByLabel('City').fill('New York');
  await shipping.getByLabel('State/Province').selectOption({ label: 'New York' });
  await shipping.getByLabel('Postal code').fill('10001');
  await shipping.getByLabel('Phone').fill('2125550100');
  await checkout.getByLabel(/^Standard - /).check();
  await checkout.getByRole('button', { name: 'Continue' }).click();
}

/**
 * From the account step's answer to the payment step, as a guest: past the login panel an
 * existing account gets and the membership offer (whichever of them the visitor meets), then
 * the address.
 */
export async function fillUpToPayment(page: Page): Promise<void> {
  const checkout = page.locator('rove-checkout');
  const asGuest = checkout.getByRole('button', { name: 'No thanks, continue as a guest' });
  const optOut = checkout.getByLabel('No thanks, continue without membership');
  const firstName = shippingGroup(checkout).getByLabel('First name');
  await expect(asGuest.or(optOut).or(firstName).first()).toBeVisible();
  if (await asGuest.isVisible()) await asGuest.click();
  await expect(optOut.or(firstName).first()).toBeVisible();
  if (await optOut.isVisible()) {
    await optOut.check();
    await checkout.getByRole('button', { name: 'Continue' }).first().click();
  }
  await fillShippingAndContinue(checkout);
}
