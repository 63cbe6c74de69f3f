/**
 * A Korean product page (?locale=ko_KR) end to end: the production build in Chromium against the
 * demo host. The buy box, the delivery check and the financing line speak Korean from their first
 * render; the Korean texts are a chunk of their own that only a Korean page downloads; when that
 * chunk cannot load, the page reads English with one `[rove]` warning.
 */
import { expect, test, type Page } from '@playwright/test';
import { recordLayoutShifts, shiftWhileMounting } from '../helpers/layout-shift';
import { watchPage } from '../helpers/page-watch';
import { everyWidgetDefined } from '../helpers/widgets-defined';

const KOREAN_CHUNK = /\/chunks\/ko-[\w-]+\.js$/;
const ENGLISH = /Add to cart|In-stock|Enter your postal code|as low as|Learn more|Sold Out/;

/** The Korean chunk's requests, from before the first navigation. */
function koreanChunkRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (KOREAN_CHUNK.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}

/** Every text the three elements showed, from the first paint on (what a shopper could read). */
async function recordTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __roveTexts: string[] }).__roveTexts = seen;
    new MutationObserver(() => {
      for (const tag of ['rove-buybox', 'rove-delivery', 'rove-financing']) {
        const element = document.querySelector(`${tag}:defined`);
        if (element) seen.push(element.textContent ?? '');
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __roveTexts: string[] }).__roveTexts);
}

test('a Korean product page shows the buy box, delivery and financing in Korean', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const requests = koreanChunkRequests(page);
  const texts = await recordTexts(page);
  await recordLayoutShifts(page);
  await page.goto('/product/demo-financing?locale=ko_KR');

  const buybox = page.locator('rove-buybox');
  await expect(buybox.getByRole('button', { name: '장바구니에 담기' })).toBeVisible();
  await expect(buybox.getByRole('checkbox', { name: '재고 있는 상품만' })).toBeVisible();
  await expect(buybox.locator('.rove-buybox__stock-text')).toHaveText('재고 있음');
  await expect(buybox.getByRole('spinbutton', { name: '수량' })).toBeVisible();
  await expect(page.locator('rove-delivery .rove-delivery__button')).toHaveText(
    '우편번호를 입력해 주세요',
  );
  await expect(page.locator('rove-financing .rove-financing__estimate')).toHaveText(/^최저 월 /);
  await expect(page.locator('rove-financing .rove-financing__more')).toHaveText('자세히 보기');

  // Mounted in Korean at once: nothing English first, and nothing moved.
  const { total, moved } = await shiftWhileMounting(page);
  expect(total, `moved ${moved}`).toBeLessThanOrEqual(0.01);
  const shown = await texts();
  expect(shown.length).toBeGreaterThan(0);
  for (const text of shown) expect(text).not.toMatch(ENGLISH);
  expect(requests).toHaveLength(1);

  // The delivery check answers in Korean too (Korea is not a delivery-check country).
  await page.locator('rove-delivery .rove-delivery__button').click();
  const dialog = page.locator('dialog.rove-delivery-dialog');
  await expect(dialog.getByRole('heading')).toHaveText('배송지');
  await dialog.getByLabel('우편번호').fill('06236');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    '이 기능은 캐나다와 미국에서만 사용할 수 있습니다.',
  );

  // The gallery's controls and names (<rove-product-media>).
  await page.keyboard.press('Escape');
  const media = page.locator('rove-product-media');
  await expect(media.getByRole('list', { name: '상품 이미지' })).toBeVisible();
  await expect(media.getByRole('button', { name: /^이미지 확대: / }).first()).toBeVisible();
  const mediaNames = await media.evaluate((root) =>
    [...root.querySelectorAll('[aria-label], [alt], [title]')].flatMap((node) =>
      ['aria-label', 'alt', 'title'].map((name) => node.getAttribute(name) ?? ''),
    ),
  );
  for (const name of mediaNames)
    expect(name).not.toMatch(/Product images|Previous image|Next image|Zoom image|Play video/);

  // And the financing dialog.
  await page.locator('rove-financing .rove-financing__more').click();
  await expect(page.locator('dialog.rove-financing-dialog')).toContainText('연이율');
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('warning')).toEqual([]);
});

test('a Korean page whose sold-out product offers notify-me in Korean', async ({ page }) => {
  await page.goto('/product/demo-sold-out?locale=ko_KR');
  await expect(
    page.locator('rove-buybox').getByRole('button', { name: '품절 - 재입고 알림 받기' }),
  ).toBeVisible();
});

test('an English product page never requests the Korean texts', async ({ page }) => {
  const requests = koreanChunkRequests(page);
  const seen: string[] = [];
  page.on('request', (request) => seen.push(new URL(request.url()).pathname));
  await page.goto('/product/demo-financing');
  await expect(
    page.locator('rove-buybox').getByRole('button', { name: 'Add to cart' }),
  ).toBeVisible();
  // Defined, as the Korean page's elements are once their texts are here (a US page may then
  // hand the financing line to Affirm's own messaging, so its text is not awaited).
  await everyWidgetDefined(page);
  await page.waitForLoadState('networkidle');
  // The product page's chunks did load (the watch works), and the Korean one was not among them.
  expect(seen.some((path) => /\/chunks\/rove-buybox\./.test(path))).toBe(true);
  expect(requests).toEqual([]);
});

test('when the Korean texts cannot load, the page reads English with one warning', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.route(KOREAN_CHUNK, (route) => route.abort('failed'));
  await page.goto('/product/demo-financing?locale=ko_KR');
  await expect(
    page.locator('rove-buybox').getByRole('button', { name: 'Add to cart' }),
  ).toBeVisible();
  await expect(page.locator('rove-delivery .rove-delivery__button')).toHaveText(
    'Enter your postal code',
  );
  await expect(page.locator('rove-financing .rove-financing__estimate')).toHaveText(/^as low as /);
  const warnings = watch.rove('warning').filter((line) => /Korean/.test(line));
  expect(warnings).toHaveLength(1);
});

test('the Korean shop prints its membership figures in won: the voucher is 10 % of the price under a won cap', async ({
  page,
}) => {
  // 960,000₩ chair: 96,000₩ (10 %), under the shop's 690,000₩ cap — a cap of "500" in the
  // settings would have read 500₩.
  await page.goto('/product/demo-in-stock?locale=ko_KR');
  await expect(page.locator('rove-buybox .rove-buybox__voucher')).toHaveText(
    '멤버는 96,000₩ 바우처를 받습니다',
  );
});
