/**
 * The endpoints of the four specification documents, each with the demo page that calls it, the user action that
 * makes the call, and the state the shopper must see when the call fails. The runner
 * (matrix-runner.ts) walks every row through the nine faults of fault-kinds.ts.
 */
import { expect, type Page } from '@playwright/test';
import type { Endpoint, UnreachableEndpoint } from './endpoint-types';
import {
  addressField,
  addressPane,
  checkoutEmail,
  checkoutStep,
  checkoutWidget,
  couponCode,
  grandTotal,
  membershipPane,
  orderSummary,
  toAddressStep,
} from './matrix/checkout-steps';
import { checkoutCouponRemove, orderValidate } from './matrix/checkout-rows';
import {
  hostListingPage,
  listingPage,
  photoWallPage,
  reviewSummary,
  reviewsPage,
} from './matrix/listing-rows';
import { affirmUrl, cardCompletion, klarnaRedirect, paymentIntent } from './matrix/payment-rows';
import { geolocation, marketingSubscription } from './matrix/popup-rows';
import { tradeEnrolment, tradeUpload } from './matrix/trade-rows';
import { reachForSearch } from '../helpers/reach-search';

const NO_SERVER_ERROR_TEXT = /Server error|Not found|unexpected/;

/** The page's widgets are defined and window.Rove is ready. */
async function roveReady(page: Page): Promise<void> {
  await page.waitForFunction(() => 'Rove' in window);
  await page.evaluate(
    () => (window as unknown as { Rove: { ready: Promise<unknown> } }).Rove.ready,
  );
}

// ---------------------------------------------------------------- product page (spec/product.md)

const deliveryButton = (page: Page) => page.locator('rove-delivery .rove-delivery__button');
const postalInput = (page: Page) =>
  page.locator('dialog.rove-delivery-dialog input[name="postal"]');

const delivery: Endpoint = {
  name: 'POST ajax/destination/update',
  seed: '001 §7 delivery destination',
  page: '/product/demo-in-stock',
  route: '**/ajax/destination/update',
  stateChanging: false,
  retried: false,
  element: 'rove-delivery',
  ready: async (page) => {
    await expect(deliveryButton(page)).toHaveText('Enter your postal code');
  },
  setup: async (page) => {
    if (!(await postalInput(page).isVisible())) await deliveryButton(page).click();
  },
  typed: [{ field: postalInput, value: '10001' }],
  trigger: (page) => postalInput(page).press('Enter'),
  busy: async (page) => {
    await expect(page.locator('dialog.rove-delivery-dialog button[type="submit"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
  outcome: async (page) => {
    const alert = page.locator('dialog.rove-delivery-dialog [role="alert"]');
    await expect(alert).toHaveText('An error has occurred.');
    await expect(postalInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(deliveryButton(page)).toHaveText('Enter your postal code');
    return '“An error has occurred.”, input marked';
  },
};

const buybox = (page: Page) => page.locator('rove-buybox');
const cartCounter = (page: Page) => page.locator('rove-cart-count a');

const cartAdd: Endpoint = {
  name: 'POST cart/add',
  seed: '001 §5 add to cart',
  page: '/product/demo-in-stock',
  route: '**/cart/add',
  method: 'POST',
  stateChanging: true,
  element: 'rove-buybox',
  ready: async (page) => {
    await expect(buybox(page).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expect(cartCounter(page)).toHaveAttribute('aria-label', /^Cart, \d+ items?$/);
  },
  trigger: (page) => buybox(page).getByRole('button', { name: 'Add to cart' }).click(),
  busy: async (page) => {
    await expect(buybox(page).getByRole('button', { name: 'Adding…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
  outcome: async (page) => {
    await expect(buybox(page).locator('.rove-buybox__feedback')).toHaveText(
      'An error has occurred.',
    );
    await expect(buybox(page).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expect(cartCounter(page)).toHaveAttribute('aria-label', 'Cart, 0 items');
    return '“An error has occurred.”, count unchanged';
  },
};

// ---------------------------------------------------------------- wishlist (spec/shell.md)

const loveButton = (page: Page) => page.locator('rove-love button.rove-love__button').first();
const loveCounter = (page: Page) => page.locator('rove-love-count a');

const loveCountBefore = new WeakMap<Page, string>();

/** The love toggle of a logged-in member: no email question, straight to uc_love/ajax. */
const loveToggle: Endpoint = {
  name: 'GET uc_love/ajax (add/remove)',
  seed: '000 §4 wishlist',
  page: '/product/demo-financing?as=member',
  route: '**/uc_love/ajax?*',
  stateChanging: true,
  element: 'rove-love',
  ready: async (page) => {
    await expect(loveButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(loveCounter(page)).toHaveAttribute('aria-label', /^Wishlist, /);
  },
  setup: async (page) => {
    loveCountBefore.set(page, (await loveCounter(page).getAttribute('aria-label')) ?? '');
  },
  trigger: (page) => loveButton(page).click(),
  busy: async (page) => {
    await expect(loveButton(page)).toHaveAttribute('aria-busy', 'true');
  },
  outcome: async (page) => {
    await expect(loveButton(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(loveButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(loveCounter(page)).toHaveAttribute('aria-label', loveCountBefore.get(page) ?? '');
    await expect(page.locator('body')).not.toContainText(NO_SERVER_ERROR_TEXT);
    return 'toggle restored, count unchanged';
  },
};

const notifyDialog = (page: Page) => page.getByRole('dialog', { name: 'Tell me when it is back' });
const notifyEmail = (page: Page) => notifyDialog(page).getByLabel('Email');

const notifyMe: Endpoint = {
  name: 'POST ajax/notify-me',
  seed: '001 §8 notify me',
  page: '/product/demo-sold-out',
  route: '**/ajax/notify-me',
  method: 'POST',
  stateChanging: true,
  element: 'rove-buybox',
  ready: async (page) => {
    await expect(buybox(page).getByRole('button', { name: 'Sold Out - Notify Me' })).toBeVisible();
  },
  setup: async (page) => {
    if (!(await notifyDialog(page).isVisible()))
      await buybox(page).getByRole('button', { name: 'Sold Out - Notify Me' }).click();
  },
  typed: [{ field: notifyEmail, value: 'ana@example.com' }],
  trigger: (page) => notifyDialog(page).getByRole('button', { name: 'Notify me' }).click(),
  outcome: async (page) => {
    await expect(notifyDialog(page).getByText('An error has occurred.')).toBeVisible();
    await expect(notifyDialog(page)).not.toContainText('We will email you');
    return '“An error has occurred.” in the dialog';
  },
};

const protectionOffers: Endpoint = {
  name: 'POST ajax/uc_mulberry (offers)',
  seed: '001 §7 protection plans',
  page: '/product/demo-financing',
  route: '**/ajax/uc_mulberry',
  method: 'POST',
  stateChanging: false,
  onLoad: true,
  element: 'rove-buybox',
  ready: async (page) => {
    await expect(buybox(page).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
  outcome: async (page) => {
    await expect(buybox(page).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expect(buybox(page).getByRole('radiogroup', { name: 'Add protection' })).toHaveCount(0);
    return 'no plans offered, add to cart works';
  },
};

const coverageDialog = (page: Page) => page.getByRole('dialog', { name: 'What’s covered' });

const coverage: Endpoint = {
  name: 'GET ajax/uc_mulberry/modal',
  seed: '001 §7 protection plans',
  page: '/product/demo-financing',
  route: '**/ajax/uc_mulberry/modal?*',
  stateChanging: false,
  element: 'rove-buybox',
  ready: async (page) => {
    await expect(buybox(page).getByRole('button', { name: 'What’s covered' })).toBeVisible();
  },
  setup: async (page) => {
    if (await coverageDialog(page).isVisible()) await page.keyboard.press('Escape');
  },
  trigger: (page) => buybox(page).getByRole('button', { name: 'What’s covered' }).click(),
  outcome: async (page) => {
    // An HTML endpoint (core/http/text): a reply that is not HTML — JSON, malformed or not — is
    // no provider's terms, and says so like any other failure.
    const body = coverageDialog(page).locator('.rove-coverage__body');
    await expect(body.locator('.rove-coverage__error')).toHaveText('An error has occurred.');
    return '“An error has occurred.” in the dialog';
  },
};

// ---------------------------------------------------------------- cart page (spec/checkout.md §2)

const cartWidget = (page: Page) => page.locator('rove-cart');
const chairQty = (page: Page) =>
  cartWidget(page)
    .locator('.rove-cart__line')
    .filter({ hasText: /Lounge Chair/ })
    .getByRole('spinbutton', { name: /^Quantity of/ });
const expectedQty = new WeakMap<Page, string>();

const cartUpdate: Endpoint = {
  name: 'POST cart/update',
  seed: '002 §2 cart quantities',
  page: '/demo/cart',
  route: '**/cart/update',
  method: 'POST',
  stateChanging: true,
  element: 'rove-cart',
  ready: async (page) => {
    await expect(chairQty(page)).toBeVisible();
  },
  setup: async (page) => {
    expectedQty.set(page, String(Number(await chairQty(page).inputValue()) + 1));
  },
  trigger: (page) =>
    cartWidget(page)
      .locator('.rove-cart__line')
      .filter({ hasText: /Lounge Chair/ })
      .getByRole('button', { name: /^Increase quantity of/ })
      .click(),
  busy: async (page) => {
    await expect(cartWidget(page).getByRole('status')).toHaveText('Saving…');
  },
  outcome: async (page) => {
    await expect(cartWidget(page).getByRole('alert')).toContainText(
      'We couldn’t save your changes. They are kept here and will be sent again with your next change.',
    );
    await expect(cartWidget(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(chairQty(page)).toHaveValue(expectedQty.get(page) ?? '');
    return 'save-failed alert + Try again, quantity kept';
  },
};

const couponRemove: Endpoint = {
  name: 'POST cart/coupon/remove (cart page)',
  seed: '002 §2 cart coupon',
  page: '/demo/cart?coupon=1',
  route: '**/cart/coupon/remove',
  method: 'POST',
  stateChanging: true,
  element: 'rove-cart',
  // The widget's own button, not the server's no-JS form button it replaces.
  ready: async (page) => {
    await expect(cartWidget(page).locator('button.rove-cart__link')).toHaveText('Remove coupon');
  },
  trigger: (page) => cartWidget(page).locator('button.rove-cart__link').click(),
  outcome: async (page) => {
    await expect(cartWidget(page).getByRole('alert')).toContainText(
      'We couldn’t remove the coupon. Please try again.',
    );
    await expect(cartWidget(page).locator('button.rove-cart__link')).toHaveText('Remove coupon');
    return '“We couldn’t remove the coupon.”, coupon kept';
  },
};

const termsBox = (page: Page) =>
  cartWidget(page).getByRole('checkbox', { name: 'I agree to the custom-order terms' });

const customTerms: Endpoint = {
  name: 'POST cart/custom-terms',
  seed: '002 §2 custom-order terms',
  page: '/demo/cart?custom=1',
  route: '**/cart/custom-terms',
  method: 'POST',
  stateChanging: true,
  element: 'rove-cart',
  ready: async (page) => {
    await expect(cartWidget(page).getByRole('button', { name: 'Checkout' })).toBeVisible();
  },
  setup: async (page) => {
    if (!(await termsBox(page).isVisible()))
      await cartWidget(page).getByRole('button', { name: 'Checkout' }).click();
    await termsBox(page).check();
  },
  trigger: (page) => cartWidget(page).getByRole('button', { name: 'Agree and check out' }).click(),
  outcome: async (page) => {
    await expect(cartWidget(page).getByRole('alert')).toContainText(
      'We couldn’t record your agreement. Please try again.',
    );
    await expect(termsBox(page)).toBeChecked();
    expect(new URL(page.url()).pathname).toBe('/cart');
    return '“We couldn’t record your agreement.”, box still ticked';
  },
};

// ---------------------------------------------------------------- marketing (spec/marketing.md)

const emailCart = (page: Page) => page.locator('rove-email-cart');
const firstCartEmail = (page: Page) =>
  emailCart(page)
    .getByRole('textbox', { name: /^Email \d$/ })
    .first();

const emailMyCart: Endpoint = {
  name: 'POST klaviyo/email-myself',
  seed: '003 §7 email my cart',
  page: '/demo/cart',
  route: '**/klaviyo/email-myself',
  method: 'POST',
  stateChanging: true,
  reloadEachCell: true,
  element: 'rove-email-cart',
  ready: async (page) => {
    await expect(emailCart(page).getByRole('button', { name: 'EMAIL MY CART' })).toBeVisible();
  },
  setup: async (page) => {
    await emailCart(page).getByRole('button', { name: 'EMAIL MY CART' }).click();
    await firstCartEmail(page).fill('ana@rove.shop');
  },
  trigger: (page) => emailCart(page).getByRole('button', { name: 'Send' }).click(),
  outcome: async (page) => {
    // spec/marketing.md §7: the reply is not read; the UI is updated on completion regardless.
    await expect(emailCart(page).getByRole('button', { name: 'EMAIL SENT!' })).toBeDisabled();
    return '“EMAIL SENT!” (seed: reply not read)';
  },
};

const chatLauncher = (page: Page) => page.locator('rove-chat .rove-chat__launcher');

const chatAvailability: Endpoint = {
  name: 'GET chat/availability',
  seed: '003 §4 live chat',
  page: '/help',
  route: '**/chat/availability?*',
  stateChanging: false,
  onLoad: true,
  element: 'rove-chat',
  // The widget's launcher (the server's fallback link reads the same), before the 30 s wait.
  ready: async (page) => {
    await expect(chatLauncher(page)).toHaveClass(/rove-chat__launcher--unknown/);
  },
  // The check runs 30 s after load (AVAILABILITY_DELAY_MS), scheduled by an effect that may
  // not have run yet when the launcher shows (a busy CI machine): the first step runs due
  // timers, the effect's included, the second the 30 s (fastForward fires each timer once).
  trigger: async (page) => {
    await page.clock.fastForward(1_000);
    await page.clock.fastForward(30_000);
  },
  outcome: async (page) => {
    await expect(chatLauncher(page)).toHaveText('Chat with us');
    await expect(chatLauncher(page)).toHaveClass(/rove-chat__launcher--unknown/);
    return 'launcher without availability, chat still opens';
  },
};

const liveInfo: Endpoint = {
  name: 'GET ajax/live_info.json',
  seed: '000 §7 live info',
  page: '/category/sofas',
  route: '**/ajax/live_info.json?*',
  stateChanging: false,
  onLoad: true,
  element: 'rove-header',
  ready: async (page) => {
    await roveReady(page);
  },
  outcome: async (page) => {
    await expect(cartCounter(page)).toHaveAttribute('aria-label', 'Cart, 0 items');
    await expect(loveCounter(page)).toHaveAttribute('aria-label', 'Wishlist, 0 items');
    return 'counters unchanged, no message (seed shows none)';
  },
};

// ---------------------------------------------------------------- search (spec/shell.md §3)

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the store' });

const searchSuggestions: Endpoint = {
  name: 'POST 1/indexes/*/queries (suggestions)',
  seed: '000 §3 site search',
  page: '/',
  route: '**/1/indexes/**',
  method: 'POST',
  stateChanging: false,
  // The algoliasearch client has its own retry strategy (one retry per host on a 5xx or a
  // network error); it stays a read.
  maxRequests: 2,
  element: 'rove-search',
  ready: async (page) => {
    await expect(await reachForSearch(page)).toBeEditable();
  },
  // The search client keeps a 200 answer per query: after one, a new page, so the same words
  // make a new call. After a failure the words are typed again (emptied first).
  reloadAfter: ['empty body', 'malformed JSON', 'wrong shape'],
  setup: async (page) => {
    await searchBox(page).click();
    await searchBox(page).fill('');
  },
  // Typing is the trigger: the query goes out after the 400 ms pause.
  typed: [{ field: searchBox, value: 'chair' }],
  outcome: async (page) => {
    await expect(page.locator('rove-search .rove-search__popup')).toContainText(
      'Suggestions could not be loaded.',
    );
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    return '“Suggestions could not be loaded.” + Retry';
  },
};

// ---------------------------------------------------------------- swatch request (spec/product.md §4)

const swatchWidget = (page: Page) => page.locator('rove-swatch-request');

const swatchSelection: Endpoint = {
  name: 'POST swatch-request/selection',
  seed: '001 §4 swatch request',
  page: '/swatch-request',
  route: '**/swatch-request/selection',
  method: 'POST',
  stateChanging: true,
  element: 'rove-swatch-request',
  ready: async (page) => {
    await expect(swatchWidget(page).getByRole('status')).toHaveText(/^\d of 5 selected$/);
  },
  // Unselect what the last cell chose, and let that save go before this cell's fault starts.
  // The save is debounced (400 ms): on a loaded machine the trigger's click can come later than
  // that, and the unselect's own save was then counted as this cell's second request.
  setup: async (page) => {
    const selected = swatchWidget(page).getByRole('button', { name: /^Remove swatch / });
    if ((await selected.count()) === 0) return;
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/swatch-request/selection') &&
        response.request().method() === 'POST',
    );
    await selected.first().click();
    await saved;
  },
  trigger: (page) =>
    swatchWidget(page)
      .getByRole('button', { name: /^Select swatch / })
      .first()
      .click(),
  outcome: async (page) => {
    // The save only keeps the selection for a reload; on this page it still holds.
    await expect(swatchWidget(page).getByRole('status')).toHaveText('1 of 5 selected');
    await expect(swatchWidget(page).getByRole('button', { name: /^Remove swatch / })).toHaveCount(
      1,
    );
    return 'selection kept on the page, no message';
  },
};

/** An anonymous visitor: uc_love/ajax_validate decides whether to ask for an email first. */
const loveValidate: Endpoint = {
  name: 'GET uc_love/ajax_validate',
  seed: '000 §4 wishlist',
  page: '/product/demo-in-stock',
  route: '**/uc_love/ajax_validate?*',
  stateChanging: false,
  element: 'rove-love',
  ready: async (page) => {
    await expect(loveButton(page)).toHaveAttribute('aria-pressed', /true|false/);
  },
  // Start each cell unloved (the previous cell's fallback saved the love).
  setup: async (page) => {
    if ((await loveButton(page).getAttribute('aria-pressed')) === 'true') {
      await loveButton(page).click();
      await expect(loveButton(page)).toHaveAttribute('aria-pressed', 'false');
    }
  },
  trigger: (page) => loveButton(page).click(),
  busy: async (page) => {
    await expect(loveButton(page)).toHaveAttribute('aria-busy', 'true');
  },
  outcome: async (page) => {
    // spec/shell.md §4: a love is never lost; without the question it is saved anonymously.
    await expect(loveButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    return 'love saved anonymously, no dialog';
  },
};

// ---------------------------------------------------------------- newsletter popup (spec/marketing.md §6)

const newsletter = (page: Page) =>
  page.getByRole('dialog', { name: 'Get 10% off your first order' });
const newsletterEmail = (page: Page) => newsletter(page).getByLabel('Email address');

const newsletterSignup: Endpoint = {
  name: 'POST klaviyo/api/subscribe',
  seed: '003 §6-7 newsletter popup',
  page: '/campaign/spring-sale?delay=1',
  route: '**/klaviyo/api/subscribe',
  method: 'POST',
  stateChanging: true,
  element: 'rove-popups',
  ready: async (page) => {
    await page.clock.fastForward(1_100);
    await expect(newsletterEmail(page)).toBeVisible();
  },
  // A subscribed visitor never sees the popup again: after a 2xx, a new visitor and page.
  reloadAfter: ['empty body', 'malformed JSON', 'wrong shape'],
  beforeLoad: async (page) => {
    await page.context().clearCookies();
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined); // about:blank before the first load has no storage
  },
  keepsTyped: (fault) => !['empty body', 'malformed JSON', 'wrong shape'].includes(fault),
  typed: [{ field: newsletterEmail, value: 'ana@rove.shop' }],
  trigger: (page) => newsletter(page).getByRole('button', { name: 'Subscribe' }).click(),
  outcome: async (page, fault) => {
    // spec/marketing.md §7: success is any 2xx, the body is not read; failures are only logged.
    if (fault === 'empty body' || fault === 'malformed JSON' || fault === 'wrong shape') {
      await expect(newsletter(page)).toContainText('Thank you for subscribing!');
      return '2xx: “Thank you for subscribing!” (body not read)';
    }
    await expect(newsletter(page).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(newsletterEmail(page)).toHaveValue('ana@rove.shop');
    return 'form back with the email, failure only logged';
  },
};

// By label, not by role: address 1 becomes a combobox once focused (its address suggestions).
const swatchField =
  (name: string, exact = false) =>
  (page: Page) =>
    swatchWidget(page).getByLabel(name, { exact });

const swatchSubmit: Endpoint = {
  name: 'POST swatch-request/submit',
  seed: '001 §4-5 swatch request',
  page: '/swatch-request',
  route: '**/swatch-request/submit',
  method: 'POST',
  stateChanging: true,
  element: 'rove-swatch-request',
  ready: async (page) => {
    await expect(swatchWidget(page).getByRole('status')).toHaveText(/^\d of 5 selected$/);
  },
  // Once per page: one swatch, Continue, and the country (the text fields are typed below).
  setup: async (page) => {
    if (await swatchField('Full name')(page).isVisible()) return;
    const select = swatchWidget(page).getByRole('button', { name: /^Select swatch / });
    if (
      (await swatchWidget(page)
        .getByRole('button', { name: /^Remove swatch / })
        .count()) === 0
    )
      await select.first().click();
    await swatchWidget(page).getByRole('button', { name: 'Continue' }).click();
    await swatchWidget(page)
      .getByRole('combobox', { name: 'Country' })
      .selectOption({ label: 'Canada' });
  },
  typed: [
    { field: swatchField('Full name'), value: 'Ana Lee' },
    { field: swatchField('Email'), value: 'ana@rove.shop' },
    { field: swatchField('Address', true), value: '12 Main Street' },
    { field: swatchField('City'), value: 'Vancouver' },
    { field: swatchField('Province / State'), value: 'BC' },
    { field: swatchField('Postal code'), value: 'V6B 1A1' },
    { field: swatchField('Phone'), value: '6045550199' },
  ],
  trigger: (page) => swatchWidget(page).getByRole('button', { name: 'Request swatches' }).click(),
  outcome: async (page) => {
    await expect(swatchWidget(page)).toContainText(
      'Your request could not be sent. Please try again.',
    );
    await expect(
      swatchWidget(page).getByRole('button', { name: 'Request swatches' }),
    ).toBeEnabled();
    return '“Your request could not be sent.”, form kept';
  },
};

// ---------------------------------------------------------------- page shell (spec/shell.md §6-7)

const loginForm = (page: Page) => page.locator('form#user-login-form');
const loginName = (page: Page) => loginForm(page).locator('input[name="name"]');

/** The staff-role check the loader runs on the login form (loader/page/staff-check.ts). */
const staffCheck: Endpoint = {
  name: 'POST user/login/check-role',
  seed: '000 §6-7 login staff check',
  page: '/user/login',
  route: '**/user/login/check-role',
  method: 'POST',
  stateChanging: false,
  element: 'form#user-login-form',
  ready: async (page) => {
    await roveReady(page);
    await expect(loginForm(page)).toHaveAttribute('data-rove-staff-check', '');
  },
  // An emptied name forgets the last check, so the same name is checked again.
  setup: async (page) => {
    await loginName(page).fill('');
    await loginName(page).dispatchEvent('change');
  },
  typed: [{ field: loginName, value: 'casey' }],
  trigger: (page) => loginName(page).dispatchEvent('change'),
  outcome: async (page) => {
    // Only logged: the login itself is never blocked and nothing claims a role.
    await expect(loginForm(page)).not.toHaveAttribute('data-rove-staff', /.*/);
    await expect(loginForm(page).locator('[type="submit"]').first()).toBeEnabled();
    return 'no role claimed, login usable';
  },
};

// ---------------------------------------------------------------- checkout (spec/checkout.md)

const checkoutEmailCheck: Endpoint = {
  name: 'POST json/user/exists/check',
  seed: '002 §3 checkout account',
  page: '/demo/checkout-cart',
  route: '**/json/user/exists/check',
  method: 'POST',
  stateChanging: false,
  retried: false,
  reloadEachCell: true,
  element: 'rove-checkout',
  ready: async (page) => {
    await expect(checkoutEmail(page)).toBeEditable();
  },
  typed: [{ field: checkoutEmail, value: 'guest.faults@example.com' }],
  // The field folds away with its step once the shopper moves on; the outcome checks the
  // address is what the step shows.
  keepsTyped: () => false,
  trigger: (page) => checkoutWidget(page).getByRole('button', { name: 'Continue' }).click(),
  outcome: async (page) => {
    // spec/checkout.md §3: a failed check counts as "no account"; the shopper goes on as a guest.
    await expect(checkoutStep(page, 'Membership')).toHaveAttribute('aria-expanded', 'true');
    await expect(checkoutWidget(page).getByRole('region', { name: /^Account/ })).toContainText(
      'guest.faults@example.com',
    );
    return 'treated as no account: on to Membership, email kept';
  },
};

const membershipChoices = [/^Join the membership/, /continue without membership/];
const lastChoice = new WeakMap<Page, RegExp>();

const membershipValidate: Endpoint = {
  name: 'POST json/user/membership/validate',
  seed: '002 §4 checkout membership',
  page: '/demo/checkout-cart',
  route: '**/json/user/membership/validate',
  method: 'POST',
  // It records the order's membership choice and re-prices it.
  stateChanging: true,
  element: 'rove-checkout',
  ready: async (page) => {
    await expect(checkoutEmail(page).or(checkoutStep(page, 'Membership')).first()).toBeVisible();
  },
  setup: async (page) => {
    if (await checkoutEmail(page).isVisible()) {
      await checkoutEmail(page).fill('guest.faults@example.com');
      await checkoutWidget(page).getByRole('button', { name: 'Continue' }).click();
      await expect(checkoutStep(page, 'Membership')).toHaveAttribute('aria-expanded', 'true');
    }
  },
  // Each cell picks the other choice, so every cell is one new choice.
  trigger: async (page) => {
    const [join, optOut] = membershipChoices.map((label) =>
      membershipPane(page).getByLabel(label),
    ) as [ReturnType<Page['getByLabel']>, ReturnType<Page['getByLabel']>];
    const pickJoin = !(await join.isChecked());
    lastChoice.set(page, membershipChoices[pickJoin ? 0 : 1] as RegExp);
    await (pickJoin ? join : optOut).check();
  },
  outcome: async (page) => {
    // The choice stays local; the next post of the checkout form carries it (checkout-api.ts).
    await expect(membershipPane(page).getByLabel(lastChoice.get(page) ?? /none/)).toBeChecked();
    await expect(membershipPane(page).getByRole('button', { name: 'Continue' })).toBeEnabled();
    return 'choice kept on the page, Continue usable';
  },
};

const postcodes = ['78701', '78702'];
const lastPostcode = new WeakMap<Page, string>();

const shippingQuote: Endpoint = {
  name: 'POST cart/checkout (Calculate Shipping)',
  seed: '002 §4, §7 shipping quote',
  page: '/demo/checkout-cart',
  route: (url) => url.pathname === '/cart/checkout',
  method: 'POST',
  stateChanging: false,
  retried: false,
  element: 'rove-checkout',
  ready: async (page) => {
    // The checkout restores the last address as it mounts: steps are driven once it is up.
    await roveReady(page);
    await expect(checkoutEmail(page).or(checkoutStep(page, 'Membership')).first()).toBeVisible();
  },
  setup: async (page) => {
    await toAddressStep(page);
    await addressPane(page).getByLabel('State/Province').selectOption('TX');
    // After a reload the checkout restores the last address, postal code included, and asks
    // for its quote 600 ms after the step opens. Let that quote answer (the route still passes)
    // so the fault meets only the trigger's request, however slowly the fields are typed. On
    // the same page the previous cell's failure is still shown and nothing is pending.
    if (!(await addressField('Postal code')(page).inputValue())) return;
    const address = checkoutWidget(page).getByRole('region', { name: /^Address/ });
    await expect(
      address
        .getByRole('radiogroup', { name: 'Shipping options' })
        .or(address.getByText('We could not get a shipping quote.', { exact: false })),
    ).toBeVisible({ timeout: 10_000 });
    await expect(address).not.toContainText("Please wait while we're retrieving");
  },
  typed: [
    { field: addressField('First name'), value: 'Ana' },
    { field: addressField('Last name'), value: 'Shopper' },
    { field: addressField('Street address'), value: '12 Main Street' },
    { field: addressField('City'), value: 'Austin' },
    { field: addressField('Phone'), value: '5125550199' },
  ],
  // A changed postal code is a new address (the street is not part of a quote): the quote is
  // asked again 1 s later.
  trigger: async (page) => {
    const postcode = lastPostcode.get(page) === postcodes[0] ? postcodes[1] : postcodes[0];
    lastPostcode.set(page, postcode as string);
    await addressField('Postal code')(page).fill(postcode as string);
    await addressField('Postal code')(page).blur();
  },
  busy: async (page) => {
    await expect(checkoutWidget(page).getByRole('region', { name: /^Address/ })).toContainText(
      "Please wait while we're retrieving your shipping quote",
    );
  },
  outcome: async (page) => {
    const address = checkoutWidget(page).getByRole('region', { name: /^Address/ });
    await expect(address).toContainText(
      'We could not get a shipping quote. Please check your address and try again.',
    );
    await expect(address).not.toContainText("Please wait while we're retrieving");
    await expect(addressField('Postal code')(page)).toHaveValue(lastPostcode.get(page) ?? '');
    return '“We could not get a shipping quote.”, address kept';
  },
};

const totalBefore = new WeakMap<Page, string>();

const couponApply: Endpoint = {
  name: 'POST cart/coupon/apply',
  seed: '002 §2 checkout coupon',
  page: '/demo/checkout-cart?set=no-protection',
  route: '**/cart/coupon/apply',
  method: 'POST',
  stateChanging: true,
  element: 'rove-checkout',
  ready: async (page) => {
    await expect(couponCode(page)).toBeEditable();
  },
  setup: async (page) => {
    totalBefore.set(page, await grandTotal(page).innerText());
  },
  typed: [{ field: couponCode, value: 'ROVE10' }],
  trigger: (page) => orderSummary(page).getByRole('button', { name: 'Apply' }).click(),
  outcome: async (page) => {
    await expect(orderSummary(page).getByRole('alert')).toHaveText(
      'We couldn’t update your coupon. Please try again.',
    );
    await expect(grandTotal(page)).toHaveText(totalBefore.get(page) ?? '');
    return '“We couldn’t update your coupon.”, total unchanged, code kept';
  },
};

export const ENDPOINTS: Endpoint[] = [
  couponApply,
  shippingQuote,
  membershipValidate,
  checkoutEmailCheck,
  staffCheck,
  swatchSubmit,
  loveValidate,
  newsletterSignup,
  searchSuggestions,
  swatchSelection,
  delivery,
  cartAdd,
  loveToggle,
  notifyMe,
  protectionOffers,
  coverage,
  cartUpdate,
  couponRemove,
  customTerms,
  emailMyCart,
  chatAvailability,
  liveInfo,
  checkoutCouponRemove,
  orderValidate,
  marketingSubscription,
  geolocation,
  tradeEnrolment,
  tradeUpload,
  listingPage,
  reviewsPage,
  reviewSummary,
  photoWallPage,
  hostListingPage,
  paymentIntent,
  cardCompletion,
  affirmUrl,
  klarnaRedirect,
];

/**
 * Endpoints listed without a row of faults. “not reachable” is a fact about the demo pages;
 * a reason starting “not driven yet” marks a row this suite does not cover yet, so the gap is
 * visible in the matrix instead of silent (matrix-report.ts counts the two apart).
 */
export const UNREACHABLE: UnreachableEndpoint[] = [
  {
    name: 'GET cart/view',
    seed: '002 §2 cart quantities',
    reason:
      'called only after cart/update answers 409 (a line gone meanwhile); no demo page makes that conflict',
  },
  {
    name: 'POST user/password (password reset)',
    seed: '000 §6 password reset',
    reason:
      'a native form post that replaces the page (the loader only validates and shows Please wait): no script call to intercept',
  },
];

export { roveReady };
