/**
 * The header search end to end: the production build in Chromium against the demo host's
 * Algolia-compatible search service, through the real algoliasearch client. Each test runs
 * in a fresh browser context, so history starts empty.
 */
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS, SEARCHING_STATUS_MS } from '../../core/search/constants';
import { movementEnded } from '../helpers/page-settled';
import { watchPage } from '../helpers/page-watch';
import { reachForSearch } from '../helpers/reach-search';

const SEARCH_API = '**/1/indexes/**';

interface SentQuery {
  indexName: string;
  query: string;
  hitsPerPage: number;
  numericFilters?: string[];
}

/**
 * Page time (a fake clock: no wall-clock wait) for a 400 ms pause to run out and the request it
 * sends to go out. The search client yields on zero-delay timers of its own before it sends
 * (algoliasearch's localStorage host cache), which a fake clock fires 1 ms apart; the request
 * then goes out inside `page.clock.runFor`, so a request not heard when it returns was not sent.
 */
const PAUSE_AND_SEND_MS = SEARCH_DEBOUNCE_MS + 100;

/** The terms a multi-query asked for. */
function queriesOf(request: Request): string[] {
  if (!request.url().includes('/1/indexes/')) return [];
  const body = JSON.parse(request.postData() ?? '{}') as { requests?: SentQuery[] };
  return (body.requests ?? []).map((query) => query.query);
}

/** The search service's answer to a multi-query whose first term is `term`. */
function answerTo(page: Page, term: string) {
  return page.waitForResponse((response) => queriesOf(response.request())[0] === term);
}

/** Every multi-query the page sends, with the queries it carried. */
function countSearches(page: Page): { bodies: SentQuery[][] } {
  const bodies: SentQuery[][] = [];
  page.on('request', (request: Request) => {
    if (!request.url().includes('/1/indexes/')) return;
    const body = JSON.parse(request.postData() ?? '{}') as { requests?: SentQuery[] };
    bodies.push(body.requests ?? []);
  });
  return { bodies };
}

function combobox(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Search the store' });
}

/** The search panel (a results page has options of its own, in its sort menu). */
function panel(page: Page): Locator {
  return page.locator('rove-search');
}

function option(page: Page, name: string | RegExp): Locator {
  return panel(page).getByRole('option', { name });
}

function group(page: Page, name: string): Locator {
  return panel(page).getByRole('listbox').getByRole('group', { name });
}

function liveRegion(page: Page): Locator {
  return page.locator('rove-search [role="status"]');
}

/** Types like a person: one key at a time, faster than the 400 ms pause. */
async function typeSlowly(page: Page, text: string): Promise<void> {
  await combobox(page).pressSequentially(text, { delay: 90 });
}

/**
 * Stops the page's clock (installed before the page loaded) a second ahead of the page's own
 * time: from here on only the test moves it.
 */
async function holdPageClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/**
 * Types like a person within one 400 ms pause, however busy the machine: the page's clock
 * (installed before the page loaded) stands still while the keys go in — on a loaded machine
 * two keys 90 ms apart can otherwise arrive more than 400 ms apart — then the pause runs out.
 */
async function typeWithinOnePause(page: Page, text: string): Promise<void> {
  await holdPageClock(page);
  await typeSlowly(page, text);
  await page.clock.runFor(SEARCH_DEBOUNCE_MS);
  await page.clock.resume();
}

/**
 * The details of a rove:* event, as a host script hears them. Reported through a binding, which
 * survives the navigation the event announces.
 */
async function hearEvents(page: Page, name: string): Promise<unknown[]> {
  const heard: unknown[] = [];
  const binding = `__heard_${name.replace(/\W/g, '_')}`;
  await page.exposeFunction(binding, (detail: unknown) => heard.push(detail));
  await page.addInitScript(
    ({ name, binding }) =>
      document.addEventListener(`rove:${name}`, (event) =>
        (window as unknown as Record<string, (detail: unknown) => void>)[binding]?.(
          (event as CustomEvent).detail,
        ),
      ),
    { name, binding },
  );
  return heard;
}

async function activeOptionText(page: Page): Promise<string> {
  const id = await combobox(page).getAttribute('aria-activedescendant');
  if (!id) return '';
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

test('typing sends one request per pause and shows grouped suggestions with member prices', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const sent = countSearches(page);
  await page.clock.install();
  await page.goto('/?as=member');
  await reachForSearch(page);
  const box = combobox(page);
  await box.click();
  await typeWithinOnePause(page, 'sofa');
  await expect(option(page, /Sofa/).first()).toBeVisible();
  // One request for the whole pause: another pause's worth of the page's time sends nothing more.
  await page.clock.runFor(PAUSE_AND_SEND_MS);
  expect(sent.bodies).toHaveLength(1);
  expect(sent.bodies[0]).toEqual([
    expect.objectContaining({
      indexName: 'products',
      query: 'sofa',
      hitsPerPage: 5,
      numericFilters: ['usa_hide=0'],
    }),
    expect.objectContaining({
      indexName: 'category',
      query: 'sofa',
      hitsPerPage: 5,
      numericFilters: ['usa_hide=0'],
    }),
    expect.objectContaining({
      indexName: 'pages',
      query: 'sofa',
      hitsPerPage: 3,
      numericFilters: ['usa_hide=0'],
    }),
    expect.objectContaining({
      indexName: 'STL',
      query: 'sofa',
      hitsPerPage: 2,
      numericFilters: ['usa_hide=0'],
    }),
  ]);

  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const products = group(page, 'Products');
  await expect(products.getByRole('option')).toHaveCount(6); // 5 products + view all
  const first = products.getByRole('option').first();
  await expect(first.locator('mark')).toHaveText(/sofa/i);
  await expect(first).toContainText(/\$\d[\d,]* MEMBER \$\d[\d,]*/);
  await expect(products.getByRole('option', { name: /^View all \(\d+\)$/ })).toBeVisible();
  await expect(group(page, 'Categories')).toBeVisible();
  await expect(liveRegion(page)).toHaveText(/^\d+ suggestions?$/);

  // The same term again (a trailing space) is not sent again once its pause has run out…
  await box.press('Space');
  await page.clock.runFor(PAUSE_AND_SEND_MS);
  expect(sent.bodies).toHaveLength(1);
  // …a new one is, and answered; another pause later nothing else has gone out.
  const sofAnswered = answerTo(page, 'sof');
  await box.press('Backspace');
  await box.press('Backspace');
  await page.clock.runFor(PAUSE_AND_SEND_MS);
  await sofAnswered;
  await expect(option(page, /Sofa/).first()).toBeVisible();
  await page.clock.runFor(PAUSE_AND_SEND_MS);
  expect(sent.bodies.map((body) => body[0]?.query)).toEqual(['sofa', 'sof']);
  expect(watch.pageErrors).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

test("a product's view-all link opens the products results page", async ({ page }) => {
  await page.goto('/');
  await reachForSearch(page);
  await combobox(page).click();
  // The panel shows the answer to the last query it has: wait for the one to what was typed
  // (on a loaded machine an earlier term's answer, with its own View all, can still be shown).
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/1/indexes/') &&
      (response.request().postData() ?? '').includes('"oak table"'),
  );
  await typeSlowly(page, 'oak table');
  await answered;
  // …and shown: only that answer marks the whole last word ('oak tab' marks 'Tab'). A click
  // while an earlier answer's list gives way to it lands where its View all was, beside the
  // new one, and the panel closes without going anywhere.
  await expect(
    group(page, 'Products')
      .locator('mark', { hasText: /^table$/i })
      .first(),
  ).toBeVisible();
  const viewAll = group(page, 'Products').getByRole('option', { name: /^View all/ });
  await viewAll.click();
  await expect(page).toHaveURL(/\/search\/products\/oak%20table\/$/);
});

test('the options keep their places while their pictures arrive, under the page’s own img rule', async ({
  page,
}) => {
  // The demo theme sets `img { height: auto }`, as most themes do, outside our layer. Once the
  // page has loaded, pictures are held until the list is on screen: the late arrival a loaded
  // machine brings.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.goto('/');
  await page.route('**/images/product/**', async (route) => {
    await held;
    await route.continue();
  });
  await reachForSearch(page);
  await combobox(page).click();
  await typeSlowly(page, 'oak table');
  const products = group(page, 'Products');
  await expect(products.locator('mark', { hasText: /^table$/i }).first()).toBeVisible();
  const viewAll = products.getByRole('option', { name: /^View all/ });
  // Where the list comes to rest: the popup drops in by 4 px as it opens.
  await movementEnded(panel(page).locator('.rove-search__popup'));
  const before = await viewAll.boundingBox();

  release();
  const pictures = products.locator('img');
  await expect(pictures.first()).toBeVisible();
  await expect
    .poll(() =>
      pictures.evaluateAll((images) =>
        images.every(
          (image) =>
            (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
  // Within a pixel: a picture's arrival may round a row's edge, never move it by a row's part.
  expect((await viewAll.boundingBox())?.y).toBeCloseTo(before?.y ?? Number.NaN, 0);
  // …and each picture fills its square, as designed, not the page's 4:3.
  const shapes = await pictures.evaluateAll((images) =>
    images.map((image) => {
      const { width, height } = image.getBoundingClientRect();
      return `${Math.round(width)}×${Math.round(height)}`;
    }),
  );
  expect(new Set(shapes)).toEqual(new Set(['56×56']));
});

test('Enter goes to the results page and records the term once; recent searches can be cleared', async ({
  page,
}) => {
  const submitted = await hearEvents(page, 'search-submitted');
  await page.goto('/');
  await reachForSearch(page);
  await combobox(page).fill('oak sofa');
  await combobox(page).press('Enter');
  await expect(page).toHaveURL(/\/search\/products\/oak%20sofa\/$/);
  expect(submitted).toEqual([{ query: 'oak sofa', href: '/search/products/oak%20sofa/' }]);

  await page.goto('/');
  await reachForSearch(page);
  await combobox(page).fill('walnut bed');
  await combobox(page).press('Enter');
  await expect(page).toHaveURL(/\/search\/products\/walnut%20bed\/$/);

  await page.goto('/');
  await reachForSearch(page);
  await combobox(page).click();
  const recent = group(page, 'Recent searches');
  await expect(recent.getByRole('option')).toHaveText([
    'walnut bed',
    'oak sofa',
    'Clear recent searches',
  ]);
  // A recent search leads back to its results page.
  await recent.getByRole('option', { name: 'oak sofa' }).click();
  await expect(page).toHaveURL(/\/search\/products\/oak%20sofa\/$/);
  // The results page settles first (its results re-render the page under the panel): its
  // element has taken the server's page over and rendered its last slice of cards.
  await expect(page.locator('rove-search-results:defined')).toHaveCount(1);
  await expect(page.locator('rove-search-results').getByRole('tabpanel')).not.toHaveAttribute(
    'aria-busy',
    /.*/,
  );
  await (await reachForSearch(page)).click();
  // Searched again, a term already in the history keeps its place: it is not added again.
  await expect(group(page, 'Recent searches').getByRole('option')).toHaveText([
    'walnut bed',
    'oak sofa',
    'Clear recent searches',
  ]);

  await option(page, 'Clear recent searches').click();
  await expect(panel(page).getByRole('option')).toHaveCount(0);
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => localStorage.getItem('rove_search_history'))).toBeNull();
});

test('Escape clears the term and results, then hides the panel', async ({ page }) => {
  await page.goto('/');
  await reachForSearch(page);
  const box = combobox(page);
  await box.click();
  await typeSlowly(page, 'rug');
  await expect(option(page, /Rug/i).first()).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(panel(page).getByRole('option')).toHaveCount(0);
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('rove-search .rove-search__popup')).toBeHidden();
  await expect(box).toBeFocused();
});

test('keyboard only: Tab to the field, arrows across groups, Enter follows', async ({ page }) => {
  const selected = await hearEvents(page, 'suggestion-selected');
  await page.goto('/');
  // From the top of the page: the demo bar's links, the logo, then the server's search field,
  // whose focus the view (waiting for the shopper until then) takes over.
  await page.locator('rove-search:defined').waitFor();
  for (let presses = 0; presses < 15; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.closest('rove-search') !== null)) break;
  }
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type('sofa', { delay: 60 });
  const products = group(page, 'Products').getByRole('option');
  await expect(products).toHaveCount(6);
  // The whole term's answer is in (a slow keystroke can send 'sof' first, whose answer marks
  // only 'Sof'): a later answer would rightly clear the highlight the arrows are moving.
  await expect(products.first().locator('mark').first()).toHaveText(/^sofa$/i);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => activeOptionText(page)).toMatch(/Sofa/);
  for (let n = 0; n < 6; n++) await page.keyboard.press('ArrowDown');
  // Past the products' view-all: the first category.
  const firstCategory =
    (await group(page, 'Categories').getByRole('option').first().textContent()) ?? '';
  await expect.poll(() => activeOptionText(page)).toBe(firstCategory);
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => activeOptionText(page)).toMatch(/^View all/);
  await page.keyboard.press('ArrowUp');
  const target = await activeOptionText(page);
  expect(target).toMatch(/Sofa/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  // The product page may add its model's aid[] to the address (replaceState): compare paths.
  const { origin, pathname } = new URL(page.url());
  expect(selected).toEqual([
    { query: 'sofa', index: 'products', objectID: expect.any(String), url: `${origin}${pathname}` },
  ]);
  await expect(page.locator('h1')).toContainText(target.replace(/\$.*$/, '').trim());
});

test('Ctrl+Enter opens the highlighted result in a new tab', async ({ page, context }) => {
  await page.goto('/');
  await reachForSearch(page);
  await combobox(page).click();
  await typeSlowly(page, 'lamp');
  await expect(group(page, 'Products').getByRole('option').first()).toBeVisible();
  await combobox(page).press('ArrowDown');
  const opened = context.waitForEvent('page');
  await combobox(page).press('Control+Enter');
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).origin).toBe(new URL(page.url()).origin);
  expect(tab.url()).toContain('/product/');
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/$/); // this tab stays
});

test('an IME composition sends nothing until it ends, then searches the composed text', async ({
  page,
}) => {
  const sent = countSearches(page);
  await page.clock.install();
  await page.goto('/');
  await reachForSearch(page);
  await combobox(page).click();
  const cdp = await page.context().newCDPSession(page);
  for (const text of ['ㅅ', '소', '솦', '소파'])
    await cdp.send('Input.imeSetComposition', { text, selectionStart: 1, selectionEnd: 1 });
  await expect(combobox(page)).toHaveValue('소파');
  // Every step of the composition is in the field, and a whole pause of the page's time later
  // nothing was sent. (The client's very first request also waits for its module to load: one
  // sent here could go out later, and would then be the first the checks below see.)
  await page.clock.runFor(PAUSE_AND_SEND_MS);
  expect(sent.bodies).toHaveLength(0);
  await cdp.send('Input.insertText', { text: '소파' }); // commits the composition
  await page.clock.runFor(PAUSE_AND_SEND_MS); // the composed text is searched after a pause
  await expect.poll(() => sent.bodies.length).toBe(1);
  expect(sent.bodies[0]?.[0]?.query).toBe('소파');
});

test('a late answer of an older query never replaces the newer one', async ({ page }) => {
  // The service holds the 'sofa' answer until the test lets it go.
  let releaseSofa = () => {};
  const sofaHeld = new Promise<void>((resolve) => (releaseSofa = resolve));
  const isSofa = (request: Request) => queriesOf(request)[0] === 'sofa';
  let sofaSent = false;
  await page.route(SEARCH_API, async (route) => {
    if (isSofa(route.request())) {
      sofaSent = true;
      await sofaHeld;
    }
    await route.continue();
  });
  await page.clock.install();
  await page.goto('/');
  await reachForSearch(page);
  await combobox(page).click();
  // From here the page's clock moves only when the test moves it, so the client's own time
  // limits (1 s to connect, 2 s to answer) cannot run out on the held 'sofa' — the test moves it
  // less than that in all.
  await holdPageClock(page);
  await typeSlowly(page, 'sofa');
  // The pause runs out; the client, which loads itself on its first search and then yields on
  // zero-delay timers of its own, gets its page time (1 ms at a time) until 'sofa' is out.
  await page.clock.runFor(SEARCH_DEBOUNCE_MS);
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return sofaSent;
    })
    .toBe(true);
  await page.clock.runFor(SEARCHING_STATUS_MS);
  await expect(liveRegion(page)).toHaveText('Searching…'); // after 300 ms, politely
  await combobox(page).fill('rug');
  await page.clock.runFor(PAUSE_AND_SEND_MS);
  const first = group(page, 'Products').getByRole('option').first();
  await expect(first).toContainText(/rug/i);
  // Now the sofa answer comes, late. The page reads an answer in the task it arrives in (the
  // client's load handler, no timer on the way): once the browser has it, the page has dealt
  // with it.
  const sofaArrived = page.waitForEvent('requestfinished', isSofa);
  releaseSofa();
  await sofaArrived;
  await expect(first).toContainText(/rug/i);
  await expect(option(page, /sofa/i)).toHaveCount(0);
});

test('a failing search service shows an error line, and Retry works once it is back', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.route(SEARCH_API, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');
  await reachForSearch(page);
  await combobox(page).click();
  // One term, one request: keys typed slowly on a busy machine could leave a later request
  // waiting, which would succeed once the service is back and take the error line away.
  await combobox(page).fill('chair');
  const error = page.locator('rove-search .rove-search__popup');
  await expect(error).toContainText('Suggestions could not be loaded.');
  await expect(liveRegion(page)).toHaveText('Suggestions could not be loaded.');
  await page.unroute(SEARCH_API);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(group(page, 'Products').getByRole('option').first()).toBeVisible();
  await expect(combobox(page)).toBeFocused();
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('warning').some((line) => line.includes('search suggestions failed'))).toBe(
    true,
  );
});

test('a slow search service still answers: one host has no other to retry on, so it gets the time', async ({
  page,
}) => {
  const watch = await watchPage(page);
  // The demo host names one host (itself); Algolia's browser client gives up on a host whose
  // answer has not started within 1 s (docs/vendors/algolia.md).
  const serviceDelayMs = 2_500;
  await page.route(SEARCH_API, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, serviceDelayMs));
    await route.continue();
  });
  await page.goto('/');
  await reachForSearch(page);
  await combobox(page).click();
  await combobox(page).fill('chair');
  await expect(page.locator('rove-search .rove-search__popup')).toContainText('Searching');
  await expect(group(page, 'Products').getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect(
    watch.rove('warning').filter((line) => line.includes('search suggestions failed')),
  ).toEqual([]);
});

test('on a phone the search opens full screen, with the wishlist link', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?as=member');
  await reachForSearch(page);
  const trigger = page.getByRole('button', { name: /Search sofas/ });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Search the store' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('combobox');
  await expect(box).toBeFocused();
  const size = await dialog.boundingBox();
  expect(size?.width).toBe(390);
  expect(size?.height).toBe(844);
  await box.pressSequentially('oak', { delay: 90 });
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await expect(dialog.getByRole('option').first()).toContainText('MEMBER');
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await box.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await page.getByRole('dialog').getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/i-love$/);
});

test("the view waits for the shopper: until then the server's form stays, and a tap on a phone opens the search", async ({
  browser,
}) => {
  const context = await browser.newContext({
    hasTouch: true,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const watch = await watchPage(page);
  await page.goto('/');
  // Defined, the element would have rendered its view in the same task: the server's field
  // (the view's has role="combobox") is still there, and stays.
  const server = page.locator('rove-search:defined input:not([role])');
  await expect(server).toBeVisible();
  // …and stays once the SDK is ready (every widget of the page defined, the header's others
  // rendered): nothing but the shopper starts the view.
  await page.waitForFunction(() => 'Rove' in window);
  await page.evaluate(
    () => (window as unknown as { Rove: { ready: Promise<unknown> } }).Rove.ready,
  );
  await expect(server).toBeVisible();
  await expect(page.locator('rove-search .rove-search__trigger')).toHaveCount(0);
  await server.tap();
  const dialog = page.getByRole('dialog', { name: 'Search the store' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('oak');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
  await context.close();
});

test('the element keeps the box of the server form (no layout shift)', async ({ page }) => {
  // The element's chunk (chunks/rove-search.<stamp>.js) is held until the server form has been
  // measured: a fixed delay was not always long enough on a loaded machine.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rove/chunks/rove-search.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('rove-search form.site-search__fallback')).toBeVisible();
  const before = await page.locator('rove-search').boundingBox();
  release();
  await expect(await reachForSearch(page)).toBeVisible();
  const after = await page.locator('rove-search').boundingBox();
  expect(after?.height).toBe(before?.height);
  expect(after?.y).toBe(before?.y);
});
