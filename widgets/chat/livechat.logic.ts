import { resolveAllowedUrl } from '../../core/sanitize/safe-url';
import type { PrechatData } from './chat.logic';

// LiveChat (text.com) behind <rove-chat> (docs/vendors/livechat.md): which account a shop's
// chat uses, the script, what the pre-chat form tells LiveChat and what LiveChat's events mean
// for the chat. Pure; livechat-vendor.ts carries it out.

/** LiveChat's widget script, the one its install snippet loads (docs/vendors/livechat.md, Script). */
export const LIVECHAT_SCRIPT = 'https://cdn.livechatinc.com/tracking.js';

const LIVECHAT_HOSTS = ['cdn.livechatinc.com'];

/** The account as `@livechat/widget-core`'s `createWidget` takes it: strings, like its adapters' props. */
export interface LiveChatAccount {
  license: string;
  group?: string;
}

export type LiveChatSetup =
  { on: true; account: LiveChatAccount; src: string } | { on: false; problem: string };

/**
 * LiveChat's setup for the shop's account (`chat.accounts` by country): an account is the
 * licence number, or `licence:group` for one of its groups — LiveChat's way to split one
 * licence by department (docs/vendors/livechat.md, Script). The script is LiveChat's, or
 * `scriptUrl` on the site or LiveChat's CDN.
 *
 * @example liveChatSetup('12345678:2', '', 'https://shop.example') // { on: true, account: { license: '12345678', group: '2' }, src: LIVECHAT_SCRIPT }
 */
export function liveChatSetup(account: string, scriptUrl: string, origin: string): LiveChatSetup {
  const match = /^(\d{1,12})(?::(\d{1,6}))?$/.exec(account);
  if (!match?.[1])
    return { on: false, problem: `LiveChat account "${account}" is not licence[:group]` };
  const src = resolveAllowedUrl(scriptUrl || LIVECHAT_SCRIPT, {
    origin,
    providerHosts: LIVECHAT_HOSTS,
  });
  if (!src)
    return { on: false, problem: 'settings.chat.scriptUrl is neither the site’s nor LiveChat’s' };
  return {
    on: true,
    src: src.href,
    account: { license: match[1], ...(match[2] ? { group: match[2] } : {}) },
  };
}

/**
 * The pre-chat answers as LiveChat's session variables (the name and email have their own
 * setters): whether there is an order, and its number when given. Sent with
 * `set_session_variables`, which replaces what an earlier form sent (an order number dropped
 * on a second form does not linger).
 *
 * @example sessionVariables({ account: '1', name: 'Ana', email: 'a@b.co', existingOrder: true, orderNumber: '0042' }) // { existing_order: 'Yes', order_number: '0042' }
 */
export function sessionVariables(data: PrechatData): Record<string, string> {
  return {
    existing_order: data.existingOrder ? 'Yes' : 'No',
    ...(data.orderNumber ? { order_number: data.orderNumber } : {}),
  };
}

/** LiveChat's group `availability` → the launcher's wording ('Agents available' / 'Leave us a message'). */
export function availabilityOf(availability: unknown): 'available' | 'unavailable' | null {
  if (availability === 'online') return 'available';
  if (availability === 'offline') return 'unavailable';
  return null;
}

/**
 * What a `visibility_changed` means for <rove-chat>: LiveChat's window is open while
 * `maximized`; leaving that for `minimized` or `hidden` is the shopper closing the chat.
 *
 * @example visibilityStep(true, 'minimized') // { open: false, closed: true }
 */
export function visibilityStep(
  wasOpen: boolean,
  visibility: unknown,
): { open: boolean; closed: boolean } {
  if (visibility === 'maximized') return { open: true, closed: false };
  return { open: false, closed: wasOpen };
}
