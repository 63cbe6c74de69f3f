import type { Translation } from './korean-on-demand';
import type { reviewsWallMessages } from './reviews-wall';

/** The Korean of reviewsWallMessages: our translation. Part of the page's Korean texts (ko.ts). */
export const reviewsWallKo: Translation<typeof reviewsWallMessages.en> = {
  summary: '리뷰 {total}개 기준',
  summaryOne: '리뷰 1개 기준',
};
