import type { KoreanOnDemand } from './korean-on-demand';

// The English of carouselMessages (below).
const en = {
  previous: 'Previous slide',
  next: 'Next slide',
  stopRotation: 'Stop automatic slide show',
  startRotation: 'Start automatic slide show',
  slide: '{position} of {total}',
  carouselRole: 'carousel',
  slideRole: 'slide',
} as const;

/**
 * Texts of <rove-carousel>: its controls' names, its role descriptions and each slide's position
 * (the APG carousel pattern's wording; the specification gives none).
 *
 * @example translator(carouselMessages, 'en_US')('slide', { position: 2, total: 5 }) // '2 of 5'
 *
 * Korean: carousel.ko.ts, in the page's Korean texts (ko.ts), which only a Korean page loads.
 */
export const carouselMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'carousel' };
