import { Hono, type Context } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { addLove, countLoves, removeLove } from '../db/loves';
import { checkEmail } from '../shop/request-checks';
import { LOVE_FORM_HTML } from '../templates/love-form';

// The wishlist endpoints of spec/shell.md §7: GET /uc_love/ajax_validate and GET /uc_love/ajax.

type Parsed<T> = { ok: true; value: T } | { ok: false; status: 400 | 404; error: string };

function parseNid(raw: string | undefined, deps: DemoDeps): Parsed<number> {
  if (!raw || !/^\d{1,9}$/.test(raw))
    return { ok: false, status: 400, error: 'nid must be a product id' };
  const nid = Number(raw);
  if (!deps.products.byNid(nid)) return { ok: false, status: 404, error: `Unknown product ${nid}` };
  return { ok: true, value: nid };
}

function parseEmail(raw: string | undefined): Parsed<string | null> {
  // No email is an anonymous love; one that is there follows the SDK's rule.
  return (raw ?? '').trim() === '' ? { ok: true, value: null } : checkEmail(raw);
}

function parseSubscribe(raw: string | undefined): Parsed<boolean> {
  if (raw === undefined || raw === '' || raw === '0') return { ok: true, value: false };
  if (raw === '1') return { ok: true, value: true };
  return { ok: false, status: 400, error: 'subscribe must be 0 or 1' };
}

function fail(c: Context<DemoHostEnv>, parsed: { status: 400 | 404; error: string }) {
  return c.json({ error: parsed.error }, parsed.status);
}

export function loveRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();

  // Per-visitor answers must never be cached by a proxy or the browser.
  app.use('/uc_love/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });

  /** validate: whether to ask for an email first (anonymous visitors only). */
  app.get('/uc_love/ajax_validate', (c) => {
    const nid = parseNid(c.req.query('nid'), deps);
    if (!nid.ok) return fail(c, nid);
    const anonymous = c.get('visitor').user === null;
    return c.json({ validate: anonymous, html: anonymous ? LOVE_FORM_HTML : '' });
  });

  /** op=add|remove; answers the visitor's new love count. */
  app.get('/uc_love/ajax', (c) => {
    const op = c.req.query('op');
    if (op !== 'add' && op !== 'remove') return c.json({ error: 'op must be add or remove' }, 400);
    const nid = parseNid(c.req.query('nid'), deps);
    if (!nid.ok) return fail(c, nid);
    const { loveKey } = c.get('visitor');
    if (op === 'add') {
      const email = parseEmail(c.req.query('email'));
      if (!email.ok) return fail(c, email);
      const subscribe = parseSubscribe(c.req.query('subscribe'));
      if (!subscribe.ok) return fail(c, subscribe);
      addLove(deps.db, loveKey, nid.value, { email: email.value, subscribe: subscribe.value });
    } else {
      removeLove(deps.db, loveKey, nid.value);
    }
    return c.json({ cnt: countLoves(deps.db, loveKey) });
  });

  return app;
}
