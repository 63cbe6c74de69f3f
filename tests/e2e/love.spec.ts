/**
 * The wishlist end to end: the production build in Chromium against the demo host.
 * Each test runs in a fresh browser context, so each is a new anonymous visitor.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchPage } from '../helpers/page-watch';

const PRODUCT = '/product/demo-in-stock';

function loveButton(page: Page, nth = 0): Locator {
  return page.locator('rove-love button.rove-love__button').nth(nth);
}

function counter(page: Page): Locator {
  return page.locator('rove-love-count a');
}

/** window.Rove arrives with the runtime chunk; then waits for its ready promise. */
async function roveReady(page: Page): Promise<void> {
  await page.waitForFunction(() => 'Rove' in window);
  await page.evaluate(
    () => (window as unknown as { Rove: { ready: Promise<unknown> } }).Rove.ready,
  );
}

async function counterValue(page: Page): Promise<number> {
  await expect(counter(page)).toHaveAttribute('aria-label', /^Wishlist, /);
  const label = (await counter(page).getAttribute('aria-label')) ?? '';
  const match = /Wishlist, (\d+) items?/.exec(label);
  if (!match) throw new Error(`unexpected counter label: ${label}`);
  return Number(match[1]);
}

test('an anonymous visitor loves a product and leaves an email', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(PRODUCT);
  const button = loveButton(page);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(button).toHaveAttribute('aria-label', /^Add .+ to wishlist$/);
  await expect(counter(page)).toHaveAttribute('aria-label', 'Wishlist, 0 items');

  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName('Save to your wishlist');
  await expect(dialog.getByLabel('Email (optional)')).toBeFocused();
  await expect(button).toHaveAttribute('aria-pressed', 'false');

  const saved = page.waitForRequest((request) => request.url().includes('/uc_love/ajax?'));
  await dialog.getByLabel('Email (optional)').fill('ana@example.com');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const query = new URL((await saved).url()).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    op: 'add',
    email: 'ana@example.com',
    subscribe: '1',
  });

  await expect(dialog).toBeHidden();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveAttribute('aria-label', /^Remove .+ from wishlist$/);
  await expect(button).toBeFocused();
  await expect(counter(page)).toHaveAttribute('aria-label', 'Wishlist, 1 item');

  const title = (await page.locator('h1').first().textContent())?.trim() ?? '';
  await page.goto('/i-love');
  await expect(page.locator('main')).toContainText(title);
  expect(watch.pageErrors).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

test('closing the email dialog still records the love anonymously', async ({ page }) => {
  await page.goto(PRODUCT);
  await loveButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const saved = page.waitForRequest((request) => request.url().includes('/uc_love/ajax?'));
  await page.keyboard.press('Escape');
  const query = new URL((await saved).url()).searchParams;
  expect(query.get('op')).toBe('add');
  expect(query.has('email')).toBe(false);
  await expect(dialog).toBeHidden();
  await expect(loveButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(loveButton(page)).toBeFocused();
  await expect(counter(page)).toHaveAttribute('aria-label', 'Wishlist, 1 item');
});

test('the email dialog is fetched with the first press of a heart, not with the page', async ({
  page,
}) => {
  const dialogChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/rove\/chunks\/love-dialog-[\w.-]+\.js$/.test(request.url()))
      dialogChunks.push(request.url());
  });
  await page.goto(PRODUCT);
  await roveReady(page);
  await page.waitForLoadState('networkidle');
  expect(dialogChunks).toEqual([]);
  await loveButton(page).click();
  await expect(page.getByRole('dialog')).toHaveAccessibleName('Save to your wishlist');
  expect(dialogChunks).toHaveLength(1);
});

test('the wishlist calls are fetched when the shopper reaches for a heart, and the first press works', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const callChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/rove\/chunks\/love-[\w-]{6,7}\.js$/.test(request.url())) callChunks.push(request.url());
  });
  await page.goto(PRODUCT);
  await roveReady(page);
  await page.waitForLoadState('networkidle');
  expect(callChunks).toEqual([]);
  // A hover is a reach: the chunk is on its way before the press.
  const fetched = page.waitForResponse((response) => callChunks.includes(response.url()));
  await loveButton(page).hover();
  await fetched;
  expect(callChunks).toHaveLength(1);
  await loveButton(page).click();
  await expect(page.getByRole('dialog')).toHaveAccessibleName('Save to your wishlist');
  expect(callChunks).toHaveLength(1);
  expect(watch.pageErrors).toEqual([]);
});

test('if the wishlist calls cannot be fetched, the heart keeps its state and says so once', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.route(/\/rove\/chunks\/love-[\w-]{6,7}\.js$/, (route) => route.abort());
  await page.goto(PRODUCT);
  await roveReady(page);
  const button = loveButton(page);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(() => watch.rove('error').filter((line) => line.includes('keeps its state')).length)
    .toBe(1);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(watch.pageErrors).toEqual([]);
});

test('if the email dialog cannot be fetched, the love is saved without it and logged once', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.route(/\/rove\/chunks\/love-dialog-[\w.-]+\.js$/, (route) => route.abort());
  await page.goto(PRODUCT);
  const saved = page.waitForRequest((request) => request.url().includes('/uc_love/ajax?'));
  await loveButton(page).click();
  const query = new URL((await saved).url()).searchParams;
  expect(query.get('op')).toBe('add');
  expect(query.has('email')).toBe(false);
  await expect(loveButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(counter(page)).toHaveAttribute('aria-label', 'Wishlist, 1 item');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(
    watch.rove('error').filter((line) => line.includes('could not load the wishlist email dialog')),
  ).toHaveLength(1);
  expect(watch.pageErrors).toEqual([]);
});

test('an invalid email is refused with the specification’s message and nothing is sent', async ({
  page,
}) => {
  await page.goto(PRODUCT);
  let loveCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/uc_love/ajax?')) loveCalls += 1;
  });
  await loveButton(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email (optional)').fill('ana@example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(dialog.getByLabel('Email (optional)')).toHaveAttribute('aria-invalid', 'true');
  expect(loveCalls).toBe(0);
  await expect(loveButton(page)).toHaveAttribute('aria-pressed', 'false');

  // What the shopper typed is still there to correct.
  await expect(dialog.getByLabel('Email (optional)')).toHaveValue('ana@example');
  await dialog.getByLabel('Email (optional)').fill('ana@example.com');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(loveButton(page)).toHaveAttribute('aria-pressed', 'true');
});

test('a logged-in customer sees loved items selected after a reload', async ({ page }) => {
  await page.goto(`${PRODUCT}?as=customer`);
  await expect(page.locator('body')).toHaveClass(/logged-in/);
  const button = loveButton(page);
  await expect(button).toHaveAttribute('aria-pressed', /true|false/);
  const before = await counterValue(page);
  if ((await button.getAttribute('aria-pressed')) === 'true') {
    await button.click(); // start from unloved: the customer is shared by parallel tests
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  }
  const start = await counterValue(page);
  await button.click();
  await expect(page.getByRole('dialog')).toHaveCount(0); // a known visitor is never asked
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(await counterValue(page)).toBe(start + 1);
  expect(start).toBeLessThanOrEqual(before);

  await page.reload();
  await expect(loveButton(page)).toHaveAttribute('aria-pressed', 'true');
  await loveButton(page).click();
  await expect(loveButton(page)).toHaveAttribute('aria-pressed', 'false');
});

test('the counter follows several toggles and host scripts hear rove:love-changed', async ({
  page,
}) => {
  await page.goto('/category/sofas');
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { __loveEvents: unknown[] }).__loveEvents = seen;
    document.addEventListener('rove:love-changed', (event) =>
      seen.push((event as CustomEvent).detail),
    );
  });
  // An anonymous visitor answers the dialog once; later loves in the session reuse it.
  await loveButton(page, 0).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(loveButton(page, 0)).toHaveAttribute('aria-pressed', 'true');
  await loveButton(page, 1).click();
  await expect(loveButton(page, 1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(counter(page)).toHaveAttribute('aria-label', 'Wishlist, 2 items');
  await loveButton(page, 0).click();
  await expect(loveButton(page, 0)).toHaveAttribute('aria-pressed', 'false');
  await expect(counter(page)).toHaveAttribute('aria-label', 'Wishlist, 1 item');

  const events = await page.evaluate(
    () =>
      (window as unknown as { __loveEvents: { selected: boolean; count: number }[] }).__loveEvents,
  );
  expect(events.map((event) => [event.selected, event.count])).toEqual([
    [true, 1],
    [true, 2],
    [false, 1],
  ]);
});

test('a <rove-love> added after load (infinite scroll) upgrades and works', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/demo/late-love');
  const before = await page.locator('rove-love').count();
  await page.getByRole('button', { name: /load more/i }).click();
  await expect(page.locator('rove-love')).not.toHaveCount(before);
  const late = loveButton(page, before);
  await expect(late).toHaveAttribute('aria-pressed', 'false');
  await late.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(late).toHaveAttribute('aria-pressed', 'true');

  // A marketer's script adding a bare tag later works too.
  await page.evaluate(() => {
    const tag = document.createElement('rove-love');
    tag.setAttribute('nid', document.querySelector('rove-love')?.getAttribute('nid') ?? '1');
    tag.setAttribute('product-title', 'Late addition');
    tag.id = 'late-addition';
    document.querySelector('main')?.append(tag);
  });
  await expect(page.locator('#late-addition button')).toHaveAttribute(
    'aria-label',
    /Late addition/,
  );
  expect(watch.pageErrors).toEqual([]);
});

test('the loader included twice does nothing more and warns once', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/demo/loader-twice');
  await expect(loveButton(page)).toBeVisible();
  await roveReady(page);
  const version = await page.evaluate(
    () => (window as unknown as { Rove: { version: string } }).Rove.version,
  );
  expect(version).toMatch(/^\d+\.\d+\.\d+/);
  expect(watch.rove('warning').filter((line) => line.includes('more than once'))).toHaveLength(1);
  // One button per tag: nothing rendered twice.
  const tags = await page.locator('rove-love').count();
  await expect(page.locator('rove-love button.rove-love__button')).toHaveCount(tags);
  expect(watch.pageErrors).toEqual([]);
});

test('malformed settings: the page works on defaults and says so once', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/demo/malformed-settings');
  await expect(loveButton(page)).toBeVisible();
  await expect(counter(page)).toHaveAttribute('aria-label', /Wishlist, \d+ items?/);
  await roveReady(page);
  const polluted = await page.evaluate(
    () => Object.keys(Object.prototype).length + Object.keys(Array.prototype).length,
  );
  expect(polluted).toBe(0);
  const settingsWarnings = watch.rove('warning').filter((line) => line.includes('settings'));
  expect(settingsWarnings).toHaveLength(1);
  await loveButton(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(loveButton(page)).toHaveAttribute('aria-pressed', 'true');
  expect(watch.pageErrors).toEqual([]);
});

test('a failing wishlist endpoint restores the toggle and only logs', async ({ page }) => {
  const watch = await watchPage(page);
  await page.route('**/uc_love/ajax?*', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto(`${PRODUCT}?as=member`);
  const button = loveButton(page);
  await expect(button).toHaveAttribute('aria-pressed', /true|false/);
  const initial = await button.getAttribute('aria-pressed');
  const count = await counterValue(page);
  await button.click();
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveAttribute('aria-pressed', initial ?? 'false');
  expect(await counterValue(page)).toBe(count);
  await expect.poll(() => watch.rove('error').length).toBeGreaterThan(0);
  expect(watch.pageErrors).toEqual([]);
});

test('a widget switched off in settings keeps its server content', async ({ page }) => {
  await page.route(PRODUCT, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('"widgets":{}', '"widgets":{"rove-love":false}');
    await route.fulfill({ response, body: html });
  });
  await page.goto(PRODUCT);
  await expect(counter(page)).toBeVisible();
  await roveReady(page);
  expect(await page.evaluate(() => customElements.get('rove-love') === undefined)).toBe(true);
});

test('a widget chunk that failed to load is retried when its tag appears again', async ({
  page,
  request,
}) => {
  const watch = await watchPage(page);
  const manifest = (await (await request.get('/rove/manifest.json')).json()) as {
    files: { file: string; source?: string }[];
  };
  const loveChunk = manifest.files.find((entry) => entry.source === 'widgets/love/define.ts')?.file;
  expect(loveChunk).toBeTruthy();
  // The chunk fails (its preload and its import alike) until the loader has given up on it.
  let failing = true;
  let failures = 0;
  await page.route(`**/rove/${loveChunk}*`, async (route) => {
    if (failing) {
      failures += 1;
      await route.abort('failed');
      return;
    }
    await route.continue();
  });
  await page.goto(PRODUCT);
  await expect
    .poll(() => watch.rove('error').some((line) => line.includes('could not load <rove-love>')))
    .toBe(true);
  expect(await page.evaluate(() => customElements.get('rove-love') === undefined)).toBe(true);
  failing = false;
  const failed = failures;
  expect(failed).toBeGreaterThan(0);
  // On screen (one far down the page would wait for the shopper to come near).
  await page.evaluate(() =>
    document.querySelector('main')?.prepend(document.createElement('rove-love')),
  );
  await expect(loveButton(page)).toBeVisible();
  expect(failures).toBe(failed);
});

test('window.Rove and RoveCallbacks serve host scripts', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { RoveCallbacks: unknown[]; __early: string };
    w.RoveCallbacks = [(rove: { version: string }) => (w.__early = rove.version)];
  });
  await page.goto(PRODUCT);
  await page.waitForFunction(() => Boolean((window as unknown as { __early?: string }).__early));
  const late = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const w = window as unknown as {
          RoveCallbacks: { push(fn: (rove: { settings: { country: string } }) => void): void };
        };
        w.RoveCallbacks.push((rove) => resolve(rove.settings.country));
      }),
  );
  expect(late).toBe('US');
});

test('Rove.on reports a listener that can never be called, on the console only', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.goto(PRODUCT);
  await roveReady(page);
  type Api = {
    on(name: string, listener: unknown): () => void;
    emit(name: string, detail: unknown): void;
  };
  type Host = { Rove: Api; __seen: string[] };
  await page.evaluate(() => {
    const host = window as unknown as Host;
    host.__seen = [];
    host.Rove.on('no-such-event', () => host.__seen.push('no-such-event'));
    host.Rove.on('love-changed', 'not a function');
    host.Rove.on('cart-added', () => host.__seen.push('cart-added'));
  });
  // The check arrives in its own small file, after the calls returned; each call's import
  // settles on its own, so the two lines may come in either order.
  await expect
    .poll(() => [...watch.rove('error')].sort())
    .toEqual([
      "[rove] Rove.on('love-changed'): the listener is not a function",
      "[rove] Rove.on('no-such-event'): no such event",
    ]);
  const heard = await page.evaluate(() => {
    const host = window as unknown as Host;
    host.Rove.emit('no-such-event', {});
    host.Rove.emit('cart-added', { nid: 1, model: 'M', qty: 1, count: 1 });
    return host.__seen;
  });
  expect(heard).toEqual(['cart-added']);
  expect(watch.pageErrors).toEqual([]);
});

test('a browser that refuses cookies gets the specification’s message in the page error box', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // What a cookie blocker does: writes vanish, reads find nothing.
    Object.defineProperty(Document.prototype, 'cookie', {
      get: () => '',
      set: () => undefined,
      configurable: true,
    });
  });
  await page.goto(PRODUCT);
  const notice = page.locator('[data-rove-cookie-notice]');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toHaveText(
    'Your browser currently is not set to accept Cookies. Please turn it on or check if you have another program set to block cookies.',
  );
});

test('a browser that accepts cookies sees no cookie notice', async ({ page }) => {
  await page.goto(PRODUCT);
  await roveReady(page);
  await expect(page.locator('[data-rove-cookie-notice]')).toBeHidden();
});
