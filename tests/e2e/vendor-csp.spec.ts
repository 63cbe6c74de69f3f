/**
 * The page's policy and the vendors (docs/csp.md): the demo host builds each page's
 * Content-Security-Policy with rove-widgets/csp from the page's settings. With the vendors'
 * real addresses (`?vendors=real`), the policy lets exactly the configured vendors in; a policy
 * that forgot one (`?csp-without=klarna`) blocks it, and the SDK names the vendor and the source
 * to add in one `[rove]` error and one `problem` event for the retailer's monitoring.
 */
import { expect, test, type Page } from '@playwright/test';
import type { RoveProblem } from '../../core/problem';
import { watchPage } from '../helpers/page-watch';

// A US product whose price shows both Affirm's and Klarna's messaging.
const PRODUCT = '/product/demo-financing';

/**
 * How long a vendor's script may take to be asked for: the financing messaging asks after the
 * widget has painted without it, the ad pixels when the page is idle (at most 3 s,
 * PIXEL_IDLE_TIMEOUT_MS). Waits that hold the product's own delays get room for a busy machine.
 */
const VENDOR_ASKED = { timeout: 15_000 };

/** Every `problem` the page reported, through the DOM event and through `Rove.on`. */
async function hearProblems(
  page: Page,
): Promise<() => Promise<{ dom: RoveProblem[]; api: RoveProblem[] }>> {
  await page.addInitScript(() => {
    const heard = { dom: [] as unknown[], api: [] as unknown[] };
    (window as unknown as { __problems: typeof heard }).__problems = heard;
    document.addEventListener('rove:problem', (event) =>
      heard.dom.push((event as CustomEvent).detail),
    );
    const callbacks = ((window as unknown as { RoveCallbacks?: unknown[] }).RoveCallbacks ??= []);
    callbacks.push((rove: { on: (name: string, listener: (detail: unknown) => void) => void }) =>
      rove.on('problem', (detail) => heard.api.push(detail)),
    );
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __problems: { dom: RoveProblem[]; api: RoveProblem[] } })
          .__problems,
    );
}

test.describe('vendors under the page policy', () => {
  test("lets the configured vendors' real scripts in", async ({ page }) => {
    const asked: string[] = [];
    await page.route(/^https:\/\/(js\.klarna\.com|cdn1(-sandbox)?\.affirm\.com)\//, (route) => {
      asked.push(new URL(route.request().url()).host);
      return route.fulfill({ contentType: 'text/javascript', body: '/* not the vendor */' });
    });
    const watch = await watchPage(page);
    const response = await page.goto(`${PRODUCT}?vendors=real`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src [^;]*https:\/\/js\.klarna\.com/);
    expect(policy).toMatch(/script-src [^;]*https:\/\/\*\.affirm\.com/);
    await expect
      .poll(() => asked.sort(), VENDOR_ASKED)
      .toEqual(['cdn1-sandbox.affirm.com', 'js.klarna.com']);
    const violations = await watch.cspViolations();
    expect(violations.filter((line) => /klarna|affirm/.test(line))).toEqual([]);
  });

  test('names the vendor and the source to add when the policy blocks it', async ({ page }) => {
    const problems = await hearProblems(page);
    const watch = await watchPage(page);
    const response = await page.goto(`${PRODUCT}?vendors=real&csp-without=klarna`);
    expect(response?.headers()['content-security-policy']).not.toContain('klarna');
    const blocked =
      "[rove] the page's Content-Security-Policy blocked Klarna (https://js.klarna.com): add https://js.klarna.com to script-src (docs/vendors/klarna.md, docs/csp.md)";
    await expect.poll(() => watch.rove('error'), VENDOR_ASKED).toContain(blocked);
    await expect
      .poll(async () => (await problems()).api.filter((p) => p.kind === 'blocked-by-csp'))
      .toEqual([
        {
          level: 'error',
          area: 'csp',
          kind: 'blocked-by-csp',
          vendor: 'klarna',
          message: blocked.slice('[rove] '.length),
        },
      ]);
    const { dom } = await problems();
    expect(dom.filter((p) => p.kind === 'blocked-by-csp')).toHaveLength(1);
    // The one line for Klarna: not also the adapter's own "could not be loaded".
    const klarnaLines = [...watch.rove('error'), ...watch.rove('warning')].filter((line) =>
      /Klarna/.test(line),
    );
    expect(klarnaLines).toEqual([blocked]);
    // The shopper keeps our own estimate.
    await expect(page.locator('rove-financing .rove-financing__estimate')).toBeVisible();
    expect(watch.pageErrors).toEqual([]);
  });

  for (const { vendor, label, origin, source, named } of [
    {
      vendor: 'affirm',
      label: 'Affirm',
      origin: 'https://cdn1-sandbox.affirm.com',
      source: 'https://*.affirm.com',
      named: /Affirm/,
    },
    {
      vendor: 'meta',
      label: 'Meta Pixel',
      origin: 'https://connect.facebook.net',
      source: 'https://connect.facebook.net',
      named: /Meta|facebook/i,
    },
  ])
    test(`${label} blocked by the policy: one [rove] line, naming the source to add`, async ({
      page,
    }) => {
      const problems = await hearProblems(page);
      const watch = await watchPage(page);
      await page.goto(`${PRODUCT}?vendors=real&csp-without=${vendor}`);
      const blocked = `[rove] the page's Content-Security-Policy blocked ${label} (${origin}): add ${source} to script-src (docs/vendors/${vendor}.md, docs/csp.md)`;
      await expect.poll(() => watch.rove('error'), VENDOR_ASKED).toContain(blocked);
      // The adapter hears of its refused script in the task that reported the block
      // (core/vendor-script.ts: the report, then the refusal, in one chain of promises): by the
      // time the page answers the host's next call, its own failure (a problem, and a line)
      // would be in. The host heard one problem for the vendor, the block, and nothing else.
      const heard = await problems();
      const ofVendor = (list: RoveProblem[]) => list.filter((p) => p.vendor === vendor);
      expect(ofVendor(heard.api)).toEqual([
        {
          level: 'error',
          area: 'csp',
          kind: 'blocked-by-csp',
          vendor,
          message: blocked.slice('[rove] '.length),
        },
      ]);
      expect(ofVendor(heard.dom)).toEqual(ofVendor(heard.api));
      const lines = [...watch.rove('error'), ...watch.rove('warning')].filter((line) =>
        named.test(line),
      );
      expect(lines).toEqual([blocked]);
      expect(watch.pageErrors).toEqual([]);
    });
});
