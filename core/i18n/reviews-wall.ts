import type { KoreanOnDemand } from './korean-on-demand';

// The English of reviewsWallMessages (below).
const en = {
  summary: 'Based on {total} reviews',
  summaryOne: 'Based on 1 review',
} as const;

/**
 * Texts of <rove-reviews-wall>: its summary line (the specification gives none). 'Load more reviews'
 * and the paging announcements are its <rove-scroller>'s (`label="reviews"`, `more-label`).
 *
 * Korean: reviews-wall.ko.ts, in the page's Korean texts (ko.ts), which only a Korean page loads.
 */
export const reviewsWallMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'reviewsWall' };
