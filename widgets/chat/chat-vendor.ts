import type { PrechatData } from './chat.logic';
import { trustedScriptUrl } from '../../core/trusted-types';

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

let loading: Promise<RoveChatVendor | null> | null = null;

/**
 * Loads the vendor's script once (a `<script src>` appended to the head: allowed by a strict
 * CSP that lists the script's origin, no inline code) and resolves its API, or null when the
 * script fails or does not define it. A failure forgets the promise so a later submit may try
 * again (the stripe-js loader's rule). `src` must already have passed the URL policy.
 *
 * @example const vendor = await loadChatVendor('https://shop.example/chat.js');
 */
export function loadChatVendor(
  src: string,
  doc: Document = document,
): Promise<RoveChatVendor | null> {
  const win = doc.defaultView;
  if (!win) return Promise.resolve(null);
  const present = vendorOf(win);
  if (present) return Promise.resolve(present);
  loading ??= new Promise<RoveChatVendor | null>((resolve) => {
    const script = doc.createElement('script');
    try {
      // Signed by the SDK's Trusted Types policy (same origin or Stripe.js only); a page that
      // enforces Trusted Types refuses a plain string here.
      script.src = trustedScriptUrl(src) as string;
    } catch {
      resolve(null);
      return;
    }
    script.async = true;
    script.dataset['rove'] = 'chat-vendor';
    script.addEventListener('load', () => resolve(vendorOf(win)), { once: true });
    script.addEventListener('error', () => resolve(null), { once: true });
    doc.head.append(script);
  }).then((vendor) => {
    if (!vendor) loading = null;
    return vendor;
  });
  return loading;
}

/** Forgets the loading promise (tests). */
export function resetChatVendor(): void {
  loading = null;
}
