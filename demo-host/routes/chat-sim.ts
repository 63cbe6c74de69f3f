import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { DemoDeps, DemoHostEnv } from '../context';
import { markup, type SafeHtml } from '../lib/html';

// The live chat of the demo's /help page (spec/marketing.md §4 'Live chat'): LiveChat's accounts, its
// script pointed at the simulation (/simulated/livechat/tracking.js, see payments-simulated.ts)
// and the site's own agent availability check. No network, no real vendor.

/**
 * Demo override for tests and demos: the `demo_chat_agents` cookie, '1' (agents online) or
 * '0' (nobody there). Without it agents are online on weekdays 9:00–17:00, server local time.
 */
export const AGENTS_COOKIE = 'demo_chat_agents';

/** Whether agents answer at `now` (weekdays 9–17 local time). */
export function agentsOnDuty(now: Date): boolean {
  const day = now.getDay();
  const hour = now.getHours();
  return day >= 1 && day <= 5 && hour >= 9 && hour < 17;
}

/** The shop's LiveChat licence and a group per country (settings.chat.accounts). */
export const DEMO_CHAT_ACCOUNTS = {
  HK: '19000001:2',
  AU: '19000001:3',
  KR: '19000001:4',
  default: '19000001:1',
} as const;

/**
 * settings.chat for the pages that carry <rove-chat> (the /help page): a real site leaves
 * scriptUrl out and the SDK loads https://cdn.livechatinc.com/tracking.js.
 */
export const HELP_CHAT_SETTINGS = {
  vendor: 'livechat',
  scriptUrl: '/simulated/livechat/tracking.js',
  availabilityUrl: '/chat/availability',
  accounts: DEMO_CHAT_ACCOUNTS,
};

/** The chat tag as a content page carries it (the launcher needs no fallback content). */
export function chatTag(): SafeHtml {
  return markup`<rove-chat></rove-chat>`;
}

const ACCOUNTS = new Set<string>(Object.values(DEMO_CHAT_ACCOUNTS));

export function chatSimRoutes(_deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  // GET /chat/availability?account=… → {available}
  app.get('/chat/availability', (c) => {
    const account = c.req.query('account') ?? '';
    if (!ACCOUNTS.has(account)) return c.json({ error: 'Unknown chat account' }, 400);
    const override = getCookie(c, AGENTS_COOKIE);
    const available = override === '1' ? true : override === '0' ? false : agentsOnDuty(new Date());
    c.header('Cache-Control', 'no-store');
    return c.json({ available });
  });
  return app;
}
