/**
 * Messages of the showroom pages and popups (seed 001 §2).
 *
 * @example translate(showroomMessages, 'getDirections') // 'Get Directions'
 */
export const showroomMessages = {
  en: {
    getDirections: 'Get Directions',
  },
} as const;
