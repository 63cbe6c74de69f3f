import { checkoutMessages } from '../../core/i18n/checkout';
import { translate } from '../../core/i18n/translate';
import { invalid, valid, type ValidationResult } from '../../core/validate/result';
import { QUOTE_DELAY_MS, SHIPPING_RECALCULATION_DELAY_MS } from './timings';

// The shipping quote section of the address step (spec/checkout.md §3, §4, §7).

/**
 * The form action that asks the checkout for quotes: POST /cart/checkout with the triggering
 * element `op` set to this value (spec/checkout.md §7).
 *
 * @example new URLSearchParams({ op: CALCULATE_SHIPPING_OP })
 */
export const CALCULATE_SHIPPING_OP = 'Calculate Shipping';

/** A quote option as the server lists it: the radio value and its title 'name - price'. */
export interface QuoteOption {
  readonly value: string;
  readonly title: string;
}

/** A quote option's title split for display. */
export interface ParsedQuoteTitle {
  readonly name: string;
  /** The price as the server wrote it ('$199', 'Free'); '' when the title has none. */
  readonly priceText: string;
}

const SEPARATOR = ' - ';

/**
 * Splits a quote title 'name - price' (spec/checkout.md §3). Service names may themselves contain
 * ' - ' ('White Glove - Room of Choice - $199') while a price never does, so the split is on
 * the last separator. A title without one is all name.
 *
 * @example parseQuoteTitle('Standard - $49') // { name: 'Standard', priceText: '$49' }
 * @example parseQuoteTitle('White Glove - Room of Choice - $199') // { name: 'White Glove - Room of Choice', priceText: '$199' }
 * @example parseQuoteTitle('Pick up in store') // { name: 'Pick up in store', priceText: '' }
 */
export function parseQuoteTitle(title: string): ParsedQuoteTitle {
  // Spaces are collapsed but not yet trimmed, so that a separator at either end still counts.
  const text = ` ${String(title ?? '').replace(/\s+/g, ' ')} `.replace(/\s+/g, ' ');
  const at = text.lastIndexOf(SEPARATOR);
  if (at === -1) return { name: text.trim(), priceText: '' };
  return {
    name: text.slice(0, at).trim(),
    priceText: text.slice(at + SEPARATOR.length).trim(),
  };
}

/** A quote option ready for a radio: its value with the parsed title. */
export interface ParsedQuoteOption extends ParsedQuoteTitle {
  readonly value: string;
}

/**
 * Parses every option; options without a value cannot be submitted and are dropped, and a
 * repeated value keeps its first option so that radios stay unique.
 *
 * @example parseQuoteOptions([{ value: 'std', title: 'Standard - $49' }]) // [{ value: 'std', name: 'Standard', priceText: '$49' }]
 */
export function parseQuoteOptions(options: readonly QuoteOption[]): ParsedQuoteOption[] {
  const seen = new Set<string>();
  const parsed: ParsedQuoteOption[] = [];
  for (const option of options) {
    const value = String(option.value ?? '').trim();
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    parsed.push({ value, ...parseQuoteTitle(option.title) });
  }
  return parsed;
}

/**
 * The selection to keep when new quotes arrive: the previous one if it is still offered, else
 * none, so a stale choice from an earlier address is never submitted.
 *
 * @example reconcileQuoteSelection('std', [{ value: 'wg', name: 'White Glove', priceText: '$199' }]) // null
 */
export function reconcileQuoteSelection(
  selected: string | null,
  options: readonly { readonly value: string }[],
): string | null {
  return selected !== null && options.some((option) => option.value === selected) ? selected : null;
}

/**
 * The quote section's check (spec/checkout.md §4): one of the offered options must be selected, else
 * 'Please select a shipping option to continue'.
 *
 * @example validateQuoteSelection(null, options) // { ok: false, message: 'Please select a shipping option to continue' }
 */
export function validateQuoteSelection(
  selected: string | null,
  options: readonly { readonly value: string }[],
): ValidationResult {
  return reconcileQuoteSelection(selected, options) === null
    ? invalid(translate(checkoutMessages, 'selectShippingOption'))
    : valid();
}

/**
 * The status line while a quote loads: 'Please wait while we're retrieving your shipping
 * quote' (spec/checkout.md §4).
 *
 * @example retrievingQuoteText() // "Please wait while we're retrieving your shipping quote"
 */
export function retrievingQuoteText(): string {
  return translate(checkoutMessages, 'retrievingQuote');
}

/**
 * The animated dots after the status line for an animation frame: '', '.', '..', '...', then
 * again. Keep them out of the live region (aria-hidden) so screen readers hear the line once.
 *
 * @example quoteLoadingDots(2) // '..'
 * @example quoteLoadingDots(5) // '.'
 */
export function quoteLoadingDots(frame: number): string {
  const step = Number.isFinite(frame) ? Math.abs(Math.trunc(frame)) % 4 : 0;
  return '.'.repeat(step);
}

/**
 * How long to wait before asking for a quote (spec/checkout.md §9): 600 ms for the first one, once the
 * quote section opens; 1 s after a later address change, so typing a city letter by letter
 * sends one request.
 *
 * @example quoteDelayMs(true) // 600
 * @example quoteDelayMs(false) // 1000
 */
export function quoteDelayMs(firstQuote: boolean): number {
  return firstQuote ? QUOTE_DELAY_MS : SHIPPING_RECALCULATION_DELAY_MS;
}

/** Where the quotes stand: none asked, asked and awaited, or the last ask failed. */
export type QuotePhase = 'idle' | 'loading' | 'failed';

/** The summary's shipping-row texts of the checkout's message table. */
export interface ShippingRowTexts {
  readonly shippingAfterAddress: string;
  readonly shippingCalculating: string;
  readonly shippingChoose: string;
}

/**
 * What the summary's shipping row says while the server has not priced shipping: it follows the
 * shopper through the address step — to be calculated after the address, calculating while the
 * quotes are asked, a choice to make among those offered, then the chosen option's price
 * ('$149', 'Free') until the server's figures count it. Null once they do (the row shows them).
 *
 * @example shippingRowText(null, { quotePhase: 'loading', quotes: [], quote: null }, m) // 'Calculating…'
 * @example shippingRowText(null, { quotePhase: 'idle', quotes, quote: 'standard' }, m) // '$149'
 */
export function shippingRowText(
  shipping: number | null,
  state: {
    readonly quotePhase: QuotePhase;
    readonly quotes: readonly ParsedQuoteOption[];
    readonly quote: string | null;
  },
  m: ShippingRowTexts,
): string | null {
  if (shipping !== null) return null;
  if (state.quotePhase === 'loading') return m.shippingCalculating;
  const chosen = state.quotes.find((option) => option.value === state.quote);
  if (chosen?.priceText) return chosen.priceText;
  return state.quotes.length > 0 ? m.shippingChoose : m.shippingAfterAddress;
}
