import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type EvaluateFunc,
  type JSHandle,
  type Page,
} from 'puppeteer-core';
import { programPath } from './browsers';
import { WAIT_MS, elementLookup, type EngineDriver, type Target } from './driver';
import { VIEWPORT } from './viewport';

/**
 * Calls `fn` in the page until it returns something (not null, undefined or false), then gives
 * its handle; fails after WAIT_MS with the last error seen. Not puppeteer's waitForFunction: its
 * poller rebuilds the function inside the page with `new Function`, which a page under our strict
 * CSP refuses in Firefox ESR 140 ('script-src eval'); a call through BiDi's `script.callFunction`
 * is not the page's eval. A call that meets a navigation is tried again on the next page.
 */
async function pollFor<Params extends unknown[], Func extends EvaluateFunc<Params>>(
  page: Page,
  fn: Func,
  ...args: Params
): Promise<JSHandle> {
  const deadline = performance.now() + WAIT_MS;
  let lastError: unknown = null;
  for (;;) {
    try {
      const handle: JSHandle = await page.evaluateHandle(fn, ...args);
      const found = (value: unknown) => value !== null && value !== undefined && value !== false;
      if (await handle.evaluate(found)) return handle;
      await handle.dispose();
    } catch (error) {
      lastError = error;
    }
    if (performance.now() > deadline)
      throw new Error(
        `Waiting failed: ${WAIT_MS} ms exceeded${lastError instanceof Error ? ` (${lastError.message})` : ''}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The journeys' page size. puppeteer's setViewport sends BiDi's `browsingContext.setViewport`
 * and, beside it, `emulation.setScreenOrientationOverride`, which Debian's Firefox ESR 140 does
 * not know ('unknown command'). That refusal ends puppeteer's call before the size has been
 * applied, so it is let pass and the page is waited on until it reports the size: a Firefox that
 * ignored the size would still fail here.
 */
async function setViewport(page: Page): Promise<void> {
  await page.setViewport(VIEWPORT).catch((error: unknown) => {
    const unknownOrientation =
      error instanceof Error &&
      error.message.includes('unknown command') &&
      error.message.includes('setScreenOrientationOverride');
    if (!unknownOrientation) throw error;
  });
  await pollFor(
    page,
    (width: number, height: number) => innerWidth === width && innerHeight === height,
    VIEWPORT.width,
    VIEWPORT.height,
  ).catch(async () => {
    const size = await page.evaluate(() => `${innerWidth}×${innerHeight}`);
    throw new Error(
      `[engines] Firefox's page is ${size}, not ${VIEWPORT.width}×${VIEWPORT.height}`,
    );
  });
}

/**
 * Firefox ESR through puppeteer-core over WebDriver BiDi (Playwright cannot drive Debian's
 * Firefox). One browser for the suite; each visitor is a browser context of its own, so cookies
 * and storage start empty.
 */
export async function launchFirefox(baseUrl: string): Promise<EngineDriver> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: programPath('firefox'),
    headless: true,
    // The deadline for Firefox to say where it listens, not a pause: a cold start beside WebKit
    // on a loaded two-core machine once took longer than puppeteer's 30 s. The suite's hooks
    // allow 60 s.
    timeout: 55_000,
  });
  const label = `Firefox ${(await browser.version()).replace(/^firefox\//i, '')}`;
  let context: BrowserContext | null = null;
  let current: Page | null = null;
  const page = (): Page => {
    if (!current) throw new Error('newVisitor() first');
    return current;
  };

  async function find(target: Target): Promise<ElementHandle> {
    const lookup = elementLookup(target);
    const handle = await pollFor(page(), lookup.find, ...lookup.args).catch((error: unknown) => {
      throw lookup.neverShowed(error);
    });
    const element = handle.asElement();
    if (!element) throw new Error(`${lookup.name} is not an element`);
    return element as ElementHandle;
  }

  return {
    label,
    async newVisitor() {
      await context?.close();
      context = await browser.createBrowserContext();
      current = await context.newPage();
      await setViewport(current);
    },
    async goto(path) {
      await page().goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    },
    // The page's own address: puppeteer's page.url() follows BiDi's navigation events, and
    // Firefox ESR 140 sends none for history.pushState / replaceState (the facets, the options).
    url: () => page().evaluate(() => location.href),
    // The page's own Back, then the page's address changed: puppeteer's goBack waits for a
    // navigation event that Firefox ESR 140 does not send for an entry pushState made.
    async back() {
      const from = await page().evaluate(() => {
        history.back();
        return location.href;
      });
      await pollFor(page(), (left: string) => location.href !== left, from);
    },
    evaluate: (fn, ...args) =>
      page().evaluate(fn as (...params: unknown[]) => unknown, ...args) as never,
    async evaluateInFrame(target, fn) {
      const frame = await (await find(target)).contentFrame();
      if (!frame) throw new Error(`${elementLookup(target).name} holds no frame`);
      return frame.evaluate(fn) as never;
    },
    async click(target) {
      await (await find(target)).click();
    },
    async type(target, text) {
      await (await find(target)).type(text);
    },
    async select(target, optionText) {
      const select = (await find(target)) as ElementHandle<HTMLSelectElement>;
      // Options may arrive after the field (a country's zones): wait for this one.
      const option = await pollFor(
        page(),
        (element: HTMLSelectElement, text: string) =>
          [...element.options].find((o) => o.text.trim() === text)?.value ?? null,
        select,
        optionText,
      ).catch((error: unknown) => {
        throw new Error(`${elementLookup(target).name} has no option ${optionText}: ${error}`);
      });
      await select.select((await option.jsonValue()) as string);
    },
    async press(key) {
      await page().keyboard.press(key);
    },
    async close() {
      await browser.close();
    },
  };
}
