/**
 * Texts of <rove-carousel>: its controls' names, its role descriptions and each slide's position
 * (the APG carousel pattern's wording; the specification gives none). Kept beside the widget so only its chunk carries
 * them; the same shape as core/i18n's tables, read with `translator`.
 *
 * @example translator(carouselMessages, 'ko_KR')('slide', { position: 2, total: 5 }) // '5개 중 2번째'
 */
export const carouselMessages = {
  en: {
    previous: 'Previous slide',
    next: 'Next slide',
    stopRotation: 'Stop automatic slide show',
    startRotation: 'Start automatic slide show',
    slide: '{position} of {total}',
    carouselRole: 'carousel',
    slideRole: 'slide',
  },
  ko: {
    previous: '이전 슬라이드',
    next: '다음 슬라이드',
    stopRotation: '자동 슬라이드 쇼 중지',
    startRotation: '자동 슬라이드 쇼 시작',
    slide: '{total}개 중 {position}번째',
    carouselRole: '캐러셀',
    slideRole: '슬라이드',
  },
} as const;
