import { productMessages } from '../../core/i18n/product';
import { commonMessages } from '../../core/i18n/common';
import { translate, translator } from '../../core/i18n/translate';
import type { ModelStock } from './product-data';

/** Which rule of spec/product.md §4 'Product stock display' matched. */
export type StockKind =
  | 'hidden'
  | 'satellite'
  | 'in-stock'
  | 'low-stock'
  | 'pre-order'
  | 'custom'
  | 'disallowed'
  /** Nothing matched (no units, no pre-orders, no message): shown as 'Sold Out'. */
  | 'unavailable'
  /** No stock entry for the model, but sales_data says the product can be bought: no message. */
  | 'available';

export interface StockMessage {
  kind: StockKind;
  /** The message ('' for hidden). */
  text: string;
  /** A second line: the ship or expected date, or the custom message's tip ('' when none). */
  detail: string;
  /** Add to cart is enabled. */
  canBuy: boolean;
  /** 'Sold Out - Notify Me' replaces add to cart. */
  notifyMe: boolean;
}

export interface StockMessageOptions {
  /** The visitor's destination postal code when an override exists (satellite stock applies). */
  destination: string | null;
  locale: string;
}

/** In-stock at 10 units or more; pre-order counts are capped at '10+' (spec/product.md §9). */
export const IN_STOCK_THRESHOLD = 10;
const PREORDER_CAP = 10;

const EN = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/**
 * Short month and day per storefront locale, as CLDR (Intl.DateTimeFormat's `{month: 'short',
 * day: 'numeric'}`) writes them — written out because building the first Intl date formatter
 * costs a phone ~150 ms of ICU start-up while the buy box renders. en_UK is en-GB; ch_HK has no
 * locale data of its own and falls back to en-US, as Intl does.
 */
const MONTH_DAY: Readonly<Record<string, (month: number, day: number) => string>> = {
  en: (month, day) => `${EN[month]} ${day}`,
  en_AU: (month, day) =>
    `${day} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'][month]}`,
  en_UK: (month, day) => `${day} ${month === 8 ? 'Sept' : EN[month]}`,
  fr_CA: (month, day) =>
    `${day} ${'janv. févr. mars avr. mai juin juill. août sept. oct. nov. déc.'.split(' ')[month]}`,
  ko_KR: (month, day) => `${month + 1}월 ${day}일`,
};

/** 'YYYY-MM-DD' → 'Dec 9' (UTC, so the day never shifts); anything else is shown as given. */
export function formatShipDate(date: string | null, locale: string): string {
  if (!date) return '';
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime())) return date;
  const format = MONTH_DAY[locale] ?? (MONTH_DAY['en'] as (month: number, day: number) => string);
  return format(parsed.getUTCMonth(), parsed.getUTCDate());
}

/**
 * The stock message of a model, first match wins (spec/product.md §4): hidden → nothing; satellite
 * units when a destination override exists; 'In-stock' at 10+ units, else 'Only N left';
 * pre-order (count capped '10+') with its eta; the custom message with its tip; disallowed →
 * 'Sold Out' and notify-me. A disallowed flag disables add to cart whichever message shows.
 *
 * @example stockMessage({ ...stock, s: 3 }, { destination: null, locale: 'en_US' }).text // 'Only 3 left'
 */
export function stockMessage(stock: ModelStock, options: StockMessageOptions): StockMessage {
  const { locale, destination } = options;
  const t = translator(productMessages, locale);
  const soldOut = translate(commonMessages, 'soldOut', locale);
  const canBuy = !stock.d;
  const units = (count: number) =>
    count >= IN_STOCK_THRESHOLD ? t('inStock') : t('onlyLeft', { count });
  const shipsBy = (date: string | null) =>
    date ? t('shipsBy', { date: formatShipDate(date, locale) }) : '';

  if (stock.h) return { kind: 'hidden', text: '', detail: '', canBuy: false, notifyMe: false };
  if (destination !== null && stock.hs > 0) {
    const from = t('nearbyWarehouse', { postal: destination });
    const date = shipsBy(stock.hsh);
    return {
      kind: 'satellite',
      text: units(stock.hs),
      detail: date ? `${from}. ${date}` : from,
      canBuy,
      notifyMe: !canBuy,
    };
  }
  if (stock.s > 0) {
    return {
      kind: stock.s >= IN_STOCK_THRESHOLD ? 'in-stock' : 'low-stock',
      text: units(stock.s),
      detail: shipsBy(stock.sh),
      canBuy,
      notifyMe: !canBuy,
    };
  }
  if (stock.pr > 0) {
    const count = stock.pr >= PREORDER_CAP ? t('preorderCountCapped') : String(stock.pr);
    return {
      kind: 'pre-order',
      text: t('preOrder', { count }),
      detail: stock.eta ? t('expected', { date: formatShipDate(stock.eta, locale) }) : '',
      canBuy,
      notifyMe: !canBuy,
    };
  }
  if (stock.msg) {
    return {
      kind: 'custom',
      text: stock.msg.text,
      detail: stock.msg.tip,
      canBuy,
      notifyMe: !canBuy,
    };
  }
  return {
    kind: stock.d ? 'disallowed' : 'unavailable',
    text: soldOut,
    detail: '',
    canBuy: false,
    notifyMe: true,
  };
}
