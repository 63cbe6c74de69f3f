import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import type { DemoDeps, DemoHostEnv } from '../context';
import { countCart } from '../db/cart';
import { markup } from '../lib/html';
import {
  ensureOpenOrder,
  latestPlacedOrder,
  openOrderFor,
  saveOrderPanes,
  setMembershipMode,
  setOpenStatus,
  type MembershipMode,
  type OrderRecord,
} from '../db/checkout';
import { addressErrors, type FieldErrors } from '../shop/checkout/address-rules';
import { BNPL_ROUTES_COOKIE, bnplRoutesFor } from '../shop/checkout/bnpl-routes';
import { buildCheckoutSettings } from '../shop/checkout/checkout-settings';
import { completeOrder, COMPLETE_URL } from '../shop/checkout/completion';
import {
  LOGIN_FAILED,
  LOGIN_FAILED_COOKIE,
  triedNameFromCookie,
} from '../shop/checkout/demo-login';
import { readCheckoutForm, field } from '../shop/checkout/form-fields';
import { orderState } from '../shop/checkout/order-state';
import { problemMessages, validateOrder } from '../shop/checkout/order-validation';
import { mergePanes } from '../shop/checkout/panes';
import { storeCreditFor } from '../shop/checkout/store-credit';
import {
  CHECKOUT_PROVIDER_SCRIPTS,
  DEMO_AFFIRM,
  DEMO_KOREAN_POSTCODE,
  DEMO_MAPS,
} from '../simulations/provider-scripts';
import { checkoutCompletePage } from '../templates/checkout-complete-page';
import { checkoutPage } from '../templates/checkout-page';
import { checkoutReviewPage } from '../templates/checkout-review-page';
import { layout } from '../templates/layout';
import { pageContext } from './page-context';
import { checkoutTracking, purchaseTracking } from '../shop/checkout/order-tracking';
import { HELP_CHAT_SETTINGS, chatTag } from './chat-sim';

// The checkout pages and the checkout form's post (spec/checkout.md §2, §7):
// GET /cart/checkout, POST /cart/checkout (op 'Calculate Shipping' | 'Review order'),
// GET|POST /cart/checkout/review, GET /cart/checkout/complete.

export const OPS = { calculate: 'Calculate Shipping', review: 'Review order' } as const;

// Demo switch: ?flags=membership-only / membership-lock (the body flags of the other pages) also
// decides what the server requires of this order's membership choice.
function membershipMode(bodyFlags: readonly string[]): MembershipMode {
  if (bodyFlags.includes('rove-membership-lock')) return 'lock';
  if (bodyFlags.includes('rove-membership-only')) return 'only';
  return 'optional';
}

function openOrder(c: Context<DemoHostEnv>, deps: DemoDeps): OrderRecord {
  const { loveKey, user } = c.get('visitor');
  const { country, currency } = c.get('shop');
  return ensureOpenOrder(deps.db, loveKey, user?.uid ?? null, country, currency);
}

export function checkoutRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  const skuOf = (nid: number) => deps.products.byNid(nid)?.sku;

  const renderCheckout = (
    c: Context<DemoHostEnv>,
    order: OrderRecord,
    failed?: { errors: FieldErrors; messages: string[] },
  ) => {
    const { chrome, settings } = pageContext(c, deps);
    const state = orderState(deps, order);
    // A failed login (routes/user.ts) comes back once: its panel shows Drupal's message.
    const flash = getCookie(c, LOGIN_FAILED_COOKIE);
    if (flash !== undefined) deleteCookie(c, LOGIN_FAILED_COOKIE, { path: '/' });
    const triedName = triedNameFromCookie(flash);
    const signedInEmail = c.get('visitor').user?.email ?? null;
    const extra = buildCheckoutSettings(
      deps.db,
      state,
      signedInEmail,
      failed,
      triedName === null ? null : { error: LOGIN_FAILED, name: triedName },
      bnplRoutesFor(getCookie(c, BNPL_ROUTES_COOKIE)),
    );
    // A lock is a membership-only checkout whose choice is fixed: the page gets both flags.
    const lockClasses =
      order.membershipMode === 'lock' && !chrome.bodyFlags.includes('rove-membership-only')
        ? ['rove-membership-only']
        : [];
    c.header('Cache-Control', 'no-store');
    return c.html(
      layout({
        // A focused checkout: no header search or category menu to lead the shopper away.
        chrome: { ...chrome, focused: true },
        title: 'Checkout',
        bodyClasses: ['page-cart-checkout', ...lockClasses],
        settings: {
          kind: 'json',
          settings: {
            ...settings,
            ...extra,
            koreanPostcode: DEMO_KOREAN_POSTCODE,
            maps: DEMO_MAPS,
            affirm: DEMO_AFFIRM,
            // The summary's chat link (spec/checkout.md §7) opens the page's <rove-chat>.
            chat: HELP_CHAT_SETTINGS,
            tracking: checkoutTracking(chrome.visitor, state, skuOf),
          },
        },
        main: markup`${checkoutPage(state, failed?.messages, signedInEmail)}${chatTag()}`,
        // Third-party scripts the real page loads from the providers, simulated by the demo
        // host; classic scripts before the loader runs, so window.Stripe is there for loadStripe.
        bodyStart: CHECKOUT_PROVIDER_SCRIPTS,
      }).toString(),
    );
  };

  app.get('/cart/checkout', (c) => {
    const { loveKey } = c.get('visitor');
    if (countCart(deps.db, loveKey) === 0) return c.redirect('/cart', 302);
    const order = openOrder(c, deps);
    const mode = membershipMode(pageContext(c, deps).chrome.bodyFlags);
    if (mode !== order.membershipMode) setMembershipMode(deps.db, order.orderId, mode);
    // Coming back from the review page reopens the order for editing.
    if (order.status === 'review') setOpenStatus(deps.db, order.orderId, 'in_checkout');
    return renderCheckout(c, { ...order, membershipMode: mode, status: 'in_checkout' });
  });

  app.post('/cart/checkout', async (c) => {
    c.header('Cache-Control', 'no-store');
    const read = await readCheckoutForm(c);
    if (!read.ok) return c.json({ success: false, error: read.error }, 400);
    const op = field(read.fields, 'op');
    if (op !== OPS.calculate && op !== OPS.review) {
      return c.json(
        { success: false, error: `op must be '${OPS.calculate}' or '${OPS.review}'` },
        400,
      );
    }
    const order = openOrder(c, deps);
    const merged = mergePanes(read.fields, order.panes, order.country);
    const user = c.get('visitor').user;
    if (merged.panes.email === undefined && user) merged.panes.email = user.email;
    saveOrderPanes(deps.db, order.orderId, merged.panes);
    const saved: OrderRecord = { ...order, panes: merged.panes };
    const state = orderState(deps, saved);

    if (op === OPS.calculate) {
      // A posted value that could not be stored (an unknown country) says so over the stored one.
      const errors: FieldErrors = {
        ...addressErrors(saved.panes.delivery, 'delivery', saved.country),
        ...(saved.panes.copyAddress === false
          ? addressErrors(saved.panes.billing, 'billing', saved.country)
          : {}),
        ...merged.errors,
      };
      if (Object.keys(errors).length > 0) {
        return c.json({ success: false, errors, messages: problemMessages(errors) }, 400);
      }
      return c.json({
        success: true,
        orderId: saved.orderId,
        quotes: state.quotes,
        selected: state.quote?.id ?? null,
        totals: state.totals,
        storeCredit: storeCreditFor(deps.db, saved.uid, saved.currency, state.totals.total),
      });
    }

    const problems = validateOrder(deps, state);
    const errors = { ...problems.fields, ...merged.errors };
    const messages = problemMessages(merged.errors, problems.messages);
    if (messages.length > 0) {
      if (read.json) return c.json({ success: false, errors, messages }, 400);
      return renderCheckout(c, saved, { errors, messages });
    }
    setOpenStatus(deps.db, saved.orderId, 'review');
    if (read.json) return c.json({ success: true, redirect: '/cart/checkout/review' });
    return c.redirect('/cart/checkout/review', 303);
  });

  app.get('/cart/checkout/review', (c) => {
    const order = openOrderFor(deps.db, c.get('visitor').loveKey);
    if (!order || order.status !== 'review') return c.redirect('/cart/checkout', 302);
    const { chrome, settings } = pageContext(c, deps);
    const state = orderState(deps, order);
    c.header('Cache-Control', 'no-store');
    return c.html(
      layout({
        chrome,
        title: 'Review your order',
        bodyClasses: ['page-cart-checkout-review'],
        settings: {
          kind: 'json',
          settings: {
            ...settings,
            ...buildCheckoutSettings(deps.db, state, c.get('visitor').user?.email ?? null),
            tracking: checkoutTracking(chrome.visitor, state, skuOf),
          },
        },
        main: checkoutReviewPage(state),
      }).toString(),
    );
  });

  // The review page's submit places the order for the 'other' method (paid later, so pending);
  // the card and BNPL methods are paid on the checkout page itself.
  app.post('/cart/checkout/review', (c) => {
    c.header('Cache-Control', 'no-store');
    const order = openOrderFor(deps.db, c.get('visitor').loveKey);
    if (!order || order.status !== 'review') return c.redirect('/cart/checkout', 303);
    const problems = validateOrder(deps, orderState(deps, order));
    if (problems.messages.length > 0) {
      setOpenStatus(deps.db, order.orderId, 'in_checkout');
      return c.redirect('/cart/checkout', 303);
    }
    completeOrder(deps, order.orderId, {
      method: 'other',
      reference: `order:${order.orderId}`,
      amount: orderState(deps, order).totals.total,
      credit: 0,
      formType: 'order',
      details: {},
      status: 'pending',
    });
    return c.redirect(COMPLETE_URL, 303);
  });

  app.get('/cart/checkout/complete', (c) => {
    const order = latestPlacedOrder(deps.db, c.get('visitor').loveKey);
    if (!order) return c.redirect('/cart', 302);
    const { chrome, settings } = pageContext(c, deps);
    const placed = orderState(deps, order);
    c.header('Cache-Control', 'no-store');
    return c.html(
      layout({
        chrome,
        title: 'Order complete',
        bodyClasses: ['page-cart-checkout-complete'],
        settings: {
          kind: 'json',
          settings: { ...settings, tracking: purchaseTracking(chrome.visitor, placed, skuOf) },
        },
        main: checkoutCompletePage(placed),
      }).toString(),
    );
  });

  return app;
}
