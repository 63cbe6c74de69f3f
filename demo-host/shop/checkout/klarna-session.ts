import type { Database } from 'better-sqlite3';
import type { Currency } from '../../lib/markets';
import { openSession } from './bnpl';
import { isoAlpha2 } from './countries';
import { toMinorUnits } from './minor-units';
import type { OrderState } from './order-state';
import { billingAddress, type Address } from './panes';

// The Klarna Payments session the checkout page carries (spec/checkout.md §3 'Buy-now-pay-later
// session'), in Klarna's shapes: minor units, ISO countries, given/family names.

/**
 * `checkout.klarna.scriptUrl`, ours rather than Klarna's: where the SDK gets Klarna Payments'
 * library — the demo host's simulation, which the page's provider tag has loaded already (a real
 * site leaves it out and the SDK loads Klarna's, docs/vendors/klarna.md).
 */
export const DEMO_KLARNA_PAYMENTS_SCRIPT = '/simulated/klarna/payments.js';

export interface KlarnaAddress {
  given_name: string;
  family_name: string;
  email: string;
  street_address: string;
  street_address2: string;
  postal_code: string;
  city: string;
  region: string;
  phone: string;
  country: string;
}

export interface KlarnaOrderLine {
  type: 'physical' | 'shipping_fee' | 'surcharge' | 'discount';
  reference: string;
  name: string;
  quantity: number;
  unit_price: number;
  total_amount: number;
}

export interface KlarnaSession {
  client_token: string;
  scriptUrl: string;
  payment_method_categories: { identifier: string; name: string }[];
  order: {
    locale: string;
    purchase_country: string;
    purchase_currency: Currency;
    order_amount: number;
    order_tax_amount: number;
    order_lines: KlarnaOrderLine[];
    billing_address: KlarnaAddress | null;
    shipping_address: KlarnaAddress | null;
  };
}

/** spec/checkout.md §9: the default category is pay_over_time. */
export const KLARNA_CATEGORIES = [{ identifier: 'pay_over_time', name: 'Pay over time' }];

function klarnaAddress(address: Address | undefined, email: string): KlarnaAddress | null {
  if (!address || address.country === '') return null;
  return {
    given_name: address.first_name,
    family_name: address.last_name,
    email,
    street_address: address.street1,
    street_address2: address.street2,
    postal_code: address.postal_code,
    city: address.city,
    region: address.zone,
    phone: address.phone,
    country: isoAlpha2(address.country),
  };
}

export function klarnaSession(db: Database, state: OrderState): KlarnaSession {
  const { order, totals } = state;
  const minor = (amount: number) => toMinorUnits(amount, order.currency);
  const session = openSession(db, 'klarna', order.orderId, totals.total, order.currency);
  const lines: KlarnaOrderLine[] = state.lines.map((line) => {
    const unit = totals.memberPricing ? line.memberPrice : line.price;
    return {
      type: 'physical',
      reference: line.model,
      name: line.title,
      quantity: line.qty,
      unit_price: minor(unit),
      total_amount: minor(unit * line.qty),
    };
  });
  const extra = (reference: string, name: string, amount: number, type: KlarnaOrderLine['type']) =>
    amount > 0
      ? [
          {
            type,
            reference,
            name,
            quantity: 1,
            unit_price: minor(amount),
            total_amount: minor(amount),
          },
        ]
      : [];
  const email = order.panes.email ?? '';
  return {
    client_token: session.token,
    scriptUrl: DEMO_KLARNA_PAYMENTS_SCRIPT,
    payment_method_categories: KLARNA_CATEGORIES,
    order: {
      locale: order.country === 'UK' ? 'en-GB' : `en-${isoAlpha2(order.country)}`,
      purchase_country: isoAlpha2(order.country),
      purchase_currency: order.currency,
      order_amount: minor(totals.total),
      order_tax_amount: 0,
      order_lines: [
        ...lines,
        ...extra('protection', 'Product protection', totals.protection, 'surcharge'),
        ...extra('membership', 'Membership (1 year)', totals.memberFee, 'surcharge'),
        ...extra('shipping', state.quote?.name ?? 'Shipping', totals.shipping ?? 0, 'shipping_fee'),
        // Klarna's discount lines carry negative amounts, so the lines still add up to the total.
        ...(totals.discount > 0
          ? [
              {
                type: 'discount' as const,
                reference: totals.coupon?.code ?? 'coupon',
                name: totals.coupon?.title ?? 'Coupon',
                quantity: 1,
                unit_price: -minor(totals.discount),
                total_amount: -minor(totals.discount),
              },
            ]
          : []),
      ],
      billing_address: klarnaAddress(billingAddress(order.panes), email),
      shipping_address: klarnaAddress(order.panes.delivery, email),
    },
  };
}
