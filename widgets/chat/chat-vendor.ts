import type { PrechatData } from './chat.logic';
import { loadVendorScript } from '../../core/vendor-script';

/**
 * The chat vendor's page API, as <rove-chat> uses it. A vendor's own script is adapted to
 * this shape (or the demo host's simulation implements it): `start` opens the vendor's chat
 * window for the shopper with the pre-chat data; `onClose` is called when the shopper closes
 * that window. `start` is only ever called after the shopper submitted the pre-chat form:
 * proactive chat is off (seed 003 §4).
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
