import { Hono, type Context } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../../context';
import { readCard } from './card-check';
import {
  BANK_METHODS,
  REDIRECT_METHODS,
  authenticateIntent,
  confirmIntent,
  findIntent,
  findMicrodeposit,
  findRedirect,
  finishRedirect,
  intentBySecret,
  verifyMicrodeposit,
  type ConfirmInput,
  type ConfirmResult,
  type RedirectMethod,
} from './intents';
import { redirectMethodPage } from './redirect-page';
import { microdepositPage, type MicrodepositPageOptions } from './microdeposit-page';
import { jsonObjectBody } from '../../lib/json-body';

// The simulated Stripe API (api.stripe.com's payment_intents paths, under /simulated/stripe/v1/)
// that the simulated Payment Element frame calls, and the page a redirect-based method sends the
// shopper to (docs/vendors/stripe.md "The way back"). Errors have Stripe's shape:
// `{ error: { type, code, message, payment_intent? } }` with Stripe's HTTP statuses.

function stripeError(c: Context, status: 400 | 402 | 404, code: string, message: string) {
  const type = status === 402 ? 'card_error' : 'invalid_request_error';
  return c.json({ error: { type, code, message } }, status);
}

/** A return_url Stripe would take: an absolute http(s) URL. */
function returnUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Stripe's /v1/payment_intents answers, and the redirect-based method's page. */
export function stripeApiRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const api = new Hono<DemoHostEnv>();
  const origin = (c: Context) => new URL(c.req.url).origin;

  // The Payment Element frame is sandboxed (an opaque origin), so its calls are cross-origin:
  // answer them for any origin, as Stripe's API does. Credentials are the client secret.
  api.use('/v1/*', async (c, next) => {
    await next();
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cache-Control', 'no-store');
  });
  api.options('/v1/*', (c) => {
    c.header('Access-Control-Allow-Methods', 'GET, POST');
    c.header('Access-Control-Allow-Headers', 'Content-Type');
    return c.body(null, 204);
  });

  const intentFor = (c: Context, secret: unknown) => {
    const id = c.req.param('id') ?? '';
    const intent =
      typeof secret === 'string' ? intentBySecret(deps.db, secret, origin(c)) : undefined;
    return intent && intent.id === id ? intent : undefined;
  };
  const missing = (c: Context) =>
    stripeError(c, 404, 'resource_missing', `No such payment_intent: '${c.req.param('id') ?? ''}'`);

  const confirmReply = (c: Context, result: ConfirmResult) => {
    if (result.ok) return c.json(findIntent(deps.db, result.intent.id, origin(c)) ?? result.intent);
    return c.json(
      { error: { ...result.error, ...(result.intent ? { payment_intent: result.intent } : {}) } },
      result.status,
    );
  };

  api.get('/v1/payment_intents/:id', (c) => {
    const intent = intentFor(c, c.req.query('client_secret'));
    return intent ? c.json(intent) : missing(c);
  });

  api.post('/v1/payment_intents/:id/confirm', async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return stripeError(c, 400, 'parameter_invalid', 'The request body must be JSON.');
    const intent = intentFor(c, body['client_secret']);
    if (!intent) return missing(c);
    const data = body['payment_method_data'];
    const type =
      data !== null && typeof data === 'object'
        ? (data as Record<string, unknown>)['type']
        : undefined;
    let input: ConfirmInput;
    if (type === 'card') {
      const card = readCard((data as Record<string, unknown>)['card']);
      if (!card)
        return stripeError(
          c,
          400,
          'parameter_missing',
          'Missing required param: payment_method_data[card].',
        );
      input = { type: 'card', card };
    } else if (type === 'us_bank_account') {
      // Stripe: payment_method_options[us_bank_account][verification_method]; an account
      // entered by hand (account and routing numbers) is verified with microdeposits.
      const account = bankAccount((data as Record<string, unknown>)['us_bank_account']);
      const verification = verificationMethod(body['payment_method_options']);
      if (verification === 'microdeposits' && !account)
        return stripeError(
          c,
          400,
          'parameter_missing',
          'Missing required param: payment_method_data[us_bank_account][account_number] and [routing_number].',
        );
      input = { type, verification };
    } else if ((BANK_METHODS as readonly unknown[]).includes(type)) {
      input = { type: 'acss_debit' };
    } else if ((REDIRECT_METHODS as readonly unknown[]).includes(type)) {
      const url = returnUrl(body['return_url']);
      if (!url)
        return stripeError(
          c,
          400,
          'parameter_missing',
          'A return_url is required to confirm this PaymentIntent with a redirect-based payment method.',
        );
      input = { type: type as RedirectMethod, returnUrl: url };
    } else {
      return stripeError(
        c,
        400,
        'parameter_invalid_string',
        `payment_method_data[type] must be card, ${[...BANK_METHODS, ...REDIRECT_METHODS].join(', ')}.`,
      );
    }
    return confirmReply(c, confirmIntent(deps.db, intent.id, input));
  });

  // The simulated 3D Secure challenge's answer (4000002500003155).
  api.post('/v1/payment_intents/:id/authenticate', async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return stripeError(c, 400, 'parameter_invalid', 'The request body must be JSON.');
    const intent = intentFor(c, body['client_secret']);
    if (!intent) return missing(c);
    const outcome = body['outcome'];
    if (outcome !== 'complete' && outcome !== 'fail') {
      return stripeError(c, 400, 'parameter_invalid_string', 'outcome must be complete or fail.');
    }
    return confirmReply(c, authenticateIntent(deps.db, intent.id, outcome));
  });

  // The redirect-based method's page (as Stripe's test-mode redirect pages: approve or fail),
  // then back to the return_url with the parameters Stripe.js documents.
  api.get('/redirect/:token', (c) => {
    const waiting = findRedirect(deps.db, c.req.param('token'));
    c.header('Cache-Control', 'no-store');
    if (!waiting) return c.text('This payment page has expired.', 404);
    return c.html(
      redirectMethodPage({
        amount: waiting.intent.amount,
        currency: waiting.intent.currency,
        action: `/simulated/stripe/redirect/${c.req.param('token')}`,
      }).toString(),
    );
  });

  api.post('/redirect/:token', async (c) => {
    const waiting = findRedirect(deps.db, c.req.param('token'));
    if (!waiting) return c.text('This payment page has expired.', 404);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const outcome = form['outcome'] === 'authorize' ? 'authorize' : 'fail';
    const intent = finishRedirect(deps.db, waiting.intent.id, outcome) ?? waiting.intent;
    const back = new URL(waiting.returnUrl);
    back.searchParams.set('payment_intent', intent.id);
    back.searchParams.set('payment_intent_client_secret', intent.client_secret);
    back.searchParams.set(
      'redirect_status',
      intent.status === 'succeeded' ? 'succeeded' : 'failed',
    );
    return c.redirect(back.href, 303);
  });

  // Stripe's hosted verification page for a bank account waiting for its deposit
  // (hosted_verification_url): the shopper enters the deposit's descriptor code.
  const verificationPage = (
    c: Context,
    intent: { amount: number; currency: string },
    state: MicrodepositPageOptions['state'],
  ) => {
    c.header('Cache-Control', 'no-store');
    return c.html(
      microdepositPage({
        amount: intent.amount,
        currency: intent.currency,
        action: `/simulated/stripe/microdeposit/${c.req.param('token') ?? ''}`,
        state,
      }).toString(),
      state === 'mismatch' ? 400 : 200,
    );
  };
  const expired = (c: Context) => c.text('This verification link has expired.', 404);

  api.get('/microdeposit/:token', (c) => {
    const intent = findMicrodeposit(deps.db, c.req.param('token'));
    if (!intent) return expired(c);
    return verificationPage(
      c,
      intent,
      intent.status === 'requires_action' ? 'waiting' : 'verified',
    );
  });

  api.post('/microdeposit/:token', async (c) => {
    const intent = findMicrodeposit(deps.db, c.req.param('token'));
    if (!intent) return expired(c);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const code = typeof form['descriptor_code'] === 'string' ? form['descriptor_code'] : '';
    const result = verifyMicrodeposit(deps.db, intent.id, code.slice(0, 20));
    return verificationPage(c, intent, result.ok ? 'verified' : 'mismatch');
  });

  return api;
}

/** A bank account entered by hand: US routing numbers have 9 digits, accounts 4 to 17. */
function bankAccount(value: unknown): { routing: string; account: string } | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const routing = record['routing_number'];
  const account = record['account_number'];
  return typeof routing === 'string' &&
    /^\d{9}$/.test(routing) &&
    typeof account === 'string' &&
    /^\d{4,17}$/.test(account)
    ? { routing, account }
    : undefined;
}

function verificationMethod(options: unknown): 'instant' | 'microdeposits' {
  const bank =
    options !== null && typeof options === 'object'
      ? (options as Record<string, unknown>)['us_bank_account']
      : undefined;
  const method =
    bank !== null && typeof bank === 'object'
      ? (bank as Record<string, unknown>)['verification_method']
      : undefined;
  return method === 'microdeposits' ? 'microdeposits' : 'instant';
}
