import { logOnce } from '../../core/log';
import { resolveAllowedUrl } from '../../core/sanitize/safe-url';
import type { ChatSettings, PrechatData } from './chat.logic';
import type { ChatVendor } from './chat-vendor-interface';
import { loadVendorScript } from '../../core/vendor-script';

/**
 * The chat vendor's page API, as <rove-chat> uses it. A vendor's own script is adapted to
 * this shape (or the demo host's simulation implements it): `start` opens the vendor's chat
 * window for the shopper with the pre-chat data; `onClose` is called when the shopper closes
 * that window. `start` is only ever called after the shopper submitted the pre-chat form:
 * proactive chat is off (spec/marketing.md §4).
 *
 * @example window.RoveChatVendor?.start({ account: 'main', name: 'Ana', email: 'ana@rove.shop', existingOrder: false, orderNumber: '' }, { onClose() {} })
 */
export interface RoveChatVendor {
  start(data: PrechatData, options?: { onClose?: () => void }): void;
}

declare global {
  interface Window {
    RoveChatVendor?: RoveChatVendor;
  }
}

function vendorOf(win: Window): RoveChatVendor | null {
  const vendor = win.RoveChatVendor;
  return vendor && typeof vendor.start === 'function' ? vendor : null;
}

/**
 * Loads the vendor's script once (core/vendor-script: a `<script src>`, no inline code; a
 * vendor already on the page is used) and resolves its API, or null when the script fails or
 * does not define it. `src` must already have passed the URL policy.
 *
 * @example const vendor = await loadChatVendor('https://shop.example/chat.js');
 */
export function loadChatVendor(
  src: string,
  doc: Document = document,
): Promise<RoveChatVendor | null> {
  return loadVendorScript({ src, ready: vendorOf, name: 'chat-vendor' }, doc);
}

/**
 * Hosts a vendor script may come from besides the site itself (https only). Empty until a chat
 * vendor is chosen: its script host goes here, in code, never in settings (settings are
 * untrusted and must not widen what may run on the page).
 */
export const CHAT_SCRIPT_HOSTS: readonly string[] = [];

/** The page's origin ('' where there is no page). */
export function pageOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

/**
 * Loads the page's chat vendor, once per page: LiveChat (its adapter fetched with it) for
 * `vendor: 'livechat'`, else a host's own script from `scriptUrl` (the site's, or a host in
 * CHAT_SCRIPT_HOSTS). Null when there is none or it fails (logged once).
 */
export function vendorLoader(
  settings: ChatSettings,
  account: string,
): () => Promise<ChatVendor | null> {
  let loaded: Promise<ChatVendor | null> | null = null;
  const load = async (): Promise<ChatVendor | null> => {
    if (settings.vendor === 'livechat') {
      const [{ loadLiveChat }, { liveChatSetup }] = await Promise.all([
        import('./livechat-vendor'),
        import('./livechat.logic'),
      ]);
      return loadLiveChat(liveChatSetup(account, settings.scriptUrl, pageOrigin()));
    }
    if (!settings.scriptUrl) return null;
    const script = resolveAllowedUrl(settings.scriptUrl, {
      origin: pageOrigin(),
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
