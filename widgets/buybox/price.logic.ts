import { formatMoney, type Currency } from '../../core/money';
import {
  compareAtPrice,
  memberPrice,
  voucherAmount,
  type VoucherSettings,
} from '../../core/pricing';

/** What the price block shows, every amount already formatted (whole units). */
export interface PriceLines {
  /** The price the shopper pays: the MEMBER price for members. */
  current: string;
  /** True when `current` is the member price (labelled MEMBER). */
  member: boolean;
  /** Members also see the regular price beside theirs ('' otherwise). */
  regular: string;
  /** The compare-at (MSRP) price, struck through ('' when not shown). */
  compareAt: string;
  /** The member voucher amount ('' when zero). */
  voucher: string;
}

export interface PriceSettings extends VoucherSettings {
  currency: Currency;
  isMembership: boolean;
  memberDiscount: number;
  isMSRPShown: boolean;
  /** The body flag rove-msrp-lock: the compare-at price is never shown. */
  msrpLock: boolean;
}

/**
 * The price block of a model (spec/product.md §3 p/ori, spec/shell.md §6 MEMBER pricing, §9 rounding):
 * members pay memberPrice(p, memberDiscount); the compare-at price is ori, else the ×1.4
 * fallback, shown only when isMSRPShown and the page has no rove-msrp-lock; the voucher is
 * earned on what the shopper pays.
 *
 * @example priceLines({ p: 1799, ori: 2339 }, settings).current // '$1,799'
 */
export function priceLines(
  stock: { p: number; ori: number | null },
  settings: PriceSettings,
): PriceLines {
  const { currency } = settings;
  const pays = settings.isMembership ? memberPrice(stock.p, settings.memberDiscount) : stock.p;
  const voucher = voucherAmount(pays, settings);
  return {
    current: formatMoney(pays, currency),
    member: settings.isMembership,
    regular: settings.isMembership ? formatMoney(stock.p, currency) : '',
    compareAt:
      settings.isMSRPShown && !settings.msrpLock
        ? formatMoney(compareAtPrice(stock.p, stock.ori), currency)
        : '',
    voucher: voucher > 0 ? formatMoney(voucher, currency) : '',
  };
}
