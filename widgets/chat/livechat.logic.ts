import { resolveAllowedUrl } from '../../core/safe-url';
import type { PrechatData } from './chat.logic';

// LiveChat (text.com) behind <rove-chat> (issue 26, seed 003 §4 'Live chat'): which account
// a shop's chat uses, the script, and what the pre-chat form tells LiveChat. Pure;
// livechat-vendor.ts carries it out.

/** LiveChat's widget script, as its install snippet loads it. */
export const LIVECHAT_SCRIPT = 'https://cdn.livechatinc.com/tracking.js';

const LIVECHAT_HOSTS = ['cdn.livechatinc.com'];

/** What LiveChat's script reads from `window.__lc`. */
export interface LiveChatConfig {
  license: number;
  group?: number;
  integration_name: string;
  product_name: 'livechat';
}

export type LiveChatSetup =
  { on: true; config: LiveChatConfig; src: string } | { on: false; problem: string };

/**
 * LiveChat's setup for the shop's account (`chat.accounts` by country, seed 003 §4): an
 * account is the licence number, or `licence:group` for one of its groups. The script is
 * LiveChat's, or `scriptUrl` on the site or LiveChat's CDN.
 *
 * @example liveChatSetup('12345678:2', '', 'https://shop.example') // { on: true, config: { license: 12345678, group: 2, … }, src: LIVECHAT_SCRIPT }
 */
export function liveChatSetup(account: string, scriptUrl: string, origin: string): LiveChatSetup {
  const match = /^(\d{1,12})(?::(\d{1,6}))?$/.exec(account);
  if (!match) return { on: false, problem: `LiveChat account "${account}" is not licence[:group]` };
  const src = resolveAllowedUrl(scriptUrl || LIVECHAT_SCRIPT, {
    origin,
    providerHosts: LIVECHAT_HOSTS,
  });
  if (!src)
    return { on: false, problem: 'settings.chat.scriptUrl is neither the site’s nor LiveChat’s' };
  return {
    on: true,
    src: src.href,
    config: {
      license: Number(match[1]),
      ...(match[2] ? { group: Number(match[2]) } : {}),
      integration_name: 'rove-widgets',
      product_name: 'livechat',
    },
  };
}

/**
 * The pre-chat answers as LiveChat's session variables (the name and email have their own
 * calls): whether there is an order, and its number when given.
 *
 * @example sessionVariables({ account: '1', name: 'Ana', email: 'a@b.co', existingOrder: true, orderNumber: '0042' }) // { existing_order: 'Yes', order_number: '0042' }
 */
export function sessionVariables(data: PrechatData): Record<string, string> {
  return {
    existing_order: data.existingOrder ? 'Yes' : 'No',
    ...(data.orderNumber ? { order_number: data.orderNumber } : {}),
  };
}

/** LiveChat's `availability` state → the launcher's wording ('Agents available' / 'Leave us a message'). */
export function availabilityOf(state: unknown): 'available' | 'unavailable' | null {
  const availability = (state as { availability?: unknown } | null)?.availability;
  if (availability === 'online') return 'available';
  if (availability === 'offline') return 'unavailable';
  return null;
}
