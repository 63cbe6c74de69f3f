import type { KoreanOnDemand } from './korean-on-demand';

// The English of loveMessages (below).
const en = {
  // spec/shell.md §5 and §8, verbatim.
  invalidEmail: 'Please enter a valid email address.',
  // Accessible names and the dialog's frame, as fixed by the love widget's issue. The
  // dialog's form itself (email, subscribe, save) is the server's HTML (uc_love/ajax_validate).
  addToWishlist: 'Add {title} to wishlist',
  removeFromWishlist: 'Remove {title} from wishlist',
  modalTitle: 'Save to your wishlist',
  close: 'Close',
  // Not worded by the specification or the issue; ours: it stands in for a missing title.
  thisProduct: 'this product',
} as const;

/**
 * Messages of the wishlist (love) toggle and its email-capture dialog (the header counter's
 * are in header-counts.ts). Korean: love.ko.ts, loaded on Korean pages only (`afterLoveTexts`).
 *
 * @example translate(loveMessages, 'addToWishlist', 'en', { title: 'Sofa' }) // 'Add Sofa to wishlist'
 */
export const loveMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'love' };
