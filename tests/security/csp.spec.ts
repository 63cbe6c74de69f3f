/**
 * Strict CSP (issue 9, Security): every page the /demo index lists, served by the demo host
 * under `script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri 'none';
 * require-trusted-types-for 'script'` (plus `trusted-types rove rove-classic`) with the loader
 * included twice, scrolled to the bottom so the lazy chunks and next pages load; then the
 * interactions that reach the SDK's HTML sinks: the search panel, add to cart, the love dialog's
 * server form, a popup, the scroller's and the reviews wall's next pages; and the classic shim,
 * twice, in the loader's place. Zero violations whose script or
 * blocked URL is the SDK's (/rove/); others (the demo host's own simulations) are reported.
 * The checkout's payment step runs under the same policy in card-data.spec.ts.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LOADER_COPIES_COOKIE } from '../../demo-host/middleware/security-headers';
import { isOurs, isStrictPolicy, useStrictCsp, violationsOf, type Violation } from './strict-csp';
import { forgetDemoVisitor, touchesSharedAccounts } from '../helpers/demo-links';

test.describe.configure({ mode: 'parallel' });

const SHARDS = 4;
const SHARD_DIR = '.data/quality/csp-shards';
/** Not CMS pages: Storybook (a designers' tool with its own inline scripts) and the db reset. */
const SKIP = new Set(['/storybook/', '/demo/reset']);

interface PageResult {
  url: string;
  strict: boolean;
  ours: Violation[];
  others: Violation[];
}

/** Every scenario page the /demo index links to, in its order. */
async function demoPages(page: Page): Promise<string[]> {
  await page.goto('/demo');
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].filter((href) => !SKIP.has(href) && !touchesSharedAccounts(href));
}

async function visit(page: Page, url: string, baseURL: string): Promise<PageResult> {
  await forgetDemoVisitor(page);
  const response = await page.goto(url);
  const strict = isStrictPolicy(response?.headers()['content-security-policy']);
  // Scroll to the bottom (lazy chunks, infinite scroll), twice for a next page.
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(250);
  }
  const all = await violationsOf(page);
  return {
    url,
    strict,
    ours: all.filter((violation) => isOurs(violation, baseURL)),
    others: all.filter((violation) => !isOurs(violation, baseURL)),
  };
}

function saveShard(name: string, results: PageResult[]): void {
  mkdirSync(SHARD_DIR, { recursive: true });
  writeFileSync(`${SHARD_DIR}/${name}.json`, JSON.stringify(results));
  writeReportIfComplete();
}

/**
 * The docs fragment, from the shards of this run (the parallel tests write one file each; the
 * last one to finish writes the table). Files older than ten minutes belong to an earlier run.
 */
function writeReportIfComplete(): void {
  const fresh = readdirSync(SHARD_DIR)
    .map((file) => `${SHARD_DIR}/${file}`)
    .filter((file) => Date.now() - statSync(file).mtimeMs < 10 * 60_000);
  if (fresh.length < SHARDS + 1) return;
  const results = fresh.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')) as PageResult[]);
  const ours = results.reduce((sum, result) => sum + result.ours.length, 0);
  const others = results.flatMap((result) => result.others);
  const byDirective = new Map<string, number>();
  for (const violation of others) {
    const key = `${violation.directive} (${violation.sourceFile || violation.blockedURI})`;
    byDirective.set(key, (byDirective.get(key) ?? 0) + 1);
  }
  writeFileSync(
    '.data/quality/csp.md',
    [
      '## Strict CSP',
      '',
      "Every page of the /demo index (and the interactions that reach the SDK's HTML sinks) was loaded in Chromium under `script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types rove rove-classic` with the loader included twice, and every `securitypolicyviolation` event collected.",
      '',
      '```sh',
      'npm run build && npx playwright test tests/security/csp.spec.ts',
      '```',
      '',
      '| Pages and interactions | Served with the strict policy | Violations by the SDK | Other violations |',
      '|---:|---:|---:|---:|',
      `| ${results.length} | ${results.filter((result) => result.strict).length} | ${ours} | ${others.length} |`,
      '',
      ...(byDirective.size > 0
        ? [
            '| Other violation (directive, source) | Count |',
            '|---|---:|',
            ...[...byDirective].map(([key, count]) => `| ${key} | ${count} |`),
            '',
          ]
        : []),
    ].join('\n'),
  );
}

function expectClean(results: PageResult[]): void {
  expect(results.filter((result) => !result.strict).map((result) => result.url)).toEqual([]);
  expect(results.flatMap((result) => result.ours)).toEqual([]);
}

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`demo pages, part ${shard + 1} of ${SHARDS}`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const base = baseURL ?? '';
    await useStrictCsp(context, base);
    const pages = (await demoPages(page)).filter((_url, index) => index % SHARDS === shard);
    expect(pages.length).toBeGreaterThan(5);
    const results: PageResult[] = [];
    try {
      for (const url of pages) results.push(await visit(page, url, base));
    } finally {
      saveShard(`pages-${shard}`, results);
    }
    expectClean(results);
  });
}

test('interactions that reach the SDK’s HTML and script sinks', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const base = baseURL ?? '';
  await useStrictCsp(context, base);
  const results: PageResult[] = [];
  const done = async (what: string) => {
    const all = await violationsOf(page);
    results.push({
      url: what,
      strict: true,
      ours: all.filter((violation) => isOurs(violation, base)),
      others: all.filter((violation) => !isOurs(violation, base)),
    });
  };
  try {
    // The search panel (the algoliasearch chunk, suggestions).
    const home = await page.goto('/');
    expect(isStrictPolicy(home?.headers()['content-security-policy'])).toBe(true);
    await page.getByRole('combobox', { name: 'Search the store' }).fill('sofa');
    await expect(page.getByRole('option').first()).toBeVisible();
    await done('/ + search panel');

    // Add to cart, and the love dialog's server form (DOMPurify → the 'rove' policy → innerHTML).
    await page.goto('/product/demo-in-stock');
    await page.locator('rove-buybox').getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('rove-cart-count, rove-header').first()).toBeAttached();
    const love = page.locator('rove-love .rove-love__button').first();
    await expect(love).toHaveAttribute('aria-pressed', 'false');
    await love.click();
    const loveDialog = page.getByRole('dialog');
    await expect(loveDialog.getByLabel('Email (optional)')).toBeVisible();
    await done('/product/demo-in-stock + add to cart + love dialog');

    // A popup (its CMS markup goes through the same sink).
    await page.goto('/campaign/spring-sale?delay=1');
    await expect(page.locator('dialog[open]')).toBeVisible({ timeout: 5000 });
    await done('/campaign/spring-sale + popup');

    // The scroller's JSON items and the reviews wall's HTML pages (template.innerHTML).
    for (const [url, list] of [
      ['/blog', 'rove-scroller [data-rove-scroller-items] > *'],
      ['/reviews', 'rove-scroller [data-rove-scroller-items] > *'],
    ] as const) {
      await page.goto(url);
      const before = await page.locator(list).count();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.locator(list).count()).toBeGreaterThan(before);
      await done(`${url} + next page`);
    }
  } finally {
    saveShard('interactions', results);
  }
  expectClean(results);
});

test('the classic-script shim, included twice, under the strict policy with Trusted Types', async ({
  page,
  context,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await useStrictCsp(context, base);
  await context.addCookies([{ name: LOADER_COPIES_COOKIE, value: 'classic', url: base }]);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[rove]')) warnings.push(message.text());
  });
  const response = await page.goto('/product/demo-in-stock');
  expect(isStrictPolicy(response?.headers()['content-security-policy'])).toBe(true);
  // The page has the shim twice and no module loader of its own: the widgets come through it.
  await expect(page.locator('script[src^="/rove/loader.classic.js"]')).toHaveCount(2);
  await expect
    .poll(() =>
      page.evaluate(
        () => document.querySelectorAll('rove-buybox:defined, rove-love:defined').length,
      ),
    )
    .toBeGreaterThan(1);
  await expect(
    page.locator('rove-buybox').getByRole('button', { name: 'Add to cart' }),
  ).toBeVisible();
  // One loader added (the second shim sees it), and not one violation or warning of ours.
  expect(
    await page.evaluate(
      () => [...document.scripts].filter((script) => /\/rove\/loader\.js$/.test(script.src)).length,
    ),
  ).toBe(1);
  expect((await violationsOf(page)).filter((violation) => isOurs(violation, base))).toEqual([]);
  expect(warnings).toEqual([]);
});
