import { Hono, type Context } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { recordDecline, type OrderRecord } from '../db/checkout';
import { completeOrder, COMPLETE_URL } from '../shop/checkout/completion';
import { field, readCheckoutForm, type FormFields } from '../shop/checkout/form-fields';
import { orderState } from '../shop/checkout/order-state';
import { validateOrder } from '../shop/checkout/order-validation';
import { MISSING_BILLING, planStripePayment } from '../shop/checkout/stripe-payment';
import { fromMinorUnits } from '../shop/checkout/minor-units';
import {
  MAX_IDEMPOTENCY_KEY_LENGTH,
  beginIdempotent,
  dropIdempotent,
  saveIdempotent,
} from '../simulations/stripe/idempotency';
import { findIntent } from '../simulations/stripe/intents';
import { accessError, ownOrder } from './checkout-access';

// The card payment calls of spec/checkout.md §7: POST /stripeAjax/{order_id}, the completion posts (one
// per form type) and the declined notice. Completion trusts the simulated Stripe account, not
// the page: the intent must belong to the order and have succeeded (or be processing, or wait
// for its bank account's verification), for the amount the page says. The same intent completes once; a replay gets the same answer.
// Each call honours an Idempotency-Key as Stripe does (docs/vendors/stripe.md "Idempotency"):
// a retry gets the first answer, the same key with another endpoint or other parameters is an
// idempotency_error — so a page sharing one key between these calls fails here as with Stripe.

/** Completion paths by form type (spec/checkout.md §7: "used in place of the previous one"). */
export const COMPLETION_PATHS = {
  order: '/uc_stripe/payment/complete/:order_id',
  membership: '/user/membership/payment_complete/:order_id',
  terminal: '/uc_stripe/terminal/complete/:order_id',
  swatch: '/user/swatch/payment_complete/:order_id',
  quote: '/user/quote/payment_complete/:order_id',
} as const;

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
/**
 * The statuses a completion may carry: paid, being paid, or (requires_action) a bank account
 * Stripe is verifying with a deposit, an order placed that waits for it (docs/vendors/stripe.md
 * "Outcomes").
 */
const SUCCESS_STATUSES = ['succeeded', 'processing', 'requires_capture', 'requires_action'];

function money(fields: FormFields, name: string): number | undefined {
  const value = field(fields, name);
  return value !== undefined && MONEY.test(value) ? Number(value) : undefined;
}

function bool(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return false;
  if (['1', 'true'].includes(value.toLowerCase())) return true;
  if (['0', 'false'].includes(value.toLowerCase())) return false;
  return undefined;
}

/** Answers that save nothing under a key: the request was refused before it executed. */
const NOT_EXECUTED = [400, 401, 403, 404, 413, 429];

/**
 * Runs a request under its Idempotency-Key (none: as it is). Called once the body is read: the
 * parameters compared are the posted fields.
 */
async function idempotent(
  c: Context<DemoHostEnv>,
  deps: DemoDeps,
  params: unknown,
  run: () => Response | Promise<Response>,
): Promise<Response> {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined) return run();
  if (key === '' || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    return c.json(
      {
        error: {
          type: 'invalid_request_error',
          message: `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters long.`,
        },
      },
      400,
    );
  }
  const check = beginIdempotent(deps.db, { key, endpoint: `POST ${c.req.path}`, params });
  if (check.kind === 'mismatch')
    return c.json({ error: { type: 'idempotency_error', message: check.message } }, 400);
  if (check.kind === 'in-progress') {
    return c.json(
      {
        error: {
          type: 'idempotency_error',
          code: 'idempotency_key_in_use',
          message: check.message,
        },
      },
      409,
    );
  }
  if (check.kind === 'replay') {
    return c.body(check.body, check.status as 200, {
      'Content-Type': 'application/json',
      'Idempotent-Replayed': 'true',
    });
  }
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    dropIdempotent(deps.db, key);
    throw error;
  }
  if (NOT_EXECUTED.includes(response.status)) dropIdempotent(deps.db, key);
  else saveIdempotent(deps.db, key, response.status, await response.clone().text());
  return response;
}

export function stripePaymentRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();

  const planIntent = (c: Context<DemoHostEnv>, order: OrderRecord, fields: FormFields) => {
    const creditActive = bool(field(fields, 'creditActive'));
    if (creditActive === undefined)
      return c.json({ error: 'creditActive must be true or false' }, 400);
    const amount = money(fields, 'amount');
    if (amount === undefined) return c.json({ error: 'amount must be the amount to charge' }, 400);
    const state = orderState(deps, order);
    const problems = validateOrder(deps, state);
    const plan = planStripePayment(deps.db, state, creditActive, amount);
    if (plan.ok && plan.reply.clientSecret === MISSING_BILLING) return c.json(plan.reply);
    if (problems.messages.length > 0) {
      return c.json(
        { error: 'The order is not ready for payment.', errors: problems.messages },
        409,
      );
    }
    if (!plan.ok)
      return c.json(
        { error: plan.error, ...(plan.amount !== undefined ? { amount: plan.amount } : {}) },
        plan.status,
      );
    return c.json(plan.reply);
  };

  app.post('/stripeAjax/:order_id', async (c) => {
    c.header('Cache-Control', 'no-store');
    const access = ownOrder(c, deps, c.req.param('order_id'), { open: true });
    if (!access.ok) return accessError(c, access);
    const read = await readCheckoutForm(c);
    if (!read.ok) return c.json({ error: read.error }, 400);
    return idempotent(c, deps, read.fields, () => planIntent(c, access.order, read.fields));
  });

  const completeWith = (
    c: Context<DemoHostEnv>,
    order: OrderRecord,
    formType: keyof typeof COMPLETION_PATHS,
    fields: FormFields,
  ) => {
    const amount = money(fields, 'amount');
    const adjustAmount =
      money(fields, 'adjustAmount') ?? (field(fields, 'adjustAmount') ? undefined : 0);
    const intentId = field(fields, 'paymentIntentId') ?? '';
    const status = field(fields, 'status') ?? '';
    if (amount === undefined)
      return c.json({ success: false, error: 'amount must be the amount charged' }, 400);
    if (adjustAmount === undefined)
      return c.json({ success: false, error: 'adjustAmount must be an amount' }, 400);
    if (intentId !== '' && !/^pi_[A-Za-z0-9_]{1,64}$/.test(intentId)) {
      return c.json({ success: false, error: 'paymentIntentId must be a payment intent id' }, 400);
    }
    if (intentId !== '' && !SUCCESS_STATUSES.includes(status)) {
      return c.json(
        { success: false, error: `status must be one of ${SUCCESS_STATUSES.join(', ')}` },
        400,
      );
    }
    const details: Record<string, string> = {};
    for (const name of [
      'paymentMethodId',
      'customerId',
      'referralSource',
      'referralOther',
      'referralAssociate',
    ]) {
      const value = field(fields, name);
      if (value) details[name] = value.slice(0, 200);
    }

    let result;
    if (intentId === '') {
      // Store credit covers the whole order (stripeAjax answered fullPaidByStoreCredit).
      const total = order.placedTotals?.total ?? orderState(deps, order).totals.total;
      if (order.intentId !== null || order.creditApplied <= 0 || order.creditApplied < total) {
        return c.json({ success: false, error: 'paymentIntentId is required' }, 400);
      }
      if (amount !== 0 || adjustAmount !== order.creditApplied) {
        return c.json(
          { success: false, error: 'amount and adjustAmount do not match the order' },
          400,
        );
      }
      result = completeOrder(deps, order.orderId, {
        method: 'store_credit',
        reference: `order:${order.orderId}`,
        amount: 0,
        credit: order.creditApplied,
        formType,
        details,
      });
    } else {
      const intent = findIntent(deps.db, intentId);
      if (!intent || intent.metadata.order_id !== String(order.orderId)) {
        return c.json({ success: false, error: 'Unknown payment intent for this order' }, 400);
      }
      const verifying =
        intent.status === 'requires_action' &&
        intent.next_action?.type === 'verify_with_microdeposits';
      if (intent.status !== 'succeeded' && intent.status !== 'processing' && !verifying) {
        return c.json({ success: false, error: 'The payment has not been completed.' }, 402);
      }
      if (Math.abs(fromMinorUnits(intent.amount, intent.currency) - amount) > 0.005) {
        return c.json({ success: false, error: 'amount does not match the payment' }, 400);
      }
      if (Math.abs(adjustAmount - order.creditApplied) > 0.005) {
        return c.json(
          { success: false, error: 'adjustAmount does not match the store credit' },
          400,
        );
      }
      result = completeOrder(deps, order.orderId, {
        method: 'stripe',
        reference: intent.id,
        amount,
        credit: adjustAmount,
        formType,
        details,
        // Settled later: a debit processing, or waiting for the bank's verification.
        status: intent.status === 'succeeded' ? 'paid' : 'pending',
      });
    }
    if (!result.ok) return c.json({ success: false, error: result.error }, result.status);
    return c.json({ success: true, url: COMPLETE_URL });
  };

  const complete = (formType: keyof typeof COMPLETION_PATHS) => async (c: Context<DemoHostEnv>) => {
    c.header('Cache-Control', 'no-store');
    const access = ownOrder(c, deps, c.req.param('order_id'));
    if (!access.ok) return accessError(c, access);
    const read = await readCheckoutForm(c);
    if (!read.ok) return c.json({ success: false, error: read.error }, 400);
    return idempotent(c, deps, read.fields, () =>
      completeWith(c, access.order, formType, read.fields),
    );
  };
  for (const [formType, path] of Object.entries(COMPLETION_PATHS)) {
    app.post(path, complete(formType as keyof typeof COMPLETION_PATHS));
  }

  app.post('/uc_stripe/payment/declined/:order_id', async (c) => {
    c.header('Cache-Control', 'no-store');
    const access = ownOrder(c, deps, c.req.param('order_id'));
    if (!access.ok) return accessError(c, access);
    const response = await declineResponse(c);
    if (response === undefined)
      return c.json({ success: false, error: 'response is required' }, 400);
    return idempotent(c, deps, { response }, () => {
      recordDecline(deps.db, access.order.orderId, response);
      return c.json({ success: true });
    });
  });

  return app;
}

// The declined notice carries the provider's error: an object in JSON, a string in a form.
async function declineResponse(c: Context<DemoHostEnv>): Promise<string | undefined> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('form')) {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const value = (body as Record<string, unknown>)['response'];
    return typeof value === 'string' && value.trim() !== '' ? value.slice(0, 4000) : undefined;
  }
  const text = await c.req.text();
  if (text.length > 16_000) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || !('response' in parsed)) return undefined;
    const value = (parsed as { response: unknown }).response;
    if (value === null || value === undefined || value === '') return undefined;
    return (typeof value === 'string' ? value : JSON.stringify(value)).slice(0, 4000);
  } catch {
    return undefined;
  }
}
