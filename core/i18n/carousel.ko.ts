import type { Translation } from './korean-on-demand';
import type { carouselMessages } from './carousel';

/** The Korean of carouselMessages: our translation. Part of the page's Korean texts (ko.ts). */
export const carouselKo: Translation<typeof carouselMessages.en> = {
  previous: '이전 슬라이드',
  next: '다음 슬라이드',
  stopRotation: '자동 슬라이드 쇼 중지',
  startRotation: '자동 슬라이드 쇼 시작',
  slide: '{total}개 중 {position}번째',
  carouselRole: '캐러셀',
  slideRole: '슬라이드',
};
