/**
 * The live chat's pre-chat form end to end (spec/marketing.md §3, §4, §5, §9): the production build in
 * Chromium against the demo host's /help, with LiveChat (issue 26) played by the demo host's
 * simulation of its tracking.js.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from '../helpers/page-watch';

const launcher = (page: Page) => page.locator('.rove-chat__launcher');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' });

async function agents(page: Page, online: boolean): Promise<void> {
  await page.context().addCookies([
    {
      name: 'demo_chat_agents',
      value: online ? '1' : '0',
      url: page.context().pages()[0]?.url() ?? '',
    },
  ]);
}

test('pre-chat validation shows each message of the specification; a valid submit reaches the vendor', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/simulated/livechat/tracking.js')) scripts.push(request.url());
  });
  await page.goto('/help');
  await expect(launcher(page)).toHaveText('Chat with us');
  expect(scripts).toEqual([]);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  // LiveChat loads on the first press, while the shopper fills the form in; its bubble stays hidden.
  await expect.poll(() => scripts.length).toBe(1);
  const name = panel(page).getByRole('textbox', { name: 'Name' });
  const email = panel(page).getByRole('textbox', { name: 'Email' });
  const order = panel(page).getByRole('combobox', { name: 'Do you have an existing order?' });
  await expect(name).toBeFocused();
  await panel(page).getByRole('button', { name: 'Start chat' }).click();
  await expect(name).toHaveAccessibleDescription('Please Enter a valid name');
  await expect(email).toHaveAccessibleDescription('Please Enter a valid Email');
  await expect(order).toHaveAccessibleDescription('Please select an option');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();

  await name.fill('Ana Lee');
  await email.fill('ana@rove');
  await panel(page).getByRole('button', { name: 'Start chat' }).click();
  await expect(email).toHaveAccessibleDescription('Please Enter a valid Email');
  await expect(email).toBeFocused();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');

  await email.fill('ana@rove.shop');
  await order.selectOption('yes');
  const orderNumber = panel(page).getByRole('textbox', { name: 'Order number (optional)' });
  await orderNumber.fill('12ab');
  await panel(page).getByRole('button', { name: 'Start chat' }).click();
  await expect(orderNumber).toHaveAccessibleDescription('Please enter numbers only');
  await orderNumber.fill('104512');
  await panel(page).getByRole('button', { name: 'Start chat' }).click();

  // LiveChat's window opens with the pre-chat answers; our panel gives way.
  const vendor = page.getByRole('dialog', { name: 'LiveChat (simulated)' });
  await expect(vendor).toBeVisible();
  await expect(vendor).toHaveAttribute('data-license', '19000001');
  await expect(vendor).toHaveAttribute('data-group', '1');
  const calls = await page.evaluate(
    () =>
      (window as unknown as { __simulatedLiveChat: { calls: unknown[][] } }).__simulatedLiveChat
        .calls,
  );
  expect(calls.filter((call) => call[0] === 'call')).toEqual([
    ['call', 'hide'],
    ['call', 'set_customer_name', 'Ana Lee'],
    ['call', 'set_customer_email', 'ana@rove.shop'],
    ['call', 'set_session_variables', { existing_order: 'Yes', order_number: '104512' }],
    ['call', 'maximize'],
  ]);
  await expect(vendor.getByRole('log')).toContainText(
    'Hi Ana Lee, how can we help about your order #104512?',
  );
  await expect(vendor.getByRole('log')).toContainText('ana@rove.shop');
  await expect(panel(page)).toHaveCount(0);
  expect(
    (await page.context().cookies()).find((c) => c.name === 'rove_chat_closed'),
  ).toBeUndefined();

  // Minimising LiveChat's window closes the chat: the 1-day closed cookie.
  await vendor.getByRole('button', { name: 'Minimize chat' }).click();
  await expect(vendor).toHaveCount(0);
  const closed = (await page.context().cookies()).find((c) => c.name === 'rove_chat_closed');
  expect(closed?.value).toBe('1');
  const hours = ((closed?.expires ?? 0) * 1000 - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(23);
  expect(hours).toBeLessThanOrEqual(24);
  // The launcher brings the conversation back.
  await launcher(page).click();
  await expect(vendor).toBeVisible();
  expect(scripts).toHaveLength(1);

  expect(watch.pageErrors).toEqual([]);
  expect(watch.rove('error')).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

test('a panel left open reopens on the next page, but not once the chat was closed', async ({
  page,
}) => {
  await page.goto('/help');
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await page.reload();
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('button', { name: 'Close' }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(launcher(page)).toBeFocused();
  await page.evaluate(() => sessionStorage.setItem('rove_chat_open', '1'));
  await page.reload();
  await expect(launcher(page)).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
});

for (const online of [true, false]) {
  test(`the availability check runs after 30 s: ${online ? 'agents available' : 'leave a message'}`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/help');
    await agents(page, online);
    const availability: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/chat/availability')
        availability.push(request.url());
    });
    await expect(launcher(page)).toHaveText('Chat with us');
    // The 30 s starts in an effect, which preact runs after the next frame: let that frame
    // pass first, or a slow paint would start the timer inside the fast-forward below.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
    );
    await page.clock.fastForward(29_000);
    expect(availability).toEqual([]);
    await page.clock.fastForward(1_500);
    await expect(launcher(page)).toHaveText(
      `Chat with us${online ? 'Agents available' : 'Leave us a message'}`,
    );
    expect(availability).toHaveLength(1);
    expect(new URL(availability[0] ?? '').searchParams.get('account')).toBe('19000001:1');
  });
}

test('for a shopper who chatted earlier in the session, LiveChat answers the availability check', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/help');
  await agents(page, false);
  await page.evaluate(() => sessionStorage.setItem('rove_chat_started', '1'));
  await page.reload();
  const site: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/chat/availability') site.push(request.url());
  });
  await expect(launcher(page)).toHaveText('Chat with us');
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
  );
  await page.clock.fastForward(30_500);
  await expect(launcher(page)).toHaveText('Chat with usLeave us a message');
  expect(site).toEqual([]);
  // LiveChat came back for the conversation, but opened nothing by itself.
  await expect(page.locator('script[data-rove="livechat"]')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the checkout summary’s chat link opens the pre-chat panel on the same page', async ({
  page,
}) => {
  await page.goto('/demo/checkout-cart?set=no-protection');
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  const link = page.locator('rove-checkout').getByRole('link', { name: 'Questions? Chat with us' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
});
