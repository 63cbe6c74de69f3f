import type { Translator } from '../../core/i18n/translate';

/**
 * Texts of <rove-reviews-wall>: its summary line (the specification gives none). 'Load more reviews' and
 * the paging announcements are its <rove-scroller>'s (`label="reviews"`, `more-label`). Kept beside the widget
 * so its chunk carries only these few strings; the integrator may move the table into core/i18n.
 */
export const reviewsWallMessages = {
  en: {
    summary: 'Based on {total} reviews',
    summaryOne: 'Based on 1 review',
  },
  ko: {
    summary: '리뷰 {total}개 기준',
    summaryOne: '리뷰 1개 기준',
  },
} as const;

export type ReviewsWallText = Translator<typeof reviewsWallMessages>;
