import type { Translation } from './korean-on-demand';
import type { showroomMessages } from './showroom';

/** The showroom pages' Korean. Part of the page's Korean texts (ko.ts). */
export const showroomKo: Translation<typeof showroomMessages.en> = {
  getDirections: '길찾기',
};
