/**
 * Messages of the marketing area: email-my-cart, newsletter and promo popups (seed 003).
 *
 * @example translate(marketingMessages, 'emailSent') // 'EMAIL SENT!'
 */
export const marketingMessages = {
  en: {
    // Seed 003 §4, verbatim.
    emailMyCart: 'EMAIL MY CART',
    cancel: 'CANCEL',
    emailSent: 'EMAIL SENT!',
    // Controls the seed names without wording; ours.
    addEmail: 'Add another email',
    emailLabel: 'Email',
    send: 'Send',
    close: 'Close',
  },
} as const;
