/**
 * The checkout's "how did you hear about us" answer (spec/checkout.md §3): asked by
 * ReferralQuestion.tsx, kept in the checkout's form, and sent with the payment's completion.
 */
export interface Referral {
  readonly id?: string;
  readonly other?: string;
  readonly associate?: string;
}
