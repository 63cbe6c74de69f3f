import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { VisitorRole } from '../../context';
import { addToCart, cartState, setCoupon, storedCartLines } from '../../db/cart';
import { adoptOpenOrder } from '../../db/checkout';
import { CUSTOMER_UID, MEMBER_UID, findUser, findUserByName, type DemoUser } from '../../db/users';

// The demo's POST /user/login (the checkout's login panel posts there, spec/checkout.md §4). A real CMS
// checks a stored password hash and starts a session; the demo accounts share one documented
// password and the session is the ?as= cookie (middleware/visitor.ts), so only the accounts that
// have an ?as= role (Casey, Morgan) can sign in.

/** The demo accounts' password (demo-host/README.md "Demo accounts"): not a secret. */
export const DEMO_PASSWORD = 'rove-demo';

/** Drupal's text for a failed login. */
export const LOGIN_FAILED = 'Sorry, unrecognized username or password.';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
const DEMO_PASSWORD_DIGEST = digest(DEMO_PASSWORD);

/** Compares digests of equal length in constant time, so the answer time says nothing. */
export function isDemoPassword(pass: string): boolean {
  return timingSafeEqual(digest(pass), DEMO_PASSWORD_DIGEST);
}

const ROLE_OF_UID: Readonly<Record<number, Exclude<VisitorRole, 'anonymous'>>> = {
  [CUSTOMER_UID]: 'customer',
  [MEMBER_UID]: 'member',
};

/** The account a login name (user name or email, case-insensitive as Drupal's) points at. */
function findAccount(db: Database, name: string): DemoUser | undefined {
  const byEmail = db.prepare('SELECT uid FROM users WHERE email = ? COLLATE NOCASE').get(name) as
    { uid: number } | undefined;
  return byEmail ? findUser(db, byEmail.uid) : findUserByName(db, name);
}

/**
 * The role to sign in as, or null for a wrong name or password (one answer for both, so the
 * form does not tell which accounts exist).
 *
 * @example signInRole(db, 'casey@example.com', 'rove-demo') // { role: 'customer', uid: 1 }
 */
export function signInRole(
  db: Database,
  name: string,
  pass: string,
): { role: Exclude<VisitorRole, 'anonymous'>; uid: number } | null {
  const account = name.trim() === '' ? undefined : findAccount(db, name.trim());
  const passwordOk = isDemoPassword(pass);
  const role = account ? ROLE_OF_UID[account.uid] : undefined;
  return account && role && passwordOk ? { role, uid: account.uid } : null;
}

/**
 * Where to go after signing in: Drupal's `destination` (`cart/checkout`, or `/cart/checkout`)
 * when it is a path on this site, else the home page. Anything that could leave the site
 * (`//host`, `\host`, a scheme) is refused.
 *
 * @example safeDestination('cart/checkout') // '/cart/checkout'
 * @example safeDestination('https://evil.example/') // '/'
 */
export function safeDestination(raw: string | undefined): string {
  if (!raw) return '/';
  const path = raw.startsWith('/') ? raw.slice(1) : raw;
  const sameSite = /^[A-Za-z0-9][A-Za-z0-9\-._~/]*(\?[A-Za-z0-9\-._~=&%+]*)?$/;
  return sameSite.test(path) && !path.includes('//') ? `/${path}` : '/';
}

/**
 * Moves the guest's cart (lines, coupon) and open order to the account they sign in to, as the
 * CMS does at login: the shopper came from the checkout and must find it as they left it.
 */
export function adoptGuestCart(db: Database, guestKey: string, accountKey: string, uid: number) {
  if (guestKey === accountKey) return;
  db.transaction(() => {
    for (const line of storedCartLines(db, guestKey)) addToCart(db, accountKey, line);
    db.prepare('DELETE FROM cart_lines WHERE visitor = ?').run(guestKey);
    const guestCoupon = cartState(db, guestKey).coupon;
    if (guestCoupon && !cartState(db, accountKey).coupon) setCoupon(db, accountKey, guestCoupon);
    adoptOpenOrder(db, guestKey, accountKey, uid);
  })();
}

/**
 * A failed login goes back to its destination with this one-time cookie holding the name that
 * was tried; the checkout reads and clears it, and its login panel shows {@link LOGIN_FAILED}
 * (a cookie rather than a query flag, so a reload does not show the error again).
 */
export const LOGIN_FAILED_COOKIE = 'rove_demo_login_failed';

/** The cookie's value: prefixed, because an empty cookie value is no cookie to browsers. */
export function loginFailedCookieValue(name: string): string {
  return `n:${name.slice(0, 254)}`;
}

/** The name a failed login tried, from the cookie's value (null when it is not ours). */
export function triedNameFromCookie(value: string | undefined): string | null {
  return value !== undefined && value.startsWith('n:') ? value.slice(2) : null;
}
