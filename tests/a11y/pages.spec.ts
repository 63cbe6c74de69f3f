/**
 * Issue 9, accessibility: axe-core at the WCAG 2.2 AA tags on every page /demo links to (desktop
 * width; a handful again at phone width) once the widgets have upgraded and the lazy parts have
 * been scrolled into view, and on the main opened states (search suggestions, love dialog, cart
 * flyout, country menu, popups, checkout steps). Zero violations. Each is looked at again for
 * what axe does not test: field edges at 3:1, a forced-colours mode (Windows contrast themes) and
 * WCAG 1.4.12 text spacing: nothing lost there.
 *
 * The desktop sweep is the page sweep: each page is visited once, in a fresh context, for three
 * questions — its layout shift while the widgets mount (≤ 0.01, as layout-stability.spec.ts asks
 * at phone width), the strict CSP with the loader included twice (no violation of ours, as
 * csp.spec.ts asks of the interactions), then accessibility, and last that every word inside a
 * widget came from a message table or from what the page received: the page runs in the
 * pseudo-locale (docs/architecture.md). One load instead of four: the e2e suite's CPU is full on two
 * cores, and page loads are most of it (docs/decisions/0003).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { everyWidgetDefined } from '../helpers/widgets-defined';
import { axeViolations } from '../helpers/axe';
import { faintControls } from '../helpers/control-contrast';
import { forcedColorsProblems } from '../helpers/forced-colors';
import { textSpacingProblems } from '../helpers/text-spacing';
import { saveA11yRows, writeA11yReport, type A11yRow } from './report';
import { forgetDemoVisitor, touchesSharedAccounts } from '../helpers/demo-links';
import { fillShippingAndContinue, shippingGroup } from '../helpers/checkout-flow';
import { recordLayoutShifts, shiftWhileMounting } from '../helpers/layout-shift';
import {
  expectCspClean,
  PAGE_SWEEP_PARTS,
  pageResult,
  saveShard,
  type PageResult,
} from '../security/csp-report';
import { isStrictPolicy, useStrictCsp, violationsOf } from '../security/strict-csp';
import { reachForSearch } from '../helpers/reach-search';
import { movementEnded } from '../helpers/page-settled';
import { sweepPseudoTexts } from '../helpers/pseudo-texts';

test.describe.configure({ mode: 'parallel' });

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Pages checked again at phone width: the shop's main templates. */
const PHONE_PAGES = [
  '/',
  '/category/sofas',
  '/product/demo-in-stock',
  '/demo/cart',
  '/demo/checkout-cart',
];

test.afterAll(() => writeA11yReport());

/** Every scenario link of /demo (same-site pages only; Storybook has its own suite). */
async function demoLinks(page: Page): Promise<string[]> {
  await page.goto('/demo');
  const hrefs = await page
    .locator('.demo-links a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [
    '/demo',
    ...new Set(hrefs.filter((href) => href.startsWith('/') && !touchesSharedAccounts(href))),
  ];
}

/**
 * Scrolled through a screen at a time and back up, as a shopper would: at each screen, the
 * widgets within a screen of it upgrade (loader/when-near.ts) before the next, so their own lazy
 * content (pictures, slides) is in view when the scroll passes it. One pass: the e2e stage's CPU
 * is full, and a pass costs a paint per screen (docs/decisions/0003).
 */
async function scrollThrough(page: Page): Promise<void> {
  // The page's height is read again at each screen: an infinite scroll grows it as we go.
  for (let y = 0; ;) {
    const { height, screen } = await page.evaluate((top) => {
      scrollTo(0, top);
      return { height: document.documentElement.scrollHeight, screen: innerHeight };
    }, y);
    // A frame drawn at this position: the loader's and the pictures' observers have seen it.
    await afterFrame(page);
    // This screen's near widgets, 5 s at most: a chunk that fails is settled()'s poll to report.
    await everyWidgetDefined(page, 5_000).catch(() => undefined);
    if (y >= height) return;
    y = Math.min(y + screen, height);
  }
}

/**
 * Widgets upgraded, lazy ones scrolled into view, back at the top. Those near the screen first:
 * scrolled away before the loader has looked, the top of the page would be far in its turn.
 */
async function settled(page: Page): Promise<void> {
  await everyWidgetDefined(page);
  await scrollThrough(page);
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('*')].filter(
              (element) => element.localName.startsWith('rove-') && !element.matches(':defined'),
            ).length,
        ),
      { timeout: 10_000 },
    )
    .toBe(0);
  // Defined is not yet rendered: an element whose first render did not fit in its task waits
  // its turn, one a task (widgets/shared/element/upgrade-queue.ts). The page idle, they all have.
  await pageIdle(page);
  await page.evaluate(() => scrollTo(0, 0));
}

/**
 * Resolves once the page has drawn the next frame: what it does at the start of a frame
 * (intersection observers, lazy pictures) has seen the page as it is now.
 */
function afterFrame(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Resolves at the page's next idle period: no task is waiting on its main thread. */
function pageIdle(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/** axe's violations, faint field edges, then what forced colours or wider spacing would lose. */
async function problemsOf(page: Page): Promise<string[]> {
  // A timed popup may open while the page is checked: colours are read once its fade-in is
  // over (a faded dialog is not what the shopper reads). Endless animations are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return [
    ...(await axeViolations(page)),
    ...(await faintControls(page)).map(
      ({ control, ratio }) => `field edge below 3:1 (WCAG 1.4.11): ${control} at ${ratio}:1`,
    ),
    ...(await forcedColorsProblems(page)),
    ...(await textSpacingProblems(page)),
  ];
}

async function checkPages(
  page: Page,
  paths: readonly string[],
  kind: A11yRow['kind'],
): Promise<A11yRow[]> {
  const rows: A11yRow[] = [];
  for (const path of paths) {
    await forgetDemoVisitor(page);
    await page.goto(path);
    await settled(page);
    rows.push({ kind, name: path, problems: await problemsOf(page) });
  }
  return rows;
}

function expectClean(rows: readonly A11yRow[]): void {
  saveA11yRows(rows);
  expect(rows.filter((row) => row.problems.length > 0)).toEqual([]);
}

/** What one visit of the page sweep found. */
interface SweptPage {
  a11y: A11yRow;
  csp: PageResult;
  shift: { total: number; moved: string };
  /** Words inside the widgets that no message table gave (the pseudo-locale sweep). */
  untranslated: string[];
}

async function sweepPage(browser: Browser, baseURL: string, path: string): Promise<SweptPage> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  try {
    await useStrictCsp(context, baseURL);
    // Every table text in the pseudo-locale: a plain word in a widget came from elsewhere.
    const pseudo = await sweepPseudoTexts(context);
    const page = await context.newPage();
    await recordLayoutShifts(page);
    const response = await page.goto(path);
    const shift = await shiftWhileMounting(page);
    await settled(page);
    const csp = pageResult(
      path,
      isStrictPolicy(response?.headers()['content-security-policy']),
      await violationsOf(page),
      baseURL,
    );
    return {
      a11y: { kind: 'page', name: path, problems: await problemsOf(page) },
      csp,
      shift,
      untranslated: await pseudo.untranslated(page),
    };
  } finally {
    await context.close();
  }
}

for (let part = 0; part < PAGE_SWEEP_PARTS; part += 1) {
  test(`every /demo page at 1366 px: shift, strict CSP, accessibility, texts from tables, part ${part + 1} of ${PAGE_SWEEP_PARTS}`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const base = baseURL ?? '';
    const links = (await demoLinks(page)).filter((_, index) => index % PAGE_SWEEP_PARTS === part);
    expect(links.length).toBeGreaterThan(5);
    const swept: SweptPage[] = [];
    try {
      for (const path of links) swept.push(await sweepPage(browser, base, path));
    } finally {
      saveShard(
        `pages-${part}`,
        swept.map(({ csp }) => csp),
      );
    }
    for (const { a11y, shift, untranslated } of swept) {
      expect
        .soft(shift.total, `${a11y.name} at 1366 px moved ${shift.moved}`)
        .toBeLessThanOrEqual(0.01);
      expect.soft(untranslated, `${a11y.name}: words no message table gave`).toEqual([]);
    }
    expectCspClean(swept.map(({ csp }) => csp));
    expectClean(swept.map(({ a11y }) => a11y));
  });
}

test('the main templates at 390 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  expectClean(await checkPages(page, PHONE_PAGES, 'phone'));
});

test('opened states: search suggestions, country menu, cart flyout, love dialog', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const rows: A11yRow[] = [];
  const state = async (name: string) =>
    rows.push({ kind: 'state', name, problems: await problemsOf(page) });

  await page.goto('/');
  await settled(page);
  const search = await reachForSearch(page);
  await search.click();
  await search.pressSequentially('sofa', { delay: 40 });
  await expect(page.getByRole('option', { name: /Sofa/ }).first()).toBeVisible();
  await state('search panel with suggestions');
  await page.keyboard.press('Escape');

  await page.locator('rove-country .rove-country__button').click();
  await expect(page.locator('.rove-country__option').first()).toBeVisible();
  await state('country menu open');
  await page.keyboard.press('Escape');

  // A cart with lines (the demo fills it), then the header's flyout on another page.
  await page.goto('/demo/cart');
  await page.goto('/category/sofas?as=anonymous');
  await settled(page);
  await page.locator('rove-cart-count a').click();
  const flyout = page.getByRole('dialog', { name: 'Your cart' });
  await expect(flyout).toBeVisible();
  await state('cart flyout with lines');
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();

  await page.locator('rove-love button').first().click();
  const love = page.getByRole('dialog', { name: 'Save to your wishlist' });
  await expect(love).toBeVisible();
  await state('love dialog (anonymous email)');
  await page.keyboard.press('Escape');

  expectClean(rows);
});

test('opened states: popups and the checkout steps', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  const rows: A11yRow[] = [];
  const state = async (name: string) =>
    rows.push({ kind: 'state', name, problems: await problemsOf(page) });

  await page.goto('/campaign/spring-sale?delay=0');
  // Closed <dialog>s (the cart flyout's) are in the page too: wait for the open one.
  const popup = page.locator('dialog[open]').first();
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await movementEnded(popup);
  await state('newsletter popup and countdown banner');

  await page.goto('/demo/checkout-cart?set=no-protection');
  const checkout = page.locator('rove-checkout');
  await expect(checkout.getByLabel('Email address')).toBeVisible();
  await state('checkout: account step');
  await checkout.getByLabel('Email address').fill('pat.guest@example.com');
  await checkout.getByRole('button', { name: 'Continue' }).first().click();
  const optOut = checkout.getByLabel('No thanks, continue without membership');
  const shipping = shippingGroup(checkout);
  await expect(optOut.or(shipping.getByLabel('First name')).first()).toBeVisible();
  if (await optOut.isVisible()) {
    await state('checkout: membership step');
    await optOut.check();
    await checkout.getByRole('button', { name: 'Continue' }).first().click();
  }
  await expect(shipping.getByLabel('First name')).toBeVisible();
  await state('checkout: shipping step');
  // Continue with nothing filled in: the step's errors are a state of their own.
  await checkout.getByRole('button', { name: 'Continue' }).click();
  await state('checkout: shipping step with errors');
  await fillShippingAndContinue(checkout);
  await expect(checkout.locator('.rove-payment')).toBeVisible();
  await expect(
    page.frameLocator('iframe[title="Secure payment input frame"]').getByLabel('Card number'),
  ).toBeVisible();
  await state('checkout: payment step');

  // Last: the Australian visit rewrites the warehouse cookie.
  // ?locale= counts only without the warehouse cookie the first visit wrote.
  await page.context().clearCookies();
  await page.goto('/campaign/store-closing?locale=en_AU');
  // Closed <dialog>s (the cart flyout's) are in the page too: wait for the open one.
  const modal = page.locator('dialog[open]').first();
  await expect(modal).toBeVisible({ timeout: 10_000 });
  // Its 200 ms fade-in: mid-way, axe measures the text's contrast against a half-drawn box.
  await movementEnded(modal);
  await state('store-closing modal');

  expectClean(rows);
});
