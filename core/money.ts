/**
 * Money formatting for the six storefront countries.
 *
 * The seeds fix the symbols ($, C$, AU$, HK$, £, and ₩ written after the number) and say prices
 * are shown in whole units unless a view asks for 2 decimals. Grouping comes from
 * Intl.NumberFormat; the symbol is added by hand because Intl's own currency display varies by
 * runtime locale data (e.g. "CA$" vs "C$", "US$" in en-CA) and the seeds' symbols must be exact.
 */

import type { Country } from './country';

// One definition of Country for all of core: core/country.ts (the warehouse cookie's values).
export type { Country };

/** ISO 4217 codes of the six storefront currencies. */
export type Currency = 'USD' | 'CAD' | 'AUD' | 'KRW' | 'GBP' | 'HKD';

/**
 * Every supported currency.
 *
 * @example CURRENCIES.length // 6
 */
export const CURRENCIES: readonly Currency[] = ['USD', 'CAD', 'AUD', 'KRW', 'GBP', 'HKD'];

const CURRENCY_BY_COUNTRY: Readonly<Record<Country, Currency>> = {
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  KR: 'KRW',
  UK: 'GBP',
  HK: 'HKD',
};

interface CurrencySymbol {
  readonly symbol: string;
  /** The won sign follows the number (seed 000 §3); every other symbol precedes it. */
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
 * Narrows an untrusted value to a Currency.
 *
 * @example isCurrency('KRW') // true
 */
export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * The currency a country shops in.
 *
 * @example currencyForCountry('UK') // 'GBP'
 */
export function currencyForCountry(country: Country): Currency {
  return CURRENCY_BY_COUNTRY[country];
}

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

// Two formatters serve every call; building an Intl.NumberFormat is costly.
const formatters = new Map<0 | 2, Intl.NumberFormat>();
function numberFormatter(decimals: 0 | 2): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    // en-US grouping (1,234.50) for every country: the storefront's price templates use it
    // everywhere, including Korea, and it keeps prices comparable across country switches.
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
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
  const digits = numberFormatter(decimals).format(Math.abs(amount));
  // The sign is decided on the rounded digits so that -0.4 shows as "$0", not "-$0".
  const sign = amount < 0 && /[1-9]/.test(digits) ? '-' : '';
  if (!style) return `${sign}${digits} ${String(currency)}`;
  return style.after ? `${sign}${digits}${style.symbol}` : `${sign}${style.symbol}${digits}`;
}
