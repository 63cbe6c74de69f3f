import { Hono } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { countCart } from '../db/cart';
import { countLoves } from '../db/loves';

// GET {base}ajax/live_info.json?pathname=…[&init=1] (spec/shell.md §7), polled every 5 minutes. The
// seed does not show the response, so the demo answers a small, stable shape.

export interface LiveInfo {
  ok: true;
  pathname: string;
  init: boolean;
  cart_count: number;
  love_count: number;
  announcement: string | null;
  server_time: string;
}

const ANNOUNCEMENTS: Readonly<Record<string, string>> = {
  US: 'Free shipping on orders over $999.',
  CA: 'Free shipping on orders over C$1,299.',
  AU: 'Free shipping on orders over AU$1,499.',
  KR: 'Free shipping on orders over 1,300,000₩.',
  UK: 'Free shipping on orders over £799.',
  HK: 'Free shipping on orders over HK$7,799.',
};

export function liveInfoRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  app.get('/ajax/live_info.json', (c) => {
    const pathname = (c.req.query('pathname') ?? '').slice(0, 2048);
    const body: LiveInfo = {
      ok: true,
      pathname,
      init: c.req.query('init') === '1',
      cart_count: countCart(deps.db, c.get('visitor').loveKey),
      love_count: countLoves(deps.db, c.get('visitor').loveKey),
      announcement: ANNOUNCEMENTS[c.get('shop').country] ?? null,
      server_time: new Date().toISOString(),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
  return app;
}
