import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { DemoDeps, DemoHostEnv, Visitor, VisitorRole } from '../context';
import { CUSTOMER_UID, MEMBER_UID, findUser } from '../db/users';

// Demo-only visitor switching. A real CMS knows the visitor from its session; here `?as=` picks a
// simulated account and a cookie keeps it, so marketers and tests can flip between states.

export const AS_COOKIE = 'rove_demo_as';
export const VISITOR_COOKIE = 'rove_demo_visitor';

const ROLES: readonly VisitorRole[] = ['anonymous', 'customer', 'member'];
const ROLE_UID = { customer: CUSTOMER_UID, member: MEMBER_UID } as const;
const VISITOR_ID = /^[A-Za-z0-9-]{16,64}$/;
const DAY = 24 * 60 * 60;

function isRole(value: unknown): value is VisitorRole {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function visitorMiddleware(deps: Pick<DemoDeps, 'db'>): MiddlewareHandler<DemoHostEnv> {
  return async (c, next) => {
    const asked = c.req.query('as');
    let role: VisitorRole = 'anonymous';
    if (isRole(asked)) {
      role = asked;
      setCookie(c, AS_COOKIE, role, { path: '/', sameSite: 'Lax', maxAge: 30 * DAY });
    } else {
      const remembered = getCookie(c, AS_COOKIE);
      if (isRole(remembered)) role = remembered;
    }

    const user = role === 'anonymous' ? undefined : findUser(deps.db, ROLE_UID[role]);
    let visitor: Visitor;
    if (user && role !== 'anonymous') {
      visitor = { role, user, loveKey: `uid:${user.uid}` };
    } else {
      // Anonymous loves need a stable identity across requests, like Drupal's session cookie.
      let id = getCookie(c, VISITOR_COOKIE);
      if (!id || !VISITOR_ID.test(id)) {
        id = randomUUID();
        setCookie(c, VISITOR_COOKIE, id, {
          path: '/',
          sameSite: 'Lax',
          httpOnly: true,
          maxAge: 365 * DAY,
        });
      }
      visitor = { role: 'anonymous', user: null, loveKey: `anon:${id}` };
    }
    c.set('visitor', visitor);
    await next();
  };
}
