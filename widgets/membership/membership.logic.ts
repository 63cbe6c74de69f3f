import {
  DEFAULT_MEMBER_FEE,
  MEMBERSHIP_MODAL_MEMBER_DISCOUNT,
  memberSavings,
  voucherAmount,
  type VoucherSettings,
} from '../../core/pricing';
import { array, boolean, check, number, object } from '../../core/schema';
import { isPlainObject } from '../../core/settings/plain-object';

/**
 * What the offer is about: the product on the page (`nid`), the shopper's cart, or membership
 * itself (a membership page: the fee and the way to join, no figures).
 */
export type OfferSubject = 'product' | 'cart' | 'membership';

/**
 * The membership page's inputs (settings key `membership`, README.md "Settings"): whether the
 * programme takes new members, and the offer's discount rate (0.3 when the page gives none —
 * the offer's own default, apart from the 0.2 member prices are computed with).
 */
export interface MembershipInputs {
  readonly enabled: boolean;
  readonly rate: number;
}

export const DEFAULT_MEMBERSHIP_INPUTS: MembershipInputs = {
  enabled: true,
  rate: MEMBERSHIP_MODAL_MEMBER_DISCOUNT,
};

/** A rate of 1 or more would promise free goods: the highest the offer accepts is 0.95. */
const rateSchema = number({ min: 0, max: 0.95 });
const enabledSchema = boolean();

/**
 * Reads `settings.membership` ({enabled?, rate?}). Absent → the defaults. Each key is checked on
 * its own, so a bad rate does not undo a page's `enabled: false`. A malformed `enabled` closes
 * the offer (an offer the page may have meant to switch off is not shown), a malformed rate
 * falls back to 0.3; either way `problems` names the key, for one `[rove]` warning.
 *
 * @example readMembershipInputs(undefined) // { inputs: { enabled: true, rate: 0.3 }, problems: [] }
 * @example readMembershipInputs({ enabled: 'no' }).inputs.enabled // false
 */
export function readMembershipInputs(value: unknown): {
  inputs: MembershipInputs;
  problems: string[];
} {
  if (value === undefined || value === null)
    return { inputs: DEFAULT_MEMBERSHIP_INPUTS, problems: [] };
  if (!isPlainObject(value)) {
    return { inputs: { ...DEFAULT_MEMBERSHIP_INPUTS, enabled: false }, problems: ['membership'] };
  }
  const problems: string[] = [];
  let { enabled, rate } = DEFAULT_MEMBERSHIP_INPUTS;
  if (value['enabled'] !== undefined) {
    const result = check(enabledSchema, value['enabled']);
    enabled = result.ok && result.value;
    if (!result.ok) problems.push('membership.enabled');
  }
  if (value['rate'] !== undefined) {
    const result = check(rateSchema, value['rate']);
    if (result.ok) rate = result.value;
    else problems.push('membership.rate');
  }
  return { inputs: { enabled, rate }, problems };
}

/** A priced line the offer is about (the product: one line of quantity 1). */
export interface OfferLine {
  readonly price: number;
  readonly qty: number;
}

const cartPageLines = object({
  lines: array(object({ price: number({ min: 0 }), qty: number({ min: 0 }) })),
});

/**
 * The cart's lines as the cart page prints them for <rove-cart> (settings.cartPage, whose lines
 * carry each unit's regular `price` and the `qty`), or null when the page has none or they do
 * not read as lines (then the offer shows no figures rather than wrong ones).
 *
 * @example cartLinesFromPage({ lines: [{ price: 100, qty: 2, title: 'Sofa' }] }) // [{ price: 100, qty: 2 }]
 */
export function cartLinesFromPage(cartPage: unknown): OfferLine[] | null {
  const result = check(cartPageLines, cartPage);
  return result.ok ? result.value.lines : null;
}

export interface MembershipOfferInput {
  /** The visitor is a member already (settings.isMembership). */
  readonly member: boolean;
  /** The page is in membership-only mode (body class rove-membership-only). */
  readonly membershipOnly: boolean;
  readonly inputs: MembershipInputs;
  /** settings.memberFee. */
  readonly fee: number;
  /** settings.voucherType, voucherRate, voucherAmtPer, voucherMax. */
  readonly vouchers: VoucherSettings;
  readonly subject: OfferSubject;
  /** What the shopper looks at or has in the cart; null while unknown. */
  readonly lines: readonly OfferLine[] | null;
}

/** The figures for what the shopper looks at (whole units except the voucher, see there). */
export interface OfferFigures {
  /** Regular prices × quantities. */
  readonly amount: number;
  /** What the offer's rate takes off, line by line rounded as member prices are. */
  readonly savings: number;
  /** The member voucher the member-priced amount earns (core/pricing voucherAmount). */
  readonly voucher: number;
  /** savings + voucher − fee: what the first order alone gains after paying the fee. */
  readonly net: number;
}

export interface MembershipOffer {
  readonly mode: 'standard' | 'membership-only';
  readonly subject: OfferSubject;
  readonly fee: number;
  /** The offer's discount rate (the page's `membership.rate`, else 0.3). */
  readonly rate: number;
  /** Null for a membership page, an empty cart or a price not known yet. */
  readonly figures: OfferFigures | null;
}

function finiteOrZero(value: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * The offer a visitor sees, or null when there is none: to a member, or where the programme
 * takes no new members. The savings use the offer's rate (0.3 by default), the rate the
 * membership offer has always advertised; prices elsewhere use memberDiscount (0.2).
 *
 * @example membershipOffer({ member: false, membershipOnly: false, inputs: DEFAULT_MEMBERSHIP_INPUTS, fee: 100, vouchers: {}, subject: 'product', lines: [{ price: 1000, qty: 1 }] })?.figures // { amount: 1000, savings: 300, voucher: 70, net: 270 }
 */
export function membershipOffer(input: MembershipOfferInput): MembershipOffer | null {
  if (input.member || !input.inputs.enabled) return null;
  const fee =
    Number.isFinite(input.fee) && input.fee >= 0 ? Math.round(input.fee) : DEFAULT_MEMBER_FEE;
  const { rate } = input.inputs;
  return {
    mode: input.membershipOnly ? 'membership-only' : 'standard',
    subject: input.subject,
    fee,
    rate,
    figures:
      input.subject === 'membership' || input.lines === null
        ? null
        : offerFigures(input.lines, rate, fee, input.vouchers),
  };
}

function offerFigures(
  lines: readonly OfferLine[],
  rate: number,
  fee: number,
  vouchers: VoucherSettings,
): OfferFigures | null {
  let amount = 0;
  let savings = 0;
  for (const line of lines) {
    const qty = Math.max(0, finiteOrZero(line.qty));
    const price = Math.max(0, Math.round(finiteOrZero(line.price)));
    amount += price * qty;
    savings += memberSavings(price, rate) * qty;
  }
  if (amount <= 0) return null;
  const voucher = voucherAmount(amount - savings, vouchers);
  return { amount, savings, voucher, net: Math.round(savings + voucher - fee) };
}

/**
 * The join link: the account menu's sign-up page under the site's base path.
 *
 * @example joinUrl('/') // '/user/membership/enroll/login?register=1'
 * @example joinUrl('/ca/') // '/ca/user/membership/enroll/login?register=1'
 */
export function joinUrl(basePath: string): string {
  return `${basePath}user/membership/enroll/login?register=1`;
}

/**
 * A rate as a whole percentage.
 *
 * @example percent(0.3) // '30%'
 * @example percent(0.125) // '13%'
 */
export function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}
