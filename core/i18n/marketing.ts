import type { KoreanOnDemand } from './korean-on-demand';

// The English of marketingMessages (below).
const en = {
  // spec/marketing.md §4, verbatim.
  emailMyCart: 'EMAIL MY CART',
  cancel: 'CANCEL',
  emailSent: 'EMAIL SENT!',
  // Controls the specification names without wording; ours.
  addEmail: 'Add another email',
  emailLabel: 'Email',
  send: 'Send',
  close: 'Close',
  // Email-my-cart form (widgets/email-cart); ours.
  emailCartLegend: 'Send this cart to',
  emailCartFieldLabel: 'Email {number}',
  removeEmail: 'Remove email {number}',
  emailCartMessage: 'Message (optional)',
  emailCartSubscribe: 'Send me news and offers',
  emailCartInvalid: 'Enter a valid email address.',
  emailCartNeedOne: 'Enter at least one email address.',
  emailCartSending: 'Sending…',
  emailCartSentStatus: 'Email sent. Your cart is on its way.',
} as const;

/**
 * Messages of the marketing area: email-my-cart, newsletter and promo popups (spec/marketing.md).
 * Korean: marketing.ko.ts, part of the page's Korean (ko.ts).
 *
 * @example translate(marketingMessages, 'emailSent') // 'EMAIL SENT!'
 */
export const marketingMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'marketing' };
