import { callJson, type HttpResult } from '../../core/http/json';
import { literal } from './literal';
import { number, object, string } from '../../core/schema';

const quantity = number({ integer: true, min: 1 });

const cartReply = object({
  count: number({ integer: true, min: 0 }),
  line: object({ nid: number({ integer: true }), model: string(), qty: quantity }),
});
const notifyReply = object({ ok: literal(true) });

export interface CartLine {
  nid: number;
  model: string;
  qty: number;
}

/** A line to add: optionally with the id of a protection offer for its model. */
export interface NewCartLine extends CartLine {
  protection?: string | null;
}

/**
 * `POST {basePath}cart/add` (nid, model, qty[, protection] → the cart's new count and the
 * line). Never retried: a repeated add would put the line in the cart twice.
 *
 * @example const reply = await addToCart({ nid: 1002, model: 'RC1002-PGV-86-WAL', qty: 1 }, { basePath: '/' });
 */
export function addToCart(
  line: NewCartLine,
  options: { basePath: string; signal?: AbortSignal },
): Promise<HttpResult<{ count: number; line: CartLine }>> {
  return callJson('cart/add', cartReply, {
    ...options,
    method: 'POST',
    idempotent: false,
    form: {
      nid: String(line.nid),
      model: line.model,
      qty: String(line.qty),
      ...(line.protection ? { protection: line.protection } : {}),
    },
  });
}

/**
 * `POST {basePath}ajax/notify-me` (nid, model, qty, email → {ok: true}). Never retried: the
 * shopper would get two emails.
 *
 * @example await requestNotifyMe({ nid: 1003, model: 'RC1003-SGW-86-BLK', qty: 1, email: 'a@b.co' }, { basePath: '/' });
 */
export function requestNotifyMe(
  request: CartLine & { email: string },
  options: { basePath: string; signal?: AbortSignal },
): Promise<HttpResult<{ ok: true }>> {
  return callJson('ajax/notify-me', notifyReply, {
    ...options,
    method: 'POST',
    idempotent: false,
    form: {
      nid: String(request.nid),
      model: request.model,
      qty: String(request.qty),
      email: request.email.trim(),
    },
  });
}
