import type { Translator } from '../../core/i18n/translate';

/**
 * Texts of <rove-photo-wall> (the specification gives none). Kept beside the widget so its chunk carries
 * only these strings; the integrator may move the table into core/i18n.
 */
export const photoWallMessages = {
  en: {
    wallLabel: 'Community photos',
    loadMore: 'Load more photos',
    loading: 'Loading more photos…',
    loaded: '{count} more photos loaded',
    end: 'You have seen all photos.',
    photoBy: 'Photo by {name}',
    productsHeading: 'Shop this look',
    close: 'Close',
  },
  ko: {
    wallLabel: '커뮤니티 사진',
    loadMore: '사진 더 보기',
    loading: '사진을 더 불러오는 중…',
    loaded: '사진 {count}장을 더 불러왔습니다',
    end: '모든 사진을 보셨습니다.',
    photoBy: '{name}님의 사진',
    productsHeading: '사진 속 제품',
    close: '닫기',
  },
} as const;

export type PhotoWallText = Translator<typeof photoWallMessages>;
