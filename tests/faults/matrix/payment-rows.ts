/**
 * The payment step's calls (spec/checkout.md §7, §9) against the demo host's simulated providers: the
 * payment intent asked at "Place order", Affirm's checkout URL and Klarna's redirect after its
 * authorization. Each failure must give the shopper the unknown-error text and the pay button
 * back, on the checkout page (no redirect, no payment).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Endpoint } from '../endpoint-types';
import { addressField, addressPane, checkoutWidget, toAddressStep } from './checkout-steps';

const payment = (page: Page) => checkoutWidget(page).locator('.rove-payment');
const payButton = (page: Page) => payment(page).locator('button.rove-payment__pay');
const cardError = (page: Page) => payment(page).locator('.rove-payment__card-error');
const UNKNOWN_ERROR = 'Unknown error has occurred with Stripe';

/** The membership, address and quote steps, then the payment step (once per page). */
async function reachPayment(page: Page): Promise<void> {
  if (await payment(page).isVisible()) return;
  await toAddressStep(page);
  await addressField('First name')(page).fill('Pat');
  await addressField('Last name')(page).fill('Guest');
  await addressField('Street address')(page).fill('1 Main Street');
  await addressField('City')(page).fill('New York');
  await addressPane(page).getByLabel('State/Province').selectOption({ label: 'New York' });
  await addressField('Postal code')(page).fill('10001');
  await addressField('Phone')(page).fill('2125550100');
  await checkoutWidget(page)
    .getByLabel(/^Standard - /)
    .check();
  await checkoutWidget(page).getByRole('button', { name: 'Continue' }).click();
  await expect(payment(page)).toBeVisible();
}

const ready = async (page: Page) => {
  await expect(checkoutWidget(page).getByLabel('Email address')).toBeEditable();
};

/** What every failed payment call leaves: the error, the button back, still on /cart/checkout. */
async function paymentFailed(page: Page): Promise<void> {
  await expect(cardError(page)).toHaveText(UNKNOWN_ERROR);
  await expect(payButton(page)).toBeEnabled();
  await expect(payButton(page)).toHaveText('Place order');
  expect(new URL(page.url()).pathname).toBe('/cart/checkout');
}

const cardFrame = (page: Page) => page.frameLocator('iframe[title="Secure payment input frame"]');

export const paymentIntent: Endpoint = {
  name: 'POST stripeAjax/{order} (payment intent at Place order)',
  seed: '002 §7 card payment',
  page: '/demo/checkout-cart?set=no-protection',
  route: (url) => url.pathname.startsWith('/stripeAjax/'),
  method: 'POST',
  // Never retried: a repeat could pay twice (payment-api.ts).
  stateChanging: true,
  element: 'rove-checkout',
  ready,
  // The step asks for an intent when it opens (let through); the fault is the one at Place order.
  setup: cardReady,
  trigger: (page) => payButton(page).click(),
  busy: async (page) => {
    await expect(payButton(page)).toBeDisabled();
  },
  outcome: async (page) => {
    await paymentFailed(page);
    // The card details stay in the provider's frame for the next try.
    await expect(cardFrame(page).getByLabel('Card number')).not.toHaveValue('');
    return `“${UNKNOWN_ERROR}”, pay button back, card kept`;
  },
};

/** The card typed once per page (the step's first intent is let through). */
async function cardReady(page: Page): Promise<void> {
  await reachPayment(page);
  if (await payButton(page).isDisabled()) {
    const frame = cardFrame(page);
    await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
    await frame.getByLabel('Expiration date').fill('12 / 34');
    await frame.getByLabel('Security code').fill('123');
    await expect(payButton(page)).toBeEnabled();
  }
}

export const cardCompletion: Endpoint = {
  name: 'POST uc_stripe/payment/complete/{order} (card completion)',
  seed: '002 §7 card payment',
  page: '/demo/checkout-cart?set=no-protection',
  route: (url) => url.pathname.startsWith('/uc_stripe/payment/complete/'),
  method: 'POST',
  stateChanging: true,
  element: 'rove-checkout',
  ready,
  // The first press confirms the card (simulated Stripe) before this call; a press after a
  // failed completion posts the completion again only (usePayment.ts: the confirmed payment).
  setup: cardReady,
  trigger: (page) => payButton(page).click(),
  busy: async (page) => {
    await expect(payButton(page)).toBeDisabled();
  },
  outcome: async (page) => {
    await paymentFailed(page);
    return `“${UNKNOWN_ERROR}”, pay button back for the completion`;
  },
  // The card is charged: the reply still records the order and sends the shopper on.
  removedOutcome: async (page) => {
    await page.waitForURL('**/cart/checkout/complete');
    return 'charged: still sent to the complete page';
  },
};

const redirectNotice = (page: Page) => payment(page).locator('.rove-payment__redirect');

async function choose(page: Page, method: 'Affirm' | 'Klarna', shown: Locator): Promise<void> {
  await reachPayment(page);
  const radio = payment(page).getByRole('radio', { name: method });
  if (!(await radio.isChecked())) await radio.check();
  await expect(shown).toBeVisible();
  await expect(payButton(page)).toBeEnabled();
}

export const affirmUrl: Endpoint = {
  name: 'GET ajax/uc_affirm/affirm/{order} (BNPL URL)',
  seed: '002 §7, §9 financing',
  page: '/demo/checkout-cart?set=no-protection',
  route: (url) => url.pathname.startsWith('/ajax/uc_affirm/'),
  method: 'GET',
  // Each call opens a provider session: not retried (payment-api.ts).
  stateChanging: true,
  element: 'rove-checkout',
  ready,
  setup: (page) => choose(page, 'Affirm', redirectNotice(page).filter({ hasText: 'Affirm' })),
  trigger: (page) => payButton(page).click(),
  outcome: async (page) => {
    await paymentFailed(page);
    return `“${UNKNOWN_ERROR}”, no redirect, pay button back`;
  },
};

/** The simulated Klarna's authorization dialog. */
const klarnaDialog = (page: Page) => page.getByRole('dialog');

export const klarnaRedirect: Endpoint = {
  name: 'GET ajax/klarna/{order} (Klarna redirect)',
  seed: '002 §7, §9 Klarna',
  page: '/demo/checkout-cart?set=no-protection',
  route: (url) => url.pathname.startsWith('/ajax/klarna/'),
  method: 'GET',
  stateChanging: false,
  element: 'rove-checkout',
  ready,
  setup: (page) => choose(page, 'Klarna', payment(page).locator('.sim-klarna-widget')),
  // Klarna's own authorization (the simulation's dialog), then the redirect URL is asked.
  trigger: async (page) => {
    await payButton(page).click();
    await klarnaDialog(page).getByRole('button', { name: 'Approve' }).click();
  },
  outcome: async (page) => {
    await paymentFailed(page);
    return `“${UNKNOWN_ERROR}”, no redirect, pay button back`;
  },
};
