/**
 * Member pricing, member vouchers and the compare-at (MSRP) fallback.
 *
 * Pure functions over plain numbers: the defaults are the specification's (spec/shell.md §9, spec/product.md §9, spec/checkout.md §9) and
 * every caller may pass the value read from the page settings instead. Results are amounts in
 * the shopper's currency; format them with core/money.
 */

/**
 * Member discount used by the price function when settings give none (spec/shell.md §9).
 *
 * @example memberPrice(1000, PRICE_FUNCTION_MEMBER_DISCOUNT) // 800
 */
export const PRICE_FUNCTION_MEMBER_DISCOUNT = 0.2;

/**
 * Member discount used by the membership modal when settings give none (spec/shell.md §9).
 * Differs from the price function's default in the legacy site; both are kept as specified.
 *
 * @example memberPrice(1000, MEMBERSHIP_MODAL_MEMBER_DISCOUNT) // 700
 */
export const MEMBERSHIP_MODAL_MEMBER_DISCOUNT = 0.3;

/**
 * Annual membership fee when settings give none.
 *
 * @example formatMoney(DEFAULT_MEMBER_FEE, 'USD') // '$100'
 */
export const DEFAULT_MEMBER_FEE = 100;

/**
 * Voucher rate when settings give none.
 *
 * @example voucherAmount(1000) // 100 (1000 × 0.1)
 */
export const DEFAULT_VOUCHER_RATE = 0.1;

/**
 * Voucher cap when settings give none.
 *
 * @example voucherAmount(100000) // 500
 */
export const DEFAULT_VOUCHER_MAX = 500;

/**
 * Compare-at price factor used when a product has no compare-at price of its own.
 *
 * @example compareAtPrice(1000) // 1400
 */
export const MSRP_FALLBACK_FACTOR = 1.4;

/** How a member voucher is computed (settings key voucherType). */
export type VoucherType = 'rate' | 'amount_per' | 'range';

/**
 * Voucher type when settings give none.
 *
 * @example voucherAmount(1000, { voucherType: DEFAULT_VOUCHER_TYPE }) // 100
 */
export const DEFAULT_VOUCHER_TYPE: VoucherType = 'rate';

/**
 * The voucher part of the page settings, under the specification's key names. Every key is optional and
 * falls back to its default.
 */
export interface VoucherSettings {
  readonly voucherType?: VoucherType;
  readonly voucherRate?: number;
  readonly voucherAmtPer?: number;
  readonly voucherMax?: number;
}

function isUsableNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

// Money maths in binary floating point leaves residue (0.1 × 3 = 0.30000000000000004);
// vouchers are kept to the cent so that sums and comparisons behave.
function toCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The member price: price × (1 − discount), rounded to whole units (spec/shell.md §6, spec/product.md §9).
 * A discount outside [0, 1) or not a number falls back to the price function's default, because
 * a broken setting must not show a free or negative member price. A price that is not a finite
 * number gives NaN, which formatMoney shows as ''.
 *
 * @example memberPrice(1299) // 1039 (1299 × 0.8 = 1039.2)
 * @example memberPrice(1299, 0.3) // 909
 * @example memberPrice(1299, MEMBERSHIP_MODAL_MEMBER_DISCOUNT) // 909
 */
export function memberPrice(
  price: number,
  discount: number = PRICE_FUNCTION_MEMBER_DISCOUNT,
): number {
  if (!isUsableNumber(price)) return Number.NaN;
  const rate =
    isUsableNumber(discount) && discount >= 0 && discount < 1
      ? discount
      : PRICE_FUNCTION_MEMBER_DISCOUNT;
  return Math.round(price * (1 - rate));
}

/**
 * What a member saves on a price: the price minus the (rounded) member price, so that the two
 * figures a shopper sees always add up.
 *
 * @example memberSavings(1299) // 260 (1299 − 1039)
 * @example memberSavings(1000, 0.3) // 300
 */
export function memberSavings(
  price: number,
  discount: number = PRICE_FUNCTION_MEMBER_DISCOUNT,
): number {
  const member = memberPrice(price, discount);
  return Number.isNaN(member) ? Number.NaN : Math.round(price) - member;
}

/**
 * The member voucher earned on a spend, always capped at voucherMax (default 500) and never
 * negative (spec/checkout.md §9):
 *
 * - `rate` (default): spend × voucherRate (default 0.1).
 * - `amount_per`: floor(spend / voucherAmtPer) × voucherRate. voucherAmtPer is the size of one
 *   spend step and voucherRate the amount earned per complete step (so in this mode the "rate"
 *   setting holds a money amount, e.g. 50 per 1000 spent). Without a positive voucherAmtPer
 *   there is no step to count, so the voucher is 0.
 * - `range`: Math.round(voucherRate). The server has already picked the voucher for the spend's
 *   range and passes it as voucherRate; the client only rounds it (the specification's "the rounded rate").
 *
 * `rate` and `amount_per` keep cents; `range` is whole. Non-finite inputs give 0.
 *
 * @example voucherAmount(1200) // 120
 * @example voucherAmount(9000) // 500 (900 capped at 500)
 * @example voucherAmount(2500, { voucherType: 'amount_per', voucherAmtPer: 1000, voucherRate: 50 }) // 100
 * @example voucherAmount(2500, { voucherType: 'range', voucherRate: 149.6 }) // 150
 */
export function voucherAmount(spend: number, settings: VoucherSettings = {}): number {
  const rate = isUsableNumber(settings.voucherRate) ? settings.voucherRate : DEFAULT_VOUCHER_RATE;
  const max =
    isUsableNumber(settings.voucherMax) && settings.voucherMax >= 0
      ? settings.voucherMax
      : DEFAULT_VOUCHER_MAX;
  const type = settings.voucherType ?? DEFAULT_VOUCHER_TYPE;

  let voucher: number;
  switch (type) {
    case 'amount_per': {
      const step = settings.voucherAmtPer;
      if (!isUsableNumber(spend) || !isUsableNumber(step) || step <= 0) return 0;
      voucher = toCents(Math.floor(spend / step) * rate);
      break;
    }
    case 'range':
      voucher = Math.round(rate);
      break;
    case 'rate':
    default:
      // An unknown type from untrusted settings is treated as the default, 'rate'.
      if (!isUsableNumber(spend)) return 0;
      voucher = toCents(spend * rate);
      break;
  }
  return Math.max(0, Math.min(voucher, max));
}

/**
 * The compare-at (MSRP) price to show beside a price: the product's own compare-at price when it
 * has a positive one, else price × 1.4 rounded to whole units (spec/checkout.md §9).
 *
 * @example compareAtPrice(1000) // 1400
 * @example compareAtPrice(1000, 1599) // 1599
 * @example compareAtPrice(999, 0) // 1399 (0 means "none")
 */
export function compareAtPrice(price: number, compareAt?: number | null): number {
  if (isUsableNumber(compareAt) && compareAt > 0) return compareAt;
  if (!isUsableNumber(price)) return Number.NaN;
  return Math.round(price * MSRP_FALLBACK_FACTOR);
}
