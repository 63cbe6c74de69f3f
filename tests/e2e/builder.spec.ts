/**
 * The embed builder at /builder (issue 53 item 5, docs/decisions/0078) against the production
 * build: a marketer picks an element, sets its attributes, sees the real element upgrade in the
 * phone and desktop frames, and copies the exact snippet; by keyboard alone; with no axe
 * violation; stacked at phone width. Screenshots at 390 and 1280 px go to the tests' output.
 */
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../helpers/axe';
import { watchPage } from '../helpers/page-watch';

const PRODUCT = { nid: 1001 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const phoneFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[name="builder-preview-phone"]');
const desktopFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[name="builder-preview-desktop"]');

/** The page's script has run: it shows the copy buttons, which need it. */
const builderReady = (page: Page) =>
  expect(page.getByRole('button', { name: 'Copy HTML' })).toBeVisible();

/** The clipboard's text, read in the page (the context has clipboard-read). */
const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** /builder on rove-love at this width, with a product set and its preview upgraded. */
async function loveWithProduct(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto('/builder?tag=rove-love');
  await builderReady(page);
  await page.getByRole('textbox', { name: 'nid' }).fill(String(PRODUCT.nid));
  await expect(phoneFrame(page).locator('rove-love button.rove-love__button')).toBeVisible();
  await expect(desktopFrame(page).locator('rove-love[nid]')).toBeAttached();
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('choose rove-love, set attributes, see it upgraded in both frames, copy the exact snippet', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const watch = await watchPage(page);
  await page.goto('/demo');
  await page.getByRole('link', { name: 'open the embed builder' }).click();
  await expect(page).toHaveURL(/\/builder$/);

  await page.getByLabel('Element').selectOption('rove-love');
  await page.getByRole('button', { name: 'Show its options' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Options of <rove-love>' }),
  ).toBeVisible();
  await builderReady(page);

  await page.getByRole('textbox', { name: 'nid' }).fill(String(PRODUCT.nid));
  await page.getByRole('textbox', { name: 'product-title' }).fill('Oak "Sofa" & <Co>');
  const snippet = `<rove-love nid="${PRODUCT.nid}" product-title="Oak &quot;Sofa&quot; &amp; &lt;Co&gt;"></rove-love>`;
  await expect(page.locator('#builder-snippet')).toHaveText(snippet);

  // The preview frames load the real loader: the element upgrades with the attributes given.
  for (const frame of [phoneFrame(page), desktopFrame(page)]) {
    const love = frame.locator(`rove-love[nid="${PRODUCT.nid}"]`);
    await expect(love).toHaveAttribute('product-title', 'Oak "Sofa" & <Co>');
    await expect(love.locator('button.rove-love__button')).toBeVisible();
  }

  await page.getByRole('button', { name: 'Copy HTML' }).click();
  await expect(page.getByRole('status')).toHaveText('Copied');
  expect(await clipboardText(page)).toBe(snippet);

  expect(watch.pageErrors).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

test('an invalid number is shown at its field and left out of the snippet and the preview', async ({
  page,
}) => {
  await page.goto('/builder?tag=rove-love');
  await builderReady(page);
  const nid = page.getByRole('textbox', { name: 'nid' });
  await nid.fill('12 sofas');
  await nid.blur();
  const error = page.locator('#builder-attr-nid-error');
  await expect(error).toHaveText('Enter a number, such as 12 or 0.5.');
  await expect(nid).toHaveAttribute('aria-invalid', 'true');
  await expect(nid).toHaveAttribute(
    'aria-describedby',
    'builder-attr-nid-hint builder-attr-nid-error',
  );
  await expect(nid).toHaveAccessibleDescription(
    "The product's node id. Enter a number, such as 12 or 0.5.",
  );
  await expect(page.locator('#builder-snippet')).toHaveText('<rove-love></rove-love>');

  await nid.fill('1002');
  await expect(error).toBeHidden();
  await expect(nid).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#builder-snippet')).toHaveText('<rove-love nid="1002"></rove-love>');
  await expect(phoneFrame(page).locator('rove-love[nid="1002"]')).toBeAttached();
});

test('a refused clipboard leaves the text selected in a text area, and says so', async ({
  page,
}) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.goto('/builder?tag=rove-cart-count');
  await page.getByRole('button', { name: 'Copy settings JSON' }).click();
  const fallback = page.getByRole('textbox', { name: /refused the clipboard/ });
  await expect(fallback).toBeFocused();
  const expected = await page.locator('#builder-settings').textContent();
  expect(JSON.parse(expected ?? '')).toEqual({ cart: { count: 0 } });
  await expect(fallback).toHaveValue(expected ?? '');
  expect(
    await fallback.evaluate((area: HTMLTextAreaElement) => [
      area.selectionStart,
      area.selectionEnd,
    ]),
  ).toEqual([0, (expected ?? '').length]);
  await expect(page.getByRole('status')).toContainText('Copy refused by the browser');
});

test('keyboard only: choose an element, fill its fields, copy; focus always visible', async ({
  page,
}) => {
  /** One key, then the control it must reach, focused with a visible ring, before the next. */
  const press = async (key: string, reaches: Locator) => {
    await page.keyboard.press(key);
    await expect(reaches).toBeFocused();
    await expect
      .poll(() =>
        reaches.evaluate((element) => {
          const style = getComputedStyle(element);
          return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        }),
      )
      .toBe(true);
  };
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  const chooser = page.getByLabel('Element');
  const show = page.getByRole('button', { name: 'Show its options' });

  await page.goto('/builder');
  await builderReady(page);
  // The skip link, then the first control of the page's content: the element chooser.
  await press('Tab', skipLink);
  await page.keyboard.press('Enter');
  await press('Tab', chooser);
  await page.keyboard.type('<rove-fi');
  await expect(chooser).toHaveValue('rove-financing');
  await press('Tab', show);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tag=rove-financing/);

  // The new page: past the skip link and the chooser into the form, the fields in order, then
  // the copy buttons.
  await expect(page.getByRole('heading', { name: 'Options of <rove-financing>' })).toBeVisible();
  await builderReady(page);
  await press('Tab', skipLink);
  await page.keyboard.press('Enter');
  await press('Tab', chooser);
  await press('Tab', show);
  const nid = page.getByRole('textbox', { name: 'nid' });
  await press('Tab', nid);
  await page.keyboard.type('1001');
  await expect(nid).toHaveValue('1001');
  const programme = page.getByLabel('programme');
  await press('Tab', programme);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(programme).toHaveValue('zero_percent');
  const snippet = '<rove-financing nid="1001" programme="zero_percent"></rove-financing>';
  await expect(page.locator('#builder-snippet')).toHaveText(snippet);
  await press('Tab', page.getByRole('button', { name: 'Copy HTML' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Copied');
  expect(await clipboardText(page)).toBe(snippet);
  // rove-financing names no settings key, so there is no settings JSON to copy: next come the
  // previews.
  await page.keyboard.press('Tab');
  await expect(page.locator('iframe[name="builder-preview-phone"]')).toBeFocused();
  await expect(
    desktopFrame(page).locator('rove-financing[nid="1001"][programme="zero_percent"]'),
  ).toBeAttached();
});

test('no axe violations at desktop width, frames side by side with the form', async ({
  page,
}, testInfo) => {
  await loveWithProduct(page, DESKTOP);
  expect(await axeViolations(page)).toEqual([]);

  const form = await page.locator('#builder-form').boundingBox();
  const previews = await page.locator('.builder__previews').boundingBox();
  expect(previews!.x).toBeGreaterThan(form!.x + form!.width - 1);
  // The desktop frame keeps its 1280 px layout, scaled down to its column.
  const desktop = page.locator('iframe[name="builder-preview-desktop"]');
  expect(
    await desktop.evaluate((frame: HTMLIFrameElement) => frame.contentWindow!.innerWidth),
  ).toBe(1280);
  const shown = await desktop.boundingBox();
  expect(shown!.width).toBeLessThan(1280);
  await page.screenshot({ path: testInfo.outputPath('builder-1280.png'), fullPage: true });
});

test('at phone width the frames stack under the form, nothing scrolls sideways, no axe violations', async ({
  page,
}, testInfo) => {
  await loveWithProduct(page, PHONE);
  const form = await page.locator('.builder__controls').boundingBox();
  const previews = await page.locator('.builder__previews').boundingBox();
  expect(previews!.y).toBeGreaterThanOrEqual(form!.y + form!.height);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  expect(
    await page
      .locator('iframe[name="builder-preview-phone"]')
      .evaluate((frame: HTMLIFrameElement) => frame.contentWindow!.innerWidth),
  ).toBe(390);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('builder-390.png'), fullPage: true });
});

test('works under the strict CSP with Trusted Types', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/builder?tag=rove-love&csp=strict');
  await builderReady(page);
  await page.getByRole('textbox', { name: 'nid' }).fill(String(PRODUCT.nid));
  await expect(page.locator('#builder-snippet')).toHaveText(
    `<rove-love nid="${PRODUCT.nid}"></rove-love>`,
  );
  await page.getByRole('button', { name: 'Copy HTML' }).click();
  await expect(page.getByRole('status')).toHaveText('Copied');
  expect(watch.pageErrors).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});
