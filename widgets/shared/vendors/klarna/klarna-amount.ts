import type { Currency } from '../../../../core/money';

// Klarna's amounts (spec/checkout.md §9): the minor units its widgets take and the height its widget
// gets for them — the checkout's payments widget and the product page's on-site messaging.

/** The purchase amount at which Klarna's product widget gets the short height (spec/checkout.md §9). */
export const KLARNA_SHORT_WIDGET_AMOUNT = 40000;

/**
 * Klarna's product widget height (spec/checkout.md §9): 15 when the purchase amount is at least 40000,
 * else 40. The amount is in the unit Klarna's widget is given (minor units).
 *
 * @example klarnaWidgetHeight(40000) // 15
 * @example klarnaWidgetHeight(39999) // 40
 */
export function klarnaWidgetHeight(purchaseAmount: number): 15 | 40 {
  return Number.isFinite(purchaseAmount) && purchaseAmount >= KLARNA_SHORT_WIDGET_AMOUNT ? 15 : 40;
}

/**
 * Klarna's order_amount for a total in whole units of the order's currency: minor units
 * (cents), the won having none. For when the Klarna session does not carry its own.
 *
 * @example klarnaOrderAmount(399.99, 'USD') // 39999
 * @example klarnaOrderAmount(50000, 'KRW') // 50000
 */
export function klarnaOrderAmount(total: number, currency: Currency): number {
  return Math.round(currency === 'KRW' ? total : total * 100);
}
