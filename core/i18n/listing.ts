import type { KoreanOnDemand } from './korean-on-demand';

// The English of listingMessages (below).
const en = {
  gridLabel: 'Grid size',
  columns: '{count} columns',
  loadMore: 'Load more',
  loading: 'Loading more products…',
  loaded: '{count} more products loaded',
  end: 'You have seen all products.',
  backToTop: 'Back to top',
  originalPrice: 'Original price: ',
  colours: 'Colours',
} as const;

/**
 * Texts of <rove-listing>'s controls (the specification gives none): the grid size, 'Load more'
 * and its announcements, the price's and the swatches' names.
 *
 * Korean: listing.ko.ts, in the page's Korean texts (ko.ts), which only a Korean page loads.
 */
export const listingMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'listing' };
