import { expect } from 'vitest';
import type { EngineDriver } from '../driver';
import type { Journey } from '../journey';
import { isShown, textOf } from '../page-reads';

const LAUNCHER = { css: 'button.rove-chat__launcher', nameStarts: 'Chat with us' };
const PANEL = { css: 'dialog', name: 'Chat with us' };
const FIELD = (name: string) => ({ css: 'dialog input', name });
const STAND_IN_WINDOW = { css: 'section[role="dialog"]', name: 'LiveChat (stand-in)' };

/**
 * What LiveChat's stand-in (tests/vendors/stand-ins/livechat/tracking.js) received, as it keeps
 * it on <html data-livechat-stand-in>: each entry [name, ...args] as tracking.js's handler got it.
 */
async function received(driver: EngineDriver): Promise<unknown[][]> {
  const json = await driver.evaluate(() =>
    document.documentElement.getAttribute('data-livechat-stand-in'),
  );
  return json ? (JSON.parse(json) as unknown[][]) : [];
}

/**
 * LiveChat's contract in this engine (docs/vendors/livechat.md): on /help in the demo's
 * stand-in mode, the pre-chat form reaches LiveChat's stand-in as its install snippet hands
 * calls on — `_h(name, args)` — and LiveChat's window opens with the shopper's answers.
 */
export const liveChatContract: Journey = {
  name: 'live chat: the pre-chat form reaches LiveChat in its documented calling shape',
  async run({ driver }) {
    await driver.goto('/help?vendors=stand-in');
    await driver.click(LAUNCHER);
    await expect.poll(() => isShown(driver, PANEL)).toBe(true);
    await driver.type(FIELD('Name'), 'Ana Lee');
    await driver.type(FIELD('Email'), 'ana@rove.shop');
    await driver.select({ css: 'dialog select', name: 'Do you have an existing order?' }, 'Yes');
    await driver.type(FIELD('Order number (optional)'), '104512');
    await driver.click({ css: 'dialog button', name: 'Start chat' });

    await expect.poll(() => isShown(driver, STAND_IN_WINDOW)).toBe(true);
    expect(await textOf(driver, STAND_IN_WINDOW)).toContain(
      'Chatting with Ana Lee <ana@rove.shop>',
    );
    const all = await received(driver);
    expect(all.filter((entry) => entry[0] === '!malformed')).toEqual([]);
    expect(all.filter((entry) => entry[0] === 'call')).toEqual([
      ['call', 'hide'],
      ['call', 'set_customer_name', 'Ana Lee'],
      ['call', 'set_customer_email', 'ana@rove.shop'],
      ['call', 'set_session_variables', { existing_order: 'Yes', order_number: '104512' }],
      ['call', 'maximize'],
    ]);

    // Minimising LiveChat's window closes the chat: hidden again, our launcher the way back.
    await driver.click({ css: 'section[role="dialog"] button', name: 'Minimize' });
    await expect.poll(() => isShown(driver, STAND_IN_WINDOW)).toBe(false);
    expect((await received(driver)).filter((entry) => entry[0] === 'call').at(-1)).toEqual([
      'call',
      'hide',
    ]);
    expect(await driver.evaluate(() => document.cookie.includes('rove_chat_closed=1'))).toBe(true);
  },
};
