import type { Translation } from './korean-on-demand';
import type { photoWallMessages } from './photo-wall';

/** The Korean of photoWallMessages: our translation. Part of the page's Korean texts (ko.ts). */
export const photoWallKo: Translation<typeof photoWallMessages.en> = {
  wallLabel: '커뮤니티 사진',
  loadMore: '사진 더 보기',
  loading: '사진을 더 불러오는 중…',
  loaded: '사진 {count}장을 더 불러왔습니다',
  end: '모든 사진을 보셨습니다.',
  photoBy: '{name}님의 사진',
  photoByFrom: '{name}님의 사진, {location}',
  productsHeading: '사진 속 제품',
  close: '닫기',
};
