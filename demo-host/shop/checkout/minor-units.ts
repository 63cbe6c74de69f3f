import type { Currency } from '../../lib/markets';

// Payment providers count money in minor units (cents); the won has none. Demo prices are whole
// units of the shop's currency.

const ZERO_DECIMAL: readonly string[] = ['KRW'];

/** @example toMinorUnits(149, 'USD') // 14900; toMinorUnits(50000, 'KRW') // 50000 */
export function toMinorUnits(amount: number, currency: Currency): number {
  return ZERO_DECIMAL.includes(currency) ? Math.round(amount) : Math.round(amount * 100);
}

/** @example fromMinorUnits(14900, 'usd') // 149 */
export function fromMinorUnits(amount: number, currency: string): number {
  return ZERO_DECIMAL.includes(currency.toUpperCase()) ? amount : amount / 100;
}
