import { Builder, Capabilities, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { WAIT_MS, elementLookup, type EngineDriver, type Target } from './driver';
import { VIEWPORT } from './viewport';

/** A page of the demo host that runs no script and sets no cookie (a static file). */
const QUIET_PAGE = '/demo-assets/favicon.svg';

/**
 * WebKitGTK's MiniBrowser through selenium-webdriver and the WebKitWebDriver at `driverUrl`
 * (global-setup.ts starts it: classic WebDriver, no log endpoint, hence the demo host's error
 * hook). One session for the suite; a new visitor is the same window with the host's cookies
 * and storage cleared.
 */
export async function launchWebKit(baseUrl: string, driverUrl: string): Promise<EngineDriver> {
  const driver = await new Builder()
    .usingServer(driverUrl)
    .withCapabilities(
      new Capabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { args: ['--automation'] },
      }),
    )
    .build();
  const label = `WebKitGTK ${String((await driver.getCapabilities()).get('browserVersion'))}`;
  await fitViewport(driver);

  async function find(target: Target): Promise<WebElement> {
    const lookup = elementLookup(target);
    try {
      return (await driver.wait(
        () => driver.executeScript(lookup.find, ...lookup.args) as Promise<WebElement | null>,
        WAIT_MS,
        undefined,
        100,
      )) as WebElement;
    } catch (error) {
      throw lookup.neverShowed(error);
    }
  }

  return {
    label,
    async newVisitor() {
      // Cookies can only be deleted from a page of their site. A static file of the host, not
      // the last journey's page: a request that page still made would bring a visitor cookie
      // back after the deletion.
      await driver.get(new URL(QUIET_PAGE, baseUrl).href);
      await driver.executeScript(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await driver.manage().deleteAllCookies();
      await driver.get('about:blank');
    },
    async goto(path) {
      await driver.get(new URL(path, baseUrl).href);
    },
    url: () => driver.getCurrentUrl(),
    async back() {
      await driver.navigate().back();
    },
    evaluate: (fn, ...args) => driver.executeScript(fn, ...args) as never,
    async evaluateInFrame(target, fn) {
      await driver.switchTo().frame(await find(target));
      try {
        return (await driver.executeScript(fn)) as never;
      } finally {
        await driver.switchTo().defaultContent();
      }
    },
    async click(target) {
      const element = await find(target);
      // WebKitWebDriver does not scroll a target below the fold into view when the page is
      // already scrolled partway (ElementNotInteractable): scroll it to the middle first, as
      // the shopper's own scroll would.
      await driver.executeScript(
        (node: Element) => node.scrollIntoView({ block: 'center' }),
        element,
      );
      await element.click();
    },
    async type(target, text) {
      await (await find(target)).sendKeys(text);
    },
    async select(target, optionText) {
      const select = await find(target);
      // Options may arrive after the field (a country's zones): wait for this one.
      const option = (await driver
        .wait(
          () =>
            driver.executeScript(
              (element: HTMLSelectElement, text: string) =>
                [...element.options].find((o) => o.text.trim() === text) ?? null,
              select,
              optionText,
            ) as Promise<WebElement | null>,
          WAIT_MS,
          undefined,
          100,
        )
        .catch((error: unknown) => {
          throw new Error(`${elementLookup(target).name} has no option ${optionText}: ${error}`);
        })) as WebElement;
      await option.click();
    },
    async press(key) {
      await driver
        .actions()
        .sendKeys(key === 'Enter' ? Key.ENTER : Key.ESCAPE)
        .perform();
    },
    async close() {
      await driver.quit().catch(() => undefined);
    },
  };
}

/** The window sized so that the page gets the suite's viewport (the window adds its chrome). */
async function fitViewport(driver: WebDriver): Promise<void> {
  const browserWindow = driver.manage().window();
  await browserWindow.setRect({ width: VIEWPORT.width, height: VIEWPORT.height });
  const [innerWidth, innerHeight] = (await driver.executeScript(() => [
    window.innerWidth,
    window.innerHeight,
  ])) as [number, number];
  await browserWindow.setRect({
    width: 2 * VIEWPORT.width - innerWidth,
    height: 2 * VIEWPORT.height - innerHeight,
  });
}
