/**
 * The checkout's timing constants (spec/checkout.md §9), in milliseconds. The hooks own the timers; the
 * numbers live here so that every timer, test and story agrees on them. No poll for the buttons
 * or the loading notes: they follow the state (docs/decisions/0057).
 *
 * @example setTimeout(requestQuote, QUOTE_DELAY_MS)
 */

/**
 * Wait before asking for a shipping quote once the quote section opens, so that the last
 * keystroke or autocomplete fill has landed in the form the quote is computed from.
 *
 * @example setTimeout(requestQuote, QUOTE_DELAY_MS)
 */
export const QUOTE_DELAY_MS = 600;

/**
 * How often a pending quote is checked for arrival, while the status line with its animated
 * dots is shown.
 *
 * @example setInterval(checkQuote, QUOTE_CHECK_INTERVAL_MS)
 */
export const QUOTE_CHECK_INTERVAL_MS = 500;

/**
 * Quiet time after a valid address change (see addressHash) before the shipping quote is
 * recalculated: typing a city letter by letter must cause one request, not one per letter.
 *
 * @example setTimeout(recalculateShipping, SHIPPING_RECALCULATION_DELAY_MS)
 */
export const SHIPPING_RECALCULATION_DELAY_MS = 1000;

/**
 * The timing popup fires 25 minutes after checkout loads (its content belongs to the popups
 * area; the specification does not show it).
 *
 * @example setTimeout(showTimingPopup, TIMING_POPUP_DELAY_MS)
 */
export const TIMING_POPUP_DELAY_MS = 1_500_000;

/**
 * How long the payment provider's error message stays in the card-error area: long enough to
 * read a decline reason, short enough not to linger over the next attempt.
 *
 * @example setTimeout(clearCardError, PAYMENT_ERROR_DISPLAY_MS)
 */
export const PAYMENT_ERROR_DISPLAY_MS = 4000;

/**
 * The checkout-expiry modal's period: 5 minutes.
 *
 * @example setTimeout(showExpiryModal, CHECKOUT_EXPIRY_MODAL_MS)
 */
export const CHECKOUT_EXPIRY_MODAL_MS = 5 * 60 * 1000;
