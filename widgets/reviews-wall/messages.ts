import { translate, type MessageKey, type MessageVars } from '../../core/i18n/translate';

/**
 * Texts of <rove-reviews-wall> (the seed gives none for these controls). Kept beside the widget
 * so its chunk carries only these few strings; the integrator may move the table into core/i18n.
 */
export const reviewsWallMessages = {
  en: {
    loadMore: 'Load more reviews',
    loading: 'Loading more reviews…',
    loaded: '{count} more reviews loaded',
    end: 'You have seen all reviews.',
    summary: 'Based on {total} reviews',
    summaryOne: 'Based on 1 review',
  },
  ko: {
    loadMore: '리뷰 더 보기',
    loading: '리뷰를 더 불러오는 중…',
    loaded: '리뷰 {count}개를 더 불러왔습니다',
    end: '모든 리뷰를 보셨습니다.',
    summary: '리뷰 {total}개 기준',
    summaryOne: '리뷰 1개 기준',
  },
} as const;

export type ReviewsWallText = (
  key: MessageKey<typeof reviewsWallMessages>,
  vars?: MessageVars,
) => string;

/** A translator bound to a locale. */
export function reviewsWallText(locale: string | undefined): ReviewsWallText {
  return (key, vars) => translate(reviewsWallMessages, key, locale, vars);
}
