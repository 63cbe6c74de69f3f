/**
 * <rove-checkout> end to end: the production build in Chromium against the demo host's
 * checkout (spec/checkout.md). Each test starts with a fresh visitor (its own cart and order).
 * The payment step's own flows live in checkout-payment*.spec.ts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkoutTexts } from '../../core/i18n/checkout-labels';
import { commonMessages } from '../../core/i18n/common';
import { headerMessages } from '../../core/i18n/header';
import { englishInterfaceTexts } from '../helpers/english-interface';
import { layoutShifts, recordLayoutShifts } from '../helpers/layout-shift';
import { watchPage, type PageWatch } from '../helpers/page-watch';

const checkout = (page: Page): Locator => page.locator('rove-checkout');
const step = (page: Page, name: string): Locator =>
  checkout(page).getByRole('region', { name: new RegExp(`^${name}`) });
const stepButton = (page: Page, name: string): Locator =>
  checkout(page).getByRole('button', { name: new RegExp(`^${name}\\s*,`) });

async function setCountry(page: Page, country: string): Promise<void> {
  const base = test.info().project.use.baseURL ?? 'http://127.0.0.1';
  await page.context().addCookies([{ name: 'rove_warehouse', value: country, url: base }]);
}

/** The labels the tests reach the checkout by, in the page's language (a KR page reads Korean). */
const LABELS = {
  en: {
    email: 'Email address',
    continue: 'Continue',
    membership: 'Membership',
    address: 'Address',
    optOut: /continue without membership/,
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Street address',
    city: 'City',
    zone: 'State/Province',
    postal: 'Postal code',
    phone: 'Phone',
  },
  ko: {
    email: '이메일 주소',
    continue: '계속',
    membership: '멤버십',
    address: '주소',
    optOut: /멤버십 없이 계속/,
    firstName: '이름',
    lastName: '성',
    street: '도로명 주소',
    city: '시/군/구',
    zone: '시/도',
    postal: '우편번호',
    phone: '전화번호',
  },
} as const;
type Labels = (typeof LABELS)[keyof typeof LABELS];
const labelsOf = (country: string): Labels => (country === 'KR' ? LABELS.ko : LABELS.en);

async function start(page: Page, country: string, query = ''): Promise<void> {
  const l = labelsOf(country);
  await setCountry(page, country);
  await page.goto(`/demo/checkout-cart${query}`);
  // A guest starts at the email; a signed-in shopper finds the account step done.
  await expect(
    checkout(page).getByLabel(l.email).or(stepButton(page, l.membership)).first(),
  ).toBeVisible();
}

async function email(page: Page, value: string, l: Labels = LABELS.en): Promise<void> {
  await checkout(page).getByLabel(l.email).fill(value);
  await checkout(page).getByRole('button', { name: l.continue }).click();
}

interface AddressInput {
  first?: string;
  last?: string;
  street?: string;
  city: string;
  zone?: string;
  postal: string;
  phone: string;
}

async function fillAddress(page: Page, input: AddressInput, l: Labels = LABELS.en): Promise<void> {
  const pane = step(page, l.address).locator('[data-pane="delivery"]');
  await pane.getByLabel(l.firstName, { exact: true }).fill(input.first ?? 'Ana');
  await pane.getByLabel(l.lastName, { exact: true }).fill(input.last ?? 'Shopper');
  await pane.getByLabel(l.street).fill(input.street ?? '12 Main Street');
  await pane.getByLabel(l.city).fill(input.city);
  if (input.zone) await pane.getByLabel(l.zone).selectOption(input.zone);
  await pane.getByLabel(l.postal).fill(input.postal);
  await pane.getByLabel(l.phone).fill(input.phone);
  await pane.getByLabel(l.phone).blur();
}

function clean(watch: PageWatch): void {
  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
}

test('a US guest reaches payment through every step', async ({ page }) => {
  const watch = await watchPage(page);
  await start(page, 'US');
  await email(page, 'guest.e2e@example.com');
  await expect(stepButton(page, 'Membership')).toHaveAttribute('aria-expanded', 'true');
  await expect(stepButton(page, 'Membership')).toBeFocused();
  await expect(step(page, 'Account')).toContainText('guest.e2e@example.com');

  await step(page, 'Membership')
    .getByLabel(/continue without membership/)
    .check();
  await step(page, 'Membership').getByRole('button', { name: 'Continue' }).click();

  const address = step(page, 'Address');
  await expect(address).toContainText('Please complete your details to continue.');
  await fillAddress(page, { city: 'Austin', zone: 'TX', postal: '78701', phone: '5125550199' });
  await expect(
    address.getByRole('region', { name: 'Shipping options' }).getByRole('status'),
  ).toContainText("Please wait while we're retrieving your shipping quote");
  const options = address.getByRole('radiogroup', { name: 'Shipping options' });
  await expect(options.getByRole('radio', { name: 'Standard - $149' })).toBeVisible();
  await address.getByRole('button', { name: 'Continue' }).click();
  await expect(address).toContainText('Please select a shipping option to continue');
  await options.getByRole('radio', { name: 'Standard - $149' }).check();
  await address.getByRole('button', { name: 'Continue' }).click();

  const protection = step(page, 'Protection');
  await expect(stepButton(page, 'Protection')).toHaveAttribute('aria-expanded', 'true');
  // What the plans cover: the provider's text for this order, in a dialog.
  const covered = protection.getByRole('button', { name: 'What’s covered' });
  const coverage = page.waitForRequest((r) =>
    r.url().includes('/ajax/uc_mulberry/modal-checkout/'),
  );
  await covered.click();
  expect(new URL((await coverage).url()).searchParams.get('hide_title')).toBe('1');
  const dialog = page.getByRole('dialog', { name: 'What’s covered' });
  await expect(dialog).toContainText('Accidental stains, rips and structural damage');
  await expect(dialog.getByRole('listitem').first()).toContainText('3-Year Protection');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(covered).toBeFocused();
  await protection.getByLabel('No thanks').check();
  await protection.getByRole('button', { name: 'Continue' }).click();
  await expect(stepButton(page, 'Payment')).toHaveAttribute('aria-expanded', 'true');
  await expect(step(page, 'Address')).toContainText(
    'Ana Shopper, 12 Main Street, Austin, Standard',
  );
  await expect(checkout(page).locator('.rove-checkout__order')).toContainText('$149');
  clean(watch);
});

test('a later title stops at the first incomplete step; an earlier one reopens', async ({
  page,
}) => {
  await start(page, 'US');
  await email(page, 'jump.e2e@example.com');
  await stepButton(page, 'Payment').click();
  // Membership has no choice yet: the jump stops there.
  await expect(stepButton(page, 'Membership')).toHaveAttribute('aria-expanded', 'true');
  await stepButton(page, 'Account').click();
  await expect(stepButton(page, 'Account')).toHaveAttribute('aria-expanded', 'true');
  await expect(checkout(page).getByLabel('Email address')).toHaveValue('jump.e2e@example.com');
});

test('a CA shopper joining the membership sees the order re-priced', async ({ page }) => {
  await start(page, 'CA');
  const summary = checkout(page).locator('.rove-checkout__order');
  const before = await summary.locator('.rove-checkout__total-row--grand dd').textContent();
  await email(page, 'join.e2e@example.com');
  await step(page, 'Membership')
    .getByLabel(/Join the membership/)
    .check();
  await expect(summary).toContainText('Member savings');
  await expect(summary).toContainText('Membership (1 year)');
  await expect(summary.locator('.rove-checkout__total-row--grand dd')).not.toHaveText(before ?? '');
  await step(page, 'Membership').getByRole('button', { name: 'Continue' }).click();
  await expect(step(page, 'Membership')).toContainText(/Member until \d{4}-\d{2}-\d{2}/);
});

test('Korea: the page’s Korean labels, no province, Korean field messages', async ({ page }) => {
  const ko = LABELS.ko;
  await start(page, 'KR');
  // A Korean page (ko_KR) reads the checkout in Korean.
  await expect(stepButton(page, '계정')).toBeVisible();
  await expect(checkout(page).getByRole('heading', { name: '주문 요약' })).toBeVisible();
  await email(page, 'kr.e2e@example.com', ko);
  await step(page, ko.membership).getByLabel(ko.optOut).check();
  await step(page, ko.membership).getByRole('button', { name: ko.continue }).click();
  const address = step(page, ko.address);
  await expect(address.getByRole('group', { name: '배송 주소' })).toBeVisible();
  await expect(address.getByLabel(ko.zone)).toHaveCount(0);
  await address.getByRole('button', { name: ko.continue }).click();
  await expect(address.locator('[data-pane="delivery"]')).toContainText('필수 입력 항목입니다.');
  await expect(address).toContainText('계속하려면 정보를 모두 입력해 주세요.');
  // None of the checkout's English is left, its errors included.
  expect(
    await englishInterfaceTexts(checkout(page), checkoutTexts, commonMessages, headerMessages),
  ).toEqual([]);
});

/** A Korean guest (a KR page, read in Korean) past the membership step: the address step. */
async function koreanAddressStep(page: Page, guestEmail: string): Promise<Locator> {
  const ko = LABELS.ko;
  await start(page, 'KR');
  await email(page, guestEmail, ko);
  await step(page, ko.membership).getByLabel(ko.optOut).check();
  await step(page, ko.membership).getByRole('button', { name: ko.continue }).click();
  return step(page, ko.address);
}

test('Korea: the postcode search fills postal code, street and city, then the detail address', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const ko = LABELS.ko;
  const pane = (await koreanAddressStep(page, 'kr.postcode@example.com')).locator(
    '[data-pane="delivery"]',
  );
  await pane.getByLabel(ko.street).fill('세종대로');
  const find = pane.getByRole('button', { name: '우편번호 찾기' });
  await find.click();
  const dialog = page.getByRole('dialog', { name: '우편번호 찾기' });
  await expect(dialog).toBeVisible();
  // The demo host's simulation of Kakao's search, embedded in our dialog.
  await dialog.getByLabel('도로명, 건물명, 지번 또는 우편번호').fill('세종대로 110');
  await dialog.getByRole('button', { name: '검색' }).click();
  await dialog.getByRole('button', { name: /^도로명 04524 서울 중구 세종대로 110/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(pane.getByLabel(ko.postal)).toHaveValue('04524');
  await expect(pane.getByLabel(ko.street)).toHaveValue('서울 중구 세종대로 110');
  await expect(pane.getByLabel(ko.city)).toHaveValue('중구');
  await expect(pane.getByLabel('상세 주소 (선택)')).toBeFocused();
  // Validated as if typed: nothing filled is marked wrong.
  for (const label of [ko.postal, ko.street, ko.city])
    await expect(pane.getByLabel(label)).not.toHaveAttribute('aria-invalid', 'true');
  clean(watch);
});

test('Korea: a postcode search that cannot load says so and leaves the fields typeable', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.route('**/simulated/kakao/postcode.v2.js', (route) => route.abort('failed'));
  const ko = LABELS.ko;
  const pane = (await koreanAddressStep(page, 'kr.nopostcode@example.com')).locator(
    '[data-pane="delivery"]',
  );
  const find = pane.getByRole('button', { name: '우편번호 찾기' });
  await find.click();
  const dialog = page.getByRole('dialog', { name: '우편번호 찾기' });
  await expect(dialog.getByRole('status')).toHaveText(
    '우편번호 검색을 불러오지 못했습니다. 주소를 직접 입력해 주세요.',
  );
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(find).toBeFocused();
  await pane.getByLabel(ko.postal).fill('04524');
  await expect(pane.getByLabel(ko.postal)).toHaveValue('04524');
  expect(watch.rove('error')).toEqual([
    "[rove] Kakao's postcode search script could not be loaded",
  ]);
  expect(watch.pageErrors).toEqual([]);
});

test('Australia refuses zones and postal codes outside the delivery area', async ({ page }) => {
  await start(page, 'AU');
  await email(page, 'au.e2e@example.com');
  await step(page, 'Membership')
    .getByLabel(/continue without membership/)
    .check();
  await step(page, 'Membership').getByRole('button', { name: 'Continue' }).click();
  await fillAddress(page, { city: 'Darwin', zone: 'NT', postal: '0800', phone: '412345678' });
  const pane = step(page, 'Address').locator('[data-pane="delivery"]');
  await expect(pane.getByLabel('State/Province')).toHaveAttribute('aria-invalid', 'true');
  await expect(pane.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true');
  await expect(pane.getByText('Please contact us for shipping assistance')).toHaveCount(2);
  await expect(step(page, 'Address')).toContainText('Please complete your details to continue.');
});

test('a membership-lock page pre-selects joining and skips the step', async ({ page }) => {
  await start(page, 'US', '?flags=membership-lock');
  await expect(page.locator('body')).toHaveClass(/rove-membership-lock/);
  await email(page, 'lock.e2e@example.com');
  await expect(stepButton(page, 'Address')).toHaveAttribute('aria-expanded', 'true');
  await expect(stepButton(page, 'Membership')).toHaveAttribute('aria-disabled', 'true');
  await stepButton(page, 'Membership').click({ force: true });
  await expect(stepButton(page, 'Address')).toHaveAttribute('aria-expanded', 'true');
  await expect(step(page, 'Membership')).toContainText(/Member until/);
  await expect(checkout(page).locator('.rove-checkout__order')).toContainText(
    'Membership (1 year)',
  );
});

test('a reload mid-checkout keeps what was typed', async ({ page }) => {
  await start(page, 'US');
  await email(page, 'reload.e2e@example.com');
  await step(page, 'Membership')
    .getByLabel(/continue without membership/)
    .check();
  await step(page, 'Membership').getByRole('button', { name: 'Continue' }).click();
  const pane = step(page, 'Address').locator('[data-pane="delivery"]');
  await pane.getByLabel('First name').fill('Reload');
  await pane.getByLabel('City').fill('Denver');
  // The form is saved after the render that shows the typing; wait for it before reloading.
  await expect
    .poll(() => page.evaluate(() => Object.values(sessionStorage).join(' ')))
    .toContain('Denver');
  await page.reload();
  await expect(checkout(page).getByLabel('Email address')).toHaveValue('reload.e2e@example.com');
  await email(page, 'reload.e2e@example.com');
  await step(page, 'Membership').getByRole('button', { name: 'Continue' }).click();
  const again = step(page, 'Address').locator('[data-pane="delivery"]');
  await expect(again.getByLabel('First name')).toHaveValue('Reload');
  await expect(again.getByLabel('City')).toHaveValue('Denver');
});

test('an existing email opens the login panel, prefilled', async ({ page }) => {
  const watch = await watchPage(page);
  await start(page, 'US');
  await email(page, 'casey@example.com');
  const account = step(page, 'Account');
  await expect(account.getByRole('alert')).toContainText(
    'There is no membership attached to your email.',
  );
  // "please reach out to here": the shop's contact page, which the demo's settings name.
  await expect(account.getByRole('alert').getByRole('link', { name: 'here' })).toHaveAttribute(
    'href',
    new URL('/help', page.url()).href,
  );
  await expect(account.getByLabel('Email address')).toHaveValue('casey@example.com');
  await expect(account.locator('form[action*="destination=cart/checkout"]')).toHaveCount(1);
  await account.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    /\/ajax\/user\/forgot-pwd\/\d+\/\?ajax=1&hide_title=1&email_address=casey%40example.com/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await account.getByRole('button', { name: 'No thanks, continue as a guest' }).click();
  await expect(stepButton(page, 'Membership')).toHaveAttribute('aria-expanded', 'true');
  clean(watch);
});

test('the review page keeps its action pane and moves it by screen size', async ({ page }) => {
  await start(page, 'US');
  // Reach the review page through the server's own form flow.
  const response = await page.request.post('/cart/checkout', {
    data: {
      op: 'Review order',
      'panes[customer][primary_email]': 'review.e2e@example.com',
      'panes[membership][value]': '0',
      'panes[delivery][first_name]': 'Rae',
      'panes[delivery][last_name]': 'View',
      'panes[delivery][street1]': '1 Elm Street',
      'panes[delivery][city]': 'Austin',
      'panes[delivery][zone]': 'TX',
      'panes[delivery][postal_code]': '78701',
      'panes[delivery][phone]': '5125550199',
      'panes[delivery][country]': '840',
      'panes[quotes][quote_option]': 'standard',
      'panes[protection][term]': '0',
      'panes[payment][payment_method]': 'other',
    },
  });
  expect(response.ok()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/cart/checkout/review');
  const actions = page.locator('#review-actions');
  await expect(actions).toHaveClass(/rove-checkout__review-actions--docked/);
  await expect(page.locator('.checkout-summary #review-actions')).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(actions).not.toHaveClass(/--docked/);
  await expect(page.locator('.checkout-summary #review-actions')).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Submit order' })).toBeVisible();
});

test('a failed order validation lists the errors and reopens the address step', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await start(page, 'AU');
  // A trade account's email may not check out as a guest: the server's validation says so.
  await email(page, 'trade@example.com');
  await step(page, 'Account')
    .getByRole('button', { name: 'No thanks, continue as a guest' })
    .click();
  await step(page, 'Membership')
    .getByLabel(/continue without membership/)
    .check();
  await step(page, 'Membership').getByRole('button', { name: 'Continue' }).click();
  await fillAddress(page, {
    city: 'Sydney',
    zone: 'NSW',
    postal: '2000',
    phone: '412345678',
    street: '1 George Street',
  });
  const address = step(page, 'Address');
  await address.getByRole('radio', { name: /^Standard - / }).check();
  await address.getByRole('button', { name: 'Continue' }).click();
  const alert = checkout(page).locator('.rove-checkout__errors');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText('belongs to a trade account');
  await expect(stepButton(page, 'Address')).toHaveAttribute('aria-expanded', 'true');
  await expect(stepButton(page, 'Payment')).toHaveAttribute('aria-expanded', 'false');
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);
  clean(watch);
});

test('Korea: an island city is refused by the quote with the server’s message', async ({
  page,
}) => {
  const ko = LABELS.ko;
  await start(page, 'KR');
  await email(page, 'jeju.e2e@example.com', ko);
  await step(page, ko.membership).getByLabel(ko.optOut).check();
  await step(page, ko.membership).getByRole('button', { name: ko.continue }).click();
  await fillAddress(page, { city: 'Jeju', postal: '63000', phone: '01012345678' }, ko);
  const city = step(page, ko.address).locator('[data-pane="delivery"]').getByLabel(ko.city);
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await expect(step(page, ko.address)).toContainText('배송할 수 없는 지역입니다');
  await expect(step(page, ko.address).getByRole('radio')).toHaveCount(0);
});

test('a signed-in customer finds the account step done, without the login panel', async ({
  page,
}) => {
  await start(page, 'US', '?as=customer');
  await expect(stepButton(page, 'Account')).toContainText('completed');
  await expect(step(page, 'Account')).toContainText('casey@example.com');
  await expect(stepButton(page, 'Membership')).toHaveAttribute('aria-expanded', 'true');
  await expect(checkout(page).getByLabel('Password')).toHaveCount(0);
});

for (const width of [390, 1366])
  test(`a signed-in member's checkout opens on the address step without moving the page (${width} px)`, async ({
    page,
  }) => {
    // Steps 2–5 arrive after the shell: the server's markup holds the page until they have.
    await page.setViewportSize({ width, height: 900 });
    await recordLayoutShifts(page);
    await start(page, 'US', '?as=member');
    await expect(step(page, 'Address').getByLabel('First name')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { total, shifts } = await layoutShifts(page);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
  });

test('if the checkout widget cannot load, the page says so, with the order and a way back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route('**/chunks/rove-checkout.*.js', (route) => route.abort());
  await page.goto('/demo/checkout-cart');
  await expect(checkout(page)).toHaveAttribute('data-rove-failed', '');
  await expect(checkout(page).getByText('Checkout could not load.')).toBeVisible();
  await expect(checkout(page).getByText('Checkout needs JavaScript.')).toBeHidden();
  await expect(checkout(page).getByRole('link', { name: 'Back to cart' })).toBeVisible();
  // The summary shows in full (no bar that only the widget could open).
  await expect(checkout(page).locator('.checkout-fallback__order-body')).toBeVisible();
  await expect(checkout(page).locator('.checkout-fallback__order-toggle')).toBeHidden();
});

test('between phone and desktop widths nothing overflows: the summary tops one column until both fit', async ({
  page,
}) => {
  await start(page, 'US', '?as=member');
  const summary = checkout(page).locator('.rove-checkout__order');
  const addressStep = step(page, 'Address');
  await expect(addressStep.getByLabel('First name')).toBeVisible();
  for (const width of [500, 700, 767, 768, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    const layout = await page.evaluate(() => {
      const box = (selector: string) => {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`no ${selector}`);
        return element.getBoundingClientRect();
      };
      const step = box('.rove-checkout__step--current');
      const order = box('.rove-checkout__order');
      const fields = [
        ...document.querySelectorAll(
          '.rove-checkout__step--current input, .rove-checkout__step--current select, .rove-checkout__order input',
        ),
      ].map((field) => field.getBoundingClientRect());
      return {
        pageScrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        fieldsOutside: fields.filter(
          (field) =>
            field.width > 0 &&
            (field.left < Math.min(step.left, order.left) - 0.5 ||
              field.right > Math.max(step.right, order.right) + 0.5),
        ).length,
        overlapping: fields.some(
          (a, i) =>
            a.width > 0 &&
            fields.some(
              (b, j) =>
                j !== i &&
                b.width > 0 &&
                a.left < b.right - 0.5 &&
                b.left < a.right - 0.5 &&
                a.top < b.bottom - 0.5 &&
                b.top < a.bottom - 0.5,
            ),
        ),
        summaryFirst: order.bottom <= step.top,
        summaryBeside: order.left >= step.right,
      };
    });
    expect(layout.pageScrolls, `${width} px: the page scrolls sideways`).toBe(false);
    expect(layout.fieldsOutside, `${width} px: fields outside their box`).toBe(0);
    expect(layout.overlapping, `${width} px: fields overlap`).toBe(false);
    if (width < 768) expect(layout.summaryFirst, `${width} px: summary above the steps`).toBe(true);
    else expect(layout.summaryBeside, `${width} px: summary beside the steps`).toBe(true);
  }
  await expect(summary).toBeVisible();
});
