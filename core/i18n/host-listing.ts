import type { KoreanOnDemand } from './korean-on-demand';

// The English of hostListingMessages (below).
const en = {
  countOne: '1 host',
  count: '{count} hosts',
  empty: 'No hosts match these filters.',
  pagesLabel: 'Host pages',
  previous: 'Previous',
  next: 'Next',
  visit: 'Visit {name}’s home',
  openPhoto: 'Enlarge the photo of {name}’s home',
  cardPhotoAlt: '{name}’s {room} in {city}',
  photoAlt: 'Photo {n} of {name}’s home',
  photosHeading: 'Photos',
  productsHeading: 'In this home',
  loadingHome: 'Opening {name}’s home…',
  homeShown: 'Showing {name}’s home: {photos} photos and {products} products.',
  photoCount: '{count} photos',
  close: 'Close',
  hostDialog: '{name}’s home',
  photoDialog: 'Photo of {name}’s home',
  viewProduct: 'View product',
} as const;

/**
 * Texts of <rove-host-listing> (the specification gives none but the page title 'Host Program'). The
 * English count matches the server's ('1 host' / 'N hosts').
 *
 * Korean: host-listing.ko.ts, in the page's Korean texts (ko.ts), which only a Korean page loads.
 */
export const hostListingMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'hostListing' };
