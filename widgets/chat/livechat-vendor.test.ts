// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://shop.example/help" }
/**
 * The LiveChat adapter against the contract tests' stand-in of tracking.js
 * (tests/vendors/stand-ins/livechat/, written from docs/vendors/livechat.md alone): what reaches
 * LiveChat and in which shape, readiness, the page's own LiveChat, and each failure — the
 * script's 404, a script that throws, one that never becomes ready, a refused call — with
 * exactly one `[rove]` line naming LiveChat.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../core/log';
import { resetVendorScripts } from '../../core/vendor-script';
import { runAppendedScripts } from '../../core/vendor-script.test-helpers';
import { LIVECHAT_READY_MS, loadLiveChat, resetLiveChat } from './livechat-vendor';
import { liveChatSetup } from './livechat.logic';

type StandIn = {
  license?: number;
  group?: number;
  received: unknown[][];
  availability?: 'online' | 'offline';
  ready?: boolean;
  refuse?: string;
};
const page = window as unknown as Window & { __liveChatStandIn?: StandIn };
const setup = liveChatSetup('12345678:3', '', 'https://shop.example');
const ana = {
  account: '12345678:3',
  name: 'Ana Lee',
  email: 'ana@rove.shop',
  existingOrder: true,
  orderNumber: '0042',
};

/** Each <script> we append: the stand-in runs, or the tag fails (404), or it runs `instead`. */
const scriptsLoad = (outcome: 'stand-in' | 'error' | (() => Promise<unknown>)) =>
  runAppendedScripts(() => {
    if (outcome === 'error') return false;
    if (outcome === 'stand-in') return import('../../tests/vendors/stand-ins/livechat/tracking.js');
    return outcome();
  }).appended;

const received = () => page.__liveChatStandIn?.received ?? [];
const calls = () => received().filter((entry) => entry[0] === 'call');
const roveLines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([line]) => line).filter((line) => String(line).startsWith('[rove]'));

/** The install snippet as LiveChat's docs print it, for a host that installed LiveChat itself. */
function hostSnippet(): void {
  const slice = Array.prototype.slice;
  const api: Record<string, unknown> & {
    _q: unknown[][];
    _h: null | ((...a: unknown[]) => unknown);
  } = {
    _q: [],
    _h: null,
    _v: '2.0',
  };
  const i = (entry: unknown[]) => (api._h ? api._h(...entry) : api._q.push(entry));
  for (const name of ['on', 'once', 'off', 'call'])
    api[name] = function (...args: unknown[]) {
      i([name, slice.call(args)]);
    };
  api['get'] = (...args: unknown[]) => {
    if (!api._h) throw new Error("[LiveChatWidget] You can't use getters before load.");
    return i(['get', args]);
  };
  page.__lc = { license: 99, group: 7 };
  page.LiveChatWidget = api as unknown as Window['LiveChatWidget'];
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetLiveChat();
  resetVendorScripts();
  resetLogOnce();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  delete page.LiveChatWidget;
  delete page.__lc;
  delete page.__liveChatStandIn;
  document.documentElement.removeAttribute('data-livechat-stand-in');
  document.body.replaceChildren();
});

describe('loadLiveChat, through LiveChat’s package', () => {
  it('sets __lc and the queue, loads tracking.js once, and is there once LiveChat is ready', async () => {
    const appended = scriptsLoad('stand-in');
    const [chat, again] = await Promise.all([loadLiveChat(setup), loadLiveChat(setup)]);
    expect(chat).not.toBeNull();
    expect(again).toBe(chat);
    expect(appended.map((script) => script.src)).toEqual([
      'https://cdn.livechatinc.com/tracking.js',
    ]);
    expect(page.__lc).toMatchObject({ license: 12345678, group: 3 });
    expect(page.__liveChatStandIn).toMatchObject({ license: 12345678, group: 3, ready: true });
    // Every entry reached tracking.js's handler as (name, args), LiveChat's bubble hidden first.
    expect(received().filter((entry) => entry[0] === '!malformed')).toEqual([]);
    expect(calls()).toEqual([['call', 'hide']]);
    expect(
      received()
        .filter((entry) => entry[0] === 'on')
        .map((entry) => entry[1]),
    ).toEqual(expect.arrayContaining(['ready', 'visibility_changed', 'availability_changed']));
    expect(roveLines(warn)).toEqual([]);
  });

  it('gives LiveChat the pre-chat answers and opens it; minimising it closes the chat and hides it', async () => {
    scriptsLoad('stand-in');
    const chat = await loadLiveChat(setup);
    const onClose = vi.fn();
    expect(chat?.start(ana, { onClose })).not.toBe(false);
    expect(calls()).toEqual([
      ['call', 'hide'],
      ['call', 'set_customer_name', 'Ana Lee'],
      ['call', 'set_customer_email', 'ana@rove.shop'],
      ['call', 'set_session_variables', { existing_order: 'Yes', order_number: '0042' }],
      ['call', 'maximize'],
    ]);
    const window = document.querySelector('[role="dialog"][aria-label="LiveChat (stand-in)"]');
    expect(window?.textContent).toContain('Ana Lee <ana@rove.shop>');

    (window?.querySelector('button') as HTMLButtonElement).click();
    expect(onClose).toHaveBeenCalledOnce();
    expect(calls().at(-1)).toEqual(['call', 'hide']);
    expect(document.querySelector('[aria-label="LiveChat (stand-in)"]')).toBeNull();
    // The launcher brings it back: no second close until it is minimised again.
    chat?.start({ ...ana, existingOrder: false, orderNumber: '' }, { onClose });
    expect(calls().slice(-2)).toEqual([
      ['call', 'set_session_variables', { existing_order: 'No' }],
      ['call', 'maximize'],
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('answers availability from LiveChat’s state', async () => {
    page.__liveChatStandIn = { received: [], availability: 'offline' };
    scriptsLoad('stand-in');
    await expect((await loadLiveChat(setup))?.availability()).resolves.toBe('unavailable');
    resetLiveChat();
    delete page.LiveChatWidget;
    delete page.__liveChatStandIn;
    resetVendorScripts();
    scriptsLoad('stand-in');
    await expect((await loadLiveChat(setup))?.availability()).resolves.toBe('available');
  });

  it('uses the page’s own LiveChat as it is: nothing loaded, its __lc untouched', async () => {
    const appended = scriptsLoad('stand-in');
    hostSnippet();
    const own = page.LiveChatWidget;
    vi.resetModules(); // the host's own tracking.js: the stand-in runs afresh
    await import('../../tests/vendors/stand-ins/livechat/tracking.js');
    await vi.waitFor(() => expect(page.__liveChatStandIn?.ready).toBe(true));

    const chat = await loadLiveChat(setup);
    expect(appended).toEqual([]);
    expect(page.LiveChatWidget).toBe(own);
    expect(page.__lc).toEqual({ license: 99, group: 7 });
    chat?.start(ana);
    expect(calls().at(-1)).toEqual(['call', 'maximize']);
    expect(received().filter((entry) => entry[0] === '!malformed')).toEqual([]);
  });
});

describe('loadLiveChat, when LiveChat fails', () => {
  it('a 404: null, one line naming LiveChat, and the next press tries again', async () => {
    let tries = 0;
    const { appended } = runAppendedScripts(() =>
      ++tries === 1 ? false : import('../../tests/vendors/stand-ins/livechat/tracking.js'),
    );
    expect(await loadLiveChat(setup)).toBeNull();
    expect(roveLines(warn)).toEqual([
      "[rove] LiveChat's script did not load; the chat form confirms by email",
    ]);
    expect(await loadLiveChat(setup)).not.toBeNull();
    expect(appended).toHaveLength(2);
    expect(calls()).toEqual([['call', 'hide']]);
    expect(roveLines(warn)).toHaveLength(1);
  });

  it('a script that throws (it loads, nothing answers): null after the wait, one line', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    scriptsLoad(async () => {
      // The browser reports the script's own exception to the page and still fires load.
      await Promise.resolve();
    });
    const chat = loadLiveChat(setup);
    await vi.advanceTimersByTimeAsync(LIVECHAT_READY_MS);
    expect(await chat).toBeNull();
    expect(roveLines(warn)).toEqual([
      '[rove] LiveChat did not become ready; the chat form confirms by email',
    ]);
  });

  it('a script that never becomes ready: null after the wait, one line', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    page.__liveChatStandIn = { received: [], ready: false };
    scriptsLoad('stand-in');
    const chat = loadLiveChat(setup);
    await vi.advanceTimersByTimeAsync(LIVECHAT_READY_MS - 1);
    expect(roveLines(warn)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await chat).toBeNull();
    expect(roveLines(warn)).toEqual([
      '[rove] LiveChat did not become ready; the chat form confirms by email',
    ]);
  });

  it('a refused call: start says false, one line naming LiveChat', async () => {
    page.__liveChatStandIn = { received: [], refuse: 'maximize' };
    scriptsLoad('stand-in');
    const chat = await loadLiveChat(setup);
    expect(chat?.start(ana)).toBe(false);
    expect(chat?.start(ana)).toBe(false);
    expect(roveLines(warn)).toEqual([
      '[rove] LiveChat refused the pre-chat answers; the chat form confirms by email',
    ]);
  });

  it('a malformed account turns LiveChat off with one line, loading nothing', async () => {
    const appended = scriptsLoad('stand-in');
    expect(await loadLiveChat(liveChatSetup('main', '', 'https://shop.example'))).toBeNull();
    expect(appended).toEqual([]);
    expect(roveLines(warn)).toEqual(['[rove] LiveChat account "main" is not licence[:group]']);
  });
});
