// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://shop.example/help" }
/**
 * LiveChat on the page as its snippet puts it there: `__lc`, the queue tracking.js replays,
 * one script; a page whose own LiveChat is used as it is; a script that cannot load. The
 * script is the demo host's simulation, run as the browser would once our <script> loads.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../core/log';
import { resetVendorScripts } from '../../core/vendor-script';
import { runAppendedScripts } from '../../core/vendor-script.test-helpers';
import { loadLiveChat, resetLiveChat, type LiveChatWidgetApi } from './livechat-vendor';
import { liveChatSetup } from './livechat.logic';

type Simulated = { license: number; group?: number; calls: unknown[][] };
const page = window as unknown as Window & { __simulatedLiveChat?: Simulated };
const setup = liveChatSetup(
  '12345678:3',
  '/simulated/livechat/tracking.js',
  'https://shop.example',
);
const ana = {
  account: '12345678:3',
  name: 'Ana Lee',
  email: 'ana@rove.shop',
  existingOrder: false,
  orderNumber: '',
};

/** Our appended <script>: run the simulation (or fail) as the browser would. */
const scriptsLoad = (outcome: 'load' | 'error') =>
  runAppendedScripts(
    () => outcome === 'load' && import('../../demo-host/simulations/livechat/tracking.js'),
  ).appended;

beforeEach(() => {
  resetLiveChat();
  resetVendorScripts();
  resetLogOnce();
  document.cookie = 'demo_chat_agents=1';
  // The simulation's stylesheet is taken as there: happy-dom loads no CSS.
  if (!document.querySelector('link[data-livechat-sim]')) {
    const link = document.createElement('link');
    link.setAttribute('data-livechat-sim', '');
    document.head.appendChild(link);
  }
});
afterEach(() => {
  delete page.LiveChatWidget;
  delete page.__lc;
  delete page.__simulatedLiveChat;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('loadLiveChat', () => {
  it('sets __lc and the queue, loads tracking.js once, and opens the chat with the answers', async () => {
    const appended = scriptsLoad('load');
    const [chat, again] = await Promise.all([loadLiveChat(setup), loadLiveChat(setup)]);
    expect(again).toBe(chat);
    expect(appended.map((script) => script.src)).toEqual([
      'https://shop.example/simulated/livechat/tracking.js',
    ]);
    expect(page.__lc).toMatchObject({ license: 12345678, group: 3 });
    await expect(chat?.availability()).resolves.toBe('available');

    const onClose = vi.fn();
    chat?.start(ana, { onClose });
    const window = document.querySelector('[role="dialog"][aria-label="LiveChat (simulated)"]');
    expect(window?.textContent).toContain(
      'Hi Ana Lee, how can we help? We will also reach you at ana@rove.shop.',
    );
    expect(page.__simulatedLiveChat?.calls.filter((call) => call[0] === 'call')).toEqual([
      ['call', 'hide'],
      ['call', 'set_customer_name', 'Ana Lee'],
      ['call', 'set_customer_email', 'ana@rove.shop'],
      ['call', 'set_session_variables', { existing_order: 'No' }],
      ['call', 'maximize'],
    ]);
    // The shopper minimises LiveChat: the chat is closed, its bubble hidden again.
    (window?.querySelector('button') as HTMLButtonElement).click();
    expect(onClose).toHaveBeenCalledOnce();
    expect(page.__simulatedLiveChat?.calls.at(-1)).toEqual(['call', 'hide']);
  });

  it('uses the page’s own LiveChat and loads nothing', async () => {
    const appended = scriptsLoad('load');
    const call = vi.fn();
    const own: LiveChatWidgetApi = { on: vi.fn(), call, get: () => ({ availability: 'offline' }) };
    page.LiveChatWidget = own;
    const chat = await loadLiveChat(setup);
    chat?.start(ana);
    expect(appended).toEqual([]);
    expect(page.__lc).toBeUndefined();
    expect(call.mock.calls.at(-1)).toEqual(['maximize']);
    await expect(chat?.availability()).resolves.toBe('unavailable');
  });

  it('resolves null when the script cannot load or the account is malformed, logging once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    scriptsLoad('error');
    expect(await loadLiveChat(setup)).toBeNull();
    expect(await loadLiveChat(liveChatSetup('main', '', 'https://shop.example'))).toBeNull();
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[rove] the chat vendor script did not load',
      '[rove] LiveChat account "main" is not licence[:group]',
    ]);
  });
});
