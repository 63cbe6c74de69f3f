/**
 * The check a consumer's page must pass in Chromium: `<rove-love>` upgrades, renders its toggle
 * named for the product (widgets/love/README.md, Accessibility), and a click is settled by the
 * host's endpoint — with no page error, no console error and no file missing on the way.
 */
import type { Browser } from 'playwright-core';
import type { StaticSite } from './static-site';

const WAIT_MS = 15_000;

export async function checkLoveToggle(
  browser: Browser,
  site: StaticSite,
  path: string,
  productTitle: string,
): Promise<void> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
  });
  try {
    await page.goto(site.origin + path);
    const toggle = page.getByRole('button', { name: `Add ${productTitle} to wishlist` });
    await toggle.waitFor({ timeout: WAIT_MS }).catch(() => {
      throw new Error(
        `no button "Add ${productTitle} to wishlist" in ${WAIT_MS / 1000} s; <rove-love> ${
          problems.length ? `(${problems.join('; ')})` : 'did not upgrade'
        }`,
      );
    });
    const defined = await page.evaluate(() => customElements.get('rove-love') !== undefined);
    if (!defined) throw new Error('rove-love is not a defined custom element');
    await toggle.click();
    await page
      .getByRole('button', { name: `Remove ${productTitle} from wishlist`, pressed: true })
      .waitFor({ timeout: WAIT_MS });
    if (site.loves.at(-1) !== 'add') throw new Error('the love reached no endpoint');
    if (problems.length > 0) throw new Error(problems.join('\n'));
  } finally {
    await page.close();
  }
}
