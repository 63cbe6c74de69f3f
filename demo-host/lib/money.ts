import { formatMoney } from '../../core/money';
import type { Currency } from './markets';

// Server-rendered prices use the SDK's formatter (spec/shell.md §3: whole units, ₩ after the number),
// so the no-JS fallback and the widgets show the same text.
export { formatMoney };

/** An option's price adjustment as the CMS shows it beside a swatch: '+$200', or '' when free. */
export function formatAdjustment(amount: number, currency: Currency): string {
  if (amount === 0) return '';
  return `${amount > 0 ? '+' : ''}${formatMoney(amount, currency)}`;
}
