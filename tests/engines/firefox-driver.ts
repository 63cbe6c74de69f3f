import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Page,
} from 'puppeteer-core';
import { programPath } from './browsers';
import { WAIT_MS, elementLookup, type EngineDriver, type Target } from './driver';
import { VIEWPORT } from './viewport';

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
    const handle = await page()
      .waitForFunction(lookup.find, { timeout: WAIT_MS, polling: 100 }, ...lookup.args)
      .catch((error: unknown) => {
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
      await current.setViewport(VIEWPORT);
    },
    async goto(path) {
      await page().goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    },
    url: async () => page().url(),
    async back() {
      await page().goBack({ waitUntil: 'load' });
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
      const option = await page()
        .waitForFunction(
          (element: HTMLSelectElement, text: string) =>
            [...element.options].find((o) => o.text.trim() === text)?.value ?? null,
          { timeout: WAIT_MS, polling: 100 },
          select,
          optionText,
        )
        .catch((error: unknown) => {
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
