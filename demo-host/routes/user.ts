import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { DemoDeps, DemoHostEnv } from '../context';
import { findUserByName } from '../db/users';
import { postedFields } from '../lib/posted-fields';
import { AS_COOKIE } from '../middleware/visitor';
import {
  adoptGuestCart,
  LOGIN_FAILED_COOKIE,
  loginFailedCookieValue,
  safeDestination,
  signInRole,
} from '../shop/checkout/demo-login';

// POST /user/login/check-role (seed 000 §6, seed 001 §7): the login form posts the user name and
// reads check_role, true for staff accounts ('admin', 'staff' in the demo). POST /user/login
// (the checkout's login panel, seed 002 §4): name (user name or email) and pass → the ?as=
// session of that account and 303 to the same-site `destination`; a failure → 303 back to the
// destination with a one-time cookie that makes the checkout show Drupal's message.

const DAY = 24 * 60 * 60;

async function postedName(c: Context<DemoHostEnv>): Promise<string> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (
      type.includes('application/x-www-form-urlencoded') ||
      type.includes('multipart/form-data')
    ) {
      const body = await c.req.parseBody();
      return typeof body.name === 'string' ? body.name : '';
    }
    // JSON, or JSON sent as text/plain (as some clients do to skip a CORS preflight).
    const text = await c.req.text();
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object' && 'name' in parsed) {
      const { name } = parsed as { name: unknown };
      return typeof name === 'string' ? name : '';
    }
  } catch {
    // An unreadable body is simply "no name": the answer is then check_role false.
  }
  return '';
}

export function userRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  app.post('/user/login/check-role', async (c) => {
    const name = (await postedName(c)).trim();
    const user = name ? findUserByName(deps.db, name) : undefined;
    c.header('Cache-Control', 'no-store');
    return c.json({ check_role: user?.staff === true });
  });
  app.post('/user/login', async (c) => {
    c.header('Cache-Control', 'no-store');
    const fields = await postedFields(c);
    const name = (fields['name'] ?? '').trim();
    const destination = safeDestination(c.req.query('destination') ?? fields['destination']);
    const signedIn = signInRole(deps.db, name, fields['pass'] ?? '');
    if (!signedIn) {
      setCookie(c, LOGIN_FAILED_COOKIE, loginFailedCookieValue(name), {
        path: '/',
        sameSite: 'Lax',
        httpOnly: true,
        maxAge: 60,
      });
      return c.redirect(destination, 303);
    }
    // The same session ?as= starts (middleware/visitor.ts), with the guest's cart carried over.
    setCookie(c, AS_COOKIE, signedIn.role, { path: '/', sameSite: 'Lax', maxAge: 30 * DAY });
    const visitor = c.get('visitor');
    if (visitor.role === 'anonymous')
      adoptGuestCart(deps.db, visitor.loveKey, `uid:${signedIn.uid}`, signedIn.uid);
    return c.redirect(destination, 303);
  });

  return app;
}
