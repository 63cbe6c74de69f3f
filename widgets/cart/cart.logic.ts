import type { Country } from '../../core/country';
import { checkoutTexts } from '../../core/i18n/checkout-labels';
import { translate } from '../../core/i18n/translate';

// The cart page's rules (spec/checkout.md §2, §9): quantity steppers, the batch of quantity changes
// sent after 700 ms of idle, processing estimates and the custom-order terms gate. The hook owns
// the timer; this module says what to send and when.

/**
 * Quantity changes are sent once the shopper has stopped changing them for this long, so that
 * pressing plus five times costs one request (spec/checkout.md §9).
 *
 * @example setTimeout(flush, CART_AUTO_UPDATE_IDLE_MS)
 */
export const CART_AUTO_UPDATE_IDLE_MS = 700;

/**
 * The quantity range of a cart line: the product page's selector offers 1 to 10 and the
 * server refuses anything else.
 *
 * @example clampQuantity(12) // MAX_QUANTITY
 */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;

/**
 * A quantity forced into 1–10, as a whole number.
 *
 * @example clampQuantity(0) // 1
 * @example clampQuantity(11) // 10
 * @example clampQuantity(2.7) // 2
 */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(value)));
}

/**
 * The edit-quantity input's value as a quantity: whole digits only, clamped to 1–10; null for
 * anything else (blank, letters, decimals, signs), which leaves the line unchanged.
 *
 * @example parseQuantityInput(' 3 ') // 3
 * @example parseQuantityInput('25') // 10
 * @example parseQuantityInput('2.5') // null
 */
export function parseQuantityInput(text: string): number | null {
  const trimmed = String(text ?? '').trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  return clampQuantity(Number(trimmed));
}

/** What the quantity controls do. */
export type QuantityAction =
  | { readonly type: 'plus' }
  | { readonly type: 'minus' }
  | { readonly type: 'edit'; readonly text: string };

/**
 * A line's quantity after a control: plus and minus step within 1–10; an edit sets the parsed
 * value, and an unreadable edit keeps the quantity.
 *
 * @example quantityReducer(10, { type: 'plus' }) // 10
 * @example quantityReducer(3, { type: 'edit', text: 'abc' }) // 3
 */
export function quantityReducer(qty: number, action: QuantityAction): number {
  switch (action.type) {
    case 'plus':
      return clampQuantity(qty + 1);
    case 'minus':
      return clampQuantity(qty - 1);
    case 'edit':
      return parseQuantityInput(action.text) ?? clampQuantity(qty);
    default:
      return qty;
  }
}

/**
 * Whether the plus and minus buttons can act (disabled at the bounds).
 *
 * @example quantityBounds(1) // { canDecrease: false, canIncrease: true }
 */
export function quantityBounds(qty: number): { canDecrease: boolean; canIncrease: boolean } {
  return { canDecrease: qty > MIN_QUANTITY, canIncrease: qty < MAX_QUANTITY };
}

/** Quantity changes not yet sent, and when the last one happened. */
export interface PendingBatch {
  /** Line id → the quantity to send. */
  readonly changes: Readonly<Record<string, number>>;
  /** Time of the last change (ms, the hook's clock), or null when nothing is pending. */
  readonly lastChangeAt: number | null;
}

/**
 * The empty batch.
 *
 * @example emptyBatch().lastChangeAt // null
 */
export function emptyBatch(): PendingBatch {
  return { changes: {}, lastChangeAt: null };
}

/**
 * Records a line's new quantity at `now`. A change back to the quantity the server already has
 * is dropped, so plus-then-minus sends nothing. Every change restarts the idle wait.
 *
 * @example recordQuantityChange(emptyBatch(), 'line-1', 3, 1000, 2).changes // { 'line-1': 3 }
 */
export function recordQuantityChange(
  batch: PendingBatch,
  lineId: string,
  qty: number,
  now: number,
  serverQty: number,
): PendingBatch {
  const changes: Record<string, number> = { ...batch.changes };
  if (qty === serverQty) delete changes[lineId];
  else changes[lineId] = qty;
  return { changes, lastChangeAt: now };
}

/**
 * How long until the batch is due, or null when nothing is pending. The hook sets its timer
 * to this.
 *
 * @example msUntilDue({ changes: { a: 2 }, lastChangeAt: 1000 }, 1300) // 400
 */
export function msUntilDue(batch: PendingBatch, now: number): number | null {
  if (batch.lastChangeAt === null || Object.keys(batch.changes).length === 0) return null;
  return Math.max(0, batch.lastChangeAt + CART_AUTO_UPDATE_IDLE_MS - now);
}

/**
 * What to send at `now`: the pending changes once 700 ms have passed since the last one (and
 * the emptied batch), or nothing yet.
 *
 * @example takeDueBatch({ changes: { a: 2 }, lastChangeAt: 1000 }, 1700) // { send: { a: 2 }, batch: { changes: {}, lastChangeAt: null } }
 * @example takeDueBatch({ changes: { a: 2 }, lastChangeAt: 1000 }, 1699) // { send: null, batch: … unchanged }
 */
export function takeDueBatch(
  batch: PendingBatch,
  now: number,
): { send: Readonly<Record<string, number>> | null; batch: PendingBatch } {
  const wait = msUntilDue(batch, now);
  if (wait === null) return { send: null, batch: emptyBatch() };
  if (wait > 0) return { send: null, batch };
  return { send: batch.changes, batch: emptyBatch() };
}

/** A processing time range. */
export interface ProcessingEstimate {
  readonly min: number;
  readonly max: number;
  readonly unit: 'weeks' | 'business-days';
}

/**
 * How long an order takes before it ships (spec/checkout.md §9): custom orders 17–22 weeks (8–10 in
 * Hong Kong); standard orders 1–2 business days in Hong Kong, 1–5 in the US, 1–4 elsewhere.
 *
 * @example processingEstimate('US', true) // { min: 17, max: 22, unit: 'weeks' }
 * @example processingEstimate('AU', false) // { min: 1, max: 4, unit: 'business-days' }
 */
export function processingEstimate(country: Country, custom: boolean): ProcessingEstimate {
  if (custom) {
    return country === 'HK'
      ? { min: 8, max: 10, unit: 'weeks' }
      : { min: 17, max: 22, unit: 'weeks' };
  }
  const max = country === 'HK' ? 2 : country === 'US' ? 5 : 4;
  return { min: 1, max, unit: 'business-days' };
}

/**
 * The estimate's text, in the page's language (`locale`, the settings' storefront locale).
 *
 * @example processingEstimateText(processingEstimate('HK', true), 'en_HK') // '8-10 weeks'
 * @example processingEstimateText(processingEstimate('US', false), 'en_US') // '1-5 business days'
 * @example processingEstimateText(processingEstimate('KR', false), 'ko_KR') // '영업일 기준 1-4일'
 */
export function processingEstimateText(estimate: ProcessingEstimate, locale: string): string {
  const key = estimate.unit === 'weeks' ? 'processingWeeks' : 'processingBusinessDays';
  return translate(checkoutTexts, key, locale, { min: estimate.min, max: estimate.max });
}

/** A cart line as the cart page's rules need it. */
export interface CartLine {
  readonly id: string;
  readonly qty: number;
  /** A made-to-order (custom) product. */
  readonly custom: boolean;
}

/**
 * The cart's estimate: the order ships when its slowest line is ready, so one custom line
 * makes it a custom order.
 *
 * @example cartProcessingEstimate([{ id: 'a', qty: 1, custom: false }, { id: 'b', qty: 1, custom: true }], 'US').unit // 'weeks'
 */
export function cartProcessingEstimate(
  lines: readonly Pick<CartLine, 'custom'>[],
  country: Country,
): ProcessingEstimate {
  return processingEstimate(
    country,
    lines.some((line) => line.custom),
  );
}

/** What the checkout button does. */
export type CheckoutGate = 'proceed' | 'require-terms';

/**
 * The checkout button (spec/checkout.md §2): with a custom line in the cart, the custom-order terms
 * must be agreed to first.
 *
 * @example checkoutGate([{ id: 'a', qty: 1, custom: true }], false) // 'require-terms'
 */
export function checkoutGate(
  lines: readonly Pick<CartLine, 'custom'>[],
  agreedToTerms: boolean,
): CheckoutGate {
  return lines.some((line) => line.custom) && !agreedToTerms ? 'require-terms' : 'proceed';
}

/**
 * The terms form's size as a desktop modal (spec/checkout.md §2).
 *
 * @example TERMS_MODAL_SIZE.width // 700
 */
export const TERMS_MODAL_SIZE = { width: 700, height: 770 } as const;

/**
 * The widest viewport treated as mobile. The specification gives 426 px for the checkout; the cart uses
 * the same so both pages switch layout together.
 *
 * @example window.innerWidth <= MOBILE_MAX_WIDTH
 */
export const MOBILE_MAX_WIDTH = 426;

/**
 * How the terms form shows: a 700×770 modal on desktop; on mobile it replaces the cart view
 * (spec/checkout.md §2).
 *
 * @example termsPresentation(1280) // 'modal'
 * @example termsPresentation(375) // 'replace-cart'
 */
export function termsPresentation(viewportWidth: number): 'modal' | 'replace-cart' {
  return viewportWidth <= MOBILE_MAX_WIDTH ? 'replace-cart' : 'modal';
}

/** A line's prices as the cart needs them. */
export interface PricedQuantity {
  readonly price: number;
  readonly memberPrice: number;
  readonly qty: number;
}

/**
 * The unit price a line is charged at: the member price for members.
 *
 * @example unitPrice({ price: 1000, memberPrice: 800, qty: 2 }, true) // 800
 */
export function unitPrice(line: PricedQuantity, memberPricing: boolean): number {
  return memberPricing ? line.memberPrice : line.price;
}

/**
 * A line's total at its shown quantity (before the server's reply: it follows the controls at
 * once, while the order's totals wait for the server).
 *
 * @example lineTotal({ price: 1000, memberPrice: 800, qty: 3 }, false) // 3000
 */
export function lineTotal(line: PricedQuantity, memberPricing: boolean): number {
  return unitPrice(line, memberPricing) * line.qty;
}
