import type { KoreanOnDemand } from './korean-on-demand';

// The English of membershipMessages (below).
const en = {
  saveOnItem: 'Members save {savings} on this item.',
  saveOnCart: 'Members save {savings} on this order.',
  feePerYear: 'Membership is {fee} a year.',
  onlyMembers: 'Shopping here is for members: {fee} a year.',
  seeOffer: 'See membership',
  title: 'Become a member',
  titleOnly: 'Membership required',
  intro: 'Members save {rate} on every order for a year and earn a voucher towards the next one.',
  introOnly:
    'Shopping here is for members. Join to shop at member prices, {rate} off, and earn a voucher towards your next order.',
  figuresLabel: 'What membership would mean for you',
  feeLabel: 'Membership, one year',
  savingsOnItem: 'Member savings on this item',
  savingsOnCart: 'Member savings on this order',
  voucherLabel: 'Member voucher you would earn',
  netLabel: 'Your saving after the fee',
  join: 'Join now',
  joinOnly: 'Join to shop',
  notNow: 'Not now',
  close: 'Close',
} as const;

/**
 * Messages of <rove-membership>, the membership offer (widgets/membership/README.md). The
 * specification gives the offer's figures but none of its wording: every text here is ours. Korean:
 * membership.ko.ts, in the page's Korean texts (ko.ts), which only a Korean page loads.
 *
 * @example translate(membershipMessages, 'saveOnItem', 'en_US', { savings: '$300' }) // 'Members save $300 on this item.'
 */
export const membershipMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'membership' };
