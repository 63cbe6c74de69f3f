import { commonMessages } from '../../core/i18n/common';
import { translate } from '../../core/i18n/translate';
import { priceLines, type PriceLines, type PriceSettings } from './price.logic';
import type { SalesData } from './product-extras';
import type { StockMessage } from './stock-message';

/**
 * sales_data (spec/product.md: sell_price, amt, currency, available) stands in where the page has no
 * model to go by: its price while the selection is incomplete, so the price block never
 * empties, and its availability when the chosen model has no stock entry.
 */

/**
 * The price block for sales_data's sell price. No compare-at line: sales_data carries no
 * original price, and a ×1.4 guess on a "from" price would mislead.
 *
 * @example salesDataPrice({ sell_price: 1799, amt: 1799, currency: 'USD', available: true }, settings)?.current // '$1,799'
 */
export function salesDataPrice(
  sales: SalesData | null,
  settings: PriceSettings,
): PriceLines | null {
  return sales
    ? priceLines({ p: sales.sell_price, ori: null }, { ...settings, isMSRPShown: false })
    : null;
}

/**
 * The stock state of a model the page has no stock entry for: buyable (no message) when
 * sales_data says available, 'Sold Out' with notify-me when it says not; null without
 * sales_data (purchase stays disabled: there is nothing to go by).
 *
 * @example salesDataStock({ ...sales, available: false }, 'en_US')?.canBuy // false
 */
export function salesDataStock(sales: SalesData | null, locale: string): StockMessage | null {
  if (!sales) return null;
  return sales.available
    ? { kind: 'available', text: '', detail: '', canBuy: true, notifyMe: false }
    : {
        kind: 'unavailable',
        text: translate(commonMessages, 'soldOut', locale),
        detail: '',
        canBuy: false,
        notifyMe: true,
      };
}
