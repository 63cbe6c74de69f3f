// The listing's own texts (the seed gives none for these controls). English only for now: the
// Korean table can be added to core/i18n by the integrator (see README).
export const LISTING_TEXT = {
  gridLabel: 'Grid size',
  columns: (n: number) => `${n} columns`,
  loadMore: 'Load more',
  loading: 'Loading more products…',
  loaded: (n: number) => `${n} more products loaded`,
  end: 'You have seen all products.',
  backToTop: 'Back to top',
  originalPrice: 'Original price: ',
  colours: 'Colours',
} as const;

export type ListingText = typeof LISTING_TEXT;
