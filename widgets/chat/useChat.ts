import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Country } from '../../core/country';
import { logOnce } from '../../core/log';
import { COOKIE } from '../../core/storage/cookie-names';
import { writeSiteCookie } from '../../core/settings/site-cookies';
import { readCookie } from '../../core/storage/cookies';
import { sessionStore } from '../../core/storage/key-value';
import { vendorLoader } from './chat-vendor';
import type { ChatVendor } from './chat-vendor-interface';
import { CHAT_LINK } from '../shared/chat-link';
import { withoutErrors } from '../shared/field-errors.logic';
import {
  CHATTED_KEY,
  CHAT_CLOSED_COOKIE_DAYS,
  EMPTY_PRECHAT,
  OPEN_STATE_KEY,
  chatAccount,
  firstInvalidField,
  prechatData,
  shouldRestoreOpen,
  validatePrechat,
  type ChatSettings,
  type PrechatData,
  type PrechatErrors,
  type PrechatField,
  type PrechatValues,
} from './chat.logic';
import { useChatAvailability } from './useChatAvailability';

// The URL policy's tests (tests/security/open-redirect.test.ts) read the allow-list from here.
export { CHAT_SCRIPT_HOSTS } from './chat-vendor';

export type ChatStatus = 'form' | 'sending' | 'confirmed' | 'chatting';

export interface ChatContext {
  settings: ChatSettings;
  country: Country;
  locale: string;
}

/** Joins the pre-chat form, the availability check, the vendor and the closed cookie. */
export function useChat({ settings, country, locale }: ChatContext) {
  const [open, setOpen] = useState(() =>
    shouldRestoreOpen(sessionStore().get(OPEN_STATE_KEY) === '1', readCookie(COOKIE.chatClosed)),
  );
  const [values, setValues] = useState<PrechatValues>(EMPTY_PRECHAT);
  const [errors, setErrors] = useState<PrechatErrors>({});
  const [status, setStatus] = useState<ChatStatus>('form');
  const [sent, setSent] = useState<PrechatData | null>(null);
  const vendor = useRef<ChatVendor | null>(null);
  const account = chatAccount(country, settings.accounts);
  const loadVendor = useMemo(() => vendorLoader(settings, account), [settings, account]);

  const availability = useChatAvailability(settings, account, loadVendor, vendor);

  /** The shopper closed the chat (our panel or the vendor's window): not again by itself for a day. */
  const markClosed = useCallback(() => {
    writeSiteCookie(COOKIE.chatClosed, '1', { days: CHAT_CLOSED_COOKIE_DAYS });
    sessionStore().remove(OPEN_STATE_KEY);
  }, []);

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
    // Already chatting: the vendor's window is the chat; bring it back.
    if (status === 'chatting' && sent && startVendor(sent)) return;
    // LiveChat loads on the first press, while the shopper fills the form in.
    if (settings.vendor === 'livechat')
      void loadVendor().then((loaded) => (vendor.current = loaded));
    sessionStore().set(OPEN_STATE_KEY, '1');
    setOpen(true);
  };

  // Any link to #rove-chat on the page opens the panel (checkout's summary has one, spec/checkout.md §7).
  const openFromLink = useRef(openPanel);
  openFromLink.current = openPanel;
  useEffect(() => {
    // A link pressed before this element started only moved the address to the anchor: the
    // shopper still asked for the panel, so it opens now, and the anchor leaves the address.
    if (location.hash === CHAT_LINK) {
      history.replaceState(history.state, '', `${location.pathname}${location.search}`);
      openFromLink.current();
    }
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Partial<Element> | null)?.closest?.(`a[href="${CHAT_LINK}"]`);
      if (!link) return;
      event.preventDefault();
      openFromLink.current();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const closePanel = () => {
    markClosed();
    setOpen(false);
  };

  // The latest values, so a submit right after typing (before a re-render) sends what was typed.
  const latestValues = useRef(values);
  const change = (field: PrechatField, value: string) => {
    latestValues.current = { ...latestValues.current, [field]: value };
    setValues(latestValues.current);
    // The message stays until the next submit re-checks, except once the field is edited.
    setErrors((previous) => withoutErrors(previous, [field]));
  };

  /** Validates and sends; returns the first invalid field for the view to focus. */
  const submit = async (): Promise<PrechatField | null> => {
    if (status === 'sending') return null;
    const values = latestValues.current;
    const found = validatePrechat(values, locale);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) return first;
    const data = prechatData(values, account);
    setSent(data);
    if (settings.vendor === 'livechat' || settings.scriptUrl) {
      setStatus('sending');
      vendor.current = await loadVendor();
      if (startVendor(data)) {
        setStatus('chatting');
        sessionStore().set(CHATTED_KEY, '1');
        // The vendor's window takes over; this is not the shopper closing the chat.
        sessionStore().remove(OPEN_STATE_KEY);
        setOpen(false);
        return null;
      }
    }
    setStatus('confirmed');
    return null;
  };

  return {
    open,
    values,
    errors,
    status,
    availability,
    sent,
    openPanel,
    closePanel,
    change,
    submit,
  };
}
