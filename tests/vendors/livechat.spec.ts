/**
 * LiveChat's contract in the browser (docs/vendors/livechat.md): the production build on the
 * demo host's /help, with LiveChat played by the contract tests' stand-in
 * (tests/vendors/stand-ins/livechat/tracking.js, written from the contract page alone) —
 * through the demo's stand-in mode, or at LiveChat's real address with the page's real policy.
 * The stand-in keeps what reached tracking.js's handler on <html data-livechat-stand-in>. Each
 * failure (404, a script that throws, one never ready, a refused call) leaves the shopper our
 * form's thanks and the console exactly one `[rove]` line naming LiveChat.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { watchPage, type PageWatch } from '../helpers/page-watch';
import { hearProblems } from '../helpers/problems';

const REAL_SCRIPT = 'https://cdn.livechatinc.com/tracking.js';
const STAND_IN = readFileSync(new URL('stand-ins/livechat/tracking.js', import.meta.url), 'utf8');
const THANKS = 'Thank you, Ana Lee. We will reply to ana@rove.shop by email.';
/** How long LiveChat may take to be ready (widgets/chat/livechat-vendor.ts LIVECHAT_READY_MS). */
const READY_MS = 10_000;

const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' });

/**
 * The console's `[rove]` lines that name LiveChat, first line of each (a line may carry the
 * vendor's error after it). Other vendors' lines are theirs: with `?vendors=real` the page's ad
 * pixels have no network either.
 */
const liveChatLines = (watch: PageWatch) =>
  [...watch.rove('warning'), ...watch.rove('error')]
    .filter((line) => line.includes('LiveChat'))
    .map((line) => line.replace(/ (Error|\[object).*$/s, ''));

/** What the stand-in's handler received, in order. */
async function received(page: Page): Promise<unknown[][]> {
  const json = await page.locator('html').getAttribute('data-livechat-stand-in');
  return json ? (JSON.parse(json) as unknown[][]) : [];
}

/** The stand-in's knobs, set before it runs. */
async function standInKnobs(page: Page, knobs: Record<string, unknown>): Promise<void> {
  await page.addInitScript((value) => {
    (window as unknown as { __liveChatStandIn: unknown }).__liveChatStandIn = value;
  }, knobs);
}

/** The launcher, then a valid pre-chat form with an order number. */
async function sendPrechatForm(page: Page): Promise<void> {
  await page.locator('.rove-chat__launcher').click();
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('textbox', { name: 'Name' }).fill('Ana Lee');
  await panel(page).getByRole('textbox', { name: 'Email' }).fill('ana@rove.shop');
  await panel(page)
    .getByRole('combobox', { name: 'Do you have an existing order?' })
    .selectOption('yes');
  await panel(page).getByRole('textbox', { name: 'Order number (optional)' }).fill('104512');
  await panel(page).getByRole('button', { name: 'Start chat' }).click();
}

/** The calls LiveChat must have received, each as (name, args), for our form. */
const OPENED = [
  ['call', 'hide'],
  ['call', 'set_customer_name', 'Ana Lee'],
  ['call', 'set_customer_email', 'ana@rove.shop'],
  ['call', 'set_session_variables', { existing_order: 'Yes', order_number: '104512' }],
  ['call', 'maximize'],
];

/** The shopper kept our form's thanks, and LiveChat's window never opened. */
async function expectThanks(page: Page): Promise<void> {
  await expect(panel(page).getByRole('status')).toHaveText(THANKS);
  await expect(page.getByRole('dialog', { name: 'LiveChat (stand-in)' })).toHaveCount(0);
}

test.describe('LiveChat as its contract says', () => {
  for (const mode of ['stand-in', 'real'] as const) {
    test(`the pre-chat form reaches LiveChat in its documented shape (${mode} address)`, async ({
      page,
    }) => {
      const watch = await watchPage(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/tracking.js')) scripts.push(request.url());
      });
      if (mode === 'real')
        await page.route(REAL_SCRIPT, (route) =>
          route.fulfill({ contentType: 'text/javascript', body: STAND_IN }),
        );
      await page.goto(`/help?vendors=${mode}`);
      await sendPrechatForm(page);

      const chat = page.getByRole('dialog', { name: 'LiveChat (stand-in)' });
      await expect(chat).toBeVisible();
      await expect(chat).toContainText('Chatting with Ana Lee <ana@rove.shop>');
      await expect(panel(page)).toHaveCount(0);
      expect(scripts).toEqual([
        mode === 'real'
          ? REAL_SCRIPT
          : expect.stringMatching(/\/stand-ins\/livechat\/tracking\.js$/),
      ]);
      const all = await received(page);
      expect(all.filter((entry) => entry[0] === '!malformed')).toEqual([]);
      expect(all.filter((entry) => entry[0] === 'call')).toEqual(OPENED);
      expect(
        await page.evaluate(() => {
          const lc = (window as unknown as { __lc: { license: unknown; group: unknown } }).__lc;
          return [lc.license, lc.group];
        }),
      ).toEqual([19000001, 1]);

      // The shopper minimises LiveChat: the chat is closed (the 1-day cookie) and hidden again.
      await chat.getByRole('button', { name: 'Minimize' }).click();
      await expect(chat).toHaveCount(0);
      await expect
        .poll(
          async () =>
            (await page.context().cookies()).find((c) => c.name === 'rove_chat_closed')?.value,
        )
        .toBe('1');
      expect((await received(page)).filter((entry) => entry[0] === 'call').at(-1)).toEqual([
        'call',
        'hide',
      ]);

      expect(watch.pageErrors).toEqual([]);
      expect(liveChatLines(watch)).toEqual([]);
      expect(await watch.cspViolations()).toEqual([]);
    });
  }

  test('tracking.js 404: the form thanks the shopper, one line names LiveChat', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const heard = await hearProblems(page);
    await page.route(REAL_SCRIPT, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/help?vendors=real');
    await sendPrechatForm(page);
    await expectThanks(page);
    const line = "[rove] LiveChat's script did not load; the chat form confirms by email";
    expect(liveChatLines(watch)).toEqual([line]);
    expect((await heard()).problems.filter((problem) => problem.vendor === 'livechat')).toEqual([
      expect.objectContaining({ vendor: 'livechat', kind: 'script-failed', area: 'chat' }),
    ]);
    expect(watch.pageErrors).toEqual([]);
  });

  test("blocked by the page's policy: the form thanks the shopper, one line names the source", async ({
    page,
  }) => {
    const watch = await watchPage(page);
    await page.goto('/help?vendors=real&csp-without=livechat');
    await sendPrechatForm(page);
    await expectThanks(page);
    const blocked =
      "[rove] the page's Content-Security-Policy blocked LiveChat (https://cdn.livechatinc.com): add https://*.livechatinc.com to script-src (docs/vendors/livechat.md, docs/csp.md)";
    await expect.poll(() => liveChatLines(watch)).toEqual([blocked]);
    expect(watch.pageErrors).toEqual([]);
  });

  test('tracking.js throws: after the wait, the form thanks the shopper, one line', async ({
    page,
  }) => {
    await page.clock.install();
    const watch = await watchPage(page);
    const heard = await hearProblems(page);
    await page.route(REAL_SCRIPT, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'throw new Error("LiveChat stand-in: a broken build");',
      }),
    );
    await page.goto('/help?vendors=real');
    await sendPrechatForm(page);
    await page.clock.fastForward(READY_MS);
    await expectThanks(page);
    expect(liveChatLines(watch)).toEqual([
      '[rove] LiveChat did not become ready; the chat form confirms by email',
    ]);
    expect((await heard()).problems.filter((problem) => problem.vendor === 'livechat')).toEqual([
      expect.objectContaining({ vendor: 'livechat', kind: 'not-ready' }),
    ]);
    // Only the vendor's own exception reached the page, none of ours.
    expect(watch.pageErrors.map((error) => error.message)).toEqual([
      'LiveChat stand-in: a broken build',
    ]);
  });

  test('LiveChat never becomes ready: after the wait, the form thanks the shopper, one line', async ({
    page,
  }) => {
    await page.clock.install();
    await standInKnobs(page, { ready: false });
    const watch = await watchPage(page);
    await page.goto('/help?vendors=stand-in');
    await sendPrechatForm(page);
    await page.clock.fastForward(READY_MS);
    await expectThanks(page);
    expect(liveChatLines(watch)).toEqual([
      '[rove] LiveChat did not become ready; the chat form confirms by email',
    ]);
    expect(watch.pageErrors).toEqual([]);
  });

  test('LiveChat refuses a call: the form thanks the shopper, one line', async ({ page }) => {
    await standInKnobs(page, { refuse: 'maximize' });
    const watch = await watchPage(page);
    const heard = await hearProblems(page);
    await page.goto('/help?vendors=stand-in');
    await sendPrechatForm(page);
    await expectThanks(page);
    expect(liveChatLines(watch)).toEqual([
      '[rove] LiveChat refused the pre-chat answers; the chat form confirms by email',
    ]);
    expect((await heard()).problems.filter((problem) => problem.vendor === 'livechat')).toEqual([
      expect.objectContaining({ vendor: 'livechat', kind: 'call-failed' }),
    ]);
    expect(watch.pageErrors).toEqual([]);
  });
});
