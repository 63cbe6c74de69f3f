/**
 * <rove-membership>, the membership offer, end to end: the production build in Chromium against
 * the demo host. Demo product 1006 (`demo-financing`) costs $2,899: at the offer's 30 % a member
 * pays $2,029, saves $870 and earns a $203 voucher (10 % of $2,029) for a $100 fee.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../helpers/axe';
import { watchPage } from '../helpers/page-watch';

const offer = (page: Page): Locator => page.locator('rove-membership');
const teaser = (page: Page): Locator => offer(page).locator('.rove-membership__teaser');
const seeOffer = (page: Page): Locator =>
  offer(page).getByRole('button', { name: 'See membership' });
const dialog = (page: Page): Locator => page.getByRole('dialog');

/** The dialog's figures as [label, value] pairs. */
async function figures(page: Page): Promise<string[][]> {
  return dialog(page)
    .locator('.rove-membership-dialog__row')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('dt')?.textContent ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
    );
}

test('a visitor sees what membership saves on the product, opens the offer by keyboard and goes to join', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.goto('/product/demo-financing');
  await expect(teaser(page)).toHaveText('Members save $870 on this item.');
  await expect(offer(page).locator('.membership-offer__fallback')).toHaveCount(0);
  await seeOffer(page).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAccessibleName('Become a member');
  await expect(dialog(page)).toContainText('Members save 30% on every order');
  expect(await figures(page)).toEqual([
    ['Membership, one year', '$100'],
    ['Member savings on this item', '$870'],
    ['Member voucher you would earn', '$203'],
    ['Your saving after the fee', '$973'],
  ]);
  expect(await axeViolations(page, 'rove-membership')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(seeOffer(page)).toBeFocused();
  await seeOffer(page).click();
  await dialog(page).getByRole('link', { name: 'Join now' }).click();
  await expect(page).toHaveURL(/\/user\/membership\/enroll\/login\?register=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the membership');
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
  expect(watch.rove('warning')).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

test('the saving follows the model the shopper chooses', async ({ page }) => {
  await page.goto('/product/demo-financing');
  await expect(teaser(page)).toHaveText('Members save $870 on this item.');
  await page.evaluate(() => {
    const prices: (number | null)[] = [];
    (window as unknown as { __prices: typeof prices }).__prices = prices;
    document.addEventListener('rove:buybox-model-changed', (event) =>
      prices.push((event as CustomEvent<{ price: number | null }>).detail.price),
    );
  });
  await page
    .locator('rove-buybox')
    .getByRole('radio', { name: /U-Shape/ })
    .check();
  const lastPrice = () =>
    page.evaluate(() => (window as unknown as { __prices: (number | null)[] }).__prices.at(-1));
  await expect.poll(lastPrice).toBeGreaterThan(2899);
  const price = (await lastPrice()) ?? 0;
  const saving = price - Math.round(price * 0.7);
  await expect(teaser(page)).toHaveText(
    `Members save $${saving.toLocaleString('en-US')} on this item.`,
  );
});

test('the cart page offers the saving on the whole order and follows a quantity change', async ({
  page,
}) => {
  await page.goto('/demo/cart');
  await expect(page).toHaveURL(/\/cart$/);
  const expected = () =>
    page.evaluate(() => {
      const settings = JSON.parse(document.getElementById('rove-settings')?.textContent ?? '{}');
      const lines = settings.cartPage.lines as { price: number; qty: number }[];
      return lines.reduce((sum, l) => sum + (l.price - Math.round(l.price * 0.7)) * l.qty, 0);
    });
  const before = await expected();
  await expect(teaser(page)).toHaveText(
    `Members save $${before.toLocaleString('en-US')} on this order.`,
  );
  const chair = page.locator('rove-cart .rove-cart__line').filter({ hasText: /Lounge Chair/ });
  await chair.getByRole('button', { name: /^Increase quantity of/ }).click();
  await expect(page.locator('rove-cart').getByRole('status')).toHaveText('Saved');
  await expect(teaser(page)).not.toHaveText(
    `Members save $${before.toLocaleString('en-US')} on this order.`,
  );
  await page.reload();
  await expect(teaser(page)).toHaveText(
    `Members save $${(await expected()).toLocaleString('en-US')} on this order.`,
  );
});

test('members and pages whose programme is closed get no offer', async ({ page }) => {
  await page.goto('/product/demo-financing?as=member');
  await expect(page.locator('rove-buybox .rove-buybox')).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
  await page.goto('/product/demo-financing?membership=closed');
  await expect(page.locator('rove-buybox .rove-buybox')).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
});

test('membership-only mode has its own wording', async ({ page }) => {
  await page.goto('/membership?flags=membership-only');
  await expect(teaser(page)).toHaveText('Shopping here is for members: $100 a year.');
  await seeOffer(page).click();
  await expect(dialog(page)).toHaveAccessibleName('Membership required');
  await expect(dialog(page).getByRole('link', { name: 'Join to shop' })).toHaveAttribute(
    'href',
    '/user/membership/enroll/login?register=1',
  );
});

test('a Korean page offers membership in Korean', async ({ page }) => {
  await page.goto('/product/demo-financing?locale=ko_KR');
  await expect(teaser(page)).toHaveText(/^멤버는 이 상품에서 [\d,]+₩ 할인을 받습니다\.$/);
  await offer(page).getByRole('button', { name: '멤버십 보기' }).click();
  await expect(dialog(page)).toHaveAccessibleName('멤버십 가입하기');
  await expect(dialog(page).getByRole('link', { name: '지금 가입하기' })).toBeVisible();
});

test('on a phone the offer’s dialog fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/product/demo-financing');
  // More than a screen below the top on a phone: it upgrades as the shopper scrolls near it.
  await offer(page).scrollIntoViewIfNeeded();
  await seeOffer(page).click();
  const box = await dialog(page).boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
  await expect(dialog(page).getByRole('link', { name: 'Join now' })).toBeInViewport();
});
