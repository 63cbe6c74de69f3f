/**
 * The popups' own services (spec/product.md §4, §7; spec/marketing.md §6): the email-marketing subscription of
 * the trade newsletter and the geolocation lookup behind the showroom popup.
 */
import { expect, type Page } from '@playwright/test';
import type { Endpoint } from '../endpoint-types';

/** A new visitor: no popup cookie (trade newsletter handled, showroom seen) and no storage. */
async function newVisitor(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page
    .evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    })
    .catch(() => undefined); // about:blank before the first load has no storage
}

const tradePopup = (page: Page) => page.getByRole('dialog', { name: 'The trade newsletter' });
const tradeEmail = (page: Page) => tradePopup(page).getByLabel('Email address');
const subscribe = (page: Page) => tradePopup(page).getByRole('button', { name: 'Subscribe' });

export const marketingSubscription: Endpoint = {
  name: 'POST api/email-marketing/subscriptions',
  seed: '001 §4, §7 trade newsletter',
  page: '/campaign/trade?delay=1',
  route: '**/api/email-marketing/subscriptions',
  method: 'POST',
  stateChanging: true,
  element: 'rove-popups',
  beforeLoad: newVisitor,
  ready: async (page) => {
    await page.clock.fastForward(1_100);
    await expect(tradeEmail(page)).toBeVisible();
  },
  typed: [{ field: tradeEmail, value: 'studio@design.shop' }],
  trigger: (page) => subscribe(page).click(),
  busy: async (page) => {
    await expect(tradePopup(page).locator('button[aria-busy="true"]')).toBeDisabled();
    await expect(tradeEmail(page)).toHaveAttribute('readonly', '');
  },
  outcome: async (page) => {
    // Success is status 202 exactly (spec/product.md §7): a 200 of any body is a failure too, and
    // failures are only logged; the form comes back for another try.
    await expect(subscribe(page)).toBeEnabled();
    await expect(tradePopup(page)).not.toContainText('Thank you!');
    return 'form back with the email, failure only logged';
  },
};

const showroomPopup = (page: Page) =>
  page.getByRole('dialog', { name: 'There is a Rove showroom near you' });

export const geolocation: Endpoint = {
  name: 'GET geo/lookup (geolocation)',
  seed: '001 §3, §7 showroom popup',
  // Toronto has a showroom: with a good lookup the popup shows 5 s after load (popups.spec.ts).
  page: '/campaign/showroom?city=Toronto',
  route: '**/geo/lookup?*',
  method: 'GET',
  stateChanging: false,
  onLoad: true,
  element: 'rove-popups',
  beforeLoad: newVisitor,
  ready: async (page) => {
    await expect(page.locator('rove-popups')).toBeAttached();
  },
  // The popup's interval is 5 s; the lookup went out on load.
  trigger: (page) => page.clock.fastForward(5_500),
  outcome: async (page) => {
    await page.clock.fastForward(1_000);
    await expect(showroomPopup(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    return 'no showroom popup, nothing shown';
  },
};
