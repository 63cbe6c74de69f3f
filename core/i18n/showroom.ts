import type { KoreanOnDemand } from './korean-on-demand';

// The English of showroomMessages (below).
const en = {
  getDirections: 'Get Directions',
} as const;

/**
 * Messages of the showroom pages and popups (spec/product.md §2).
 * Korean: showroom.ko.ts, part of the page's Korean (ko.ts).
 *
 * @example translate(showroomMessages, 'getDirections') // 'Get Directions'
 */
export const showroomMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'showroom' };
