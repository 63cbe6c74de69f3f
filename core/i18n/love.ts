/**
 * Messages of the wishlist (love) toggle and its email-capture dialog (the header counter's
 * are in header-counts.ts).
 *
 * @example translate(loveMessages, 'addToWishlist', 'en', { title: 'Sofa' }) // 'Add Sofa to wishlist'
 */
export const loveMessages = {
  en: {
    // Seed 000 §5 and §8, verbatim.
    invalidEmail: 'Please enter a valid email address.',
    // Accessible names and the dialog, as fixed by the love widget's issue.
    addToWishlist: 'Add {title} to wishlist',
    removeFromWishlist: 'Remove {title} from wishlist',
    wishlist: 'Wishlist',
    modalTitle: 'Save to your wishlist',
    emailLabel: 'Email (optional)',
    subscribeLabel: 'Send me news and offers',
    save: 'Save',
    close: 'Close',
    // Not worded by the seeds or the issue; ours. thisProduct stands in for a missing title.
    modalIntro: 'Add your email to keep your wishlist and hear about new arrivals and offers.',
    thisProduct: 'this product',
  },
} as const;
