/**
 * Affirm's contract in the browser (docs/vendors/affirm.md): the production build on the demo
 * host's product page, with affirm.js played by the contract tests' stand-in
 * (tests/vendors/stand-ins/affirm/affirm.js, written from the contract page alone) — through the
 * demo's stand-in mode, or at Affirm's real sandbox address (`?vendors=real`, the page's real
 * policy). Each failure (404, a script that throws, one never ready, a refresh that throws)
 * leaves the shopper our estimate, the console exactly one `[rove]` line naming Affirm, and no
 * unhandled rejection.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { watchPage, type PageWatch } from '../helpers/page-watch';
import { hearProblems } from '../helpers/problems';

/** A US product from 1000, whose settings configure Affirm in sandbox mode. */
const PRODUCT = '/product/demo-financing';
const SANDBOX_SCRIPT = 'https://cdn1-sandbox.affirm.com/js/v2/affirm.js';
const STAND_IN = readFileSync(new URL('stand-ins/affirm/affirm.js', import.meta.url), 'utf8');
/** How long Affirm may take to be ready (widgets/shared/vendors/affirm/affirm-vendor.ts AFFIRM_READY_MS). */
const READY_MS = 10_000;

const promo = (page: Page) => page.locator('rove-financing .affirm-as-low-as');
const estimate = (page: Page) => page.locator('rove-financing .rove-financing__estimate');

interface StandIn {
  config: Record<string, string>;
  ready: boolean;
  refreshes: number;
  rendered: { amount: number; pageType: string | null }[];
  problems: string[];
}
const standIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { __affirmStandIn?: StandIn }).__affirmStandIn);

/**
 * Every `[rove]` line naming Affirm, whatever its level: its message, without the vendor's
 * error the console prints after it.
 */
const affirmLines = (watch: PageWatch) =>
  watch.console
    .filter((line) => line.text.startsWith('[rove]') && /affirm/i.test(line.text))
    .map((line) => line.text.replace(/ Error: [\s\S]*$/, ''));

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

test.describe('Affirm as documented (the stand-in)', () => {
  test('the snippet’s config, one affirm.js, Affirm’s element in cents, following the price', async ({
    page,
  }) => {
    const heard = await hearProblems(page);
    const watch = await watchPage(page);
    await page.goto(`${PRODUCT}?vendors=stand-in`);
    // Affirm may take its documented wait to be ready on a busy machine.
    await expect(promo(page)).toHaveText(/^As low as \$\d+\/mo with Affirm/, { timeout: READY_MS });
    await expect(promo(page)).toHaveAttribute('data-page-type', 'product');
    const before = await standIn(page);
    expect(before?.config).toEqual({
      public_api_key: 'demo_simulated_affirm_key',
      locale: 'en_US',
      country_code: 'USA',
    });
    const cents = Number(await promo(page).getAttribute('data-amount'));
    expect(Number.isInteger(cents) && cents >= 100_000).toBe(true);
    expect(before?.rendered.at(-1)).toEqual({ amount: cents, pageType: 'product' });
    // A dearer size: a new amount, handed to affirm.ui.refresh().
    await page.getByRole('radio', { name: /132" U-Shape/ }).check();
    await expect(promo(page)).not.toHaveAttribute('data-amount', String(cents));
    const after = Number(await promo(page).getAttribute('data-amount'));
    await expect.poll(async () => (await standIn(page))?.rendered.at(-1)?.amount).toBe(after);
    expect((await standIn(page))?.problems).toEqual([]);
    await expect(page.locator('script[src*="affirm"]')).toHaveCount(1);
    await expect(page.locator('script[src$="/stand-ins/affirm/affirm.js"]')).toHaveCount(1);
    expect(affirmLines(watch)).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    expect((await heard()).rejections).toEqual([]);
  });

  test('a Canadian page: the same script, with the market’s locale and country code', async ({
    page,
  }) => {
    await page.goto(`${PRODUCT}?vendors=stand-in&locale=fr_CA`);
    await expect(promo(page)).toHaveText(/with Affirm/, { timeout: READY_MS });
    expect((await standIn(page))?.config).toEqual({
      public_api_key: 'demo_simulated_affirm_key',
      locale: 'fr_CA',
      country_code: 'CAN',
    });
  });

  test('at Affirm’s real address, under the page’s own policy', async ({ page }) => {
    await page.route(SANDBOX_SCRIPT, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: STAND_IN }),
    );
    const watch = await watchPage(page);
    await page.goto(`${PRODUCT}?vendors=real`);
    await expect(promo(page)).toHaveText(/^As low as \$\d+\/mo with Affirm/, { timeout: READY_MS });
    await expect(page.locator(`script[src="${SANDBOX_SCRIPT}"]`)).toHaveCount(1);
    expect(affirmLines(watch)).toEqual([]);
    expect((await watch.cspViolations()).filter((line) => line.includes('affirm'))).toEqual([]);
  });
});

test.describe('Affirm failing: our estimate, one line, no unhandled rejection', () => {
  const failures = [
    {
      name: 'a script that cannot load (404)',
      body: null,
      line: '[rove] Affirm could not be loaded; our own estimate shows',
      kind: 'script-failed',
    },
    {
      name: 'a script that throws',
      body: 'throw new Error("affirm.js broke");',
      line: '[rove] Affirm did not become ready; our own estimate shows',
      kind: 'not-ready',
    },
    {
      name: 'a script that never says it is ready',
      body: '/* loads, and never calls affirm.ui.ready back */',
      line: '[rove] Affirm did not become ready; our own estimate shows',
      kind: 'not-ready',
    },
    {
      name: 'a refresh that throws',
      body: `${STAND_IN}\n;window.affirm.ui.refresh = function () { throw new Error('refresh broke'); };`,
      line: '[rove] Affirm could not show its messaging; our own estimate shows',
      kind: 'call-failed',
    },
  ] as const;

  for (const failure of failures)
    test(failure.name, async ({ page }) => {
      test.setTimeout(READY_MS + 20_000);
      let requests = 0;
      await page.route(SANDBOX_SCRIPT, (route) => {
        requests += 1;
        return failure.body === null
          ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })
          : route.fulfill({ contentType: 'text/javascript', body: failure.body });
      });
      const scriptSettled = await hearScriptSettle(page, SANDBOX_SCRIPT);
      const heard = await hearProblems(page);
      const watch = await watchPage(page);
      // The page's clock flows as usual; the test moves it past Affirm's 10 s where it waits.
      await page.clock.install();
      await page.goto(`${PRODUCT}?vendors=real`);
      // Affirm's wait begins once its script has loaded: then the page's clock goes past it.
      await scriptSettled();
      await page.clock.runFor(READY_MS);
      await expect.poll(() => affirmLines(watch)).toEqual([failure.line]);
      await expect(estimate(page)).toHaveText(/^as low as \$\d{2,3}\/mo$/);
      await expect(promo(page)).toHaveCount(0);
      // A new price: still ours, and nothing more said.
      const before = await estimate(page).textContent();
      await page.getByRole('radio', { name: /132" U-Shape/ }).check();
      // The dearer size's estimate on screen: the widget has rendered the new price...
      await expect(estimate(page)).not.toHaveText(before ?? '');
      await expect(estimate(page)).toHaveText(/^as low as \$\d{2,3}\/mo$/);
      // ...and run what follows a render (Affirm's refresh would be called there), and any wait
      // for Affirm a new price could have started has run out.
      await afterRender(page);
      await page.clock.runFor(READY_MS);
      await afterRender(page);
      expect(affirmLines(watch)).toEqual([failure.line]);
      expect(requests).toBe(1);
      const { rejections, problems } = await heard();
      expect(rejections).toEqual([]);
      expect(problems.filter((problem) => problem.vendor === 'affirm')).toEqual([
        {
          level: 'error',
          area: 'financing',
          kind: failure.kind,
          vendor: 'affirm',
          message: failure.line.slice('[rove] '.length),
        },
      ]);
      // Only the vendor's own error, if it threw (muted or not, being another origin's); none of ours.
      const thrown = failure.name === 'a script that throws' ? 1 : 0;
      expect(watch.pageErrors).toHaveLength(thrown);
      for (const error of watch.pageErrors)
        expect(error.message).toMatch(/affirm\.js broke|Script error/);
    });
});
