/**
 * Stripe's contract in the browser (docs/vendors/stripe.md): the production build on the demo
 * host, with Stripe.js played by the contract tests' stand-in (tests/vendors/stand-ins/stripe/
 * v3.js, written from the contract page alone) — through the demo's stand-in mode, or at
 * Stripe's real address (`?vendors=real`: the SDK adds https://js.stripe.com/endive/stripe.js
 * and the page's real policy applies). Stripe's API is answered by the demo host's simulated
 * account (stripe-api.ts), so a paid intent really is paid when the completion is posted.
 *
 * Each failure of Stripe.js (404, a script that throws, one never ready, a confirmation answered
 * `{error}`) leaves the shopper the card form's message and the other methods, the console
 * exactly one `[rove]` line naming Stripe, and no unhandled rejection.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillUpToPayment } from '../helpers/checkout-flow';
import { watchPage, type PageWatch } from '../helpers/page-watch';
import { answerStripeApi } from './stripe-api';
import { hearProblems } from '../helpers/problems';
import { CSP_WITHOUT_COOKIE } from '../../demo-host/middleware/security-headers';

const STRIPE_JS = 'https://js.stripe.com/endive/stripe.js';
const STAND_IN = readFileSync(new URL('stand-ins/stripe/v3.js', import.meta.url), 'utf8');
/** How long Stripe.js may take (widgets/checkout/payment/stripe.logic.ts STRIPE_READY_TIMEOUT_MS). */
const READY_MS = 20_000;

type Mode = 'stand-in' | 'real';

/** Unhandled rejections and Stripe's problems reported to the retailer's monitoring. */
const listen = (page: Page) => hearProblems(page, (problem) => problem.vendor === 'stripe');

/** Every `[rove]` line naming Stripe, whatever its level. */
const stripeLines = (watch: PageWatch) =>
  watch.console
    .filter((line) => line.text.startsWith('[rove]') && /stripe/i.test(line.text))
    .map((line) => line.text);

/** Serves `body` (a 404 when null) at Stripe.js's address; `hang` never answers. */
const serveStripeJs = (page: Page, body: string | null | 'hang') =>
  page.route(`${STRIPE_JS}*`, (route) => {
    if (body === 'hang') return; // never answered: the load never settles
    return body === null
      ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })
      : route.fulfill({ contentType: 'text/javascript', body });
  });

/** To the payment step as a US guest, in a vendor mode. */
async function reachPayment(page: Page, mode: Mode, email = 'stripe.contract@example.com') {
  await page.goto(`/demo/checkout-cart?set=no-protection&vendors=${mode}`);
  const checkout = page.locator('rove-checkout');
  await checkout.getByLabel('Email address').fill(email);
  await checkout.getByRole('button', { name: 'Continue' }).first().click();
  await fillUpToPayment(page);
  const payment = checkout.locator('.rove-payment');
  await expect(payment).toBeVisible();
  return payment;
}

const payButton = (payment: Locator) => payment.locator('button.rove-payment__pay');
const cardError = (payment: Locator) => payment.locator('.rove-payment__card-error');
const standInElement = (payment: Locator) => payment.locator('.StripeElementStandIn');

/** The stand-in's shopper: the element reports complete (and, optionally, a redirect method). */
const completeCard = (page: Page, type = 'card', controls: object = {}) =>
  page.evaluate(
    ([methodType, extra]) => {
      const standIn = (window as unknown as { __stripeStandIn: Record<string, unknown> })
        .__stripeStandIn;
      Object.assign(standIn, extra);
      (standIn['complete'] as (type: string) => void)(methodType as string);
    },
    [type, controls] as const,
  );

test.describe('Stripe.js as documented (the stand-in)', () => {
  for (const mode of ['stand-in', 'real'] as const) {
    test(`${mode}: the Payment Element, confirmPayment (if_required) and the completion, one key per request`, async ({
      page,
      baseURL,
    }) => {
      const heard = await listen(page);
      const watch = await watchPage(page);
      const api = await answerStripeApi(page, baseURL ?? '');
      if (mode === 'real') await serveStripeJs(page, STAND_IN);
      const keys: Record<string, string[]> = { intent: [], complete: [] };
      page.on('request', (request) => {
        const key = request.headers()['idempotency-key'];
        if (!key) return;
        if (request.url().includes('/stripeAjax/')) keys['intent']?.push(key);
        if (request.url().includes('/uc_stripe/payment/complete/')) keys['complete']?.push(key);
      });
      const payment = await reachPayment(page, mode);
      await expect(standInElement(payment)).toBeVisible();
      if (mode === 'real') await expect(page.locator(`script[src="${STRIPE_JS}"]`)).toHaveCount(1);
      else await expect(page.locator('script[src$="/stand-ins/stripe/v3.js"]')).toHaveCount(1);
      await expect(payButton(payment)).toBeDisabled();
      await completeCard(page);
      await expect(payButton(payment)).toBeEnabled();
      await payButton(payment).click();
      await page.waitForURL('**/cart/checkout/complete');
      const confirm = api.find((call) => call.path.endsWith('/confirm'));
      expect(confirm?.params).toMatchObject({ key: expect.stringMatching(/^pk_test_/) });
      expect(confirm?.params['client_secret']).toMatch(/_secret_/);
      // Each request its own key (docs/vendors/stripe.md "Idempotency").
      expect(keys['intent']).toHaveLength(1);
      expect(keys['complete']).toHaveLength(1);
      expect(keys['complete']?.[0]).not.toBe(keys['intent']?.[0]);
      expect(stripeLines(watch)).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
      expect(await watch.cspViolations()).toEqual([]);
      expect((await heard()).rejections).toEqual([]);
    });
  }

  test('a confirmation answered {error}: Stripe’s message, the declined notice, one [rove] line', async ({
    page,
    baseURL,
  }) => {
    const heard = await listen(page);
    const watch = await watchPage(page);
    await answerStripeApi(page, baseURL ?? '');
    const payment = await reachPayment(page, 'stand-in');
    await expect(standInElement(payment)).toBeVisible();
    await completeCard(page, 'card', { paymentMethod: 'pm_card_chargeDeclined' });
    const declined = page.waitForRequest((r) => r.url().includes('/uc_stripe/payment/declined/'));
    await payButton(payment).click();
    await expect(cardError(payment)).toHaveText('Your card was declined.');
    expect((await declined).postDataJSON()).toMatchObject({
      response: { type: 'card_error', code: 'card_declined' },
    });
    await expect(page).toHaveURL(/\/cart\/checkout$/);
    await expect(payButton(payment)).toBeEnabled();
    expect(stripeLines(watch)).toEqual([
      "[rove] Stripe's confirmPayment returned an error (card_error, card_declined)",
    ]);
    expect((await heard()).problems).toMatchObject([{ vendor: 'stripe', kind: 'call-failed' }]);
    expect((await heard()).rejections).toEqual([]);
  });

  test('a redirect-based method: away to its page, back through return_url, retrievePaymentIntent, completed', async ({
    page,
    baseURL,
  }) => {
    const watch = await watchPage(page);
    const api = await answerStripeApi(page, baseURL ?? '');
    const payment = await reachPayment(page, 'stand-in');
    await expect(standInElement(payment)).toBeVisible();
    await completeCard(page, 'amazon_pay', { redirectBased: true });
    await payButton(payment).click();
    await expect(page).toHaveURL(/\/simulated\/stripe\/redirect\//);
    const back = page.waitForURL(/\/cart\/checkout\?.*payment_intent_client_secret=/, {
      waitUntil: 'commit',
    });
    await page.getByRole('button', { name: 'Authorize test payment' }).click();
    await back;
    await page.waitForURL('**/cart/checkout/complete');
    const confirm = api.find((call) => call.path.endsWith('/confirm'));
    expect(confirm?.params).toMatchObject({
      'payment_method_data[type]': 'amazon_pay',
      return_url: `${baseURL}/cart/checkout`,
    });
    expect(api.filter((call) => call.method === 'GET').length).toBeGreaterThanOrEqual(1);
    expect(stripeLines(watch)).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
  });
});

test.describe('when Stripe.js fails at js.stripe.com', () => {
  for (const [name, body, line, kind] of [
    ['404', null, '[rove] Stripe.js could not be loaded from js.stripe.com', 'script-failed'],
    [
      'a script that throws',
      "throw new Error('Stripe.js broke');",
      '[rove] Stripe.js did not become ready',
      'not-ready',
    ],
  ] as const) {
    test(`${name}: the card form says so, Affirm still pays, one [rove] line`, async ({ page }) => {
      const heard = await listen(page);
      const watch = await watchPage(page);
      await serveStripeJs(page, body);
      const payment = await reachPayment(page, 'real');
      await expect(cardError(payment)).toHaveText('Unknown error has occurred with Stripe');
      await expect(payment.getByRole('button', { name: 'Try again' })).toBeVisible();
      expect(stripeLines(watch)).toEqual([line]);
      expect((await heard()).problems).toMatchObject([{ vendor: 'stripe', kind }]);
      await payment.getByRole('radio', { name: 'Affirm' }).check();
      await expect(payment.locator('.rove-payment__redirect')).toContainText('Affirm');
      await expect(payButton(payment)).toBeEnabled();
      await payButton(payment).click();
      await expect(page).toHaveURL(/\/simulated\/affirm\/checkout\//);
      expect(stripeLines(watch)).toEqual([line]);
      expect((await heard()).rejections).toEqual([]);
      expect(watch.pageErrors.filter((error) => !/Stripe.js broke/.test(error.message))).toEqual(
        [],
      );
    });
  }

  test("blocked by the page's policy: the card form says so, one line names the source", async ({
    page,
    baseURL,
  }) => {
    const heard = await listen(page);
    const watch = await watchPage(page);
    await page.context().addCookies([{ name: CSP_WITHOUT_COOKIE, value: 'stripe', url: baseURL }]);
    const payment = await reachPayment(page, 'real');
    await expect(cardError(payment)).toHaveText('Unknown error has occurred with Stripe');
    const blocked =
      "[rove] the page's Content-Security-Policy blocked Stripe (https://js.stripe.com): add https://js.stripe.com to script-src (docs/vendors/stripe.md, docs/csp.md)";
    await expect.poll(() => stripeLines(watch)).toEqual([blocked]);
    expect((await heard()).problems).toMatchObject([{ vendor: 'stripe', kind: 'blocked-by-csp' }]);
    expect((await heard()).rejections).toEqual([]);
  });

  test('never ready: after 20 s the card form says so, one [rove] line', async ({ page }) => {
    const heard = await listen(page);
    const watch = await watchPage(page);
    await page.clock.install();
    await serveStripeJs(page, 'hang');
    const payment = await reachPayment(page, 'real');
    await expect(payment.getByText('Loading the secure payment form…')).toBeVisible();
    await expect(cardError(payment)).toHaveText('');
    await page.clock.fastForward(READY_MS + 1000);
    await expect(cardError(payment)).toHaveText('Unknown error has occurred with Stripe');
    expect(stripeLines(watch)).toEqual(['[rove] Stripe.js did not become ready']);
    expect((await heard()).problems).toMatchObject([{ vendor: 'stripe', kind: 'not-ready' }]);
    expect((await heard()).rejections).toEqual([]);
  });
});
