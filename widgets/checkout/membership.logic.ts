import {
  DEFAULT_MEMBER_FEE,
  memberPrice,
  PRICE_FUNCTION_MEMBER_DISCOUNT,
  voucherAmount,
  type VoucherSettings,
} from '../../core/pricing';

// The membership step (spec/checkout.md §3, §4, §9): the choice, its expiry date and what joining does
// to the order's figures. Prices are whole units, as the storefront shows them; the figures
// match the demo host's order totals (demo-host/shop/checkout/pricing.ts), which use the same
// core/pricing functions.

/** Join the membership programme. */
export const JOIN = 1;
/** Opt out. */
export const OPT_OUT = 0;
/** The membership radio's values (spec/checkout.md §3). */
export type MembershipChoice = typeof JOIN | typeof OPT_OUT;

/** The body flags that shape the step. */
export interface MembershipFlags {
  /** rove-membership-only */
  readonly membershipOnly: boolean;
  /** rove-membership-lock */
  readonly membershipLock: boolean;
}

/** How the membership step is drawn. */
export interface MembershipOptions {
  /** The choice selected when the step first shows, or null for none. */
  readonly initialChoice: MembershipChoice | null;
  /** Whether the opt-out radio is shown. */
  readonly showOptOut: boolean;
}

/**
 * The step's starting choice and options. The lock mode pre-selects joining and hides opt-out
 * (spec/checkout.md §4). A membership-only country completes the step by itself after the account
 * step, so it pre-selects joining too: a completed step must hold a choice, and in such a
 * country the order carries a membership. Elsewhere the shopper chooses.
 *
 * @example membershipOptions({ membershipOnly: false, membershipLock: true }) // { initialChoice: 1, showOptOut: false }
 * @example membershipOptions({ membershipOnly: false, membershipLock: false }) // { initialChoice: null, showOptOut: true }
 */
export function membershipOptions(flags: MembershipFlags): MembershipOptions {
  return {
    initialChoice: flags.membershipLock || flags.membershipOnly ? JOIN : null,
    showOptOut: !flags.membershipLock,
  };
}

/**
 * Narrows a radio value to a choice ('1' or 1 → join, '0' or 0 → opt out).
 *
 * @example parseMembershipChoice('1') // 1
 * @example parseMembershipChoice('yes') // null
 */
export function parseMembershipChoice(value: unknown): MembershipChoice | null {
  if (value === JOIN || value === String(JOIN)) return JOIN;
  if (value === OPT_OUT || value === String(OPT_OUT)) return OPT_OUT;
  return null;
}

/**
 * The day a membership chosen on `today` ends: one year later, as YYYY-MM-DD (the summary's
 * year-month-day format, spec/checkout.md §3). A membership taken on 29 February ends on 28 February:
 * "one year" must not run into March. The date is read in the shopper's calendar (local time).
 *
 * @example membershipExpiry(new Date(2025, 5, 9)) // '2026-06-09'
 * @example membershipExpiry(new Date(2024, 1, 29)) // '2025-02-28'
 */
export function membershipExpiry(today: Date): string {
  const year = today.getFullYear() + 1;
  const month = today.getMonth();
  const lastDay = new Date(year, month + 1, 0).getDate();
  const day = Math.min(today.getDate(), lastDay);
  return `${String(year).padStart(4, '0')}-${pad(month + 1)}-${pad(day)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A cart line as the order summary knows it. */
export interface PricedLine {
  /** Unit price for non-members. */
  readonly price: number;
  readonly qty: number;
  /** Unit member price when the server gives one; otherwise derived from memberDiscount. */
  readonly memberPrice?: number;
}

/** Settings that price a membership order (page settings, seed key names). */
export interface MembershipPricingSettings extends VoucherSettings {
  /** Annual fee; default 100. */
  readonly memberFee?: number;
  /** Discount off the price for members; default 0.2 (the price function's, core/pricing). */
  readonly memberDiscount?: number;
}

/** The order's merchandise figures (whole units, except the voucher: see there). */
export interface MembershipTotals {
  /** Sum of non-member prices × quantities. */
  readonly subtotal: number;
  /** What member pricing takes off the subtotal (0 when not priced as a member). */
  readonly memberSavings: number;
  /** Membership fee added to this order (0 unless joining now). */
  readonly fee: number;
  /**
   * The member voucher the order earns: core/pricing voucherAmount of the member subtotal,
   * exactly (the 'rate' type keeps cents, as the server's figure does; formatMoney shows it
   * whole). It pays towards a later order, so it is reported, not subtracted from `total`.
   */
  readonly voucher: number;
  /** subtotal − memberSavings + fee. Shipping, tax and protection are the server's. */
  readonly total: number;
}

/** Who the order is priced for. */
export interface MembershipPricingContext {
  readonly choice: MembershipChoice | null;
  /** An active member pays member prices and earns vouchers without paying the fee again. */
  readonly alreadyMember?: boolean;
}

/**
 * Re-prices the order for the membership choice (spec/checkout.md §4 "joining re-prices the order"):
 * joining switches every line to its member price and adds the fee; opting out keeps regular
 * prices. Lines with a non-finite price or quantity count as zero rather than poisoning every
 * total with NaN.
 *
 * @example membershipTotals([{ price: 1000, qty: 2 }], { choice: 1 }) // { subtotal: 2000, memberSavings: 400, fee: 100, voucher: 160, total: 1700 }
 * @example membershipTotals([{ price: 1000, qty: 2 }], { choice: 0 }) // { subtotal: 2000, memberSavings: 0, fee: 0, voucher: 0, total: 2000 }
 */
export function membershipTotals(
  lines: readonly PricedLine[],
  context: MembershipPricingContext,
  settings: MembershipPricingSettings = {},
): MembershipTotals {
  const joining = context.choice === JOIN && context.alreadyMember !== true;
  const memberPricing = joining || context.alreadyMember === true;
  const discount = settings.memberDiscount ?? PRICE_FUNCTION_MEMBER_DISCOUNT;
  let subtotal = 0;
  let memberSubtotal = 0;
  for (const line of lines) {
    const qty = finiteOrZero(line.qty);
    const price = Math.round(finiteOrZero(line.price));
    const member = finiteOrZero(
      typeof line.memberPrice === 'number' && line.memberPrice >= 0
        ? Math.round(line.memberPrice)
        : memberPrice(price, discount),
    );
    subtotal += price * qty;
    // A member price above the regular one would be a pricing error; never charge a member more.
    memberSubtotal += Math.min(member, price) * qty;
  }
  const memberSavings = memberPricing ? subtotal - memberSubtotal : 0;
  const fee = joining ? Math.round(usableFee(settings.memberFee)) : 0;
  const voucher = memberPricing ? voucherAmount(memberSubtotal, settings) : 0;
  return { subtotal, memberSavings, fee, voucher, total: subtotal - memberSavings + fee };
}

function finiteOrZero(value: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function usableFee(fee: number | undefined): number {
  return typeof fee === 'number' && Number.isFinite(fee) && fee >= 0 ? fee : DEFAULT_MEMBER_FEE;
}

/**
 * The body of POST /json/user/membership/validate (spec/checkout.md §7).
 *
 * @example membershipValidatePayload(1) // { value: 1 }
 */
export function membershipValidatePayload(choice: MembershipChoice): { value: MembershipChoice } {
  return { value: choice };
}
