import { useEffect, useMemo, useRef } from 'react';
import type { Country } from '../../core/country';
import { logOnce } from '../../core/log';
import { COOKIE } from '../../core/storage/cookie-names';
import { writeSiteCookie } from '../../core/settings/site-cookies';
import { readCookie } from '../../core/storage/cookies';
import { sessionStore } from '../../core/storage/key-value';
import { vendorLoader } from './chat-vendor';
import type { ChatVendor } from './chat-vendor-interface';
import { CHAT_LINK } from '../shared/chat-link';
import { useLatest } from '../shared/element/use-latest';
import { useStore } from '../shared/state/use-store';
import {
  CHATTED_KEY,
  CHAT_CLOSED_COOKIE_DAYS,
  OPEN_STATE_KEY,
  chatAccount,
  firstInvalidField,
  prechatData,
  shouldRestoreOpen,
  validatePrechat,
  type ChatSettings,
  type PrechatData,
  type PrechatField,
} from './chat.logic';
import { chatPanelReducer, initialChatPanel } from './chat-panel.logic';
import { useChatAvailability } from './useChatAvailability';

// The URL policy's tests (tests/security/open-redirect.test.ts) read the allow-list from here.
export { CHAT_SCRIPT_HOSTS } from './chat-vendor';
export type { ChatStatus } from './chat-panel.logic';

export interface ChatContext {
  settings: ChatSettings;
  country: Country;
  locale: string;
}

/** The shopper closed the chat (our panel or the vendor's window): not again by itself for a day. */
function markClosed(): void {
  writeSiteCookie(COOKIE.chatClosed, '1', { days: CHAT_CLOSED_COOKIE_DAYS });
  sessionStore().remove(OPEN_STATE_KEY);
}

/** Joins the pre-chat form, the availability check, the vendor and the closed cookie. */
export function useChat({ settings, country, locale }: ChatContext) {
  // Synchronous: a submit right after typing (before a re-render) sends what was typed.
  const [state, panel] = useStore(chatPanelReducer, () =>
    initialChatPanel(
      shouldRestoreOpen(sessionStore().get(OPEN_STATE_KEY) === '1', readCookie(COOKIE.chatClosed)),
    ),
  );
  const vendor = useRef<ChatVendor | null>(null);
  const account = chatAccount(country, settings.accounts);
  const loadVendor = useMemo(() => vendorLoader(settings, account), [settings, account]);

  useChatAvailability(settings, account, loadVendor, vendor, panel.dispatch);

  const startVendor = (data: PrechatData): boolean => {
    try {
      // false: the vendor refused and logged why itself (one line); the form confirms by email.
      return (
        vendor.current?.start(data, { onClose: markClosed }) !== false && vendor.current !== null
      );
    } catch (error) {
      logOnce('error', 'chat:vendor-start', 'the chat vendor failed to start', error);
      return false;
    }
  };

  const openPanel = () => {
    const { status, sent } = panel.getState();
    // Already chatting: the vendor's window is the chat; bring it back.
    if (status === 'chatting' && sent && startVendor(sent)) return;
    // LiveChat loads on the first press, while the shopper fills the form in.
    if (settings.vendor === 'livechat')
      void loadVendor().then((loaded) => (vendor.current = loaded));
    sessionStore().set(OPEN_STATE_KEY, '1');
    panel.dispatch({ type: 'opened' });
  };
  useChatLinks(openPanel);

  /** Validates and sends; returns the first invalid field for the view to focus. */
  const submit = async (): Promise<PrechatField | null> => {
    const { status, values } = panel.getState();
    if (status === 'sending') return null;
    const found = validatePrechat(values, locale);
    panel.dispatch({ type: 'checked', errors: found });
    const first = firstInvalidField(found);
    if (first) return first;
    const data = prechatData(values, account);
    panel.dispatch({ type: 'sent', data });
    if (settings.vendor === 'livechat' || settings.scriptUrl) {
      panel.dispatch({ type: 'sending' });
      vendor.current = await loadVendor();
      if (startVendor(data)) {
        sessionStore().set(CHATTED_KEY, '1');
        // The vendor's window takes over; this is not the shopper closing the chat.
        sessionStore().remove(OPEN_STATE_KEY);
        panel.dispatch({ type: 'chatting' });
        return null;
      }
    }
    panel.dispatch({ type: 'confirmed' });
    return null;
  };

  const { sent, ...shown } = state;
  return {
    ...shown,
    sent,
    openPanel,
    closePanel: () => {
      markClosed();
      panel.dispatch({ type: 'closed' });
    },
    change: (field: PrechatField, value: string) =>
      panel.dispatch({ type: 'changed', field, value }),
    submit,
  };
}

/**
 * Any link to #rove-chat on the page opens the panel (checkout's summary has one,
 * spec/checkout.md §7), with the newest `openPanel`.
 */
function useChatLinks(openPanel: () => void): void {
  const open = useLatest(openPanel);
  useEffect(() => {
    // A link pressed before this element started only moved the address to the anchor: the
    // shopper still asked for the panel, so it opens now, and the anchor leaves the address.
    if (location.hash === CHAT_LINK) {
      history.replaceState(history.state, '', `${location.pathname}${location.search}`);
      open.current();
    }
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Partial<Element> | null)?.closest?.(`a[href="${CHAT_LINK}"]`);
      if (!link) return;
      event.preventDefault();
      open.current();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);
}
