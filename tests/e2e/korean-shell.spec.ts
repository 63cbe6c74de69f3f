/**
 * The shell of a Korean page (?locale=ko_KR), as a shopper walks it: the header's counters and
 * cart flyout, the search panel with its suggestions, and the wishlist heart with its email
 * dialog. Every text of ours is Korean from the first render; none of the tables' English shows.
 * Catalogue data (product names, prices) and the host's own markup stay as the retailer wrote them.
 */
import { expect, test } from '@playwright/test';
import { cartMessages } from '../../core/i18n/cart';
import { checkoutTexts } from '../../core/i18n/checkout-labels';
import { commonMessages } from '../../core/i18n/common';
import { headerMessages } from '../../core/i18n/header';
import { headerCountMessages } from '../../core/i18n/header-counts';
import { loveMessages } from '../../core/i18n/love';
import { searchMessages } from '../../core/i18n/search';
import { englishInterfaceTexts } from '../helpers/english-interface';
import { watchPage } from '../helpers/page-watch';

test('the header and the search panel speak Korean, suggestions included', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/?locale=ko_KR');
  await expect(page.locator('rove-cart-count a')).toHaveAttribute(
    'aria-label',
    /^장바구니, 상품 수 \d+$/,
  );
  await expect(page.locator('rove-love-count a')).toHaveAttribute(
    'aria-label',
    /^위시리스트, 상품 수 \d+$/,
  );

  await page.locator('rove-search:defined').hover();
  const search = page.locator('rove-search').getByRole('combobox');
  await search.click();
  await search.pressSequentially('sofa', { delay: 40 });
  const panel = page.getByRole('listbox');
  await expect(panel.getByRole('option').first()).toBeVisible();
  await expect(page.locator('rove-search')).toContainText('전체 보기');
  await expect(page.locator('rove-search')).toContainText('상품');
  expect(
    await englishInterfaceTexts(
      page.locator('rove-search, rove-cart-count, rove-love-count'),
      searchMessages,
      headerCountMessages,
    ),
  ).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('warning')).toEqual([]);
});

test('the cart flyout speaks Korean', async ({ page }) => {
  await page.goto('/category/sofas?locale=ko_KR');
  // The header opens the flyout once defined; a click before that follows the link to /cart.
  await expect(page.locator('rove-header:defined')).toHaveCount(1);
  await page.locator('rove-cart-count:defined a').click();
  const flyout = page.getByRole('dialog', { name: '장바구니' });
  await expect(flyout).toBeVisible();
  await expect(flyout.getByRole('button', { name: '닫기' })).toBeVisible();
  expect(await englishInterfaceTexts(flyout, headerMessages)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();
});

test('the heart and its email dialog speak Korean', async ({ page }) => {
  await page.goto('/product/demo-in-stock?locale=ko_KR');
  const heart = page.locator('rove-love button.rove-love__button').first();
  await expect(heart).toHaveAttribute('aria-label', /위시리스트에 추가$/);
  await heart.click();
  // The dialog's form and heading are the server's HTML (uc_love/ajax_validate), in the words
  // the server chose; its frame and the validation message are ours.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '닫기' })).toBeVisible();
  await dialog.getByRole('textbox').first().fill('ana@example');
  await dialog.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(dialog.getByRole('alert')).toHaveText('올바른 이메일 주소를 입력해 주세요.');
  expect(await englishInterfaceTexts(heart, loveMessages)).toEqual([]);
});

test('the cart with a made-to-order line, its terms and its estimate speak Korean', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'rove_warehouse', value: 'KR', url: baseURL ?? '' }]);
  await page.goto('/demo/cart?custom=1');
  const cart = page.locator('rove-cart');
  await expect(cart.getByRole('heading', { name: '장바구니' })).toBeVisible();
  await expect(cart).toContainText('주문 제작');
  await expect(cart).toContainText(/예상 처리 기간: \d+-\d+주/);
  await cart.getByRole('button', { name: '주문하기' }).click();
  const terms = page.getByRole('dialog', { name: '주문 제작 약관' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: '동의하고 주문하기' }).click();
  await expect(terms.getByRole('alert')).toHaveText('계속하려면 주문 제작 약관에 동의해 주세요.');
  expect(await englishInterfaceTexts(cart, cartMessages, checkoutTexts, commonMessages)).toEqual(
    [],
  );
  expect(await englishInterfaceTexts(terms, cartMessages)).toEqual([]);
});

test('the search results page speaks Korean: tabs, sorting, filters, counts', async ({ page }) => {
  await page.goto('/search/products/sofa/?locale=ko_KR');
  const results = page.locator('rove-search-results:defined');
  await expect(results.getByRole('tab', { name: /^상품 \(\d+\)$/ })).toBeVisible();
  await expect(results.getByRole('tabpanel')).not.toHaveAttribute('aria-busy', /.*/);
  await expect(results.locator('[data-card-id]').first()).toBeVisible();
  expect(await englishInterfaceTexts(results, searchMessages, commonMessages)).toEqual([]);
});

test('an English page never requests the Korean texts', async ({ page }) => {
  const korean: string[] = [];
  page.on('request', (request) => {
    if (/\/chunks\/ko-[\w-]+\.js$/.test(new URL(request.url()).pathname))
      korean.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('rove-cart-count a')).toHaveAttribute('aria-label', /^Cart, /);
  await page.locator('rove-search:defined').hover();
  await page.waitForLoadState('networkidle');
  expect(korean).toEqual([]);
});
