// @vitest-environment happy-dom
/**
 * <rove-chat> as a host page sees it: settings.chat and the country in; the launcher, the
 * pre-chat dialog, the availability call, the vendor hand-over and the closed cookie out. Runs
 * under React and again under preact/compat.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSettings } from '../../core/settings/settings';
import { readCookie, removeCookie, writeCookie } from '../../core/storage/cookies';
import { sessionStore } from '../../core/storage/key-value';
import type { RoveChatVendor } from './chat-vendor';
import { resetVendorScripts } from '../../core/vendor-script';
import { createChatElement } from './chat.element';
import { setUpElementTests } from '../shared/testing/element-tests';
import { heldFetch } from '../../tests/helpers/stalled-fetch';
import { printSettings } from '../../tests/helpers/page-settings';
import { typeInto, type FormControl } from '../shared/testing/type-into';

const CHAT = {
  accounts: { HK: 'rove-hk', AU: 'rove-au', KR: 'rove-kr', default: 'rove-main' },
  availabilityUrl: '/chat/availability',
};

function page(chat: unknown = CHAT, country = 'US') {
  printSettings({ basePath: '/', country, chat });
  document.body.replaceChildren(document.createElement('rove-chat'));
}

const waitFor = vi.waitFor;
const launcher = () => document.querySelector<HTMLButtonElement>('.rove-chat__launcher');
const dialog = () => document.querySelector('dialog');
const field = <T extends HTMLElement>(name: string) =>
  document.querySelector<T>(`dialog [name="${name}"]`);
const form = () => document.querySelector<HTMLFormElement>('dialog form');
const errorOf = (name: string) =>
  document.getElementById(field(name)?.getAttribute('aria-describedby') ?? '')?.textContent;

/** Types into the form's field of that name, once it is on the page. */
const type = (name: string, value: string) =>
  typeInto(field<FormControl>(name) as FormControl, value);

async function openPanel() {
  await waitFor(() => expect(launcher()).toBeTruthy());
  launcher()?.click();
  await waitFor(() => expect(field('name')).toBeTruthy());
}

async function fillValid(order = '') {
  type('name', 'Ana Lee');
  type('email', 'ana@rove.shop');
  type('existingOrder', order ? 'yes' : 'no');
  if (order) {
    await waitFor(() => expect(field('orderNumber')).toBeTruthy());
    type('orderNumber', order);
  }
  await waitFor(() => expect(field<HTMLInputElement>('email')?.value).toBe('ana@rove.shop'));
}

function serveAvailability(available: boolean) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      urls.push(request.url);
      return new Response(JSON.stringify({ available }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return urls;
}

setUpElementTests({ 'rove-chat': createChatElement });

beforeEach(() => {
  resetVendorScripts();
  removeCookie('rove_chat_closed');
  sessionStore().remove('rove_chat_open');
  delete window.RoveChatVendor;
});

afterEach(() => {
  delete window.RoveChatVendor;
});

describe('<rove-chat>', () => {
  it('opens a labelled pre-chat dialog from the launcher', async () => {
    page();
    await waitFor(() => expect(launcher()?.textContent).toBe('Chat with us'));
    expect(launcher()?.getAttribute('aria-haspopup')).toBe('dialog');
    launcher()?.click();
    await waitFor(() => expect(dialog()).toBeTruthy());
    expect(
      document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')?.textContent,
    ).toBe('Chat with us');
    expect(document.activeElement).toBe(field('name'));
    const options = [...(field<HTMLSelectElement>('existingOrder')?.options ?? [])].map(
      (o) => o.text,
    );
    expect(options).toEqual(['Choose…', 'Yes', 'No']);
  });

  it('shows each message of the specification beside its field and focuses the first', async () => {
    page();
    await openPanel();
    form()?.requestSubmit();
    await waitFor(() => expect(errorOf('name')).toBe('Please Enter a valid name'));
    expect(errorOf('email')).toBe('Please Enter a valid Email');
    expect(errorOf('existingOrder')).toBe('Please select an option');
    for (const name of ['name', 'email', 'existingOrder'])
      expect(field(name)?.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('name')));
    type('name', 'Ana');
    type('email', 'ana@');
    form()?.requestSubmit();
    await waitFor(() => expect(field('name')?.hasAttribute('aria-invalid')).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(field('email')));
  });

  it('asks for the order number only with an order, and numbers only', async () => {
    page();
    await openPanel();
    expect(field('orderNumber')).toBeNull();
    await fillValid('12-a');
    form()?.requestSubmit();
    await waitFor(() => expect(errorOf('orderNumber')).toBe('Please enter numbers only'));
  });

  it('without a vendor confirms by email and keeps the data', async () => {
    page();
    await openPanel();
    await fillValid();
    form()?.requestSubmit();
    await waitFor(() =>
      expect(document.querySelector('dialog [role="status"]')?.textContent).toBe(
        'Thank you, Ana Lee. We will reply to ana@rove.shop by email.',
      ),
    );
    expect(document.activeElement?.getAttribute('role')).toBe('status');
  });

  it('hands the pre-chat data to the vendor with the country’s account; closing it sets the cookie', async () => {
    const start = vi.fn<RoveChatVendor['start']>();
    window.RoveChatVendor = { start };
    page({ ...CHAT, scriptUrl: '/chat-vendor.js' }, 'AU');
    await openPanel();
    // Proactive chat is off: nothing starts before the shopper asks.
    expect(start).not.toHaveBeenCalled();
    await fillValid('004512');
    form()?.requestSubmit();
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(start.mock.calls[0]?.[0]).toEqual({
      account: 'rove-au',
      name: 'Ana Lee',
      email: 'ana@rove.shop',
      existingOrder: true,
      orderNumber: '004512',
    });
    await waitFor(() => expect(dialog()).toBeNull());
    expect(readCookie('rove_chat_closed')).toBeUndefined();
    start.mock.calls[0]?.[1]?.onClose?.();
    expect(readCookie('rove_chat_closed')).toBe('1');
  });

  it('refuses a vendor script from a host that is not allowed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const append = vi.spyOn(document.head, 'append');
    page({ ...CHAT, scriptUrl: 'https://evil.example/chat.js' });
    await openPanel();
    await fillValid();
    form()?.requestSubmit();
    await waitFor(() => expect(document.querySelector('dialog [role="status"]')).toBeTruthy());
    expect(append).not.toHaveBeenCalled();
    expect(warn.mock.calls.some(([line]) => String(line).includes('scriptUrl'))).toBe(true);
  });

  it('closing the panel sets the 1-day cookie; a panel left open reopens only without it', async () => {
    page();
    await openPanel();
    expect(sessionStore().get('rove_chat_open')).toBe('1');
    document.querySelector<HTMLButtonElement>('.rove-modal__close')?.click();
    await waitFor(() => expect(dialog()).toBeNull());
    expect(readCookie('rove_chat_closed')).toBe('1');
    expect(document.activeElement).toBe(launcher());

    // The next page, the panel having been left open: the cookie keeps it shut.
    sessionStore().set('rove_chat_open', '1');
    resetSettings();
    page();
    await waitFor(() => expect(launcher()).toBeTruthy());
    expect(dialog()).toBeNull();

    // Without the cookie it is restored.
    removeCookie('rove_chat_closed');
    resetSettings();
    page();
    await waitFor(() => expect(dialog()).toBeTruthy());
  });

  it('checks agent availability once, 30 s after load, and shows the state', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const urls = serveAvailability(true);
    page(CHAT, 'HK');
    await vi.advanceTimersByTimeAsync(100);
    expect(launcher()?.textContent).toBe('Chat with us');
    await vi.advanceTimersByTimeAsync(29_000);
    expect(urls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    vi.useRealTimers();
    await waitFor(() => expect(launcher()?.textContent).toBe('Chat with usAgents available'));
    expect(urls).toHaveLength(1);
    expect(new URL(urls[0] ?? '').pathname).toBe('/chat/availability');
    expect(new URL(urls[0] ?? '').searchParams.get('account')).toBe('rove-hk');
  });

  it('leaving the page aborts the availability check on its way', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const held = heldFetch();
    vi.stubGlobal('fetch', held.fetch);
    page();
    await vi.advanceTimersByTimeAsync(30_000);
    vi.useRealTimers();
    await waitFor(() => expect(held.signal()).toBeDefined());
    expect(held.signal()?.aborted).toBe(false);
    document.querySelector('rove-chat')?.remove();
    await waitFor(() => expect(held.signal()?.aborted).toBe(true));
    held.answer(Response.json({ available: true }));
  });

  it('says “Leave us a message” when no agent is available', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    serveAvailability(false);
    page();
    await vi.advanceTimersByTimeAsync(30_000);
    vi.useRealTimers();
    await waitFor(() =>
      expect(document.querySelector('.rove-chat__launcher-state')?.textContent).toBe(
        'Leave us a message',
      ),
    );
  });

  it('opens the panel for a chat link pressed before it started, and clears the anchor', async () => {
    history.replaceState(null, '', '/cart/checkout#rove-chat');
    page();
    await waitFor(() => expect(dialog()).toBeTruthy());
    expect(document.activeElement).toBe(field('name'));
    expect(`${location.pathname}${location.hash}`).toBe('/cart/checkout');
    history.replaceState(null, '', '/');
  });

  it('writes no cookie and opens nothing by itself on a fresh page', async () => {
    writeCookie('unrelated', 'x');
    page();
    await waitFor(() => expect(launcher()).toBeTruthy());
    expect(dialog()).toBeNull();
    expect(readCookie('rove_chat_closed')).toBeUndefined();
  });
});
