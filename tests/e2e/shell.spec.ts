/**
 * The page shell end to end (spec/shell.md §2, §4, §7, §9): the sticky header on wide screens, the
 * phone menus' disclosure, the cart flyout and its 500 ms lock, the country switch and its
 * cookie, and the live-info refresh. Each test is a fresh visitor.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { watchPage } from '../helpers/page-watch';
import { reachForSearch } from '../helpers/reach-search';

const PAGE = '/category/sofas';

/**
 * What this device's fonts do with a flag emoji, on the 1 px canvas <rove-country> probes with
 * (flag-emoji.ts): keep the flag's own colours, or take the fill colour as letters do (Windows).
 * Set for the test, so it does not hang on which emoji fonts the machine has.
 */
async function flagEmojiDevice(page: Page, drawsFlags: boolean): Promise<void> {
  await page.addInitScript((flags) => {
    const read = CanvasRenderingContext2D.prototype.getImageData;
    CanvasRenderingContext2D.prototype.getImageData = function (this, ...args) {
      const image = read.apply(this, args);
      if (this.canvas.width !== 1) return image;
      const white = this.fillStyle === '#ffffff';
      image.data.set(flags ? [200, 30, 40, 255] : white ? [255, 255, 255, 200] : [0, 0, 0, 200]);
      return image;
    };
  }, drawsFlags);
}

async function roveReady(page: Page): Promise<void> {
  await page.waitForFunction(() => 'Rove' in window);
  await page.evaluate(
    () => (window as unknown as { Rove: { ready: Promise<unknown> } }).Rove.ready,
  );
}

/**
 * Returns once the header has seen the page scrolled past its top. It watches a sentinel just
 * above itself with an IntersectionObserver (header.sticky.ts) and sets its class in that
 * observer's callback. Observers are told of a frame's changes in one task, in the order they
 * were made: one made now hears the sentinel leave the viewport in that task or a later one, so
 * once it has, the header's own callback has run.
 */
async function headerSawScrollPast(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done, fail) => {
        const sentinel = document.querySelector('.rove-header__sentinel');
        if (!sentinel) return fail(new Error('no .rove-header__sentinel'));
        const observer = new IntersectionObserver(([entry]) => {
          if (!entry || entry.isIntersecting || entry.boundingClientRect.top >= 0) return;
          observer.disconnect();
          done();
        });
        observer.observe(sentinel);
      }),
  );
}

test('the header sticks after scrolling on a 1366 px screen, not on a phone', async ({ page }) => {
  const watch = await watchPage(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(PAGE);
  await roveReady(page);
  const header = page.locator('rove-header');
  await expect(header).not.toHaveClass(/rove-header--sticky/);
  const before = await page.locator('main, .site-main').first().boundingBox();
  await page.mouse.wheel(0, 900);
  await expect(header).toHaveClass(/rove-header--sticky/);
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  // Nothing below moved in the flow: the content is exactly 900 px higher.
  const after = await page.locator('main, .site-main').first().boundingBox();
  expect(Math.round((before?.y ?? 0) - (after?.y ?? 0))).toBe(900);
  await page.mouse.wheel(0, -900);
  await expect(header).not.toHaveClass(/rove-header--sticky/);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.mouse.wheel(0, 900);
  await headerSawScrollPast(page);
  await expect(header).not.toHaveClass(/rove-header--sticky/);
  // It went up with the page.
  expect((await header.boundingBox())?.y).toBeLessThan(0);
  expect(watch.pageErrors).toEqual([]);
});

test('phone menus open and close as disclosures', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(PAGE);
  await roveReady(page);
  const toggle = page.getByRole('button', { name: 'Categories' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const sofas = page.locator('#site-nav-primary a[href="/category/sofas"]');
  await expect(sofas).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sofas).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  const account = page.getByRole('button', { name: 'Account' });
  await account.click();
  const look = page.getByRole('link', { name: 'Shop the look' });
  await expect(look).toBeVisible();
  await expect(look).toHaveAttribute('target', '_blank');
  await expect(look).toHaveAttribute('rel', /noopener/);
});

test('if the header widget cannot load, a phone still shows its menus as links', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.route('**/chunks/rove-header.*.js', (route) => route.abort());
  await page.goto(PAGE);
  await expect(page.locator('rove-header')).toHaveAttribute('data-rove-failed', '');
  await expect(page.locator('#site-nav-primary a[href="/category/sofas"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop the look' })).toBeVisible();
});

test('the cart flyout opens over a backdrop and ignores a close within 500 ms', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.clock.install();
  await page.goto(PAGE);
  await roveReady(page);
  const cartLink = page.locator('rove-cart-count a');
  // The 500 ms are counted on the page's own clock, paused from the press: on a loaded machine
  // the wall time between the press and the next click can pass 500 ms by itself.
  await page.clock.pauseAt(Date.now() + 1_000);
  await cartLink.click();
  const flyout = page.getByRole('dialog', { name: 'Your cart' });
  await expect(flyout).toBeVisible();
  // A click on the dimmed backdrop at once (a double click) does not close it.
  await page.mouse.click(10, 790);
  await expect(flyout).toBeVisible();
  await expect(flyout).toContainText('Your cart is empty');
  await expect(flyout.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  await page.clock.runFor(499);
  await page.mouse.click(10, 790);
  await expect(flyout).toBeVisible();
  await page.clock.runFor(1);
  await page.mouse.click(10, 790);
  await expect(flyout).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  // Escape always closes, and focus goes back to the cart link.
  await cartLink.click();
  await expect(flyout).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();
  await expect(cartLink).toBeFocused();
});

test('choosing a country writes the cookie for 14 days and reloads with the locale', async ({
  page,
  context,
}) => {
  await page.goto(PAGE);
  await roveReady(page);
  // First visit: the cookie comes from the initial locale, for 365 days.
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'rove_warehouse')?.value)
    .toBe('US');
  const first = (await context.cookies()).find((c) => c.name === 'rove_warehouse');
  expect(Math.round(((first?.expires ?? 0) * 1000 - Date.now()) / 864e5)).toBe(365);

  const events: unknown[] = [];
  await page.exposeFunction('countryChanged', (detail: unknown) => events.push(detail));
  await page.evaluate(() =>
    document.addEventListener('rove:country-changed', (event) =>
      (window as unknown as { countryChanged: (d: unknown) => void }).countryChanged(
        (event as CustomEvent).detail,
      ),
    ),
  );
  await page.locator('rove-country .rove-country__button').click();
  await page.locator('.rove-country__option[data-country="UK"]').click();
  await page.waitForURL(/\/category\/sofas\?locale=en_UK$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'rove_warehouse');
  expect(cookie?.value).toBe('UK');
  expect(Math.round(((cookie?.expires ?? 0) * 1000 - Date.now()) / 864e5)).toBe(14);
  expect(events).toEqual([{ from: 'US', to: 'UK' }]);
  await roveReady(page);
  await expect(page.locator('rove-country .rove-country')).toHaveAttribute('data-country', 'UK');
});

test('on a phone the open country list stays on screen, flags and all', async ({ page }) => {
  await flagEmojiDevice(page, true);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await page.locator('rove-country .rove-country__button').click();
  const list = page.locator('.rove-country__list');
  await expect(list).toBeVisible();
  const box = await list.evaluate((node) => {
    const { left, right } = node.getBoundingClientRect();
    return { left, right, width: document.documentElement.clientWidth };
  });
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(box.width);
  // Still a working list where it was moved to: the first option takes a tap.
  await expect(page.locator('.rove-country__option[data-country="US"]')).toBeInViewport({
    ratio: 1,
  });
});

for (const country of ['US', 'HK']) {
  test(`on a 320 px phone the ${country} header keeps the search and its actions inside the page's margins`, async ({
    page,
  }) => {
    const base = test.info().project.use.baseURL ?? 'http://127.0.0.1';
    await page.context().addCookies([{ name: 'rove_warehouse', value: country, url: base }]);
    // The widest button: with its flag.
    await flagEmojiDevice(page, true);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await reachForSearch(page);
    await expect(page.locator('rove-search .rove-search__trigger')).toBeVisible();
    await expect(page.locator('rove-country .rove-country__code')).toContainText(`${country} ·`);
    const edges = await page.evaluate(() => {
      const right = (selector: string) =>
        document.querySelector(selector)?.getBoundingClientRect().right ?? Infinity;
      return {
        margin: right('.site-header__inner'),
        search: right('rove-search'),
        actions: right('rove-cart-count'),
      };
    });
    // The header's content box ends 16 px from the screen's edge, like the page's.
    expect(edges.margin).toBe(304);
    expect(edges.search).toBeLessThanOrEqual(edges.margin);
    expect(edges.actions).toBeLessThanOrEqual(edges.margin);
  });
}

test('?locale=en_UK shows the UK icon', async ({ page }) => {
  await flagEmojiDevice(page, true);
  await page.goto('/?locale=en_UK');
  await roveReady(page);
  const button = page.locator('rove-country .rove-country__button');
  await expect(button).toHaveAccessibleName('Country: United Kingdom, currency GBP UK · £');
  await expect(button).toContainText('UK');
  await expect(button).toContainText('🇬🇧');
  await button.click();
  await expect(page.locator('.rove-country__option[data-country="KR"]')).toContainText('🇰🇷');
});

test('where flags are drawn as letters the menu reads "UK · £", not "GB UK · £"', async ({
  page,
}) => {
  await flagEmojiDevice(page, false);
  await page.goto('/?locale=en_UK');
  await roveReady(page);
  const button = page.locator('rove-country .rove-country__button');
  await expect(button).toHaveAccessibleName('Country: United Kingdom, currency GBP UK · £');
  await expect(button).toHaveText('Country: United Kingdom, currency GBP UK · £');
  await button.click();
  const options = page.locator('.rove-country__option');
  await expect(options).toHaveCount(6);
  await expect(page.locator('.rove-country__list')).not.toContainText('🇰🇷');
  // No empty flag column: every name starts where the option's padding ends.
  const indents = await options.evaluateAll((buttons) =>
    buttons.map((option) => {
      const name = option.querySelector('.rove-country__name')?.getBoundingClientRect().left ?? 0;
      return Math.round(name - option.getBoundingClientRect().left);
    }),
  );
  expect(new Set(indents)).toEqual(new Set([12]));
});

test('live info: init=1 first, then every 5 minutes, paused while the tab is hidden', async ({
  page,
}) => {
  await page.clock.install();
  const calls: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/ajax/live_info.json') calls.push(url);
  });
  await page.goto(`${PAGE}?page=1`);
  await roveReady(page);
  await expect.poll(() => calls.length).toBe(1);
  expect(calls[0]?.searchParams.get('init')).toBe('1');
  expect(calls[0]?.searchParams.get('pathname')).toBe(`${PAGE}?page=1`);

  await page.clock.runFor(300_000);
  await expect.poll(() => calls.length).toBe(2);
  expect(calls[1]?.searchParams.has('init')).toBe(false);

  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (value ? 'hidden' : 'visible'),
      });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  // Three refreshes' worth of the page's clock while hidden. A refresh that fell due would be
  // requested in its timer's own task (live-info.poller.ts, live-info.ts), inside this call.
  await page.clock.runFor(900_000);
  expect(calls).toHaveLength(2);
  await setHidden(false);
  await expect.poll(() => calls.length).toBe(3);
});
