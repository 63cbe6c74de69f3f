/**
 * Layout stability while the widgets mount (issue 9: CLS ≤ 0.01 on every demo page): the
 * production build in Chromium at a phone width, with every rove-* element on the page defined
 * before the shifts are summed. One test per /demo section, one fresh context per page, so a
 * failure names each page that shifted and what moved. The desktop width is measured in the
 * same way by the page sweep (tests/a11y/pages.spec.ts), in the visit that also runs axe and
 * the strict CSP: one page load for the three.
 */
import { expect, test, type Browser } from '@playwright/test';
import {
  BODY_FLAGS,
  CHECKOUT_SCENARIOS,
  LOVE_STATES,
  MARKETING_SCENARIOS,
  PAGE_SCENARIOS,
  PROGRAMME_PAGES,
  STOCK_SCENARIOS,
} from '../../demo-host/templates/demo-index-page';
import { touchesSharedAccounts } from '../helpers/demo-links';
import { recordLayoutShifts, shiftWhileMounting } from '../helpers/layout-shift';

const NAMED_SECTIONS = {
  stock: STOCK_SCENARIOS,
  love: LOVE_STATES,
  pages: PAGE_SCENARIOS,
  checkout: CHECKOUT_SCENARIOS,
  marketing: MARKETING_SCENARIOS,
  programmes: PROGRAMME_PAGES,
  'body flags': BODY_FLAGS,
};
const NAMED_HREFS = new Set(
  Object.values(NAMED_SECTIONS).flatMap((links) => links.map((l) => l.href)),
);

const VIEWPORTS = [{ name: 'phone', width: 390, height: 844 }];

/**
 * The /demo links outside the named sections: home, the categories and the country links (the
 * categories come from the database, so they are read from the index itself).
 */
async function otherIndexLinks(browser: Browser, baseURL: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/demo');
  const hrefs = await page.$$eval('main a[href^="/"]', (links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  await context.close();
  return [...new Set(hrefs)].filter(
    (href) =>
      !NAMED_HREFS.has(href) && !href.startsWith('/storybook') && !href.startsWith('/demo/reset'),
  );
}

async function shiftOf(
  browser: Browser,
  baseURL: string,
  path: string,
  viewport: (typeof VIEWPORTS)[number],
): Promise<{ total: number; moved: string }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  try {
    await recordLayoutShifts(page);
    await page.goto(path);
    return await shiftWhileMounting(page);
  } finally {
    await context.close();
  }
}

async function expectStable(
  browser: Browser,
  baseURL: string,
  paths: readonly string[],
  viewport: (typeof VIEWPORTS)[number],
): Promise<void> {
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) {
    const { total, moved } = await shiftOf(browser, baseURL, path, viewport);
    expect.soft(total, `${path} at ${viewport.width} px moved ${moved}`).toBeLessThanOrEqual(0.01);
  }
}

for (const viewport of VIEWPORTS) {
  for (const [section, links] of Object.entries(NAMED_SECTIONS)) {
    test(`/demo ${section} pages at ${viewport.name} width shift ≤ 0.01 while the widgets mount`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(30_000 + links.length * 15_000);
      // The ?as=customer|member links rebuild the accounts the payment tests use in parallel.
      const paths = links.map((l) => l.href).filter((href) => !touchesSharedAccounts(href));
      await expectStable(browser, baseURL ?? '', paths, viewport);
    });
  }

  test(`home, category and country pages at ${viewport.name} width shift ≤ 0.01 while the widgets mount`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    await expectStable(
      browser,
      baseURL ?? '',
      await otherIndexLinks(browser, baseURL ?? ''),
      viewport,
    );
  });
}
