/**
 * The product page's buy box end to end: the production build in Chromium against the demo
 * host's scenario products (one per stock state), the address, the cart and notify-me.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchPage } from '../helpers/page-watch';

const buybox = (page: Page): Locator => page.locator('rove-buybox');
const stock = (page: Page): Locator => buybox(page).getByRole('status').first();
const aids = (page: Page): string[] => new URL(page.url()).searchParams.getAll('aid[]');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(buybox(page).getByRole('radiogroup').first()).toBeVisible();
}

test('in stock: swatches, price and In-stock, with aid[] in the address', async ({ page }) => {
  const watch = await watchPage(page);
  await open(page, '/product/demo-in-stock');
  await expect(buybox(page).getByRole('radiogroup', { name: /^Fabric/ })).toBeVisible();
  await expect(stock(page)).toContainText('In-stock');
  await expect(buybox(page).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  expect(aids(page).length).toBeGreaterThan(1);
  await expect(buybox(page).locator('.rove-buybox__current')).toHaveText(/^\$[\d,]+$/);
  await expect(buybox(page)).not.toContainText('MEMBER');
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
});

test('low stock shows Only 3 left', async ({ page }) => {
  await open(page, '/product/demo-low-stock');
  await expect(stock(page)).toContainText('Only 3 left');
});

test('pre-order caps the count at 10+', async ({ page }) => {
  await open(page, '/product/demo-pre-order');
  await expect(stock(page)).toContainText('Pre-order: 10+ available');
  await expect(stock(page)).toContainText('Expected');
});

test('a custom message shows its text and tip', async ({ page }) => {
  await open(page, '/product/demo-custom-message');
  await expect(stock(page)).toContainText(/Made to order|Final sale|Back in spring/);
});

test('a hidden model’s colour is not offered', async ({ page }) => {
  await open(page, '/product/demo-hidden-model');
  const colours = buybox(page)
    .getByRole('radiogroup', { name: /^Colour/ })
    .getByRole('radio');
  await expect(colours).toHaveCount(2);
  await expect(stock(page)).toContainText('In-stock');
});

test('members see the MEMBER price', async ({ page }) => {
  await open(page, '/product/demo-low-stock?as=member');
  await expect(buybox(page).locator('.rove-buybox__member')).toHaveText('MEMBER');
  // 1799 × 0.8, whole units.
  await expect(buybox(page).locator('.rove-buybox__current')).toHaveText('$1,439');
});

test('options are chosen with the keyboard alone and the address follows', async ({ page }) => {
  await open(page, '/product/demo-in-stock');
  const fabric = buybox(page).getByRole('radiogroup', { name: /^Fabric/ });
  const before = aids(page);
  await fabric.getByRole('radio', { checked: true }).focus();
  await page.keyboard.press('ArrowRight');
  const chosen = fabric.getByRole('radio', { checked: true });
  await expect(chosen).toBeFocused();
  const oid = await chosen.getAttribute('value');
  await expect.poll(() => aids(page)).toContain(oid);
  expect(aids(page)).not.toEqual(before);
  await page.reload();
  await expect(fabric.getByRole('radio', { checked: true })).toHaveAttribute('value', oid ?? '');
});

test('foreign option ids in the address are dropped', async ({ page }) => {
  await open(page, '/product/demo-in-stock?aid[]=999999');
  await expect.poll(() => aids(page)).not.toContain('999999');
  await expect(stock(page)).toContainText('In-stock');
});

test('add to cart updates the header count', async ({ page }) => {
  await open(page, '/product/demo-in-stock');
  const counter = page.locator('rove-cart-count a');
  await expect(counter).toHaveAttribute('aria-label', 'Cart, 0 items');
  const posted = page.waitForRequest((request) => request.url().endsWith('/cart/add'));
  await buybox(page).getByRole('button', { name: 'Increase quantity' }).click();
  await buybox(page).getByRole('button', { name: 'Add to cart' }).click();
  const form = new URLSearchParams((await posted).postData() ?? '');
  expect(form.get('qty')).toBe('2');
  expect(form.get('nid')).toBe('1001');
  await expect(counter).toHaveAttribute('aria-label', 'Cart, 2 items');
  await expect(buybox(page)).toContainText('Added to cart');
});

test('sold out offers Notify Me and sends the request from the popup', async ({ page }) => {
  await open(page, '/product/demo-sold-out');
  await expect(stock(page)).toHaveText('Sold Out');
  await expect(buybox(page).getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  const notify = buybox(page).getByRole('button', { name: 'Sold Out - Notify Me' });
  await notify.click();
  const dialog = page.getByRole('dialog', { name: 'Tell me when it is back' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBe(500);
  const email = dialog.getByLabel('Email');
  await expect(dialog.getByLabel('Quantity')).toBeFocused();
  await email.fill('not-an-email');
  await dialog.getByRole('button', { name: 'Notify me' }).click();
  await expect(dialog).toContainText('Please enter a valid email address.');
  await email.fill('ana@example.com');
  const posted = page.waitForRequest((request) => request.url().endsWith('/ajax/notify-me'));
  await dialog.getByRole('button', { name: 'Notify me' }).click();
  expect(new URLSearchParams((await posted).postData() ?? '').get('email')).toBe('ana@example.com');
  await expect(dialog).toContainText('We will email you when it is back in stock.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(notify).toBeFocused();
});
