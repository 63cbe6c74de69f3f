import type { KoreanOnDemand } from './korean-on-demand';

// The English of photoWallMessages (below).
const en = {
  wallLabel: 'Community photos',
  loadMore: 'Load more photos',
  loading: 'Loading more photos…',
  loaded: '{count} more photos loaded',
  end: 'You have seen all photos.',
  photoBy: 'Photo by {name}',
  photoByFrom: 'Photo by {name}, {location}',
  productsHeading: 'Shop this look',
  close: 'Close',
} as const;

/**
 * Texts of <rove-photo-wall> (the specification gives none).
 *
 * Korean: photo-wall.ko.ts, in the page's Korean texts (ko.ts), which only a Korean page loads.
 */
export const photoWallMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'photoWall' };
