/**
 * Klarna's contract in the browser (docs/vendors/klarna.md): the production build on the demo
 * host, with Klarna's two scripts played by the contract tests' stand-ins
 * (tests/vendors/stand-ins/klarna/, written from the contract page alone) — through the demo's
 * stand-in mode, or at Klarna's real addresses (`?vendors=real`, the page's real policy).
 *
 * - Product page: the web SDK (`klarna.js`) is ready only after its load event, announced
 *   through `KlarnaSDKCallback`; our placement is rendered and refreshed with each price.
 * - Checkout: Klarna Payments (`api.js`) announced through `klarnaAsyncCallback`; `init`,
 *   `load` and `authorize` with Klarna's calling convention (data before the callback).
 *
 * Each failure (404, a script that throws, one never ready, a call that fails) leaves the
 * shopper our fallback, the console exactly one `[rove]` line naming Klarna, and no unhandled
 * rejection.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillUpToPayment } from '../helpers/checkout-flow';
import { watchPage, type PageWatch } from '../helpers/page-watch';
import { hearProblems } from '../helpers/problems';

/** A US product from 1000: our estimate, and Klarna's placement under it. */
const PRODUCT = '/product/demo-financing';
const WEB_SDK = 'https://js.klarna.com/web-sdk/v1/klarna.js';
const PAYMENTS = 'https://x.klarnacdn.net/kp/lib/v1/api.js';
const read = (file: string) =>
  readFileSync(new URL(`stand-ins/klarna/${file}`, import.meta.url), 'utf8');
const WEB_SDK_STAND_IN = read('web-sdk.js');
const PAYMENTS_STAND_IN = read('payments.js');
/** How long Klarna may take to be ready (widgets/shared/vendors/klarna/klarna-ready.ts KLARNA_READY_MS). */
const READY_MS = 10_000;

/** A client token of the form Klarna's init() requires: a JSON Web Token. */
const JWT = [{ alg: 'HS256', typ: 'JWT' }, { session_id: 'ks_e2e' }]
  .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
  .concat('c2lnbmF0dXJl')
  .join('.');

const placement = (page: Page) => page.locator('rove-financing klarna-placement');
const klarnaRow = (page: Page) => page.locator('rove-financing .rove-financing__klarna');
const estimate = (page: Page) => page.locator('rove-financing .rove-financing__estimate');

interface StandIn {
  messaging?: {
    clientId: string;
    environment: string;
    refreshes: number;
    rendered: { amount: number; locale: string }[];
  };
  payments?: { inits: number; authorizations: { category: string; data: unknown }[] };
}
const standIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { __klarnaStandIn?: StandIn }).__klarnaStandIn);

/** Unhandled rejections and Klarna's problems reported to the retailer's monitoring. */
const listen = (page: Page) => hearProblems(page, (problem) => problem.vendor === 'klarna');

/** Every `[rove]` line naming Klarna, whatever its level, without the error logged with it. */
const klarnaLines = (watch: PageWatch) =>
  watch.console
    .filter((line) => line.text.startsWith('[rove]') && /klarna/i.test(line.text))
    .map((line) => line.text.replace(/ (?:[A-Z]\w*)?Error: [\s\S]*$/, ''));

/** Serves `body` (a 404 when null) at `url`; gives how many times the page asked for it. */
async function serveAt(page: Page, url: string, body: string | null): Promise<() => number> {
  let requests = 0;
  await page.route(url, (route) => {
    requests += 1;
    return body === null
      ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })
      : route.fulfill({ contentType: 'text/javascript', body });
  });
  return () => requests;
}

/**
 * Records, from before the page's own scripts, when a `<script>` of `url` has loaded or failed
 * (its load or error event, heard before the page's own listeners on the tag).
 */
async function hearScriptSettle(page: Page, url: string): Promise<() => Promise<void>> {
  await page.addInitScript((src) => {
    const settled: string[] = [];
    (window as unknown as { __scriptSettled: string[] }).__scriptSettled = settled;
    for (const type of ['load', 'error'])
      document.addEventListener(
        type,
        (event) => {
          const target = event.target as HTMLScriptElement | null;
          if (target?.localName === 'script' && target.src.startsWith(src)) settled.push(type);
        },
        true,
      );
  }, url);
  /** Waits until the page's script of `url` has loaded or failed. */
  return () =>
    expect
      .poll(
        () =>
          page.evaluate(
            () => (window as unknown as { __scriptSettled: string[] }).__scriptSettled.length,
          ),
        { timeout: READY_MS },
      )
      .toBeGreaterThan(0);
}

/**
 * Resolves once the page has drawn a frame and run the task after it: what a component does
 * after rendering (its effects) has run by then.
 */
const afterRender = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
      ),
  );

test.describe('Klarna’s messaging as documented (the stand-in)', () => {
  test('ready after its load event, our placement rendered in minor units and refreshed with the price', async ({
    page,
  }) => {
    const heard = await listen(page);
    const watch = await watchPage(page);
    await page.goto(`${PRODUCT}?vendors=stand-in`);
    // Klarna may take its documented wait to be ready on a busy machine.
    await expect(placement(page)).toHaveText(
      /^4 interest-free payments of \$[\d,.]+\. Learn more$/,
      { timeout: READY_MS },
    );
    await expect(placement(page)).toHaveAttribute('data-key', 'credit-promotion-badge');
    await expect(placement(page)).toHaveAttribute('data-locale', 'en-US');
    const sdk = page.locator('script[src$="/stand-ins/klarna/web-sdk.js"]');
    await expect(sdk).toHaveCount(1);
    await expect(sdk).toHaveAttribute('data-environment', 'playground');
    expect((await standIn(page))?.messaging?.clientId).toMatch(/^klarna_test_client_/);
    const amount = Number(await placement(page).getAttribute('data-purchase-amount'));
    expect(Number.isInteger(amount) && amount >= 100_000).toBe(true);
    expect((await standIn(page))?.messaging?.rendered.at(-1)).toEqual({ amount, locale: 'en-US' });
    // A dearer size: a new amount, then Klarna.OnsiteMessaging.refresh().
    await page.getByRole('radio', { name: /132" U-Shape/ }).check();
    await expect(placement(page)).not.toHaveAttribute('data-purchase-amount', String(amount));
    const after = Number(await placement(page).getAttribute('data-purchase-amount'));
    await expect
      .poll(async () => (await standIn(page))?.messaging?.rendered.at(-1)?.amount)
      .toBe(after);
    expect(klarnaLines(watch)).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    expect(await heard()).toEqual({ rejections: [], problems: [] });
  });

  test('at Klarna’s real address, under the page’s own policy', async ({ page }) => {
    await serveAt(page, WEB_SDK, WEB_SDK_STAND_IN);
    const watch = await watchPage(page);
    await page.goto(`${PRODUCT}?vendors=real`);
    await expect(placement(page)).toHaveText(/^4 interest-free payments of/, {
      timeout: READY_MS,
    });
    await expect(page.locator(`script[src="${WEB_SDK}"]`)).toHaveCount(1);
    expect(klarnaLines(watch)).toEqual([]);
    expect((await watch.cspViolations()).filter((line) => /klarna/.test(line))).toEqual([]);
  });
});

test.describe('Klarna’s messaging failing: our estimate, one line, no unhandled rejection', () => {
  const failures = [
    {
      name: 'a script that cannot load (404)',
      body: null,
      line: '[rove] Klarna’s web SDK could not be loaded; our own financing text stays',
      kind: 'script-failed',
    },
    {
      name: 'a script that throws',
      body: 'throw new Error("klarna.js broke");',
      line: '[rove] Klarna’s web SDK did not become ready; our own financing text stays',
      kind: 'not-ready',
    },
    {
      name: 'a script that never says it is ready',
      body: '/* loads, and never calls KlarnaSDKCallback */',
      line: '[rove] Klarna’s web SDK did not become ready; our own financing text stays',
      kind: 'not-ready',
    },
    {
      name: 'a refresh that throws',
      body: WEB_SDK_STAND_IN.replace(
        'seen.messaging.refreshes += 1;',
        'throw new Error("refresh broke");',
      ),
      line: '[rove] Klarna’s messaging failed to refresh; our own financing text stays',
      kind: 'call-failed',
    },
  ] as const;

  for (const failure of failures)
    test(failure.name, async ({ page }) => {
      test.setTimeout(READY_MS + 20_000);
      const requests = await serveAt(page, WEB_SDK, failure.body);
      const scriptSettled = await hearScriptSettle(page, WEB_SDK);
      const heard = await listen(page);
      const watch = await watchPage(page);
      // The page's clock flows as usual; the test moves it past Klarna's 10 s where it waits.
      await page.clock.install();
      await page.goto(`${PRODUCT}?vendors=real`);
      // Klarna's wait began when its script was asked for; once the script has loaded or failed,
      // the page's clock goes past the wait (a script that is there but silent is not ready).
      await scriptSettled();
      await page.clock.runFor(READY_MS);
      await expect.poll(() => klarnaLines(watch)).toEqual([failure.line]);
      await expect(estimate(page)).toHaveText(/^as low as/);
      await expect(klarnaRow(page)).toHaveCount(0);
      // A new price: still ours, and nothing more said.
      const before = await estimate(page).textContent();
      await page.getByRole('radio', { name: /132" U-Shape/ }).check();
      // The dearer size's estimate on screen: the widget has rendered the new price...
      await expect(estimate(page)).not.toHaveText(before ?? '');
      await expect(estimate(page)).toHaveText(/^as low as/);
      // ...and run what follows a render (Klarna's refresh would be called there), and any wait
      // for Klarna a new price could have started has run out.
      await afterRender(page);
      await page.clock.runFor(READY_MS);
      await afterRender(page);
      expect(klarnaLines(watch)).toEqual([failure.line]);
      expect(requests()).toBe(1);
      const { rejections, problems } = await heard();
      expect(rejections).toEqual([]);
      expect(problems).toEqual([
        {
          level: 'warn',
          area: 'financing',
          kind: failure.kind,
          vendor: 'klarna',
          message: failure.line.slice('[rove] '.length),
        },
      ]);
      // Only Klarna's own error, if it threw; none of ours.
      for (const error of watch.pageErrors)
        expect(error.message).toMatch(/klarna\.js broke|refresh broke|Script error/);
    });
});

/** The checkout up to its payment step, as a guest (a US order: Klarna is offered). */
async function reachPayment(page: Page, vendors: 'stand-in' | 'real'): Promise<Locator> {
  await page.goto(`/demo/checkout-cart?set=no-protection&vendors=${vendors}`);
  const checkout = page.locator('rove-checkout');
  await checkout.getByLabel('Email address').fill('pat.guest@example.com');
  await checkout.getByRole('button', { name: 'Continue' }).first().click();
  await fillUpToPayment(page);
  const payment = checkout.locator('.rove-payment');
  await expect(payment).toBeVisible();
  return payment;
}

/**
 * The checkout page with a client token of Klarna's form (a JWT, which Klarna's init() requires;
 * the demo host's own sessions are `sim_klarna_…`), put into the page's settings as the parser
 * adds them (before the SDK reads them), and our server's redirect answered.
 */
async function withKlarnaSession(page: Page): Promise<void> {
  await page.addInitScript((jwt) => {
    const swap = () => {
      const tag = document.getElementById('rove-settings');
      const text = tag?.textContent ?? '';
      if (tag && /"client_token":"sim_klarna_/.test(text))
        tag.textContent = text.replace(
          /"client_token":"sim_klarna_[^"]+"/,
          `"client_token":"${jwt}"`,
        );
    };
    new MutationObserver(swap).observe(document, { childList: true, subtree: true });
  }, JWT);
  await page.route('**/ajax/klarna/**', (route) =>
    route.fulfill({ json: { redirect_url: '/demo?klarna=approved' } }),
  );
}

const klarnaRadio = (payment: Locator) => payment.getByRole('radio', { name: 'Klarna' });
const payButton = (payment: Locator) => payment.locator('button.rove-payment__pay');

test.describe('Klarna Payments as documented (the stand-in)', () => {
  test('announced after its load, its widget shown, authorized from the press, then our redirect', async ({
    page,
  }) => {
    await withKlarnaSession(page);
    const heard = await listen(page);
    const watch = await watchPage(page);
    const payment = await reachPayment(page, 'stand-in');
    await klarnaRadio(payment).check();
    await expect(payment.locator('.rove-payment__klarna')).toContainText('Klarna (stand-in)');
    await expect(payButton(payment)).toBeEnabled();
    const redirect = page.waitForRequest('**/ajax/klarna/**');
    await payButton(payment).click();
    const asked = new URL((await redirect).url());
    expect(asked.searchParams.get('client_token')).toBe(JWT);
    expect(asked.searchParams.get('res')).toBe('b4bd3423-24e3-4b0e-9f5e-stand-in');
    await page.waitForURL('**/demo?klarna=approved');
    expect(klarnaLines(watch)).toEqual([]);
    expect(await heard()).toEqual({ rejections: [], problems: [] });
  });

  test('at Klarna’s real address, under the page’s own policy', async ({ page }) => {
    await serveAt(page, PAYMENTS, PAYMENTS_STAND_IN);
    await withKlarnaSession(page);
    const watch = await watchPage(page);
    const payment = await reachPayment(page, 'real');
    await klarnaRadio(payment).check();
    await expect(payment.locator('.rove-payment__klarna')).toContainText('Klarna (stand-in)');
    await expect(page.locator(`script[src="${PAYMENTS}"]`)).toHaveCount(1);
    await payButton(payment).click();
    await page.waitForURL('**/demo?klarna=approved');
    expect(klarnaLines(watch)).toEqual([]);
  });

  test('a session Klarna refuses (init throws): Klarna withdrawn, one line, the card stays', async ({
    page,
  }) => {
    // The demo host's own token is not a JWT: Klarna's init() throws InvalidClientTokenError.
    const heard = await listen(page);
    const watch = await watchPage(page);
    const payment = await reachPayment(page, 'stand-in');
    await klarnaRadio(payment).click(); // withdrawn as it is chosen: no checked state to wait for
    await expect(klarnaRadio(payment)).toHaveCount(0);
    await expect(payment.getByRole('radio', { name: 'Card', exact: true })).toBeChecked();
    const line = '[rove] Klarna Payments refused the session (init); Klarna is not offered';
    expect(klarnaLines(watch)).toEqual([line]);
    expect((await heard()).problems).toMatchObject([{ area: 'checkout', kind: 'call-failed' }]);
  });
});

test.describe('Klarna Payments failing: Klarna withdrawn, one line, no unhandled rejection', () => {
  const failures = [
    {
      name: 'a library that cannot load (404)',
      body: null,
      line: '[rove] Klarna Payments could not be loaded; Klarna is not offered',
      kind: 'script-failed',
    },
    {
      name: 'a library that throws',
      body: 'throw new Error("api.js broke");',
      line: '[rove] Klarna Payments did not become ready; Klarna is not offered',
      kind: 'not-ready',
    },
    {
      name: 'a library that never says it is ready',
      body: '/* loads, and never calls klarnaAsyncCallback */',
      line: '[rove] Klarna Payments did not become ready; Klarna is not offered',
      kind: 'not-ready',
    },
  ] as const;

  for (const failure of failures)
    test(failure.name, async ({ page }) => {
      test.setTimeout(READY_MS + 60_000);
      const requests = await serveAt(page, PAYMENTS, failure.body);
      const scriptSettled = await hearScriptSettle(page, PAYMENTS);
      const heard = await listen(page);
      const watch = await watchPage(page);
      // The page's clock flows as usual; the test moves it past Klarna's 10 s where it waits.
      await page.clock.install();
      const payment = await reachPayment(page, 'real');
      await klarnaRadio(payment).click(); // withdrawn as it is chosen: no checked state to wait for
      // Klarna's wait began when its library was asked for; once the library has loaded or
      // failed, the page's clock goes past the wait.
      await scriptSettled();
      await page.clock.runFor(READY_MS);
      // The line is written before Klarna is withdrawn; its radio gone, the shopper pays another way.
      await expect.poll(() => klarnaLines(watch)).toEqual([failure.line]);
      await expect(klarnaRadio(payment)).toHaveCount(0);
      await expect(payment.getByRole('radio', { name: 'Card', exact: true })).toBeChecked();
      // Nothing more said once withdrawn: not after what follows the render, nor once any wait
      // for Klarna (its library, its load() answer) would have run out.
      await afterRender(page);
      await page.clock.runFor(READY_MS);
      await afterRender(page);
      expect(klarnaLines(watch)).toEqual([failure.line]);
      expect(requests()).toBe(1);
      const { rejections, problems } = await heard();
      expect(rejections).toEqual([]);
      expect(problems).toEqual([
        {
          level: 'warn',
          area: 'checkout',
          kind: failure.kind,
          vendor: 'klarna',
          message: failure.line.slice('[rove] '.length),
        },
      ]);
      for (const error of watch.pageErrors)
        expect(error.message).toMatch(/api\.js broke|Script error/);
    });
});
