/**
 * The checkout's coupon pane end to end (issue 5, spec/checkout.md §2): the production build against
 * the demo host, whose one demo coupon is ROVE10 (10 % off the products). A fresh browser
 * context per test is a fresh guest with their own cart.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchPage } from '../helpers/page-watch';

const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

function summary(page: Page): Locator {
  return page.locator('rove-checkout').getByRole('region', { name: 'Order summary' });
}

const grandTotal = (page: Page) => summary(page).locator('.rove-checkout__total-row--grand dd');
const productsTotal = (page: Page) =>
  summary(page).locator('.rove-checkout__total-row').filter({ hasText: 'Subtotal' }).locator('dd');

async function applyCode(page: Page, code: string) {
  await summary(page).getByLabel('Coupon code').fill(code);
  await summary(page).getByRole('button', { name: 'Apply' }).click();
}

test('ROVE10 takes 10 % off, the card pays the discounted total, the complete page shows it', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.goto('/demo/checkout-cart?set=no-protection');
  const before = money(await grandTotal(page).innerText());
  const products = money(await productsTotal(page).innerText());
  const discount = Math.round(products * 0.1);

  await applyCode(page, 'FREESTUFF');
  await expect(summary(page).getByRole('alert')).toHaveText('This coupon code is not valid.');
  await expect(grandTotal(page)).toHaveText(`$${before.toLocaleString('en-US')}`);

  await applyCode(page, 'rove10');
  const after = `$${(before - discount).toLocaleString('en-US')}`;
  await expect(grandTotal(page)).toHaveText(after);
  await expect(summary(page).getByText('Coupon ROVE10', { exact: true })).toBeVisible();
  await expect(summary(page).getByRole('status')).toContainText('Coupon ROVE10 applied');
  await expect(summary(page).getByRole('button', { name: 'Remove coupon ROVE10' })).toBeFocused();

  const checkout = page.locator('rove-checkout');
  await checkout.getByLabel('Email address').fill('pat.coupon@example.com');
  await checkout.getByRole('button', { name: 'Continue' }).first().click();
  await checkout.getByLabel('No thanks, continue without membership').check();
  await checkout.getByRole('button', { name: 'Continue' }).first().click();
  const shipping = checkout.getByRole('group', { name: 'Shipping address' });
  await shipping.getByLabel('First name').fill('Pat');
  await shipping.getByLabel('Last name').fill('Coupon');
  await shipping.getByLabel('Street address').fill('1 Main Street');
  await shipping.getByLabel('City').fill('New York');
  await shipping.getByLabel('State/Province').selectOption({ label: 'New York' });
  await shipping.getByLabel('Postal code').fill('10001');
  await shipping.getByLabel('Phone').fill('2125550100');
  const standard = checkout.getByLabel(/^Standard - /);
  await standard.check();
  const shippingPrice = money((await standard.locator('..').innerText()).split(' - ')[1] ?? '0');
  await checkout.getByRole('button', { name: 'Continue' }).click();
  const payment = checkout.locator('.rove-payment');
  await expect(payment).toBeVisible();
  const charged = `$${(before - discount + shippingPrice).toLocaleString('en-US')}`;
  await expect(grandTotal(page)).toHaveText(charged);

  const frame = page.frameLocator('iframe[title="Secure payment input frame"]');
  await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
  await frame.getByLabel('Expiration date').fill('12 / 34');
  await frame.getByLabel('Security code').fill('123');
  // The intent's reply is read as it passes: the page leaves for the complete page right
  // after it, and a reply's body cannot be read once its page has navigated away.
  const amounts: number[] = [];
  await page.route(
    (url) => url.pathname.includes('/stripeAjax/'),
    async (route) => {
      const response = await route.fetch();
      if (response.ok()) amounts.push(((await response.json()) as { amount: number }).amount);
      await route.fulfill({ response });
    },
  );
  const pay = payment.locator('button.rove-payment__pay');
  await expect(pay).toBeEnabled();
  await pay.click();
  await page.waitForURL('**/cart/checkout/complete');
  expect(amounts[0]).toBe(before - discount + shippingPrice);
  const placed = page.locator('.checkout-summary');
  await expect(placed.getByRole('row', { name: /Coupon ROVE10/ })).toContainText(
    `-$${discount.toLocaleString('en-US')}`,
  );
  await expect(placed.locator('.checkout-summary__total--grand')).toContainText(charged);
  expect(watch.pageErrors).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

test('removing the coupon puts the total back, and the cart page agrees', async ({ page }) => {
  await page.goto('/demo/checkout-cart?set=no-protection');
  const before = await grandTotal(page).innerText();
  await applyCode(page, 'ROVE10');
  await expect(grandTotal(page)).not.toHaveText(before);
  await page.reload();
  // Stored with the cart: still applied after a reload.
  const remove = summary(page).getByRole('button', { name: 'Remove coupon ROVE10' });
  await expect(remove).toBeVisible();
  await remove.click();
  await expect(grandTotal(page)).toHaveText(before);
  await expect(summary(page).getByLabel('Coupon code')).toBeFocused();
  await page.goto('/cart');
  await expect(page.getByText('Coupon ROVE10')).toHaveCount(0);
});

test('on a phone the pane sits in the collapsed summary and works there', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/demo/checkout-cart?set=no-protection');
  const toggle = summary(page).getByRole('button', { name: /^Show order summary/ });
  await expect(summary(page).getByLabel('Coupon code')).toBeHidden();
  await toggle.click();
  await applyCode(page, 'ROVE10');
  await expect(summary(page).getByText('Coupon ROVE10', { exact: true })).toBeVisible();
  // The toggle names the new total.
  await expect(summary(page).getByRole('button', { name: /^Hide order summary/ })).toContainText(
    await grandTotal(page).innerText(),
  );
});
