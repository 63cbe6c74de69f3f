import { checkoutAffirmEstimate, formatApr } from '../../../core/financing';
import { affirmProgramme } from '../../shared/vendors/affirm/affirm-programme';

/** The checkout's Affirm terms, as its message table words them. */
export interface AffirmTerms {
  monthly: number;
  months: number;
  /** Formatted: '10%'. */
  apr: string;
}

/**
 * The terms of docs/spec/checkout.md §9 for the order's total: 12 payments at the rate of the
 * programme the page's Affirm settings name (`affirm.programme`), from 1000 up; else null.
 * A chunk of its own (useAffirmTerms.ts), with the maths <rove-financing> shares.
 *
 * @example affirmTerms(2499, { publicKey: 'ABCDEF123' }) // {monthly: 220, months: 12, apr: '10%'}
 */
export function affirmTerms(total: number, affirmSettings: unknown): AffirmTerms | null {
  const estimate = checkoutAffirmEstimate(total, affirmProgramme(affirmSettings));
  return (
    estimate && { monthly: estimate.monthly, months: estimate.months, apr: formatApr(estimate.apr) }
  );
}
