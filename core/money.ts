/**
 * Money formatting for the six storefront countries.
 *
 * The specification fixes the symbols ($, C$, AU$, HK$, £, and ₩ written after the number) and say prices
 * are shown in whole units unless a view asks for 2 decimals. Neither the symbol nor the
 * grouping comes from Intl: its currency display varies by runtime locale data (e.g. "CA$" vs
 * "C$", "US$" in en-CA) while the specification's symbols must be exact, and its first formatter costs a
 * phone about 100 ms of start-up.
 */

import type { Country } from './country';
import type { Currency } from './currency';

// One definition of each for all of core: core/country.ts and core/currency.ts.
export type { Country, Currency };

interface CurrencySymbol {
  readonly symbol: string;
  /** The won sign follows the number (spec/shell.md §3); every other symbol precedes it. */
  readonly after: boolean;
  /** The won has no minor unit in circulation, so it is always shown whole. */
  readonly wholeOnly: boolean;
}

const SYMBOLS: Readonly<Record<Currency, CurrencySymbol>> = {
  USD: { symbol: '$', after: false, wholeOnly: false },
  CAD: { symbol: 'C$', after: false, wholeOnly: false },
  AUD: { symbol: 'AU$', after: false, wholeOnly: false },
  HKD: { symbol: 'HK$', after: false, wholeOnly: false },
  GBP: { symbol: '£', after: false, wholeOnly: false },
  KRW: { symbol: '₩', after: true, wholeOnly: true },
};

/**
 * The storefront symbol of a currency (not Intl's, which differs between runtimes).
 *
 * @example currencySymbol('CAD') // 'C$'
 */
export function currencySymbol(currency: Currency): string {
  return SYMBOLS[currency].symbol;
}

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** 0 (default): rounded to whole units. 2: cents, as in the non-member listing template. */
  readonly decimals?: 0 | 2;
}

/**
 * The decimal digits of a finite number, without exponent: the shortest text that reads back
 * as the same number (as `String` gives it), so 1.005 is '1.005' as a shopper typed it, not
 * the binary 1.00499… .
 */
function plainDigits(value: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponentText = '0'] = String(value).split('e');
  const [wholePart = '0', fractionPart = ''] = mantissa.split('.');
  const exponent = Number(exponentText);
  const digits = wholePart + fractionPart;
  // Where the decimal point falls in `digits` once the exponent is applied.
  const point = wholePart.length + exponent;
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length)
    return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Adds one to a string of decimal digits ('199' → '200', '99' → '100'). */
function increment(digits: string): string {
  let carry = 1;
  let result = '';
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const sum = Number(digits[i]) + carry;
    carry = sum === 10 ? 1 : 0;
    result = String(sum % 10) + result;
  }
  return carry ? `1${result}` : result;
}

/**
 * `value` (≥ 0) rounded half away from zero to `decimals` places, grouped with commas:
 * en-US grouping (1,234.50) for every country — the storefront's price templates use it
 * everywhere, including Korea, and it keeps prices comparable across country switches.
 * The same text as `Intl.NumberFormat('en-US')` gives, without it: building the first one costs
 * a phone about 100 ms of ICU start-up on every page that shows a price.
 */
function groupedDigits(value: number, decimals: 0 | 2): string {
  const { whole, fraction } = plainDigits(value);
  const padded = fraction.padEnd(decimals + 1, '0');
  let kept = (whole + padded.slice(0, decimals)).replace(/^0+(?=\d)/, '');
  if (Number(padded[decimals]) >= 5) kept = increment(kept);
  kept = kept.padStart(decimals + 1, '0');
  const integer = kept.slice(0, kept.length - decimals).replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals ? `${integer}.${kept.slice(-decimals)}` : integer;
}

/**
 * Formats an amount with the storefront symbol, rounded half away from zero to whole units
 * (or to 2 decimals on request). KRW is always whole: the won has no minor unit.
 *
 * Non-finite amounts (NaN, ±Infinity) never throw: they give '' so a view shows nothing rather
 * than "$NaN". A value that rounds to zero is shown unsigned ("$0", never "-$0").
 *
 * @example formatMoney(1234.5, 'USD') // '$1,235'
 * @example formatMoney(1234.5, 'CAD', { decimals: 2 }) // 'C$1,234.50'
 * @example formatMoney(1500000, 'KRW') // '1,500,000₩'
 * @example formatMoney(-20, 'GBP') // '-£20'
 * @example formatMoney(Number.NaN, 'USD') // ''
 */
export function formatMoney(
  amount: number,
  currency: Currency,
  options: FormatMoneyOptions = {},
): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  // Typed callers always pass a known currency; an unknown one from untrusted data is shown
  // with its code rather than with a misleading symbol.
  const style: CurrencySymbol | undefined = SYMBOLS[currency];
  const decimals: 0 | 2 = options.decimals === 2 && !style?.wholeOnly ? 2 : 0;
  const digits = groupedDigits(Math.abs(amount), decimals);
  // The sign is decided on the rounded digits so that -0.4 shows as "$0", not "-$0".
  const sign = amount < 0 && /[1-9]/.test(digits) ? '-' : '';
  if (!style) return `${sign}${digits} ${String(currency)}`;
  return style.after ? `${sign}${digits}${style.symbol}` : `${sign}${style.symbol}${digits}`;
}
