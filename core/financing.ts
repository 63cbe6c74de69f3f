// Financing maths (docs/spec/product.md §5, §9; docs/spec/checkout.md §9): the product page's
// <rove-financing> and the checkout's Affirm method. Pure.

/** 'as low as' only from this amount up (spec/product.md §5, §9). */
export const FINANCING_MIN_AMOUNT = 1000;

/** The numbers of monthly payments offered (spec/product.md §9: up to 24 months). */
export const FINANCING_TERMS = [12, 18, 24] as const;
export type FinancingTerm = (typeof FINANCING_TERMS)[number];

/**
 * The CMS's programme (spec/product.md §9: standard_3_6_12). The specification names a zero-percent programme
 * without its key; 'zero_percent' is ours.
 */
export type FinancingProgramme = 'standard_3_6_12' | 'zero_percent';
export const DEFAULT_PROGRAMME: FinancingProgramme = 'standard_3_6_12';

/**
 * Annual rate: 0 for the zero-percent programme, otherwise 0.10 (spec/product.md §9).
 * @example aprFor('standard_3_6_12') // 0.1
 */
export function aprFor(programme: FinancingProgramme): number {
  return programme === 'zero_percent' ? 0 : 0.1;
}

/**
 * The amortised monthly payment, P·r / (1 − (1 + r)^−n) with r = APR / 12, or P / n at 0 %.
 * Rounded up to whole units: an estimate must never promise less than the lender will charge.
 * Invalid input (negative, non-finite, no months) gives null rather than NaN on the page.
 *
 * @example monthlyPayment(1200, 12, 0) // 100
 * @example monthlyPayment(2499, 24, 0.1) // 116
 */
export function monthlyPayment(amount: number, months: number, apr: number): number | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  if (!Number.isInteger(months) || months <= 0) return null;
  if (!Number.isFinite(apr) || apr < 0) return null;
  const rate = apr / 12;
  const exact = rate === 0 ? amount / months : (amount * rate) / (1 - (1 + rate) ** -months);
  // Guard against binary noise (100.00000000001 must stay 100).
  return Math.ceil(Math.round(exact * 1e6) / 1e6);
}

export interface Estimate {
  monthly: number;
  months: FinancingTerm;
  apr: number;
}

/** Affirm at checkout: 12 monthly payments (docs/spec/checkout.md §9). */
export const CHECKOUT_AFFIRM_MONTHS: FinancingTerm = 12;

/**
 * The checkout's Affirm estimate for the order's total: 12 monthly payments at the programme's
 * rate, or null below {@link FINANCING_MIN_AMOUNT} (docs/spec/checkout.md §9).
 *
 * @example checkoutAffirmEstimate(2499, 'standard_3_6_12') // {monthly: 220, months: 12, apr: 0.1}
 * @example checkoutAffirmEstimate(999, 'zero_percent') // null
 */
export function checkoutAffirmEstimate(
  amount: number,
  programme: FinancingProgramme = DEFAULT_PROGRAMME,
): Estimate | null {
  if (!Number.isFinite(amount) || amount < FINANCING_MIN_AMOUNT) return null;
  const apr = aprFor(programme);
  const monthly = monthlyPayment(amount, CHECKOUT_AFFIRM_MONTHS, apr);
  return monthly === null ? null : { monthly, months: CHECKOUT_AFFIRM_MONTHS, apr };
}

/**
 * The 'as low as' estimate: the lowest monthly payment over the offered terms (the longest
 * term), or null below {@link FINANCING_MIN_AMOUNT} or for a missing price.
 *
 * @example asLowAs(2499, 'standard_3_6_12') // {monthly: 116, months: 24, apr: 0.1}
 * @example asLowAs(999, 'standard_3_6_12') // null
 */
export function asLowAs(
  amount: number | null | undefined,
  programme: FinancingProgramme = DEFAULT_PROGRAMME,
): Estimate | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < FINANCING_MIN_AMOUNT) {
    return null;
  }
  const apr = aprFor(programme);
  let best: Estimate | null = null;
  for (const months of FINANCING_TERMS) {
    const monthly = monthlyPayment(amount, months, apr);
    if (monthly !== null && (best === null || monthly < best.monthly)) {
      best = { monthly, months, apr };
    }
  }
  return best;
}

/** Every offered term for the dialog's table. */
export function termTable(
  amount: number,
  programme: FinancingProgramme = DEFAULT_PROGRAMME,
): { months: FinancingTerm; monthly: number | null }[] {
  const apr = aprFor(programme);
  return FINANCING_TERMS.map((months) => ({
    months,
    monthly: monthlyPayment(amount, months, apr),
  }));
}

/** @example formatApr(0.1) // '10%' */
export function formatApr(apr: number): string {
  return `${Math.round(apr * 1000) / 10}%`;
}

/** The attribute value as a programme; anything else is the default. */
export function parseProgramme(value: string | undefined): FinancingProgramme {
  return value === 'zero_percent' ? 'zero_percent' : DEFAULT_PROGRAMME;
}
