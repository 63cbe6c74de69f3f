import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { DemoDeps, DemoHostEnv } from '../context';
import { findUserByName } from '../db/users';
import type { SafeHtml } from '../lib/html';
import { postedFields } from '../lib/posted-fields';
import { AS_COOKIE } from '../middleware/visitor';
import {
  adoptGuestCart,
  LOGIN_FAILED_COOKIE,
  loginFailedCookieValue,
  safeDestination,
  LOGIN_FAILED,
  signInRole,
  triedNameFromCookie,
} from '../shop/checkout/demo-login';
import { layout } from '../templates/layout';
import {
  loginPage,
  PAGE_STYLESHEET,
  passwordPage,
  type DrupalMessage,
} from '../templates/user-pages';
import { pageContext } from './page-context';

// POST /user/login/check-role (spec/shell.md §6, spec/product.md §7): the login form posts the user name and
// reads check_role, true for staff accounts ('admin', 'staff' in the demo). POST /user/login
// (the checkout's login panel, spec/checkout.md §4): name (user name or email) and pass → the ?as=
// session of that account and 303 to the same-site `destination`; a failure → 303 back to the
// destination with a one-time cookie that makes the checkout show Drupal's message.
// GET /user/login and GET|POST /user/password: Drupal's login and 'Request new password' pages
// (templates/user-pages.ts), where the loader's staff check and password-reset behaviours run.

/** Drupal 7's texts after a password request (user_pass_submit, user_pass_validate). */
export const PASSWORD_SENT = 'Further instructions have been sent to your e-mail address.';
export const passwordUnknown = (name: string) =>
  `Sorry, ${name} is not recognized as a user name or an e-mail address.`;

/** The login page's own form: a failed login comes back to it rather than to the destination. */
const LOGIN_PAGE_FORM = 'user_login_block';

const DAY = 24 * 60 * 60;

export function userRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  // An unreadable body has no name: the answer is then check_role false.
  app.post('/user/login/check-role', postedFields, (c) => {
    const name = (c.req.valid('form')['name'] ?? '').trim();
    const user = name ? findUserByName(deps.db, name) : undefined;
    c.header('Cache-Control', 'no-store');
    return c.json({ check_role: user?.staff === true });
  });
  app.post('/user/login', postedFields, (c) => {
    c.header('Cache-Control', 'no-store');
    const fields = c.req.valid('form');
    const name = (fields['name'] ?? '').trim();
    const destination = safeDestination(c.req.query('destination') ?? fields['destination']);
    const signedIn = signInRole(deps.db, name, fields['pass'] ?? '');
    if (!signedIn) {
      const back =
        fields['form_id'] === LOGIN_PAGE_FORM
          ? `/user/login?destination=${encodeURIComponent(destination.slice(1))}`
          : destination;
      setCookie(c, LOGIN_FAILED_COOKIE, loginFailedCookieValue(name), {
        path: '/',
        sameSite: 'Lax',
        httpOnly: true,
        maxAge: 60,
      });
      return c.redirect(back, 303);
    }
    // The same session ?as= starts (middleware/visitor.ts), with the guest's cart carried over.
    setCookie(c, AS_COOKIE, signedIn.role, { path: '/', sameSite: 'Lax', maxAge: 30 * DAY });
    const visitor = c.get('visitor');
    if (visitor.role === 'anonymous')
      adoptGuestCart(deps.db, visitor.loveKey, `uid:${signedIn.uid}`, signedIn.uid);
    return c.redirect(destination, 303);
  });

  const userPage = (c: Context<DemoHostEnv>, title: string, main: SafeHtml) => {
    const { chrome, settings } = pageContext(c, deps);
    c.header('Cache-Control', 'no-store');
    return c.html(
      layout({
        chrome,
        title,
        bodyClasses: ['page-user'],
        settings: { kind: 'json', settings },
        bodyStart: PAGE_STYLESHEET,
        main,
      }).toString(),
    );
  };

  app.get('/user/login', (c) => {
    const flash = getCookie(c, LOGIN_FAILED_COOKIE);
    if (flash !== undefined) deleteCookie(c, LOGIN_FAILED_COOKIE, { path: '/' });
    const tried = triedNameFromCookie(flash);
    const message: DrupalMessage | null =
      tried === null ? null : { kind: 'error', text: LOGIN_FAILED };
    const destination = safeDestination(c.req.query('destination')).slice(1);
    return userPage(c, 'User account', loginPage({ name: tried ?? '', message, destination }));
  });

  app.get('/user/password', (c) =>
    userPage(
      c,
      'Request new password',
      passwordPage({ name: c.req.query('name') ?? '', message: null, fieldError: false }),
    ),
  );
  app.post('/user/password', postedFields, (c) => {
    const name = (c.req.valid('form')['name'] ?? '').trim();
    // Drupal finds the account by e-mail address first, then by user name.
    const user = name
      ? ((deps.db.prepare('SELECT name FROM users WHERE email = ? COLLATE NOCASE').get(name) as
          { name: string } | undefined) ?? findUserByName(deps.db, name))
      : undefined;
    if (!user) {
      return userPage(
        c,
        'Request new password',
        passwordPage({
          name,
          message: { kind: 'error', text: passwordUnknown(name) },
          fieldError: true,
        }),
      );
    }
    // The demo sends no mail; Drupal shows this above the login form.
    return userPage(
      c,
      'User account',
      loginPage({ name: '', message: { kind: 'status', text: PASSWORD_SENT }, destination: '' }),
    );
  });

  return app;
}
