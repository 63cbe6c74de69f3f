/**
 * The checkout rows added after the first matrix (spec/checkout.md §2, §4, §9): the coupon's Remove in
 * the order summary and the order validation that opens the payment step.
 */
import { expect, type Page } from '@playwright/test';
import type { Endpoint } from '../endpoint-types';
import {
  addressField,
  addressPane,
  checkoutStep,
  checkoutWidget,
  couponCode,
  grandTotal,
  orderSummary,
  toAddressStep,
} from './checkout-steps';

const removeCouponButton = (page: Page) =>
  orderSummary(page).getByRole('button', { name: 'Remove coupon ROVE10' });
const totalWithCoupon = new WeakMap<Page, string>();

export const checkoutCouponRemove: Endpoint = {
  name: 'POST cart/coupon/remove (checkout pane)',
  seed: '002 §2 checkout coupon',
  page: '/demo/checkout-cart?set=no-protection',
  route: '**/cart/coupon/remove',
  method: 'POST',
  stateChanging: true,
  // The reply is any JSON object (`{}`): a list is the shape no server of ours sends.
  wrongShape: '[1, 2]',
  element: 'rove-checkout',
  ready: async (page) => {
    await expect(couponCode(page).or(removeCouponButton(page)).first()).toBeVisible();
  },
  // The coupon is applied for real (another route) once per page; a failed Remove keeps it.
  setup: async (page) => {
    if (await couponCode(page).isVisible()) {
      await couponCode(page).fill('ROVE10');
      await orderSummary(page).getByRole('button', { name: 'Apply' }).click();
      await expect(removeCouponButton(page)).toBeEnabled();
    }
    totalWithCoupon.set(page, await grandTotal(page).innerText());
  },
  trigger: (page) => removeCouponButton(page).click(),
  busy: async (page) => {
    await expect(removeCouponButton(page)).toHaveAttribute('aria-busy', 'true');
  },
  outcome: async (page) => {
    await expect(orderSummary(page).getByRole('alert')).toHaveText(
      'We couldn’t update your coupon. Please try again.',
    );
    await expect(removeCouponButton(page)).toBeEnabled();
    await expect(grandTotal(page)).toHaveText(totalWithCoupon.get(page) ?? '');
    return '“We couldn’t update your coupon.”, coupon and total kept';
  },
};

const addressRegion = (page: Page) =>
  checkoutWidget(page).getByRole('region', { name: /^Address/ });

export const orderValidate: Endpoint = {
  name: 'GET ajax/order-validate/{id}',
  seed: '002 §4, §9 order validation',
  // No protection pane: the address step's Continue opens the payment step.
  page: '/demo/checkout-cart?set=no-protection',
  route: '**/ajax/order-validate/**',
  method: 'GET',
  stateChanging: false,
  element: 'rove-checkout',
  ready: async (page) => {
    await expect(
      checkoutWidget(page).getByLabel('Email address').or(checkoutStep(page, 'Membership')).first(),
    ).toBeVisible();
  },
  setup: async (page) => {
    // The last cell's alert goes first, so the outcome is this cell's.
    const dismiss = checkoutWidget(page)
      .locator('.rove-checkout__errors')
      .getByRole('button', { name: 'Dismiss' });
    if (await dismiss.isVisible()) await dismiss.click();
    await toAddressStep(page);
    const zone = addressPane(page).getByLabel('State/Province');
    if ((await zone.inputValue()) !== 'TX') await zone.selectOption('TX');
  },
  typed: [
    { field: addressField('First name'), value: 'Ana' },
    { field: addressField('Last name'), value: 'Shopper' },
    { field: addressField('Street address'), value: '12 Main Street' },
    { field: addressField('City'), value: 'Austin' },
    { field: addressField('Postal code'), value: '78701' },
    { field: addressField('Phone'), value: '5125550199' },
  ],
  // The quote is asked for the address typed above (another route), then Continue.
  trigger: async (page) => {
    const standard = addressRegion(page).getByRole('radio', { name: /^Standard - / });
    await standard.check();
    await addressRegion(page).getByRole('button', { name: 'Continue' }).click();
  },
  outcome: async (page) => {
    // A failed check blocks payment like a refused order (checkout-api.ts validateOrder).
    const alert = checkoutWidget(page).locator('.rove-checkout__errors');
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toContainText('We could not check your order. Please try again.');
    await expect(checkoutStep(page, 'Payment')).toHaveAttribute('aria-expanded', 'false');
    await expect(checkoutStep(page, 'Address')).toHaveAttribute('aria-expanded', 'true');
    return '“We could not check your order.”, payment stays closed, address kept';
  },
};
