import { Hono, type Context } from 'hono';
import { isValidEmail } from '../../core/validate/email';
import type { DemoDeps, DemoHostEnv } from '../context';
import { setCoupon } from '../db/cart';
import { accountOrderStats, openOrderFor, saveOrderPanes } from '../db/checkout';
import { postedFields } from '../lib/posted-fields';
import { buildCartView, DEMO_COUPONS } from '../shop/cart-view';
import { checkEmail, findProfile } from '../shop/checkout/accounts';
import { orderState } from '../shop/checkout/order-state';
import { storeCreditFor } from '../shop/checkout/store-credit';
import { validateOrder } from '../shop/checkout/order-validation';
import { zoneName } from '../shop/checkout/zones';
import { forgotPasswordPage } from '../templates/checkout-forgot-password';
import { accessError, ownOrder } from './checkout-access';

// The checkout's account and order calls (spec/checkout.md §7): the email check, the membership choice,
// the order validation before payment, the forgot-password popup and the customer record; and
// POST /cart/coupon/apply, the checkout's coupon pane (removal is the cart's /cart/coupon/remove).

/** What an unknown code answers (shown by the coupon pane as is). */
export const INVALID_COUPON = 'This coupon code is not valid.';

export interface EmailCheckReply {
  emailExists: boolean;
  memberExists: boolean;
  memberActive: boolean;
  tradeExists: boolean;
  tradeActive: boolean;
}

export function checkoutApiRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  const noStore = (c: Context) => c.header('Cache-Control', 'no-store');

  app.post('/json/user/exists/check', postedFields, (c) => {
    noStore(c);
    const email = (c.req.valid('form')['email'] ?? '').trim();
    if (!isValidEmail(email)) return c.json({ error: 'email must be an email address' }, 400);
    const reply: EmailCheckReply = checkEmail(deps.db, email);
    return c.json(reply);
  });

  app.post('/json/user/membership/validate', postedFields, (c) => {
    noStore(c);
    const raw = (c.req.valid('form')['value'] ?? '').trim().toLowerCase();
    const value = raw === '1' || raw === 'true' ? 1 : raw === '0' || raw === 'false' ? 0 : null;
    if (value === null) return c.json({ error: 'value must be 1 (join) or 0 (opt out)' }, 400);
    const order = openOrderFor(deps.db, c.get('visitor').loveKey);
    if (!order) return c.json({ error: 'There is no order in checkout' }, 404);
    if (order.membershipMode !== 'optional' && value === 0) {
      return c.json({ error: 'Membership is required for this order.' }, 400);
    }
    const valueChanged = order.panes.membership !== value;
    const panes = { ...order.panes, membership: value as 0 | 1 };
    saveOrderPanes(deps.db, order.orderId, panes);
    const { totals } = orderState(deps, { ...order, panes });
    return c.json({ valueChanged, totals });
  });

  // {code} (JSON or form) → {success, coupon, cart (the CartView), order: {totals, storeCredit} of
  // the open order, or null}; an unknown code → 400 {success: false, error}. Codes are matched
  // case-insensitively, as shoppers type them.
  app.post('/cart/coupon/apply', postedFields, (c) => {
    noStore(c);
    const code = (c.req.valid('form')['code'] ?? '').trim().toUpperCase();
    if (!Object.hasOwn(DEMO_COUPONS, code)) {
      return c.json({ success: false, error: INVALID_COUPON }, 400);
    }
    const visitor = c.get('visitor');
    setCoupon(deps.db, visitor.loveKey, code);
    const open = openOrderFor(deps.db, visitor.loveKey);
    const state = open ? orderState(deps, open) : null;
    return c.json({
      success: true,
      coupon: { code, title: DEMO_COUPONS[code]?.title ?? code },
      cart: buildCartView(deps.db, deps.products, visitor, c.get('shop')),
      order: state && {
        totals: state.totals,
        storeCredit: storeCreditFor(
          deps.db,
          state.order.uid,
          state.order.currency,
          state.totals.total,
        ),
      },
    });
  });

  app.get('/ajax/order-validate/:order_id', (c) => {
    noStore(c);
    const access = ownOrder(c, deps, c.req.param('order_id'), { open: true });
    if (!access.ok) return accessError(c, access);
    const problems = validateOrder(deps, orderState(deps, access.order));
    return c.json({
      success: problems.messages.length === 0,
      errors: problems.messages,
      fields: problems.fields,
    });
  });

  const forgotPassword = (c: Context<DemoHostEnv>, posted: Readonly<Record<string, string>>) => {
    noStore(c);
    const access = ownOrder(c, deps, c.req.param('order_id'));
    if (!access.ok) return accessError(c, access);
    const raw = (posted['email_address'] ?? c.req.query('email_address') ?? '').trim();
    const email = isValidEmail(raw) ? raw : '';
    const hideTitle = c.req.query('hide_title') !== undefined;
    const action = `/ajax/user/forgot-pwd/${access.order.orderId}/?ajax=1${hideTitle ? '&hide_title=1' : ''}`;
    return c.html(
      forgotPasswordPage({
        action,
        email,
        hideTitle,
        sent: c.req.method === 'POST' && email !== '',
      }).toString(),
      c.req.method === 'POST' && email === '' ? 400 : 200,
    );
  };
  for (const path of ['/ajax/user/forgot-pwd/:order_id/', '/ajax/user/forgot-pwd/:order_id']) {
    app.get(path, (c) => forgotPassword(c, {}));
    app.post(path, postedFields, (c) => forgotPassword(c, c.req.valid('form')));
  }

  app.get('/ajax/rove_customer', (c) => {
    noStore(c);
    const user = c.get('visitor').user;
    const profile = user ? findProfile(deps.db, user.uid) : undefined;
    if (!user || !profile) return c.json({ success: false, errors: ['You are not logged in.'] });
    const stats = accountOrderStats(deps.db, user.uid);
    return c.json({
      success: true,
      errors: [],
      id: user.uid,
      email: user.email,
      first_name: profile.first_name,
      last_name: profile.last_name,
      phone: profile.phone,
      customer_address_1: profile.street1,
      customer_address_2: profile.street2,
      city: profile.city,
      province: zoneName(profile.country, profile.zone),
      province_code: profile.zone,
      zip: profile.postal_code,
      country: profile.country,
      created: profile.created,
      order_count: stats.count,
      total_spent: stats.spent,
      tags: profile.tags,
    });
  });

  return app;
}
