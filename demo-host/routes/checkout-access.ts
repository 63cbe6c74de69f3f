import type { Context } from 'hono';
import type { DemoHostEnv } from '../context';
import { findOrder, type OrderRecord } from '../db/checkout';
import type { CheckoutDeps } from '../shop/checkout/order-state';

// Every endpoint with {order_id} in its path answers only the visitor the order belongs to:
// 400 for an id that is not a number, 404 for an unknown order, 403 for someone else's.

export type OrderAccess =
  { ok: true; order: OrderRecord } | { ok: false; status: 400 | 403 | 404 | 409; error: string };

export function ownOrder(
  c: Context<DemoHostEnv>,
  deps: CheckoutDeps,
  rawId: string | undefined,
  options: { open?: boolean } = {},
): OrderAccess {
  const text = (rawId ?? '').trim();
  if (!/^\d{1,12}$/.test(text))
    return { ok: false, status: 400, error: 'order_id must be an order number' };
  const order = findOrder(deps.db, Number(text));
  if (!order) return { ok: false, status: 404, error: `Unknown order ${text}` };
  if (order.visitor !== c.get('visitor').loveKey) {
    return { ok: false, status: 403, error: 'This order belongs to another visitor' };
  }
  if (options.open && order.status !== 'in_checkout' && order.status !== 'review') {
    return { ok: false, status: 409, error: 'This order has already been placed.' };
  }
  return { ok: true, order };
}

/** The JSON answer for a refused access. */
export function accessError(c: Context<DemoHostEnv>, access: Extract<OrderAccess, { ok: false }>) {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: false, error: access.error }, access.status);
}
