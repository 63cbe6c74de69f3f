import { expect, type Locator, type Page } from '@playwright/test';
import { GUEST_ADDRESS, GUEST_PASSES, GUEST_STATE, STANDARD_DELIVERY } from './checkout-guest';

/** The checkout's shipping-address group. */
export const shippingGroup = (checkout: Locator): Locator =>
  checkout.getByRole('group', { name: 'Shipping address' });

/** A New York guest address, the standard delivery, and Continue: the step before payment. */
export async function fillShippingAndContinue(checkout: Locator): Promise<void> {
  const shipping = shippingGroup(checkout);
  for (const [label, value] of Object.entries(GUEST_ADDRESS))
    await shipping.getByLabel(label).fill(value);
  await shipping.getByLabel('State/Province').selectOption({ label: GUEST_STATE });
  await checkout.getByLabel(new RegExp(`^${STANDARD_DELIVERY}`)).check();
  await checkout.getByRole('button', { name: 'Continue' }).click();
}

/**
 * From the account step's answer to the payment step, as a guest: past the login panel an
 * existing account gets and the membership offer (whichever of them the visitor meets), then
 * the address.
 */
export async function fillUpToPayment(page: Page): Promise<void> {
  const checkout = page.locator('rove-checkout');
  const asGuest = checkout.getByRole('button', { name: GUEST_PASSES.account });
  const optOut = checkout.getByLabel(GUEST_PASSES.membership);
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
