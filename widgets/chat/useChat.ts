import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Country } from '../../core/country';
import { chatMessages } from '../../core/i18n/chat';
import { translate, type MessageKey, type MessageVars } from '../../core/i18n/translate';
import { logOnce } from '../../core/log';
import { resolveAllowedUrl } from '../../core/safe-url';
import { COOKIE } from '../../core/storage/cookie-names';
import { writeSiteCookie } from '../../core/settings/site-cookies';
import { readCookie } from '../../core/storage/cookies';
import { sessionStore } from '../../core/storage/key-value';
import { fetchAvailability } from './chat-api';
import { loadChatVendor, type RoveChatVendor } from './chat-vendor';
import { CHAT_LINK } from '../shared/chat-link';
import {
  CHATTED_KEY,
  CHAT_CLOSED_COOKIE_DAYS,
  EMPTY_PRECHAT,
  OPEN_STATE_KEY,
  chatAccount,
  firstInvalidField,
  prechatData,
  scheduleAvailabilityCheck,
  shouldRestoreOpen,
  validatePrechat,
  type ChatSettings,
  type PrechatData,
  type PrechatErrors,
  type PrechatField,
  type PrechatValues,
} from './chat.logic';

/**
 * Hosts a vendor script may come from besides the site itself (https only). Empty until a chat
 * vendor is chosen: its script host goes here, in code, never in settings (settings are
 * untrusted and must not widen what may run on the page).
 */
export const CHAT_SCRIPT_HOSTS: readonly string[] = [];

export type ChatAvailability = 'unknown' | 'available' | 'unavailable';
export type ChatStatus = 'form' | 'sending' | 'confirmed' | 'chatting';

export interface ChatContext {
  settings: ChatSettings;
  country: Country;
  locale: string;
}

function origin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

/** The vendor <rove-chat> hands the pre-chat answers to, and LiveChat's availability if it is LiveChat. */
type ChatVendor = RoveChatVendor & { availability?: () => Promise<ChatAvailability | null> };

/**
 * Loads the page's chat vendor, once per page: LiveChat (its adapter fetched with it) for
 * `vendor: 'livechat'`, else a host's own script from `scriptUrl` (the site's, or a host in
 * CHAT_SCRIPT_HOSTS). Null when there is none or it fails (logged once).
 */
function vendorLoader(settings: ChatSettings, account: string): () => Promise<ChatVendor | null> {
  let loaded: Promise<ChatVendor | null> | null = null;
  const load = async (): Promise<ChatVendor | null> => {
    if (settings.vendor === 'livechat') {
      const [{ loadLiveChat }, { liveChatSetup }] = await Promise.all([
        import('./livechat-vendor'),
        import('./livechat.logic'),
      ]);
      return loadLiveChat(liveChatSetup(account, settings.scriptUrl, origin()));
    }
    if (!settings.scriptUrl) return null;
    const script = resolveAllowedUrl(settings.scriptUrl, {
      origin: origin(),
      providerHosts: CHAT_SCRIPT_HOSTS,
    });
    if (!script) {
      logOnce(
        'warn',
        'chat:script-url',
        'settings.chat.scriptUrl is not allowed; the chat works without a vendor',
      );
      return null;
    }
    const vendor = await loadChatVendor(script.href);
    if (!vendor) logOnce('warn', 'chat:vendor', 'the chat vendor script did not load');
    return vendor;
  };
  return () => {
    loaded ??= load().then((vendor) => {
      if (!vendor) loaded = null; // a later press tries again
      return vendor;
    });
    return loaded;
  };
}

/** Joins the pre-chat form, the availability check, the vendor and the closed cookie. */
export function useChat({ settings, country, locale }: ChatContext) {
  const [open, setOpen] = useState(() =>
    shouldRestoreOpen(sessionStore().get(OPEN_STATE_KEY) === '1', readCookie(COOKIE.chatClosed)),
  );
  const [values, setValues] = useState<PrechatValues>(EMPTY_PRECHAT);
  const [errors, setErrors] = useState<PrechatErrors>({});
  const [status, setStatus] = useState<ChatStatus>('form');
  const [availability, setAvailability] = useState<ChatAvailability>('unknown');
  const [sent, setSent] = useState<PrechatData | null>(null);
  const vendor = useRef<ChatVendor | null>(null);
  const account = chatAccount(country, settings.accounts);
  const loadVendor = useMemo(() => vendorLoader(settings, account), [settings, account]);

  const t = useCallback(
    (key: MessageKey<typeof chatMessages>, vars?: MessageVars) =>
      translate(chatMessages, key, locale, vars),
    [locale],
  );

  // Seed 003 §4, §9: one availability check, 30 s after load. LiveChat answers it itself when
  // it is on the page — loaded by a launcher press, or now for a shopper who chatted earlier in
  // the session (their conversation comes back); otherwise the site's availability URL does.
  useEffect(() => {
    const url = settings.availabilityUrl
      ? resolveAllowedUrl(settings.availabilityUrl, { origin: origin() })
      : undefined;
    if (settings.availabilityUrl && (!url || url.origin !== origin()))
      logOnce(
        'warn',
        'chat:availability-url',
        'settings.chat.availabilityUrl must be same-origin; no availability check',
      );
    const sameOrigin = url && url.origin === origin() ? url : undefined;
    const liveChat = settings.vendor === 'livechat';
    if (!sameOrigin && !liveChat) return undefined;
    const controller = new AbortController();
    const askSite = () => {
      if (!sameOrigin) return;
      void fetchAvailability(sameOrigin, account, controller.signal).then((reply) => {
        if (controller.signal.aborted) return;
        if (reply.ok) setAvailability(reply.data.available ? 'available' : 'unavailable');
        else
          logOnce(
            'warn',
            'chat:availability',
            'chat availability check failed',
            reply.error.message,
          );
      });
    };
    const cancel = scheduleAvailabilityCheck(() => {
      const chatted = sessionStore().get(CHATTED_KEY) === '1';
      if (!liveChat || (!vendor.current && !chatted)) return askSite();
      void loadVendor()
        .then((chat) => chat?.availability?.() ?? null)
        .then((known) => {
          if (controller.signal.aborted) return;
          if (known) setAvailability(known);
          else askSite();
        });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [settings.availabilityUrl, settings.vendor, account, loadVendor]);

  /** The shopper closed the chat (our panel or the vendor's window): not again by itself for a day. */
  const markClosed = useCallback(() => {
    writeSiteCookie(COOKIE.chatClosed, '1', { days: CHAT_CLOSED_COOKIE_DAYS });
    sessionStore().remove(OPEN_STATE_KEY);
  }, []);

  const startVendor = (data: PrechatData): boolean => {
    try {
      vendor.current?.start(data, { onClose: markClosed });
      return vendor.current !== null;
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

  // Any link to #rove-chat on the page opens the panel (checkout's summary has one, seed 002 §7).
  const openFromLink = useRef(openPanel);
  openFromLink.current = openPanel;
  useEffect(() => {
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
    // The message stays until the next submit re-checks, except once the field is fixed.
    setErrors((previous) => {
      if (previous[field] === undefined) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
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
    t,
    openPanel,
    closePanel,
    change,
    submit,
  };
}
