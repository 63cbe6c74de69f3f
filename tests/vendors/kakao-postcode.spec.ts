/**
 * Kakao's postcode search in Chromium, against the contract (docs/vendors/kakao-postcode.md):
 * the swatch request's Korean address with the contract tests' stand-in (`?vendors=stand-in`),
 * then with the SDK asking Kakao's real address (`?vendors=real`), answered here by the
 * stand-in, a 404, a script that throws, and a request that never ends. Each failure: the
 * address fields stay typeable, the dialog says so, the console has one `[rove]` line naming
 * Kakao.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from '../helpers/page-watch';

const KAKAO_SCRIPT = 'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
const STAND_IN = readFileSync(new URL('./stand-ins/kakao/postcode.v2.js', import.meta.url), 'utf8');

const widget = (page: Page) => page.locator('rove-swatch-request');

/** The swatch request at its address, Korea chosen, the postcode search pressed. */
async function openSearch(page: Page, vendors: 'stand-in' | 'real', query = '') {
  await page.goto(`/swatch-request?vendors=${vendors}${query}`);
  await expect(widget(page).getByRole('button', { name: 'Continue' })).toBeVisible();
  const first = widget(page).locator('[aria-pressed]').first();
  if ((await first.getAttribute('aria-pressed')) !== 'true') await first.click();
  await widget(page).getByRole('button', { name: 'Continue' }).click();
  await widget(page).getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Korea' });
  const find = widget(page).getByRole('button', { name: '우편번호 찾기' });
  await find.click();
  return { find, dialog: page.getByRole('dialog', { name: 'Find postcode' }) };
}

const FAILED = 'The postcode search could not be loaded. Please type the address.';

test('the stand-in: kakao.Postcode embedded, the chosen address filled', async ({ page }) => {
  const watch = await watchPage(page);
  const { dialog } = await openSearch(page, 'stand-in');
  await dialog.getByRole('button', { name: '04524 서울 중구 세종대로 110' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(widget(page).getByLabel('Address', { exact: true })).toHaveValue(
    '서울 중구 세종대로 110',
  );
  await expect(widget(page).getByRole('textbox', { name: 'Postal code' })).toHaveValue('04524');
  const embeds = await page.evaluate(() =>
    (
      window as unknown as { __kakaoPostcodeStandIn: { embeds: { options: unknown }[] } }
    ).__kakaoPostcodeStandIn.embeds.map((embed) => embed.options),
  );
  expect(embeds).toEqual([{ autoClose: true }]);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
  expect(watch.rove('warning')).toEqual([]);
});

test('Kakao’s own address by default (t1.kakaocdn.net), loaded once', async ({ page }) => {
  const watch = await watchPage(page);
  const asked: string[] = [];
  await page.route(KAKAO_SCRIPT, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: STAND_IN });
  });
  const { dialog, find } = await openSearch(page, 'real');
  await dialog.getByRole('button', { name: '13529 경기 성남시 분당구 판교역로 166' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(widget(page).getByRole('textbox', { name: 'Postal code' })).toHaveValue('13529');
  await find.click();
  await expect(
    page
      .getByRole('dialog', { name: 'Find postcode' })
      .getByRole('button', { name: /^04524/ })
      .first(),
  ).toBeVisible();
  expect(asked).toEqual([KAKAO_SCRIPT]);
  expect(watch.rove('error')).toEqual([]);
});

for (const { name, answer, line, pageErrors } of [
  {
    name: 'a 404',
    answer: { status: 404, body: 'Not found' },
    line: "[rove] Kakao's postcode search script could not be loaded",
    pageErrors: 0,
  },
  {
    name: 'a script that throws',
    answer: { contentType: 'text/javascript', body: "throw new Error('kakao broke');" },
    line: "[rove] Kakao's postcode search did not become ready",
    pageErrors: 1,
  },
] as const) {
  test(`${name}: the fields stay typeable, one line names Kakao`, async ({ page }) => {
    const watch = await watchPage(page);
    await page.route(KAKAO_SCRIPT, (route) => route.fulfill(answer));
    const { dialog, find } = await openSearch(page, 'real');
    await expect(dialog.getByRole('status')).toHaveText(FAILED);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(find).toBeFocused();
    const postal = widget(page).getByRole('textbox', { name: 'Postal code' });
    await postal.fill('04524');
    await expect(postal).toHaveValue('04524');
    expect(watch.rove('error')).toEqual([line]);
    expect(watch.pageErrors).toHaveLength(pageErrors);
  });
}

test("blocked by the page's policy: the fields stay typeable, one line names the source", async ({
  page,
}) => {
  const watch = await watchPage(page);
  const { dialog } = await openSearch(page, 'real', '&csp-without=kakao-postcode');
  await expect(dialog.getByRole('status')).toHaveText(FAILED);
  const blocked =
    "[rove] the page's Content-Security-Policy blocked Kakao postcode search (https://t1.kakaocdn.net): add https://t1.kakaocdn.net to script-src (docs/vendors/kakao-postcode.md, docs/csp.md)";
  const kakaoLines = () =>
    [...watch.rove('error'), ...watch.rove('warning')].filter((line) => /Kakao/.test(line));
  await expect.poll(kakaoLines).toEqual([blocked]);
  expect(watch.pageErrors).toEqual([]);
});

test('a script that never arrives: not-ready after the wait, one line names Kakao', async ({
  page,
}) => {
  test.setTimeout(45_000);
  const watch = await watchPage(page);
  await page.route(KAKAO_SCRIPT, () => {
    // Never answered: the request hangs as a stalled CDN would.
  });
  const { dialog } = await openSearch(page, 'real');
  await expect(dialog.getByRole('status')).toHaveText(FAILED, { timeout: 25_000 });
  expect(watch.rove('error')).toEqual(["[rove] Kakao's postcode search did not become ready"]);
});
