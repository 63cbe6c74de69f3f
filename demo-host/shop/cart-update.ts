import type { QuantityChange } from '../db/cart';
import { MAX_LINE_QTY } from '../db/cart';
import type { Checked } from './request-checks';

// POST /cart/update's body: JSON {lines: [{nid, model, qty}]} from <rove-cart> (a batch of the
// changes made within 700 ms), or one line as form fields nid, model, qty from the no-JS form.
// qty 0 removes the line. Strict: a batch is applied whole or not at all.

/** More changes than any cart holds lines is a broken client, not a shopper. */
export const MAX_BATCH = 50;

function change(raw: unknown, at: string): Checked<QuantityChange> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, status: 400, error: `${at} must be {nid, model, qty}` };
  }
  const { nid, model, qty } = raw as Record<string, unknown>;
  const nidValue = typeof nid === 'string' && /^\d{1,9}$/.test(nid) ? Number(nid) : nid;
  const qtyValue = typeof qty === 'string' && /^\d{1,2}$/.test(qty) ? Number(qty) : qty;
  if (typeof nidValue !== 'number' || !Number.isInteger(nidValue) || nidValue <= 0) {
    return { ok: false, status: 400, error: `${at}.nid must be a product id` };
  }
  if (typeof model !== 'string' || model.trim() === '' || model.length > 100) {
    return { ok: false, status: 400, error: `${at}.model must be a model name` };
  }
  if (
    typeof qtyValue !== 'number' ||
    !Number.isInteger(qtyValue) ||
    qtyValue < 0 ||
    qtyValue > MAX_LINE_QTY
  ) {
    return { ok: false, status: 400, error: `${at}.qty must be a whole number from 0 to 10` };
  }
  return { ok: true, value: { nid: nidValue, model: model.trim(), qty: qtyValue } };
}

/**
 * The changes of an update request. Duplicate lines in one batch keep the last quantity.
 *
 * @example parseUpdate({ lines: [{ nid: 1001, model: 'RC1001-A', qty: 2 }] })
 */
export function parseUpdate(body: unknown): Checked<QuantityChange[]> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, status: 400, error: 'body must be {lines: [{nid, model, qty}]}' };
  }
  const lines = (body as Record<string, unknown>)['lines'];
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > MAX_BATCH) {
    return { ok: false, status: 400, error: `lines must hold 1 to ${MAX_BATCH} changes` };
  }
  const byKey = new Map<string, QuantityChange>();
  for (const [index, raw] of lines.entries()) {
    const checked = change(raw, `lines[${index}]`);
    if (!checked.ok) return checked;
    byKey.set(`${checked.value.nid}:${checked.value.model}`, checked.value);
  }
  return { ok: true, value: [...byKey.values()] };
}

/** One change posted as form fields (the fallback's quantity and remove forms). */
export function parseFormUpdate(
  fields: Readonly<Record<string, string>>,
): Checked<QuantityChange[]> {
  const checked = change(
    { nid: fields['nid'], model: fields['model'], qty: fields['qty'] },
    'the line',
  );
  return checked.ok ? { ok: true, value: [checked.value] } : checked;
}
