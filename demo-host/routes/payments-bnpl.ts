import { Hono, type Context } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import type { OrderRecord } from '../db/checkout';
import { COUNTRY_NAMES } from '../lib/markets';
import {
  BNPL_COUNTRIES,
  cancelSession,
  findSession,
  markSessionCompleted,
  openSession,
  type BnplProvider,
  type BnplSession,
} from '../shop/checkout/bnpl';
import { servedPaths } from '../shop/checkout/bnpl-routes';
import { completeOrder, COMPLETE_URL } from '../shop/checkout/completion';
import { orderState } from '../shop/checkout/order-state';
import { validateOrder } from '../shop/checkout/order-validation';
import { layout } from '../templates/layout';
import { paymentErrorPage } from '../templates/checkout-payment-error';
import { accessError, ownOrder } from './checkout-access';
import { pageContext } from './page-context';

// Buy-now-pay-later (spec/checkout.md §4, §7): GET /ajax/uc_affirm/paybright/{order_id} → {url} (and
// /ajax/uc_affirm/affirm/{order_id}, the same for Affirm), GET /ajax/klarna/{order_id}
// ?client_token&res → {redirect_url}; the providers come back to /uc_affirm/payment/complete/
// {order_id} and /uc_klarna/payment/complete/{order_id}, which place the order once and
// redirect to /cart/checkout/complete. Cancelling returns to /cart/checkout. The three calls are
// the page's `checkout.urls` routes: each is also served on the test-only alternative path
// (shop/checkout/bnpl-routes.ts).

const TOKEN = /^sim_[a-z_]+_[A-Za-z0-9_-]{10,40}$/;
const PROVIDER_NAMES: Readonly<Record<BnplProvider, string>> = {
  affirm: 'Affirm',
  paybright: 'PayBright',
  klarna: 'Klarna',
};

type Refusal = { status: 400 | 409; error: string; errors?: string[] };

function readiness(deps: DemoDeps, order: OrderRecord, provider: BnplProvider): Refusal | null {
  if (!BNPL_COUNTRIES[provider].includes(order.country)) {
    return {
      status: 400,
      error: `${PROVIDER_NAMES[provider]} is not available in ${COUNTRY_NAMES[order.country]}`,
    };
  }
  const problems = validateOrder(deps, orderState(deps, order));
  if (problems.messages.length > 0) {
    return { status: 409, error: 'The order is not ready for payment.', errors: problems.messages };
  }
  return null;
}

/** The session behind a token, when it is the provider's and the order's. */
function sessionFor(
  deps: DemoDeps,
  token: string | undefined,
  provider: BnplProvider | readonly BnplProvider[],
  orderId: number,
): BnplSession | undefined {
  if (!token || !TOKEN.test(token)) return undefined;
  const session = findSession(deps.db, token);
  const providers: readonly BnplProvider[] = typeof provider === 'string' ? [provider] : provider;
  return session && providers.includes(session.provider) && session.orderId === orderId
    ? session
    : undefined;
}

export function bnplPaymentRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();

  const redirectUrl = (provider: 'affirm' | 'paybright') => (c: Context<DemoHostEnv>) => {
    c.header('Cache-Control', 'no-store');
    const access = ownOrder(c, deps, c.req.param('order_id'), { open: true });
    if (!access.ok) return accessError(c, access);
    const refusal = readiness(deps, access.order, provider);
    if (refusal)
      return c.json({ error: refusal.error, errors: refusal.errors ?? [] }, refusal.status);
    const { totals } = orderState(deps, access.order);
    const session = openSession(
      deps.db,
      provider,
      access.order.orderId,
      totals.total,
      access.order.currency,
    );
    return c.json({ url: `/simulated/${provider}/checkout/${session.token}` });
  };
  for (const path of servedPaths('paybrightRedirect')) app.get(path, redirectUrl('paybright'));
  for (const path of servedPaths('affirmRedirect')) app.get(path, redirectUrl('affirm'));

  const klarnaRedirect = (c: Context<DemoHostEnv>) => {
    c.header('Cache-Control', 'no-store');
    const access = ownOrder(c, deps, c.req.param('order_id'), { open: true });
    if (!access.ok) return accessError(c, access);
    const refusal = readiness(deps, access.order, 'klarna');
    if (refusal)
      return c.json({ error: refusal.error, errors: refusal.errors ?? [] }, refusal.status);
    const session = sessionFor(deps, c.req.query('client_token'), 'klarna', access.order.orderId);
    if (!session) return c.json({ error: 'client_token must be this order’s Klarna session' }, 400);
    const authorization = authorizationToken(c.req.query('res'));
    if (!authorization)
      return c.json({ error: 'res must be the authorization_token Klarna answered' }, 400);
    if (session.status !== 'authorized' || session.authorizationToken !== authorization) {
      return c.json({ error: 'Klarna has not approved this payment.' }, 409);
    }
    const query = new URLSearchParams({
      client_token: session.token,
      authorization_token: authorization,
    });
    return c.json({ redirect_url: `/uc_klarna/payment/complete/${access.order.orderId}?${query}` });
  };
  for (const path of servedPaths('klarnaRedirect')) app.get(path, klarnaRedirect);

  const failed = (c: Context<DemoHostEnv>, message: string, status: 400 | 403 | 404 | 409) => {
    const { chrome, settings } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: 'Payment not confirmed',
        bodyClasses: ['page-payment-error'],
        settings: { kind: 'json', settings },
        main: paymentErrorPage(message),
      }).toString(),
      status,
    );
  };

  const placeWith = (c: Context<DemoHostEnv>, order: OrderRecord, session: BnplSession) => {
    const total = order.placedTotals?.total ?? orderState(deps, order).totals.total;
    const result = completeOrder(deps, order.orderId, {
      method: session.provider,
      reference: session.token,
      amount: total,
      credit: 0,
      formType: 'order',
      details: {},
    });
    if (!result.ok) return failed(c, result.error, result.status);
    markSessionCompleted(deps.db, session.token);
    return c.redirect(COMPLETE_URL, 302);
  };

  app.get('/uc_affirm/payment/complete/:order_id', (c) => {
    c.header('Cache-Control', 'no-store');
    const access = ownOrder(c, deps, c.req.param('order_id'));
    if (!access.ok) return failed(c, access.error, access.status);
    const session = sessionFor(
      deps,
      c.req.query('checkout_token'),
      ['affirm', 'paybright'],
      access.order.orderId,
    );
    if (!session || (session.status !== 'authorized' && session.status !== 'completed')) {
      return failed(c, 'The payment was not approved. Please choose another payment method.', 400);
    }
    return placeWith(c, access.order, session);
  });

  app.get('/uc_klarna/payment/complete/:order_id', (c) => {
    c.header('Cache-Control', 'no-store');
    const access = ownOrder(c, deps, c.req.param('order_id'));
    if (!access.ok) return failed(c, access.error, access.status);
    const session = sessionFor(deps, c.req.query('client_token'), 'klarna', access.order.orderId);
    const authorized =
      session && (session.status === 'authorized' || session.status === 'completed');
    if (
      !session ||
      !authorized ||
      session.authorizationToken !== c.req.query('authorization_token')
    ) {
      return failed(c, 'The payment was not approved. Please choose another payment method.', 400);
    }
    return placeWith(c, access.order, session);
  });

  for (const [path, providers] of [
    ['/uc_affirm/payment/cancel/:order_id', ['affirm', 'paybright']],
    ['/uc_klarna/payment/cancel/:order_id', ['klarna']],
  ] as const) {
    app.get(path, (c) => {
      const access = ownOrder(c, deps, c.req.param('order_id'));
      if (!access.ok) return failed(c, access.error, access.status);
      const token = c.req.query('checkout_token') ?? c.req.query('client_token');
      const session = sessionFor(deps, token, providers, access.order.orderId);
      if (session && session.status !== 'completed') cancelSession(deps.db, session.token);
      return c.redirect('/cart/checkout', 302);
    });
  }

  return app;
}

// Klarna's authorize answers {approved, authorization_token}; the page may pass the token or
// that whole answer as JSON.
function authorizationToken(res: string | undefined): string | undefined {
  const text = (res ?? '').trim();
  if (TOKEN.test(text)) return text;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object' && 'authorization_token' in parsed) {
      const value = (parsed as { authorization_token: unknown }).authorization_token;
      return typeof value === 'string' && TOKEN.test(value) ? value : undefined;
    }
  } catch {
    // Neither a token nor JSON: no authorization.
  }
  return undefined;
}
