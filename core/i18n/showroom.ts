/**
 * Messages of the showroom pages and popups (spec/product.md §2).
 *
 * @example translate(showroomMessages, 'getDirections') // 'Get Directions'
 */
export const showroomMessages = {
  en: {
    getDirections: 'Get Directions',
  },
} as const;
