import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { setOrderIntent } from '../../db/checkout';
import { upsertIntent } from '../../simulations/stripe/intents';
import { isoAlpha2 } from './countries';
import { toMinorUnits } from './minor-units';
import type { OrderState } from './order-state';
import { hasBillingAddress } from './order-validation';
import { billingAddress } from './panes';
import { storeCreditFor } from './store-credit';

// POST /stripeAjax/{order_id} (spec/checkout.md §3 'Card payment provider response'): the amount to
// charge after store credit, a payment intent for it on the simulated Stripe account, and the
// billing details Stripe's confirm wants. Two markers replace the client secret: the order is
// fully paid by store credit, or it has no billing address yet.

export const FULL_CREDIT = 'fullPaidByStoreCredit';
export const MISSING_BILLING = 'missingBillingAddress';

export interface Level3 {
  merchant_reference: string;
  shipping_amount: number;
  line_items: {
    product_code: string;
    product_description: string;
    unit_cost: number;
    quantity: number;
    tax_amount: number;
    discount_amount: number;
  }[];
}

export interface StripeAjaxReply {
  clientSecret: string;
  address: {
    postalCode: string;
    country: string;
    state: string;
    city: string;
    line1: string;
    line2: string;
  };
  name: string;
  email: string;
  orderId: number;
  customerId: string;
  level3: Level3;
  /** Store credit put towards the order (whole units); post it back as adjustAmount. */
  adjustAmount: number;
  /** What the card will be charged (whole units): the total less adjustAmount. */
  amount: number;
}

/** The simulated Stripe customer of an order's account (or of the anonymous visitor). */
export function customerId(uid: number | null, visitor: string): string {
  if (uid !== null) return `cus_sim_u${uid}`;
  return `cus_sim_${createHash('sha256').update(visitor).digest('hex').slice(0, 14)}`;
}

function level3(state: OrderState): Level3 {
  const { order, totals } = state;
  const minor = (amount: number) => toMinorUnits(amount, order.currency);
  return {
    merchant_reference: String(order.orderId),
    shipping_amount: minor(totals.shipping ?? 0),
    line_items: state.lines.map((line) => ({
      product_code: line.model.slice(0, 12),
      product_description: line.title.slice(0, 26),
      unit_cost: minor(line.price),
      quantity: line.qty,
      tax_amount: 0,
      discount_amount: totals.memberPricing ? minor((line.price - line.memberPrice) * line.qty) : 0,
    })),
  };
}

export type PaymentPlan =
  | { ok: true; reply: StripeAjaxReply }
  | { ok: false; status: 400 | 409; error: string; amount?: number };

/**
 * Plans the card payment (the order is otherwise valid; a missing billing address answers the
 * marker before anything else): `clientAmount` is what the page shows as the amount to charge; when the
 * server's figure differs the page is stale, and nothing is created (409 with the right amount).
 */
export function planStripePayment(
  db: Database,
  state: OrderState,
  creditActive: boolean,
  clientAmount: number,
): PaymentPlan {
  const { order, totals } = state;
  const billing = billingAddress(order.panes);
  const email = order.panes.email ?? '';
  const base = {
    address: {
      postalCode: billing?.postal_code ?? '',
      country: billing && billing.country !== '' ? isoAlpha2(billing.country) : '',
      state: billing?.zone ?? '',
      city: billing?.city ?? '',
      line1: billing?.street1 ?? '',
      line2: billing?.street2 ?? '',
    },
    name: billing ? `${billing.first_name} ${billing.last_name}`.trim() : '',
    email,
    orderId: order.orderId,
    customerId: customerId(order.uid, order.visitor),
    level3: level3(state),
  };
  if (!hasBillingAddress(state)) {
    return {
      ok: true,
      reply: { clientSecret: MISSING_BILLING, ...base, adjustAmount: 0, amount: totals.total },
    };
  }
  const credit = creditActive ? storeCreditFor(db, order.uid, order.currency, totals.total) : null;
  if (creditActive && !credit)
    return { ok: false, status: 400, error: 'There is no store credit on this account.' };
  const adjustAmount = credit?.usable ?? 0;
  const amount = totals.total - adjustAmount;
  if (Math.abs(amount - clientAmount) > 0.005) {
    return {
      ok: false,
      status: 409,
      error: 'The amount to charge has changed. Please review your order.',
      amount,
    };
  }
  if (amount <= 0) {
    setOrderIntent(db, order.orderId, null, adjustAmount);
    return { ok: true, reply: { clientSecret: FULL_CREDIT, ...base, adjustAmount, amount: 0 } };
  }
  const intent = upsertIntent(db, {
    existingId: order.intentId,
    orderId: order.orderId,
    amount,
    currency: order.currency,
    customer: base.customerId,
  });
  setOrderIntent(db, order.orderId, intent.id, adjustAmount);
  return { ok: true, reply: { clientSecret: intent.client_secret, ...base, adjustAmount, amount } };
}
